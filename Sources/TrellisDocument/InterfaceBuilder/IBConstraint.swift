import TrellisLayout

/// A `<constraint>` as stored: items are Interface Builder ids, not yet names.
struct IBConstraint {
    var id: String
    /// nil: the view that holds the `<constraints>` element (`owner`).
    var firstItem: String?
    var firstAttribute: String
    var relation: String?
    /// nil: a constant (`width == 70`).
    var secondItem: String?
    var secondAttribute: String?
    var multiplier: String?
    var constant: String?
    var priority: String?
    var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is the inspector's "Standard" spacing.
    var isStandardSpacing: Bool
    var identifier: String?
    /// The id of the view holding the `<constraints>` element.
    var owner: String
    var line: Int
    /// Size classes that change the constant, multiplier or priority.
    var variations: [IBVariation]

    init(_ element: XMLElement, owner: String) {
        id = element["id"] ?? ""
        firstItem = element["firstItem"]
        firstAttribute = element["firstAttribute"] ?? ""
        relation = element["relation"]
        secondItem = element["secondItem"]
        secondAttribute = element["secondAttribute"]
        multiplier = element["multiplier"]
        constant = element["constant"]
        priority = element["priority"]
        isPlaceholder = element["placeholder"] == "YES"
        isStandardSpacing = element["symbolic"] == "YES"
        identifier = element["identifier"]
        self.owner = owner
        line = element.line
        variations = element.children("variation").map(IBVariation.init)
    }

    /// The constraint as a screen of `classes` has it.
    func resolved(for classes: SizeClasses?) -> IBConstraint {
        var result = self
        for variation in IBVariation.active(variations, classes: classes) {
            for (name, value) in variation.properties {
                switch name {
                case "constant": result.constant = value
                case "multiplier": result.multiplier = value
                case "priority": result.priority = value
                case "relation": result.relation = value
                default: break
                }
            }
        }
        return result
    }
}
