/// One `(relation)?object(@priority)?` of a visual format, inside `-(…)-` or `[v(…)]`.
struct VisualFormatPredicate {
    enum Object {
        case constant(Double)
        /// `[a(==b)]`: the same size as view `b`. Only view predicates may name a view.
        case view(String)
    }

    var relation: SpecRelation
    var object: Object
    var priority: Double
}

/// What lies between two views, or between a view and a `|`.
enum VisualFormatConnection {
    /// Nothing: the two edges touch (`[a][b]`, `|[a]`).
    case flush
    /// A bare `-`: standard spacing between siblings, the margin at a `|`.
    case standard
    /// `-N-`, `-(…)-`; every predicate holds a constant.
    case predicates([VisualFormatPredicate])
}
