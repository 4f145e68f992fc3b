/// A number that changes from one instance of a system to the next while the system's
/// structure stays: an intrinsic height, a data-bound spacing, a table's width.
///
/// It enters the constants of one or more constraints: when it changes by Δ, each
/// binding's constraint constant changes by `factor × Δ`. A constraint may hold several
/// parameters; their effects add up.
public struct Parameter: Sendable {
    public struct Binding: Sendable {
        public let constraint: Constraint
        public let factor: Double

        public init(_ constraint: Constraint, factor: Double) {
            self.constraint = constraint
            self.factor = factor
        }
    }

    public var bindings: [Binding]

    public init(_ bindings: [Binding]) {
        self.bindings = bindings
    }
}

extension Solver {
    /// Moves `parameter` from `old` to `new`: every constant it enters changes in place
    /// (`setConstant`). If one cannot, the ones already changed are put back.
    public func setParameter(_ parameter: Parameter, from old: Double, to new: Double) throws(SolverError) {
        for (index, binding) in parameter.bindings.enumerated() {
            guard let current = constant(of: binding.constraint) else { throw .unknownConstraint(binding.constraint) }
            do {
                try setConstant(current + binding.factor * (new - old), of: binding.constraint)
            } catch {
                for done in parameter.bindings[..<index].reversed() {
                    try? setConstant(constant(of: done.constraint)! - done.factor * (new - old), of: done.constraint)
                }
                throw error
            }
        }
    }
}
