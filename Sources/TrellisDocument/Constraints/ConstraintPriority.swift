/// Layout priorities as constraint text names them (format.md §2.3, §2.5).
enum ConstraintPriority {
    /// UIKit's named priorities, spelled as `UILayoutPriority`'s static members.
    static let named: [String: Double] = [
        "required": 1000,
        "defaultHigh": 750,
        "defaultLow": 250,
        "fittingSizeLevel": 50,
    ]

    /// UIKit accepts 1…1000; the first two messages are its words from the visual
    /// format parser, which both grammars share so one mistake reads the same.
    static func validate(_ value: Double, column: Int) throws(ConstraintSyntaxError) -> Double {
        let shown = formatNumber(value)
        if value.isNaN || value <= 0 {
            throw ConstraintSyntaxError("Invalid priority specified: \(shown). Priority must be greater than 0", column: column)
        }
        if value > 1000 {
            throw ConstraintSyntaxError(
                "Invalid priority specified: \(shown). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                column: column)
        }
        if value < 1 {
            throw ConstraintSyntaxError("Invalid priority specified: \(shown). Priority must be between 1 and 1000", column: column)
        }
        return value
    }
}
