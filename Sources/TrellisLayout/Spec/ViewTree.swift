/// The views of a `ViewTreeSpec`, made: the root, every view and guide by name, and the
/// constraints with their names resolved (format.md §2.2) and checked as UIKit checks them.
///
/// It can be built a constraint at a time (`add`), so a reader that parses constraints
/// one by one reports the first bad one in document order.
public struct ViewTree {
    public let root = View(name: "root")
    public private(set) var items: [String: LayoutItem] = [:]
    /// View and guide names in spec order.
    public private(set) var order: [String] = []
    /// In the order they were added.
    public private(set) var constraints: [LayoutConstraint] = []

    /// Makes the views of `spec` and adds its constraints.
    public init(_ spec: ViewTreeSpec) throws(ViewTreeError) {
        try self.init(views: spec.views, rootMargins: spec.rootMargins, designSize: spec.designSize, rootStack: spec.rootStack)
        root.insetsLayoutMarginsFromSafeArea = spec.rootMarginsFromSafeArea
        root.layoutMarginsFollowReadableWidth = spec.rootFollowsReadableWidth
        for (index, constraint) in spec.constraints.enumerated() { try add(constraint, index: index) }
    }

    /// Makes the views of `views` and puts each under its parent, without constraints
    /// yet: `add` them one by one. `designSize` is the root's size at design time, which
    /// the masks of views with a frame directly under it hold to; `rootStack` makes the
    /// root a stack view (an error in it names view −1).
    public init(views: [ViewSpec], rootMargins: DirectionalEdgeInsets, designSize: Size? = nil, rootStack: StackSpec? = nil) throws(ViewTreeError) {
        root.directionalLayoutMargins = rootMargins
        for spec in views where items[spec.name] == nil {
            items[spec.name] = spec.kind == .guide ? LayoutGuide(name: spec.name) : View(name: spec.name)
            order.append(spec.name)
        }
        try attach(views, designSize: designSize)
        if let rootStack { try arrange(root, rootStack, index: -1) }
    }

    /// The names a constraint may use for views: `root` and every view's and guide's.
    public var viewNames: Set<String> { Set(items.keys).union(["root"]) }

    public func item(named name: String) -> LayoutItem? {
        name == "root" ? root : items[name]
    }

    /// Puts every view under its parent and sets its properties, in spec order; then,
    /// with every view in place, arranges the stacks and places the views that have a
    /// frame by their masks. `designSize` is the root's size at design time.
    private func attach(_ views: [ViewSpec], designSize: Size?) throws(ViewTreeError) {
        let closers = Self.cycleClosers(views)
        var names: Set<String> = []
        for (index, spec) in views.enumerated() {
            guard !ViewSpec.reservedNames.contains(spec.name), names.insert(spec.name).inserted else {
                throw .badName(view: index, "a view named \"\(spec.name)\" is already defined")
            }
            guard let parent = item(named: spec.parent) as? View else {
                throw .badParent(view: index, "Unable to find view with name \(spec.parent)")
            }
            if let guide = items[spec.name] as? LayoutGuide {
                parent.addLayoutGuide(guide)
                continue
            }
            guard !closers.contains(index) else {
                throw .badParent(view: index, "\"\(spec.name)\" cannot be its own ancestor")
            }
            let view = items[spec.name] as! View
            parent.addSubview(view)
            view.intrinsicWidth = spec.intrinsicWidth
            view.intrinsicHeight = spec.intrinsicHeight
            view.contentHugging = spec.hugging
            view.compressionResistance = spec.compression
            view.directionalLayoutMargins = spec.margins
            view.alignmentRectInsets = spec.alignmentInsets
            view.preservesSuperviewLayoutMargins = spec.preservesSuperviewMargins
            view.insetsLayoutMarginsFromSafeArea = spec.marginsFromSafeArea
            view.layoutMarginsFollowReadableWidth = spec.followsReadableWidth
            view.isHidden = spec.isHidden
            view.isMultilineText = spec.isMultilineText
            view.measuredText = spec.text
            view.firstBaselineOffsetFromTop = spec.baselines?.firstFromTop
            view.lastBaselineOffsetFromBottom = spec.baselines?.lastFromBottom
            view.designFrame = spec.designFrame
            switch spec.kind {
            case .scroll: view.kind = .scroll(adjustsContentInset: spec.adjustsContentInset)
            case .label: view.kind = .label
            case .button: view.kind = .button
            case .view, .image, .stack, .guide: break
            }
        }
        var designSizes: [String: Size] = [:]
        for spec in views { designSizes[spec.name] = spec.frame.map { Size(width: $0.width, height: $0.height) } }
        designSizes["root"] = designSize
        for (index, spec) in views.enumerated() {
            let view = items[spec.name] as? View
            if spec.kind == .stack, let view { try arrange(view, spec.stack, index: index) }
            if let frame = spec.frame {
                guard let view else { throw .badProperty(view: index, "frame", element: nil, "a layout guide has no frame; constrain it instead") }
                try placeByMask(view, frame, spec.autoresizing, parent: spec.parent, designSize: designSizes[spec.parent], index: index)
            }
        }
    }

