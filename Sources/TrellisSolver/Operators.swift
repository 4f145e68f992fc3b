// The algebra a caller writes: `solver.add((x + 2 * y >= 10) | .strong)`.
// Every operand is lifted to a LinearExpression; the overloads only spell out the
// concrete pairs so the type checker resolves long sums quickly.

extension Variable {
    @inlinable public var expression: LinearExpression { LinearExpression(self) }
}

extension Term {
    @inlinable public var expression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression {
    @inlinable public var expression: LinearExpression { self }

    @inlinable
    static func combine(_ lhs: LinearExpression, _ rhs: LinearExpression, sign: Double) -> LinearExpression {
        var out = lhs
        out.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { out.terms.append(Term(term.variable, sign * term.coefficient)) }
        out.constant += sign * rhs.constant
        return out
    }

    @inlinable
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: Scaling

@inlinable public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
@inlinable public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
@inlinable public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
@inlinable public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, lhs * rhs.coefficient) }
@inlinable public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
@inlinable public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
@inlinable public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
@inlinable public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
@inlinable public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
@inlinable public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

// MARK: Sums

@inlinable public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { .combine(lhs, rhs, sign: 1) }
@inlinable public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { .combine(lhs, rhs, sign: -1) }
@inlinable public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { .combine(lhs, rhs.expression, sign: 1) }
@inlinable public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { .combine(lhs, rhs.expression, sign: -1) }
@inlinable public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { .combine(lhs, rhs.expression, sign: 1) }
@inlinable public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { .combine(lhs, rhs.expression, sign: -1) }
@inlinable public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression(lhs.terms, constant: lhs.constant + rhs) }
@inlinable public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression(lhs.terms, constant: lhs.constant - rhs) }
@inlinable public func + (lhs: Term, rhs: Term) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: 1) }
@inlinable public func - (lhs: Term, rhs: Term) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: -1) }
@inlinable public func + (lhs: Term, rhs: Variable) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: 1) }
@inlinable public func - (lhs: Term, rhs: Variable) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: -1) }
@inlinable public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: rhs) }
@inlinable public func - (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: -rhs) }
@inlinable public func + (lhs: Variable, rhs: Term) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: 1) }
@inlinable public func - (lhs: Variable, rhs: Term) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: -1) }
@inlinable public func + (lhs: Variable, rhs: Variable) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: 1) }
@inlinable public func - (lhs: Variable, rhs: Variable) -> LinearExpression { .combine(lhs.expression, rhs.expression, sign: -1) }
@inlinable public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
@inlinable public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: -rhs) }

// MARK: Relations (`lhs REL rhs` becomes `lhs - rhs REL 0`)

@inlinable public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
@inlinable public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
@inlinable public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
@inlinable public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
@inlinable public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
@inlinable public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
@inlinable public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
@inlinable public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
@inlinable public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
@inlinable public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
@inlinable public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
@inlinable public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
@inlinable public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs.expression - rhs, .equal) }
@inlinable public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs.expression - rhs, .lessThanOrEqual) }
@inlinable public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs.expression - rhs, .greaterThanOrEqual) }

// MARK: Strength (`(constraint) | .strong`, as in kiwi; `|` binds tighter than `==`)

@inlinable
public func | (lhs: Constraint, rhs: Strength) -> Constraint {
    Constraint(lhs.expression, lhs.relation, strength: rhs, label: lhs.label)
}
