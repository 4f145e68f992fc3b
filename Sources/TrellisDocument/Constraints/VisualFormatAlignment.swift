import TrellisLayout

/// The `alignAll…` options of `constraints(withVisualFormat:options:metrics:views:)`:
/// every two neighbouring views in the format get `a.ATTR == b.ATTR`.
///
/// Declared in the order of `NSLayoutConstraint.Attribute`'s raw values, which is the
/// order UIKit adds the alignment constraints in when several options are given.
public enum VisualFormatAlignment: String, Sendable, CaseIterable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline

    public var attribute: LayoutAttribute {
        switch self {
        case .alignAllLeft: return .left
        case .alignAllRight: return .right
        case .alignAllTop: return .top
        case .alignAllBottom: return .bottom
        case .alignAllLeading: return .leading
        case .alignAllTrailing: return .trailing
        case .alignAllCenterX: return .centerX
        case .alignAllCenterY: return .centerY
        case .alignAllLastBaseline: return .lastBaseline
        case .alignAllFirstBaseline: return .firstBaseline
        }
    }
}
