import TrellisSolver

/// One line of a SnapKit maker, `make.top.equalTo(avatar.snp.bottom).offset(8)`, before
/// it makes constraints: what SnapKit's `ConstraintDescription` holds. `Item` is a
/// `LayoutItem` for the Swift maker and a name for a document's `snp` entry; both make
/// their constraints through `expand`, so the rules live here once.
public struct ConstraintDescription<Item> {
    public var attributes: ConstraintAttributes
    /// Nil until the line says `equalTo`, `lessThanOrEqualTo` or `greaterThanOrEqualTo`.
    public var relation: Relation?
    /// The other item; nil for a constant, which relates to the superview.
    public var relatedItem: Item?
    /// The other item's attributes (`avatar.snp.bottom`); none for a bare item, which
    /// relates attribute to same attribute.
    public var relatedAttributes: ConstraintAttributes = []
    public var multiplier = 1.0
    public var constant = ConstraintConstant.number(0)
    public var priority = LayoutPriority.required
    /// SnapKit's `labeled`: the identifier of every constraint the line makes.
    public var label: String?

    public init(attributes: ConstraintAttributes) {
        self.attributes = attributes
    }

    /// `equalTo(item)` and its kin: relates to `item`'s `attributes`, resetting the
    /// constant. Several attributes on each side must be the same set, or edges against
    /// margins: SnapKit refuses anything else.
    public mutating func relate(_ relation: Relation, to item: Item, _ attributes: ConstraintAttributes) throws(SnapKitError) {
        let count = attributes.layoutAttributes.count
        guard count <= 1 || attributes == self.attributes || Self.marginCounterparts(self.attributes, attributes) else {
            throw .multipleNonIdenticalAttributes
        }
        self.relation = relation
        relatedItem = item
        relatedAttributes = attributes
        constant = .number(0)
    }

    /// `equalTo(8)`, `equalTo(size)`: relates to a constant, measured from the superview
    /// for positions.
    public mutating func relate(_ relation: Relation, toConstant constant: ConstraintConstant) {
        self.relation = relation
        relatedItem = nil
        relatedAttributes = []
        self.constant = constant
    }

    /// `dividedBy(d)` is `multipliedBy(1 / d)`, as in SnapKit.
    public mutating func divide(by amount: Double) {
        multiplier = 1 / amount
    }

    /// The constraints of the line, one per attribute in SnapKit's order, each built by
    /// `make(firstAttribute, secondItem, secondAttribute, constant)`. A related
    /// attribute set pairs attribute with attribute when it is the same set, edge with
    /// margin for edges against margins, and otherwise its one attribute with each. A
    /// constant is measured from `superview` for every position (a centre from its
    /// left or top edge) and is a plain constant for width and height. Nil without a
    /// relation: SnapKit makes nothing for `make.top` alone.
    public func expand<Made>(superview: Item?, _ make: (LayoutAttribute, Item?, LayoutAttribute?, Double) -> Made) -> [Made]? {
        guard relation != nil else { return nil }
        return attributes.layoutAttributes.map { first in
            let second: LayoutAttribute
            if let other = relatedAttributes.layoutAttributes.first {
                if attributes == relatedAttributes {
                    second = first
                } else if Self.marginCounterparts(attributes, relatedAttributes) {
                    second = first.marginCounterpart!
                } else {
                    second = other
                }
            } else if relatedItem == nil && (first == .centerX || first == .centerY) {
                second = first == .centerX ? .left : .top
            } else {
                second = first
            }
            let item = relatedItem ?? (second.axis == .dimension ? nil : superview)
            return make(first, item, item == nil ? nil : second, constant.value(for: second))
        }
    }

    /// Edges against margins, either way round, absolute or directional.
    private static func marginCounterparts(_ first: ConstraintAttributes, _ second: ConstraintAttributes) -> Bool {
        let pairs: [(ConstraintAttributes, ConstraintAttributes)] = [(.edges, .margins), (.directionalEdges, .directionalMargins)]
        return pairs.contains { ($0 == first && $1 == second) || ($0 == second && $1 == first) }
    }
}

extension LayoutAttribute {
    /// An edge's margin form and a margin's edge; nil for the rest.
    fileprivate var marginCounterpart: LayoutAttribute? {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        default: return nil
        }
    }
}
