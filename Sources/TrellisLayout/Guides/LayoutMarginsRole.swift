import TrellisSolver

/// `layoutMarginsGuide`: the bounds inset by the view's margins (a screen's root measures
/// them from the safe area). A view that preserves its superview's margins has, on each
/// edge, the deeper of its own margin and the superview's margin edge. A view whose
/// margins follow the readable width has its own margins deepened at the sides to a
/// `readableContentGuide`'s: at most `readableWidth` wide, centred in them.
struct LayoutMarginsRole: GuideRole {
    var name: String { "layoutMarginsGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        guard owner.preservesSuperviewLayoutMargins, let superview = owner.superview else {
            let insets = system.marginInsets(owner)
            guard owner.layoutMarginsFollowReadableWidth else {
                system.inset(guide, in: owner, by: insets)
                return
            }
            placeReadable(guide, in: owner, insets: insets, &system)
            return
        }
        let own = system.marginInsets(owner)
        let (x, y, w, h) = (system.x(guide), system.y(guide), system.w(guide), system.h(guide))
        let edges: [(LinearExpression, Relation, LinearExpression, LayoutAttribute, String)] = [
            (x.expression, .greaterThanOrEqual, system.x(owner) + own.left, .leftMargin, "left"),
            (y.expression, .greaterThanOrEqual, system.y(owner) + own.top, .topMargin, "top"),
            (x + w, .lessThanOrEqual, (system.x(owner) + system.w(owner)) - own.right, .rightMargin, "right"),
            (y + h, .lessThanOrEqual, (system.y(owner) + system.h(owner)) - own.bottom, .bottomMargin, "bottom"),
        ]
        for (edge, relation, ownEdge, superviewAttribute, name) in edges {
            let text = "\(guide.name).\(name)"
            system.require(edge, relation, ownEdge, .required, "\(text) within \(owner.name)'s own margin")
            system.require(edge, relation, system.expression(superview, superviewAttribute), .required,
                           "\(text) within \(superview.name).\(superviewAttribute.rawValue)")
            // No deeper than the two require: above every user priority.
            system.require(edge, .equal, ownEdge, LayoutSystem.systemLevel, "\(text) at \(owner.name)'s own margin")
        }
    }

    /// The margins inset by `insets`, narrowed to at most `readableWidth` about their
    /// centre: as wide as the inset margins unless that is wider, above every user priority.
    private func placeReadable(_ guide: LayoutGuide, in owner: View, insets: EdgeInsets, _ system: inout LayoutSystem) {
        let name = guide.name
        let (x, y, w, h) = (system.x, system.y, system.w, system.h)
        let innerWidth = w(owner) - (insets.left + insets.right)
        let innerCentre = x(owner) + 0.5 * w(owner) + (insets.left - insets.right) / 2
        system.require(x(guide) + 0.5 * w(guide), .equal, innerCentre, .required, "\(name).centerX at \(owner.name)'s own margins' centre")
        system.require(w(guide).expression, .lessThanOrEqual, LinearExpression(constant: readableWidth), .required, "\(name).width <= \(formatNumber(readableWidth))")
        system.require(w(guide).expression, .lessThanOrEqual, innerWidth, .required, "\(name).width within \(owner.name)'s own margins")
        system.require(w(guide).expression, .equal, innerWidth, LayoutSystem.systemLevel, "\(name).width at \(owner.name)'s own margins")
        system.require(y(guide).expression, .equal, y(owner) + insets.top, .required, "\(name).top at \(owner.name)'s own margin")
        system.require(h(guide).expression, .equal, h(owner) - (insets.top + insets.bottom), .required, "\(name).height within \(owner.name)'s own margins")
    }
}
