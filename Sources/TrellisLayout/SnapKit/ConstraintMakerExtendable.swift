/// A line that may name more attributes before its relation: `make.leading.trailing`.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable, ConstraintMakerAttributes {
    public func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        line.description.attributes.formUnion(attributes)
        return self
    }
}
