import TrellisLayout

/// `H:` or `V:`: which attributes a visual format's connections and sizes constrain.
/// Horizontal formats use leading and trailing, never left and right, so they follow
/// the writing direction as UIKit's default (`directionLeadingToTrailing`) does.
enum VisualFormatOrientation {
    case horizontal, vertical

    /// The edge a connection leaves a view from, toward the next one.
    var trailingEdge: LayoutAttribute { self == .horizontal ? .trailing : .bottom }
    /// The edge a connection arrives at.
    var leadingEdge: LayoutAttribute { self == .horizontal ? .leading : .top }
    var trailingMargin: LayoutAttribute { self == .horizontal ? .trailingMargin : .bottomMargin }
    var leadingMargin: LayoutAttribute { self == .horizontal ? .leadingMargin : .topMargin }
    /// What a view predicate `[v(…)]` constrains.
    var size: LayoutAttribute { self == .horizontal ? .width : .height }

    /// Alignment must run across the arrangement: a row aligns on a vertical attribute.
    func allowsAlignment(_ attribute: LayoutAttribute) -> Bool {
        attribute.axis == (self == .horizontal ? .vertical : .horizontal)
    }

    /// UIKit's words when an `alignAll…` option runs along the arrangement.
    var alignmentError: String {
        switch self {
        case .horizontal:
            return "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        case .vertical:
            return "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        }
    }
}
