import TrellisSolver

/// A `Layout` turned into a linear system: four variables per item (its frame in the
/// root's coordinates), the constraints the items' kinds imply, and the caller's.
struct LayoutSystem {
    let layout: Layout
    let solver = Solver()
    /// Every item, views in tree order each followed by its guides.
    private(set) var items: [LayoutItem] = []
    private(set) var issues: [LayoutIssue] = []

    // The solver constraints whose constants move with a value of the layout, for
    // re-solving it with other values (see `CellLayout`). Each enters `−value`.
    private(set) var rootWidthConstraint: Constraint?
    private(set) var intrinsicConstraints: [ObjectIdentifier: (width: [Constraint], height: [Constraint])] = [:]
    private(set) var userConstraints: [ObjectIdentifier: Constraint] = [:]

    /// The system level: above every user priority, below required. It holds derived
    /// sizes such as "the readable width, unless the margins are narrower".
    static let systemLevel = Strength(level: 1000, weight: 1)

    init(layout: Layout) {
        self.layout = layout
        collect(layout.root)
        for (index, item) in items.enumerated() {
            item.index = index
            for _ in 0..<4 { _ = solver.makeVariable() }
        }
    }

    private mutating func collect(_ view: View) {
        items.append(view)
        items.append(contentsOf: view.layoutGuides)
        for subview in view.subviews { collect(subview) }
    }

    // MARK: Expressions

