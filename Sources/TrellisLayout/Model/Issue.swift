/// A problem that did not stop a job (format.md §5.4).
public enum Issue: Sendable, Equatable {
    /// A required constraint was left out: `broken` could not hold with `conflict`
    /// (the conflicting required constraints in the order they were added, `broken`
    /// last). In a table, `row` is the row it happened in.
    case unsatisfiable(broken: String, conflict: [String], row: Int? = nil)
    /// A view whose `attributes` the constraints leave open (`trellis check`); in a
    /// table, found in the first row of its shape, `row`.
    case ambiguous(view: String, attributes: [String], row: Int? = nil)
    /// Views whose measured width was still moving after the width loop's last pass
    /// (`WidthLoop`); documents produce none until labels are measured (format.md §5.4).
    case notConverged(views: [String], row: Int? = nil)

    /// What kind of issue it is, as a record names it.
    public enum Kind: String, Sendable {
        case unsatisfiable, ambiguous
        case notConverged = "not-converged"
    }

    public var kind: Kind {
        switch self {
        case .unsatisfiable: return .unsatisfiable
        case .ambiguous: return .ambiguous
        case .notConverged: return .notConverged
        }
    }

    /// For `.unsatisfiable`, the constraint broken; nil for other kinds.
    public var broken: String? {
        if case .unsatisfiable(let broken, _, _) = self { return broken }
        return nil
    }

    /// For `.unsatisfiable`, the conflicting set, `broken` last; empty for other kinds.
    public var conflict: [String] {
        if case .unsatisfiable(_, let conflict, _) = self { return conflict }
        return []
    }

    /// The table row it happened in, if any.
    public var row: Int? {
        switch self {
        case .unsatisfiable(_, _, let row), .ambiguous(_, _, let row), .notConverged(_, let row): return row
        }
    }

    /// The same issue, found in table row `row`.
    public func located(row: Int) -> Issue {
        switch self {
        case .unsatisfiable(let broken, let conflict, _): return .unsatisfiable(broken: broken, conflict: conflict, row: row)
        case .ambiguous(let view, let attributes, _): return .ambiguous(view: view, attributes: attributes, row: row)
        case .notConverged(let views, _): return .notConverged(views: views, row: row)
        }
    }
}
