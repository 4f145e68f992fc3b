import TrellisSolver

extension LayoutSystem {
    var isLeftToRight: Bool { layout.direction == .leftToRight }

    /// The insets of a view's margin attributes and margins guide, of which the caller
    /// uses `edges`: measured from the view's safe area unless told not to.
    func marginInsets(_ item: LayoutItem, reading edges: SafeAreaReads.Edges = .all) -> EdgeInsets {
        guard let view = item as? View else { return EdgeInsets() }
        var insets = view.directionalLayoutMargins.absolute(layout.direction)
        if view.insetsLayoutMarginsFromSafeArea {
            let safeArea = safeAreaInsets(of: view, reading: edges)
            insets.top += safeArea.top
            insets.left += safeArea.left
            insets.bottom += safeArea.bottom
            insets.right += safeArea.right
        }
        return insets
    }

    /// `attribute` of `item` as a linear expression of the item's frame variables. Edges,
    /// centres, sizes and baselines are those of a view's alignment rect; margins are
    /// measured from its bounds, as its `layoutMarginsGuide` is.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        let x = x(item), y = y(item), w = w(item), h = h(item)
        let aligned = (item as? View)?.alignmentRectInsets ?? EdgeInsets()
        let left = x + aligned.left, width = w - (aligned.left + aligned.right)
        let top = y + aligned.top, height = h - (aligned.top + aligned.bottom)
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .centerX: return left + 0.5 * width
        case .leading: return isLeftToRight ? left : left + width
        case .trailing: return isLeftToRight ? left + width : left
        case .width: return width
        case .top: return top
        case .bottom: return top + height
        case .centerY: return top + 0.5 * height
        case .height: return height
        case .firstBaseline:
            // Auto Layout takes the top edge of a view without a baseline.
            return top + (item.firstBaselineFromTop ?? 0)
        case .lastBaseline:
            if let offset = item.lastBaselineFromBottom { return (top + height) - offset }
            return top + height
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins:
            return marginExpression(item, attribute)
        case .leadingMargin: return expression(item, isLeftToRight ? .leftMargin : .rightMargin)
        case .trailingMargin: return expression(item, isLeftToRight ? .rightMargin : .leftMargin)
        }
    }

    /// A margin attribute: fixed insets of the frame, or the edges of the margins guide
    /// of a view whose margins are solved (one that preserves its superview's or follows
    /// the readable width).
    private func marginExpression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        if let view = item as? View,
           view.layoutMarginsFollowReadableWidth || (view.preservesSuperviewLayoutMargins && view.superview != nil) {
            let guide = view.layoutMarginsGuide
            let x = x(guide), y = y(guide), w = w(guide), h = h(guide)
            switch attribute {
            case .leftMargin: return x.expression
            case .rightMargin: return x + w
            case .topMargin: return y.expression
            case .bottomMargin: return y + h
            case .centerXWithinMargins: return x + 0.5 * w
            default: return y + 0.5 * h
            }
        }
        let x = x(item), y = y(item), w = w(item), h = h(item)
        let edges: SafeAreaReads.Edges = switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerXWithinMargins: [.left, .right]
        default: [.top, .bottom]
        }
        let insets = marginInsets(item, reading: edges)
        switch attribute {
        case .leftMargin: return x + insets.left
        case .rightMargin: return (x + w) - insets.right
        case .topMargin: return y + insets.top
        case .bottomMargin: return (y + h) - insets.bottom
        case .centerXWithinMargins: return (x + 0.5 * w) + (insets.left - insets.right) / 2
        default: return (y + 0.5 * h) + (insets.top - insets.bottom) / 2
        }
    }
}
