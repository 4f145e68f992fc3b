import TrellisLayout

/// `H:` or `V:`: which attributes a visual format's connections and sizes constrain.
/// A horizontal format runs in its direction option's way: by default along leading and
/// trailing, so it follows the writing direction as UIKit's does.
enum VisualFormatOrientation: Equatable {
    case horizontal(VisualFormatDirection), vertical

    private var edges: VisualFormatEdges {
        switch self {
        case .horizontal(let direction): return direction.edges
        case .vertical: return .vertical
        }
    }

    /// The edge a connection leaves a view from, toward the next one.
    var trailingEdge: LayoutAttribute { edges.trailing }
    /// The edge a connection arrives at.
    var leadingEdge: LayoutAttribute { edges.leading }
    var trailingMargin: LayoutAttribute { edges.trailingMargin }
    var leadingMargin: LayoutAttribute { edges.leadingMargin }

    /// Whether positions shrink from one view to the next (right to left), so that a
    /// spacing is subtracted and a bound on it turns around.
    var runsBackward: Bool { self == .horizontal(.directionRightToLeft) }

    private var isHorizontal: Bool { self != .vertical }

    /// What a view predicate `[v(…)]` constrains.
    var size: LayoutAttribute { isHorizontal ? .width : .height }

    /// Alignment must run across the arrangement: a row aligns on a vertical attribute.
    func allowsAlignment(_ attribute: LayoutAttribute) -> Bool {
        attribute.axis == (isHorizontal ? .vertical : .horizontal)
    }

    /// UIKit's words when an `alignAll…` option runs along the arrangement.
    var alignmentError: String {
        if isHorizontal {
            return "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        }
        return "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    }
}
