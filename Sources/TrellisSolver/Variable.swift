/// An unknown of a linear system, such as the left edge of a view.
///
/// Variables are cheap handles: a `VariableSet` (every `Solver` has one) hands them out
/// densely, so the solver finds a variable's symbol by index, never by hashing.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// Dense index, unique within the solver that made the variable.
    public let index: Int32

    @inlinable
    public init(index: Int32) {
        self.index = index
    }

    public var description: String { "v\(index)" }
}