    /// Makes `view` a stack arranging `spec.arranged`, which must be its subviews. The
    /// kind is set once, with every arranged view: a stack may arrange thousands.
    private func arrange(_ view: View, _ spec: StackSpec, index: Int) throws(ViewTreeError) {
        var stack = StackViewKind()
        stack.axis = spec.axis
        stack.distribution = spec.distribution
        stack.alignment = spec.alignment
        stack.spacing = spec.spacing
        stack.isLayoutMarginsRelativeArrangement = spec.marginsRelative
        stack.isBaselineRelativeArrangement = spec.baselineRelative
        var seen: Set<String> = []
        for (position, name) in spec.arranged.enumerated() {
            guard let subview = items[name] as? View else {
                throw .badProperty(view: index, "arranged", element: String(position), "Unable to find view with name \(name)")
            }
            guard subview.superview === view else {
                throw .badProperty(view: index, "arranged", element: String(position),
                                   "\"\(name)\" is not a subview of the stack \"\(view.name)\": arranged views must be its subviews")
            }
            guard seen.insert(name).inserted else {
                throw .badProperty(view: index, "arranged", element: String(position), "\"\(name)\" is already an arranged subview of \"\(view.name)\"")
            }
            stack.arranged.append(ObjectIdentifier(subview))
        }
        for (name, spacing) in spec.customSpacing.sorted(by: { $0.key < $1.key }) {
            guard seen.contains(name), let subview = items[name] as? View else {
                throw .badProperty(view: index, "customSpacing", element: name, "\"\(name)\" is not an arranged subview of \"\(view.name)\"")
            }
            stack.customSpacings[ObjectIdentifier(subview)] = spacing
        }
        view.kind = .stack(stack)
    }

    /// Places `view` by its frame and mask, relative to its superview's design size
    /// (`designSize`: its `parent`'s frame, or the tree's under the root).
    private func placeByMask(_ view: View, _ frame: Rect, _ mask: AutoresizingMask, parent: String,
                             designSize superviewSize: Size?, index: Int) throws(ViewTreeError) {
        guard let superviewSize else {
            let remedy = parent == "root" ? "give the template a designSize" : "give \"\(parent)\" a frame"
            throw .badProperty(view: index, "frame", element: nil,
                               "the design size of \"\(view.name)\"'s superview \"\(parent)\" is unknown, so its autoresizing mask cannot hold: \(remedy)")
        }
        view.autoresizing = Autoresizing(frame: frame, mask: mask, superviewSize: superviewSize)
    }

    /// The views whose `parent` closes a loop of parents. Views are attached in list order,
    /// and a loop is found when its last member is attached, so these are the loops'
    /// members that come last in the list. One walk up each chain, each view visited once:
    /// a deep tree costs its size, not its size times its depth.
    static func cycleClosers(_ specs: [ViewSpec]) -> Set<Int> {
        var indexOf: [String: Int] = [:]
        for (index, spec) in specs.enumerated() { indexOf[spec.name] = index }
        enum State { case unvisited, onPath, done }
        var state = [State](repeating: .unvisited, count: specs.count)
        var closers: Set<Int> = []
        for start in specs.indices where state[start] == .unvisited {
            var path: [Int] = []
            var current: Int? = start
            while let node = current, state[node] == .unvisited {
                state[node] = .onPath
                path.append(node)
                current = indexOf[specs[node].parent]
            }
            if let node = current, state[node] == .onPath, let loopStart = path.firstIndex(of: node) {
                closers.insert(path[loopStart...].max()!)
            }
            for node in path { state[node] = .done }
        }
        return closers
    }

