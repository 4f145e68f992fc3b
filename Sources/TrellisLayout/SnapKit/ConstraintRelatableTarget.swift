/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` take: another item's
/// attributes (`other.snp.top`), a view or guide (its same attributes), a number, a
/// size or insets (constants, from the superview for positions).
public protocol ConstraintRelatableTarget {
    var constraintTarget: ConstraintTarget { get }
}

/// A relatable target, read.
public enum ConstraintTarget {
    /// An item and its attributes; none for a bare view or guide.
    case item(LayoutItem, ConstraintAttributes)
    case constant(ConstraintConstant)
}

extension ConstraintItem: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .item(target, attributes) }
}

extension LayoutItem: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .item(self, []) }
}

extension Int: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .constant(.number(Double(self))) }
}

extension Double: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .constant(.number(self)) }
}

extension Size: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .constant(.size(self)) }
}

extension EdgeInsets: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .constant(.insets(self)) }
}

extension DirectionalEdgeInsets: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .constant(.directionalInsets(self)) }
}
