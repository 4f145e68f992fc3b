import TrellisSolver

/// `layoutMarginsGuide`: the bounds inset by the view's margins (a screen's root measures
/// them from the safe area). A view that preserves its superview's margins has, on each
/// edge, the deeper of its own margin and the superview's margin edge.
struct LayoutMarginsRole: GuideRole {
    var name: String { "layoutMarginsGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        guard owner.preservesSuperviewLayoutMargins, let superview = owner.superview else {
            system.inset(guide, in: owner, by: system.marginInsets(owner))
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
}