    func x(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index)) }
    func y(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index + 1)) }
    func w(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index + 2)) }
    func h(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index + 3)) }

    private var isLeftToRight: Bool { layout.direction == .leftToRight }

    /// The insets of a view's margin attributes and margins guide. The root of a screen
    /// measures them from the safe area.
    func marginInsets(_ item: LayoutItem) -> EdgeInsets {
        guard let view = item as? View else { return EdgeInsets() }
        var insets = view.directionalLayoutMargins.absolute(layout.direction)
        if view === layout.root && layout.height != nil {
            insets.top += layout.safeArea.top
            insets.left += layout.safeArea.left
            insets.bottom += layout.safeArea.bottom
            insets.right += layout.safeArea.right
        }
        return insets
    }

    /// `attribute` of `item` as a linear expression of the item's frame variables.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        let x = x(item), y = y(item), w = w(item), h = h(item)
        switch attribute {
        case .left: return x.expression
        case .right: return x + w
        case .centerX: return x + 0.5 * w
        case .leading: return isLeftToRight ? x.expression : x + w
        case .trailing: return isLeftToRight ? x + w : x.expression
        case .width: return w.expression
        case .top: return y.expression
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .height: return h.expression
        case .firstBaseline:
            if let offset = item.firstBaselineFromTop { return y + offset }
            return y + h
        case .lastBaseline:
            if let offset = item.lastBaselineFromBottom { return (y + h) - offset }
            return y + h
        case .leftMargin: return x + marginInsets(item).left
        case .rightMargin: return (x + w) - marginInsets(item).right
        case .leadingMargin: return expression(item, isLeftToRight ? .leftMargin : .rightMargin)
        case .trailingMargin: return expression(item, isLeftToRight ? .rightMargin : .leftMargin)
        case .topMargin: return y + marginInsets(item).top
        case .bottomMargin: return (y + h) - marginInsets(item).bottom
        case .centerXWithinMargins:
            let insets = marginInsets(item)
            return (x + 0.5 * w) + (insets.left - insets.right) / 2
        case .centerYWithinMargins:
            let insets = marginInsets(item)
            return (y + 0.5 * h) + (insets.top - insets.bottom) / 2
        }
    }

    // MARK: Constraints

    /// Adds `lhs REL rhs`; one that conflicts with what is there is left out and
    /// reported, and nil is returned.
    @discardableResult
    private mutating func require(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                                  _ strength: Strength = .required, _ label: String) -> Constraint? {
        let constraint = Constraint(lhs - rhs, relation, strength: strength, label: label)
        do {
            try solver.add(constraint)
            return constraint
        } catch {
            record(error)
            return nil
        }
    }

    @discardableResult
    private mutating func require(_ lhs: LinearExpression, equals value: Double, _ label: String) -> Constraint? {
        require(lhs, .equal, LinearExpression(constant: value), .required, label)
    }

    /// The frame of the root, the built-in guides and the intrinsic sizes.
    mutating func addStructure() {
        let root = layout.root
        require(x(root).expression, equals: 0, "root.left == 0")
        require(y(root).expression, equals: 0, "root.top == 0")
        rootWidthConstraint = require(w(root).expression, equals: layout.width, "root.width == \(LayoutConstraint.number(layout.width))")
        if let height = layout.height {
            require(h(root).expression, equals: height, "root.height == \(LayoutConstraint.number(height))")
        } else {
            require(h(root).expression, .equal, LinearExpression(), .priority(50), "root.height == 0 @50")
        }
        for item in items {
            if let guide = item as? LayoutGuide, let owner = guide.owningView, let role = guide.role {
                addGuide(guide, role, owner)
            }
            if let view = item as? View { addIntrinsicSize(view) }
        }
    }

    /// Pins `guide` to `owner`'s bounds inset by `insets`.
    private mutating func inset(_ guide: LayoutGuide, in owner: LayoutItem, by insets: EdgeInsets) {
        let name = guide.name
        require(x(guide).expression, .equal, x(owner) + insets.left, .required, "\(name).left == \(owner.name).left + \(LayoutConstraint.number(insets.left))")
        require(y(guide).expression, .equal, y(owner) + insets.top, .required, "\(name).top == \(owner.name).top + \(LayoutConstraint.number(insets.top))")
        require(w(guide).expression, .equal, w(owner) - (insets.left + insets.right), .required, "\(name).width == \(owner.name).width - \(LayoutConstraint.number(insets.left + insets.right))")
        require(h(guide).expression, .equal, h(owner) - (insets.top + insets.bottom), .required, "\(name).height == \(owner.name).height - \(LayoutConstraint.number(insets.top + insets.bottom))")
    }

    private mutating func addGuide(_ guide: LayoutGuide, _ role: LayoutGuide.Role, _ owner: View) {
        let isScreenRoot = owner === layout.root && layout.height != nil
        let name = guide.name
        switch role {
        case .margins:
            inset(guide, in: owner, by: marginInsets(owner))
        case .safeArea:
            inset(guide, in: owner, by: isScreenRoot ? layout.safeArea : EdgeInsets())
        case .frameLayout:
            inset(guide, in: owner, by: EdgeInsets())
        case .readableContent:
            let margins = owner.layoutMarginsGuide
            require(x(guide) + 0.5 * w(guide), .equal, x(margins) + 0.5 * w(margins), .required, "\(name).centerX == \(margins.name).centerX")
            require(w(guide).expression, .lessThanOrEqual, LinearExpression(constant: readableWidth), .required, "\(name).width <= \(Int(readableWidth))")
            require(w(guide).expression, .lessThanOrEqual, w(margins).expression, .required, "\(name).width <= \(margins.name).width")
            require(w(guide).expression, .equal, w(margins).expression, Self.systemLevel, "\(name).width == \(margins.name).width")
            require(y(guide).expression, .equal, y(margins).expression, .required, "\(name).top == \(margins.name).top")
            require(h(guide).expression, .equal, h(margins).expression, .required, "\(name).height == \(margins.name).height")
        case .keyboard:
            let covered = layout.keyboardHeight > 0 ? layout.keyboardHeight : (isScreenRoot ? layout.safeArea.bottom : 0)
            require(x(guide).expression, .equal, x(owner).expression, .required, "\(name).left == \(owner.name).left")
            require(w(guide).expression, .equal, w(owner).expression, .required, "\(name).width == \(owner.name).width")
            require(y(guide) + h(guide), .equal, y(owner) + h(owner), .required, "\(name).bottom == \(owner.name).bottom")
            require(h(guide).expression, equals: covered, "\(name).height == \(LayoutConstraint.number(covered))")
        case .contentLayout:
            // The content starts at the scroll view's origin (content offset zero); its
            // size is whatever the content's constraints make it.
            require(x(guide).expression, .equal, x(owner).expression, .required, "\(name).left == \(owner.name).left")
            require(y(guide).expression, .equal, y(owner).expression, .required, "\(name).top == \(owner.name).top")
            require(w(guide).expression, .greaterThanOrEqual, LinearExpression(), .required, "\(name).width >= 0")
            require(h(guide).expression, .greaterThanOrEqual, LinearExpression(), .required, "\(name).height >= 0")
        }
    }

    /// `width <= intrinsic @hugging` and `width >= intrinsic @compressionResistance`, per axis.
    private mutating func addIntrinsicSize(_ view: View) {
        let axes: [(Double?, Variable, String, Double, Double)] = [
            (view.intrinsicWidth, w(view), "width", view.contentHugging.horizontal, view.compressionResistance.horizontal),
            (view.intrinsicHeight, h(view), "height", view.contentHugging.vertical, view.compressionResistance.vertical),
        ]
        var made: (width: [Constraint], height: [Constraint]) = ([], [])
        for (size, variable, attribute, hugging, compression) in axes {
            guard let size else { continue }
            let value = LinearExpression(constant: size)
            let text = "\(view.name).\(attribute)"
            let pair = [
                require(variable.expression, .lessThanOrEqual, value, Self.strength(hugging), "\(text) <= \(LayoutConstraint.number(size)) @\(LayoutConstraint.number(hugging)) (content hugging)"),
                require(variable.expression, .greaterThanOrEqual, value, Self.strength(compression), "\(text) >= \(LayoutConstraint.number(size)) @\(LayoutConstraint.number(compression)) (compression resistance)"),
            ].compactMap { $0 }
            if attribute == "width" { made.width = pair } else { made.height = pair }
        }
        intrinsicConstraints[ObjectIdentifier(view)] = made
    }

    /// The solver's levels are whole numbers: a fractional priority shares the level
    /// below it, so UIKit's 999.5 stays optional.
    static func strength(_ priority: Double) -> Strength {
        priority >= 1000 ? .required : .priority(Int(priority.rounded(.down)))
    }

    /// Adds a caller's constraint; a conflicting required one is broken and reported.
    ///
    /// A constraint on leading or trailing reads in the writing direction: right to left,
    /// its positions are mirrored (negated), so `a.leading == b.leading + 20` insets `a`
    /// by 20 from `b`'s right edge, and `>=` means further towards the trailing side.
    mutating func addUserConstraint(_ constraint: LayoutConstraint) throws(LayoutError) {
        let isDirectional = constraint.firstAttribute.family == .directional || constraint.secondAttribute?.family == .directional
        let sign = isDirectional && !isLeftToRight ? -1.0 : 1.0
        func position(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
            attribute.axis == .horizontal ? sign * expression(item, attribute) : expression(item, attribute)
        }
        let first = position(Self.scrollContent(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem),
                             constraint.firstAttribute)
        var rhs = LinearExpression(constant: constraint.constant)
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard item.index >= 0, constraint.firstItem.index >= 0 else {
                throw .noCommonAncestor(constraint.firstItem.name, item.name)
            }
            rhs = rhs + constraint.multiplier * position(Self.scrollContent(item, attribute, other: constraint.firstItem), attribute)
        }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        userConstraints[ObjectIdentifier(constraint)] = require(first, relation, rhs, constraint.strength, constraint.description)
    }

    /// UIKit attaches a constraint between a scroll view's edges and its content to the
    /// scroll view's content area, not its frame; its width and height stay the frame's.
    static func scrollContent(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        guard let scroll = item as? View, scroll.isScrollView, attribute.axis != .dimension,
              let content = other.flatMap({ ($0 as? View) ?? ($0 as? LayoutGuide)?.owningView }),
              content !== scroll, content.isDescendant(of: scroll) else { return item }
        return scroll.contentLayoutGuide
    }

    private mutating func record(_ error: SolverError) {
        if case .unsatisfiable(let broken, let conflict) = error {
            issues.append(.unsatisfiable(broken: broken.description, conflict: conflict.map(\.description)))
        }
    }

    // MARK: Solution

    func frame(of item: LayoutItem) -> Rect {
        Self.frame(of: item) { solver.value(of: $0) }
    }

    /// `item`'s frame in its coordinate space, from the values of the frame variables
    /// (variable `4·i + k` is component k of item i, in root coordinates).
    static func frame(of item: LayoutItem, _ value: (Variable) -> Double) -> Rect {
        let base = Int32(4 * item.index)
        var frame = Rect(x: value(Variable(index: base)), y: value(Variable(index: base + 1)),
                         width: value(Variable(index: base + 2)), height: value(Variable(index: base + 3)))
        if let space = item.coordinateSpace, space.index >= 0 {
            frame.x -= value(Variable(index: Int32(4 * space.index)))
            frame.y -= value(Variable(index: Int32(4 * space.index + 1)))
        }
        return frame
    }

    func solution() -> LayoutSolution {
        LayoutSolution(frames: items.map { ($0, frame(of: $0)) }, issues: issues)
    }

    /// The views and custom guides whose frames the constraints leave open, with the
    /// attributes that could move (UIKit's `hasAmbiguousLayout`).
    func ambiguities(row: Int? = nil) -> [LayoutIssue] {
        var found: [LayoutIssue] = []
        for item in items where item !== layout.root && !((item as? LayoutGuide).map { $0.role != nil || $0.isInternal } ?? false) {
            let open = zip(["left", "top", "width", "height"], [x(item), y(item), w(item), h(item)])
                .filter { solver.isAmbiguous($0.1) }.map(\.0)
            if !open.isEmpty {
                found.append(LayoutIssue(kind: .ambiguous, view: item.name, attributes: open, row: row))
            }
        }
        return found
    }
}
