/// An attribute of a view or guide, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Which anchors may be related to each other.
    public enum Axis: Sendable {
        case horizontal, vertical, dimension
    }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .width, .height:
            return .dimension
        }
    }

    /// Leading and trailing follow the writing direction; left and right never do.
    /// UIKit refuses to relate the two families.
    public enum Family: Sendable {
        case absolute, directional, neutral
    }

    public var family: Family {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return .absolute
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .directional
        default: return .neutral
        }
    }

    /// Everything but width and height: a position, which may not equal a bare constant.
    public var isLocation: Bool { axis != .dimension }

    /// A position measured from the view's layout margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// The attribute named `name`, with or without an `Anchor` suffix.
    public init?(name: String) {
        let base = name.hasSuffix("Anchor") ? String(name.dropLast(6)) : name
        self.init(rawValue: base)
    }
}
