import TrellisSolver

/// `item1.attribute1 REL multiplier × item2.attribute2 + constant`, as `NSLayoutConstraint`.
public final class LayoutConstraint: CustomStringConvertible {
    public enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Double = 1000
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

    /// A copy at `priority`, for chaining as in `anchor.constraint(…).withPriority(750)`.
    public func withPriority(_ priority: Double) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Checks the pairing rules UIKit enforces when a constraint is made.
    public func validate() throws(LayoutError) {
        guard priority.isFinite, priority >= 1, priority <= 1000 else {
            throw .invalidPriority(priority, description)
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

    /// The solver's strength for this priority.
    var strength: Strength { LayoutSystem.strength(priority) }

    public var description: String {
        if let text { return text }
        let relationText = relation == .equal ? "==" : (relation == .lessThanOrEqual ? "<=" : ">=")
        var out = "\(firstItem.name).\(firstAttribute.rawValue) \(relationText)"
        if let secondItem, let secondAttribute {
            out += " "
            if multiplier != 1 { out += "\(Self.number(multiplier)) * " }
            out += "\(secondItem.name).\(secondAttribute.rawValue)"
            if constant > 0 { out += " + \(Self.number(constant))" }
            if constant < 0 { out += " - \(Self.number(-constant))" }
        } else {
            out += " \(Self.number(constant))"
        }
        if priority < 1000 { out += " @\(Self.number(priority))" }
        return out
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