    /// Resolves the names of `spec` and adds the constraint it makes; `index` is where
    /// the caller keeps it, for the error.
    public mutating func add(_ spec: ConstraintSpec, index: Int) throws(ViewTreeError) {
        let constraint: LayoutConstraint
        do throws(LayoutError) {
            constraint = try make(spec)
            try constraint.validate()
        } catch {
            throw .badConstraint(index: index, error.description)
        }
        constraints.append(constraint)
    }

    private func make(_ spec: ConstraintSpec) throws(LayoutError) -> LayoutConstraint {
        // `superview` as the first item means the parent of the second item's view.
        var firstItem: LayoutItem?
        if spec.first.item != AnchorRef.superviewItem {
            firstItem = try resolve(spec.first.item, superviewOf: nil)
        }
        var secondItem: LayoutItem?
        if let second = spec.second {
            secondItem = try resolve(second.item, superviewOf: firstItem)
        }
        if firstItem == nil {
            firstItem = try resolve(spec.first.item, superviewOf: secondItem)
        }
        let constraint = LayoutConstraint(firstItem!, spec.first.attribute, spec.relation, secondItem, spec.second?.attribute,
                                          multiplier: spec.multiplier, constant: spec.constant)
        constraint.priority = spec.priority
        constraint.identifier = spec.identifier
        constraint.text = spec.text
        return constraint
    }

    /// The item a constraint names: a view, a guide view, `superview`, or a guide path
    /// (`card.layoutMarginsGuide`).
    func resolve(_ name: String, superviewOf first: LayoutItem?) throws(LayoutError) -> LayoutItem {
        if name == AnchorRef.superviewItem {
            let owner = (first as? View)?.superview ?? (first as? LayoutGuide)?.owningView
            guard let owner else { throw .unknownItem(name) }
            return owner
        }
        if let item = item(named: name) { return item }
        if let dot = name.lastIndex(of: "."),
           let owner = try? resolve(String(name[..<dot]), superviewOf: first) as? View,
           let guide = owner.guide(named: String(name[name.index(after: dot)...])) {
            return guide
        }
        throw .unknownItem(name)
    }

    /// The layout values that `parameters` move, in the same order.
    public func values(of parameters: [ParameterBinding]) -> [CellLayout.Value] {
        parameters.map { parameter in
            switch parameter.target {
            case .intrinsicWidth(let name): return .intrinsicWidth(items[name] as! View)
            case .intrinsicHeight(let name): return .intrinsicHeight(items[name] as! View)
            case .constant(let index): return .constant(constraints[index])
            case .stackSpacing(let name): return .stackSpacing(items[name] as! View)
            }
        }
    }
}

/// Why a view-tree specification does not make a tree, and which entry says so.
public enum ViewTreeError: Error, Equatable, CustomStringConvertible {
    /// `views[view]` takes a name another view (or the tree: `root`, `superview`) has.
    case badName(view: Int, String)
    /// `views[view]` names a parent that is not there, or is its own ancestor.
    case badParent(view: Int, String)
    /// `constraints[index]` names an item that is not there or is one UIKit refuses
    /// (UIKit's words).
    case badConstraint(index: Int, String)
    /// `views[view]`'s `property` (at `element` of it, if given: an index or a key) does
    /// not fit the tree: an arranged view that is not the stack's subview, a frame
    /// whose superview has no design size.
    case badProperty(view: Int, String, element: String?, String)

    public var description: String {
        switch self {
        case .badName(_, let message), .badParent(_, let message), .badConstraint(_, let message), .badProperty(_, _, _, let message): return message
        }
    }
}
