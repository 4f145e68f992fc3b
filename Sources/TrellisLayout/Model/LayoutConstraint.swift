import TrellisSolver

/// `item1.attribute1 REL multiplier × item2.attribute2 + constant`, as `NSLayoutConstraint`.
public final class LayoutConstraint: CustomStringConvertible {
    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    public var constant: Double
    public var priority = LayoutPriority.required
    public var identifier: String?
    /// How to show the constraint in messages; defaults to anchor notation.
    public var text: String?

    public init(_ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
                _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute?,
                multiplier: Double = 1, constant: Double = 0) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Sets `priority` and returns this same constraint, for chaining as in
    /// `anchor.constraint(…).withPriority(750)`.
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Checks the pairing rules UIKit enforces when a constraint is made.
    public func validate() throws(LayoutError) {
        guard priority.isValid else {
            throw .invalidPriority(priority.value, description)
        }
        guard multiplier.isFinite, constant.isFinite else { throw .nonFinite(description) }
        guard let secondAttribute, secondItem != nil, multiplier != 0 else {
            if firstAttribute.isLocation { throw .locationEqualsConstant }
            return
        }
        guard firstAttribute.axis == secondAttribute.axis else {
            throw .incompatibleAnchors(description)
        }
        let families: Set = [firstAttribute.family, secondAttribute.family]
        if families.contains(.absolute) && families.contains(.directional) {
            throw .invalidPairing(description)
        }
    }

    public var description: String {
        if let text { return text }
        var out = "\(firstItem.name).\(firstAttribute.rawValue) \(relation.rawValue)"
        if let secondItem, let secondAttribute {
            out += " "
            if multiplier != 1 { out += "\(formatNumber(multiplier)) * " }
            out += "\(secondItem.name).\(secondAttribute.rawValue)"
            if constant > 0 { out += " + \(formatNumber(constant))" }
            if constant < 0 { out += " - \(formatNumber(-constant))" }
        } else {
            out += " \(formatNumber(constant))"
        }
        if !priority.isRequired { out += " @\(priority)" }
        return out
    }
}
