/// An item's attributes as `other.snp.bottom` names them, to relate a maker's line to.
public struct ConstraintItem {
    public let target: LayoutItem
    public let attributes: ConstraintAttributes
}
