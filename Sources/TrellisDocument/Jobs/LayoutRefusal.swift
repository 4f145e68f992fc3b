import TrellisLayout

extension DocumentError {
    /// A layout that could not be made. A number out of range is the fault of the values
    /// (a row's data, a screen's sizes); anything else is the constraints'.
    init(refusing error: LayoutError, constraints: JSONPointer, values: JSONPointer) {
        if error.isOutOfRange {
            self.init(.invalidValue, error.description, at: values)
        } else {
            self.init(.constraint, error.description, at: constraints)
        }
    }
}

extension LayoutError {
    var isOutOfRange: Bool {
        if case .outOfRange = self { return true }
        return false
    }
}
