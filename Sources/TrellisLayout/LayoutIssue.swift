/// A problem that did not stop the layout (format.md §5 `issues`).
public struct LayoutIssue: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case unsatisfiable, ambiguous
    }

    public var kind: Kind
    /// For `.unsatisfiable`: the constraint UIKit would break, and the conflicting set.
    public var broken: String?
    public var conflict: [String] = []
    /// For `.ambiguous`: the view and the attributes not uniquely determined.
    public var view: String?
    public var attributes: [String] = []
    /// In a table, the row it was found in.
    public var row: Int?

    public static func unsatisfiable(broken: String, conflict: [String]) -> LayoutIssue {
        LayoutIssue(kind: .unsatisfiable, broken: broken, conflict: conflict)
    }
}
