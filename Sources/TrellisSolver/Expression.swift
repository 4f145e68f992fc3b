/// `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Terms may repeat a variable; the solver adds them up (kiwi's `reduce`).
public struct LinearExpression: Sendable, Equatable {
    public var terms: [Term]
    public var constant: Double

    @inlinable
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    @inlinable
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The terms with repeated variables summed, in order of the variables' indices.
    ///
    /// Variables are numbered in the order they were made, so this is also the order in
    /// which they first appeared; kiwi orders a reduced expression the same way when its
    /// variables were allocated in that order.
    public func reduced() -> [Term] {
        // Usually already so: terms in order, no variable twice. Then no copy is made.
        var ordered = true
        for index in terms.indices.dropFirst() where terms[index - 1].variable.index >= terms[index].variable.index {
            ordered = false
            break
        }
        if ordered { return terms }
        var sorted = terms
        sorted.sort { $0.variable.index < $1.variable.index }
        var out: [Term] = []
        out.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = out.last, last.variable == term.variable {
                out[out.count - 1].coefficient += term.coefficient
            } else {
                out.append(term)
            }
        }
        return out
    }
}
