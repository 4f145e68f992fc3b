import TrellisSolver

/// One anchor named in constraint text, before any view is looked up.
///
/// `item` is a view name, a guide view's name, a guide path such as
/// `card.layoutMarginsGuide` or `root.safeAreaLayoutGuide`, or `superview`. format.md §2.2
/// makes `superview` the parent of the constraint's first item's view; when `superview`
/// is itself the first item (only hand-written constraints do that), it is the parent of
/// the second item's view. Names are resolved when the view tree is built, which
/// answers a name nothing goes by with UIKit's "Unable to find view with name …".
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

/// A constraint of a view-tree specification, with names still unresolved: `first REL multiplier × second + constant`,
/// or `first REL constant` when `second` is nil — NSLayoutConstraint's meaning.
public struct ConstraintSpec: Hashable, Sendable, CustomStringConvertible {
    public var first: AnchorRef
    public var relation: Relation
    public var second: AnchorRef?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// The constraint as the user reads it, for messages: the text they wrote, or for
    /// constraints made by the Visual Format Language an anchor form built by
    /// `readableText`.
    public var text: String
    public var identifier: String?

    public init(
        first: AnchorRef, relation: Relation, second: AnchorRef? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, text: String? = nil,
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
        first: AnchorRef, relation: Relation, second: AnchorRef?, multiplier: Double,
        constant: Double, priority: LayoutPriority
    ) -> String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
            text += second.description
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += formatNumber(constant)
        }
        if priority != .required { text += " @\(priority)" }
        return text
    }
}
