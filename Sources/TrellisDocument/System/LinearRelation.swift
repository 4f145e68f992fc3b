import TrellisSolver

/// `Σ coefficient × name + constant REL 0`: a parsed §8 expression before its names
/// are bound to solver variables. It is `lhs − rhs` of the text, with the terms in the
/// order the names appear, because variables are made in order of first appearance.
public struct LinearRelation: Sendable, Equatable {
    public var terms: [NamedTerm]
    public var constant: Double
    public var relation: Relation

    public init(terms: [NamedTerm], constant: Double, relation: Relation) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
    }
}

/// `coefficient × name`. A name may appear in several terms; the solver adds them up.
public struct NamedTerm: Sendable, Equatable {
    public var name: String
    public var coefficient: Double

    public init(_ name: String, _ coefficient: Double) {
        self.name = name
        self.coefficient = coefficient
    }
}
