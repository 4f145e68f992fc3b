import TrellisSolver

extension LayoutSystem {
    var isLeftToRight: Bool { layout.direction == .leftToRight }

    /// The insets of a view's margin attributes and margins guide. The root of a screen
    /// measures them from the safe area.
    func marginInsets(_ item: LayoutItem) -> EdgeInsets {
        guard let view = item as? View else { return EdgeInsets() }
        var insets = view.directionalLayoutMargins.absolute(layout.direction)
        if isScreenRoot(view) {
            insets.top += layout.safeArea.top
            insets.left += layout.safeArea.left
            insets.bottom += layout.safeArea.bottom
            insets.right += layout.safeArea.right
        }
        return insets
    }

    /// `attribute` of `item` as a linear expression of the item's frame variables.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        let x = x(item), y = y(item), w = w(item), h = h(item)
        switch attribute {
        case .left: return x.expression
        case .right: return x + w
        case .centerX: return x + 0.5 * w
        case .leading: return isLeftToRight ? x.expression : x + w
        case .trailing: return isLeftToRight ? x + w : x.expression
        case .width: return w.expression
        case .top: return y.expression
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .height: return h.expression
        case .firstBaseline:
            if let offset = item.firstBaselineFromTop { return y + offset }
            return y + h
        case .lastBaseline:
            if let offset = item.lastBaselineFromBottom { return (y + h) - offset }
            return y + h
        case .leftMargin: return x + marginInsets(item).left
        case .rightMargin: return (x + w) - marginInsets(item).right
        case .leadingMargin: return expression(item, isLeftToRight ? .leftMargin : .rightMargin)
        case .trailingMargin: return expression(item, isLeftToRight ? .rightMargin : .leftMargin)
        case .topMargin: return y + marginInsets(item).top
        case .bottomMargin: return (y + h) - marginInsets(item).bottom
        case .centerXWithinMargins:
            let insets = marginInsets(item)
            return (x + 0.5 * w) + (insets.left - insets.right) / 2
        case .centerYWithinMargins:
            let insets = marginInsets(item)
            return (y + 0.5 * h) + (insets.top - insets.bottom) / 2
        }
    }
}
