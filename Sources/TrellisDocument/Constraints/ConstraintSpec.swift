import TrellisLayout

/// How the two sides of a constraint compare, as in `NSLayoutConstraint.Relation`.
public enum SpecRelation: String, Sendable, Hashable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    /// The relation that holds when the two sides trade places.
    public var flipped: SpecRelation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// One anchor named in constraint text, before any view is looked up.
///
/// `item` is a view name, a guide view's name, a guide path such as
/// `card.layoutMarginsGuide` or `root.safeAreaLayoutGuide`, or `superview`. format.md §2.2
/// makes `superview` the parent of the constraint's first item's view; when `superview`
/// is itself the first item (only hand-written constraints do that), it is the parent of
/// the second item's view. The layout builder resolves names and raises
/// `ConstraintSyntaxError.unableToFindView(named:)` for a name nothing answers to.
public struct AnchorRef: Hashable, Sendable, CustomStringConvertible {
    public var item: String
    public var attribute: LayoutAttribute

    /// The item name that stands for the parent view.
    public static let superviewItem = "superview"

    public init(item: String, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// A constraint with names still unresolved: `first REL multiplier × second + constant`,
/// or `first REL constant` when `second` is nil — NSLayoutConstraint's meaning.
public struct ConstraintSpec: Equatable, Sendable, CustomStringConvertible {
    public var first: AnchorRef
    public var relation: SpecRelation
    public var second: AnchorRef?
    public var multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Double
    /// The constraint as the user reads it, for messages: the text they wrote, or for
    /// constraints made by the Visual Format Language an anchor form built by
    /// `readableText`.
    public var text: String
    public var identifier: String?

    public static let requiredPriority = 1000.0

    public init(
        first: AnchorRef, relation: SpecRelation, second: AnchorRef? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: Double = ConstraintSpec.requiredPriority, text: String? = nil,
        identifier: String? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.text = text ?? Self.readableText(
            first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: priority)
    }

    public var description: String { text }

    /// The anchor-constraint form of format.md §2.3, so a generated constraint reads like
    /// one a user could have written: `title.leading == avatar.trailing + 12 @750`.
    public static func readableText(
        first: AnchorRef, relation: SpecRelation, second: AnchorRef?, multiplier: Double,
        constant: Double, priority: Double
    ) -> String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
            text += second.description
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += formatNumber(constant)
        }
        if priority != requiredPriority { text += " @\(formatNumber(priority))" }
        return text
    }
}
