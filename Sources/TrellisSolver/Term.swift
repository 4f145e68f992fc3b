/// `coefficient × variable`, one summand of a linear expression.
public struct Term: Sendable, Equatable {
    public var variable: Variable
    public var coefficient: Double

    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
