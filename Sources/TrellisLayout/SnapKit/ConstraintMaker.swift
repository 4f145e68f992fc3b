import Synchronization

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute word starts a
/// line, and each line makes one constraint per attribute.
public final class ConstraintMaker: ConstraintMakerAttributes {
    let item: LayoutItem
    private var lines: [ConstraintMakerLine] = []

    init(item: LayoutItem) {
        self.item = item
    }

    public func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let line = ConstraintMakerLine(item: item, attributes: attributes)
        lines.append(line)
        return ConstraintMakerExtendable(line)
    }

    /// The constraints `closure` describes for `item`, or the first problem of its lines.
    /// As SnapKit's `prepare`, it takes a view off its autoresizing mask.
    static func prepare(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) throws(SnapKitError) -> [LayoutConstraint] {
        (item as? View)?.autoresizing = nil
        let maker = ConstraintMaker(item: item)
        closure(maker)
        var made: [LayoutConstraint] = []
        for line in maker.lines {
            if let problem = line.problem { throw problem }
            made += line.constraints() ?? []
        }
        return made
    }

    static func make(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) throws(SnapKitError) {
        activate(try prepare(item, closure), on: item)
    }

    /// Made before anything is removed, so a line SnapKit refuses leaves the old ones.
    static func remake(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) throws(SnapKitError) {
        let made = try prepare(item, closure)
        item.snapKitConstraints.removeAll()
        activate(made, on: item)
    }

    private static func activate(_ made: [LayoutConstraint], on item: LayoutItem) {
        item.snapKitConstraints += made.map { (order: activations.wrappingAdd(1, ordering: .relaxed).newValue, constraint: $0) }
    }

    /// Sets the constant of the item's constraint that each made one matches (same items,
    /// attributes, relation, multiplier and priority). On an item without constraints it
    /// makes them; a made constraint that matches none is an error (SnapKit stops the
    /// app), and then nothing changes.
    static func update(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) throws(SnapKitError) {
        guard !item.snapKitConstraints.isEmpty else { return try make(item, closure) }
        var updates: [(existing: LayoutConstraint, constant: Double)] = []
        for constraint in try prepare(item, closure) {
            guard let existing = item.snapKitConstraints.first(where: { matches($0.constraint, constraint) }) else {
                throw .noMatchingConstraint(constraint.description)
            }
            updates.append((existing.constraint, constraint.constant))
        }
        for update in updates { update.existing.constant = update.constant }
    }

    private static func matches(_ one: LayoutConstraint, _ other: LayoutConstraint) -> Bool {
        one.firstItem === other.firstItem && one.firstAttribute == other.firstAttribute && one.relation == other.relation
            && one.secondItem === other.secondItem && one.secondAttribute == other.secondAttribute
            && one.multiplier == other.multiplier && one.priority == other.priority
    }
}

/// Counts constraints made with `snp` across all items, so a layout adds them in the
/// order they were made, as UIKit activates them (the order decides which conflicting
/// required constraint breaks).
private let activations = Atomic<Int>(0)

/// One line of a maker, shared by the words of its chain.
final class ConstraintMakerLine {
    let item: LayoutItem
    var description: ConstraintDescription<LayoutItem>
    /// What SnapKit would stop the app for, thrown when the maker is done.
    var problem: SnapKitError?

    init(item: LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        description = ConstraintDescription(attributes: attributes)
    }

    /// Nil when the line has no relation (`make.top` alone makes nothing, as in SnapKit).
    func constraints() -> [LayoutConstraint]? {
        description.expand(superview: item.coordinateSpace) { first, secondItem, secondAttribute, constant in
            let constraint = LayoutConstraint(item, first, description.relation!, secondItem, secondAttribute,
                                              multiplier: description.multiplier, constant: constant)
            constraint.priority = description.priority
            constraint.identifier = description.label
            return constraint
        }
    }
}
