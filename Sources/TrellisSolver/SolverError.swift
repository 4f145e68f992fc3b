/// Why a solver call was refused. After any of these the solver is still consistent:
/// it holds exactly the constraints it held before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions; a required one could make `suggestValue` fail.
    case badRequiredStrength
    /// A required constraint cannot hold together with `conflict`, the required
    /// constraints that, with it, have no solution (it is the last entry).
    case unsatisfiable(Constraint, conflict: [Constraint])
    /// The constraint's constant, or a coefficient once repeated variables are summed,
    /// is infinite or not a number.
    case nonFinite(Constraint)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .badRequiredStrength: return "an edit variable cannot be required"
        case .unsatisfiable(let c, let conflict):
            return "unable to satisfy \(c); conflicts with \(conflict.map(\.description))"
        case .nonFinite(let c): return "a coefficient or constant of \(c) is out of range of a Double"
        }
    }
}
