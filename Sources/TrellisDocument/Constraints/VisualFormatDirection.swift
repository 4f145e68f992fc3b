import TrellisLayout

/// The direction options of `constraints(withVisualFormat:options:metrics:views:)`: which
/// way an `H:` format runs. The default follows the writing direction (leading and
/// trailing); the other two fix it to left and right whatever the writing direction.
/// Vertical formats always run top to bottom.
public enum VisualFormatDirection: String, Sendable, CaseIterable {
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    /// The attributes an `H:` format runs along.
    var edges: VisualFormatEdges {
        switch self {
        case .directionLeadingToTrailing:
            return VisualFormatEdges(leading: .leading, trailing: .trailing, leadingMargin: .leadingMargin, trailingMargin: .trailingMargin)
        case .directionLeftToRight:
            return VisualFormatEdges(leading: .left, trailing: .right, leadingMargin: .leftMargin, trailingMargin: .rightMargin)
        case .directionRightToLeft:
            return VisualFormatEdges(leading: .right, trailing: .left, leadingMargin: .rightMargin, trailingMargin: .leftMargin)
        }
    }
}

/// Where a format's connections arrive (`leading`) and leave (`trailing`), and the
/// margins a bare `-` at a `|` pins to.
struct VisualFormatEdges {
    let leading, trailing, leadingMargin, trailingMargin: LayoutAttribute

    static let vertical = VisualFormatEdges(leading: .top, trailing: .bottom, leadingMargin: .topMargin, trailingMargin: .bottomMargin)
}
