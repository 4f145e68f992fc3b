import TrellisSolver

extension LayoutSystem {
    /// Adds a caller's constraint (or one a kind of view makes); a conflicting required
    /// one is broken and reported.
    ///
    /// A constraint on leading or trailing reads in the writing direction: right to left,
    /// its positions are mirrored (negated), so `a.leading == b.leading + 20` insets `a`
    /// by 20 from `b`'s right edge, and `>=` means further towards the trailing side.
    mutating func addUserConstraint(_ constraint: LayoutConstraint) throws(LayoutError) {
        let isDirectional = constraint.firstAttribute.family == .directional || constraint.secondAttribute?.family == .directional
        let sign = isDirectional && !isLeftToRight ? -1.0 : 1.0
        func position(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
            attribute.axis == .horizontal ? sign * expression(item, attribute) : expression(item, attribute)
        }
        let first = position(Self.attachment(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem),
                             constraint.firstAttribute)
        var rhs = LinearExpression(constant: constraint.constant)
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard item.index >= 0, constraint.firstItem.index >= 0 else {
                throw .noCommonAncestor(constraint.firstItem.name, item.name)
            }
            rhs = rhs + constraint.multiplier * position(Self.attachment(item, attribute, other: constraint.firstItem), attribute)
        }
        userConstraints[ObjectIdentifier(constraint)] = require(first, constraint.relation, rhs, constraint.priority.strength, constraint.description)
    }

    /// The item a constraint naming `item` attaches to, as the view's kind decides.
    static func attachment(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        guard let view = item as? View else { return item }
        return view.kind.behaviour.attachment(of: view, attribute, relatedTo: other)
    }
}
