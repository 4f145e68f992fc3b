/// A number that changes from one instance of a system to the next while the system's
/// structure stays: an intrinsic height, a data-bound spacing, a table's width.
///
/// It enters the constants of one or more constraints: setting it to `value` sets each
/// binding's constraint constant to `offset + factor × value`.
public struct Parameter: Sendable {
    public struct Binding: Sendable {
        public let constraint: Constraint
        public let factor: Double
        public let offset: Double

        public init(_ constraint: Constraint, factor: Double, offset: Double = 0) {
            self.constraint = constraint
            self.factor = factor
            self.offset = offset
        }
    }

    public var bindings: [Binding]

    public init(_ bindings: [Binding]) {
        self.bindings = bindings
    }
}

extension Solver {
    /// Sets every constant `parameter` enters, each in place (`setConstant`).
    public func setParameter(_ parameter: Parameter, to value: Double) throws(SolverError) {
        for binding in parameter.bindings {
            try setConstant(binding.offset + binding.factor * value, of: binding.constraint)
        }
    }
}
