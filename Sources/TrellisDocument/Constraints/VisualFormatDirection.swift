import TrellisLayout

/// The direction options of `constraints(withVisualFormat:options:metrics:views:)`: which
/// way an `H:` format runs. The default follows the writing direction (leading and
/// trailing); the other two fix it to left and right whatever the writing direction.
/// Vertical formats always run top to bottom.
public enum VisualFormatDirection: String, Sendable, CaseIterable {
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    /// The edge a connection leaves a view from, toward the next one.
    var trailingEdge: LayoutAttribute {
        switch self {
        case .directionLeadingToTrailing: return .trailing
        case .directionLeftToRight: return .right
        case .directionRightToLeft: return .left
        }
    }

    /// The edge a connection arrives at.
    var leadingEdge: LayoutAttribute {
        switch self {
        case .directionLeadingToTrailing: return .leading
        case .directionLeftToRight: return .left
        case .directionRightToLeft: return .right
        }
    }

    var trailingMargin: LayoutAttribute {
        switch self {
        case .directionLeadingToTrailing: return .trailingMargin
        case .directionLeftToRight: return .rightMargin
        case .directionRightToLeft: return .leftMargin
        }
    }

    var leadingMargin: LayoutAttribute {
        switch self {
        case .directionLeadingToTrailing: return .leadingMargin
        case .directionLeftToRight: return .leftMargin
        case .directionRightToLeft: return .rightMargin
        }
    }
}
