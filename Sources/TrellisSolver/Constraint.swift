/// How the two sides of a constraint relate: `expression REL 0` here, `first REL second`
/// in a layout constraint (`NSLayoutConstraint.Relation`). The raw value is how
/// constraint text spells it.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    /// The relation that holds when the two sides trade places.
    public var flipped: Relation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// `expression REL 0` at a strength, like a kiwi `Constraint` or an `NSLayoutConstraint`.
///
/// A reference type because identity matters: the solver adds, removes and updates a
/// constraint by identity, and a caller can keep its own bookkeeping keyed by it.
public final class Constraint: @unchecked Sendable, CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// What the caller calls this constraint (document text, an identifier); used in errors.
    public let label: String?

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    public var description: String {
        if let label { return label }
        let rel: String
        switch relation {
        case .lessThanOrEqual: rel = "<="
        case .equal: rel = "=="
        case .greaterThanOrEqual: rel = ">="
        }
        let terms = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(rel) 0 | \(strength)"
    }
}
