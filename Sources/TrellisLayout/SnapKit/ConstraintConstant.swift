/// The constant of a maker's line: a number from `offset` or `equalTo(8)`, a size from
/// `equalTo(size)`, or insets from `inset`. Each attribute takes its own part of it.
public enum ConstraintConstant: Sendable, Hashable {
    case number(Double)
    case size(Size)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// The constant of the constraint whose second attribute (or first, without a second
    /// item) is `attribute`. SnapKit's sign rules: an inset moves an edge inwards, so it
    /// is negated on right, bottom and trailing; a size shrinks by both insets; a centre
    /// moves by half their difference. Leading is left and trailing is right, SnapKit's
    /// default writing direction.
    public func value(for attribute: LayoutAttribute) -> Double {
        switch self {
        case .number(let value):
            return value
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .insets(let insets):
            return Self.inset(attribute, top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        case .directionalInsets(let insets):
            return Self.inset(attribute, top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        }
    }

    private static func inset(_ attribute: LayoutAttribute, top: Double, left: Double, bottom: Double, right: Double) -> Double {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: return left
        case .top, .topMargin, .firstBaseline: return top
        case .right, .rightMargin, .trailing, .trailingMargin: return -right
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .centerX, .centerXWithinMargins: return (left - right) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        }
    }
}
