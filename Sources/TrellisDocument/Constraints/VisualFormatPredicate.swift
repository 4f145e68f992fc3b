import TrellisLayout
import TrellisSolver

/// One `(relation)?object(@priority)?` of a visual format. In a connection `-(…)-` the
/// object is a spacing; in a view `[v(…)]` it is a `VisualFormatSize`.
struct VisualFormatPredicate<Object> {
    var relation: Relation
    var object: Object
    var priority: LayoutPriority
}

/// What a view predicate sizes the view to.
enum VisualFormatSize {
    case constant(Double)
    /// `[a(==b)]`: the same width (or height) as view `b`.
    case view(String)
}

/// What lies between two views, or between a view and a `|`.
enum VisualFormatConnection {
    /// Nothing: the two edges touch (`[a][b]`, `|[a]`).
    case flush
    /// A bare `-`: standard spacing between siblings, the margin at a `|`.
    case standard
    /// `-N-`, `-(…)-`.
    case spacings([VisualFormatPredicate<Double>])
}

/// The two ends of a connection; a format never connects `|` to `|`.
enum VisualFormatSpan {
    case views(String, String)
    /// `|` then the view.
    case leadingBar(String)
    /// The view then `|`.
    case trailingBar(String)
}
