import TrellisLayout

/// A template of a layout document: a view tree whose root is `root`, and constraints
/// (format.md §2). It stays JSON until a job binds it to data, because any value in it may
/// be a `"$key"`.
struct Template {
    var name: String
    var object: JSONObject
    var pointer: JSONPointer
    /// The names of the document's `styles`, which labels and buttons may name.
    var styles: Set<String>

    init(name: String, _ value: JSONValue, at pointer: JSONPointer, styles: Set<String>) throws(DocumentError) {
        self.name = name
        self.styles = styles
        object = try value.object(at: pointer)
        self.pointer = pointer
    }

    /// The view tree and constraints of this template for one job.
    func instantiate(binding: DataBinding, defaultRootMargins: DirectionalEdgeInsets) throws(DocumentError) -> TemplateInstance {
        var instance = TemplateInstance()
        let root = instance.root
        root.directionalLayoutMargins = defaultRootMargins
        if let margins = object["margins"] {
            root.directionalLayoutMargins = try ViewSpec.insets(margins, at: pointer.appending("margins"), binding)
        }
        let viewsPointer = pointer.appending("views")
        var specs: [ViewSpec] = []
        for (index, value) in try object.array("views", at: pointer).enumerated() {
            let spec = try ViewSpec(value, at: viewsPointer.appending(index), binding: binding, styles: styles)
            guard instance.items[spec.name] == nil else {
                throw DocumentError(.invalidValue, "a view named \"\(spec.name)\" is already defined", at: spec.pointer.appending("name"))
            }
            instance.items[spec.name] = spec.kind == .guide ? LayoutGuide(name: spec.name) : View(name: spec.name)
            specs.append(spec)
        }
        let closers = cycleClosers(specs)
        for (index, spec) in specs.enumerated() {
            guard !closers.contains(index) else {
                throw DocumentError(.invalidValue, "\"\(spec.name)\" cannot be its own ancestor", at: spec.pointer.appending("parent"))
            }
            try instance.attach(spec)
        }
        instance.order = specs.map(\.name)
        if let recorder = binding.recorder {
            for spec in specs {
                guard let view = instance.items[spec.name] as? View else { continue }
                if let key = spec.intrinsicKeys.width { recorder.parameters.append((key, .intrinsicWidth(view), 1)) }
                if let key = spec.intrinsicKeys.height { recorder.parameters.append((key, .intrinsicHeight(view), 1)) }
            }
        }

        var metrics = JSONObject()
        if let value = object["metrics"] { metrics = try value.object(at: pointer.appending("metrics")) }
        let constraintsPointer = pointer.appending("constraints")
        let viewNames = instance.viewNames
        for (index, entry) in try object.array("constraints", at: pointer).enumerated() {
            let entryPointer = constraintsPointer.appending(index)
            var entryBinding = binding
            entryBinding.recorder = binding.recorder.map { _ in KeyRecorder() }
            let located = try ConstraintEntry.parse(entry, at: entryPointer, metrics: metrics, binding: entryBinding, views: viewNames)
            var made: [LayoutConstraint] = []
            for spec in located { made.append(try instance.resolve(spec.spec, at: spec.pointer)) }
            instance.constraints += made
            if let recorder = binding.recorder, let keys = entryBinding.recorder?.structural {
                for key in keys.sorted() {
                    classify(key, entry: entry, at: entryPointer, parsed: located.map(\.spec), made: made,
                             metrics: metrics, binding: binding, views: viewNames, into: recorder)
                }
            }
        }
        return instance
    }

    /// Decides what a data key read by a constraint entry does, by moving it by one and
    /// parsing again: if only constants move, each by ±1, the key is a parameter of
    /// those constraints; anything else (a multiplier, a priority, the text) shapes the
    /// cell.
    private func classify(_ key: String, entry: JSONValue, at pointer: JSONPointer, parsed: [ConstraintSpec],
                          made: [LayoutConstraint], metrics: JSONObject, binding: DataBinding, views: Set<String>,
                          into recorder: KeyRecorder) {
        var moved = binding.data
        guard let index = moved.members.firstIndex(where: { $0.key == key }),
              case .number(let value) = moved.members[index].value else {
            recorder.structural.insert(key)
            return
        }
        moved.members[index].value = .number(value + 1)
        guard let other = try? ConstraintEntry.parse(entry, at: pointer, metrics: metrics, binding: DataBinding(data: moved), views: views),
              other.count == parsed.count else {
            recorder.structural.insert(key)
            return
        }
        var found: [(Int, Double)] = []
        for (index, spec) in parsed.enumerated() {
            var shifted = other[index].spec
            let step = shifted.constant - spec.constant
            shifted.constant = spec.constant
            shifted.text = spec.text
            let factor = step.rounded()
            guard shifted == spec, abs(step - factor) < 1e-9, abs(factor) <= 1 else {
                recorder.structural.insert(key)
                return
            }
            if factor != 0 { found.append((index, factor)) }
        }
        for (index, factor) in found { recorder.parameters.append((key, .constant(made[index]), factor)) }
    }
}

/// A template bound to one job's data: the views by name and the constraints in
/// document order.
struct TemplateInstance {
    let root = View(name: "root")
    var items: [String: LayoutItem] = [:]
    /// View and guide names in document order.
    var order: [String] = []
    var constraints: [LayoutConstraint] = []

    var viewNames: Set<String> { Set(items.keys).union(["root"]) }

    func item(named name: String) -> LayoutItem? {
        name == "root" ? root : items[name]
    }

    /// Puts the item of `spec` under its parent and sets its properties.
    mutating func attach(_ spec: ViewSpec) throws(DocumentError) {
        guard let parent = item(named: spec.parent) as? View else {
            throw DocumentError(.invalidValue, "Unable to find view with name \(spec.parent)", at: spec.pointer.appending("parent"))
        }
        if let guide = items[spec.name] as? LayoutGuide {
            parent.addLayoutGuide(guide)
            return
        }
        let view = items[spec.name] as! View
        parent.addSubview(view)
        view.intrinsicWidth = spec.intrinsic.width
        view.intrinsicHeight = spec.intrinsic.height
        view.contentHugging = spec.hugging
        view.compressionResistance = spec.compression
        view.directionalLayoutMargins = spec.margins
        view.isHidden = spec.isHidden
        view.isScrollView = spec.kind == .scroll
        if view.isScrollView {
            // Made now so they are laid out: the record reports the content size.
            _ = view.contentLayoutGuide
            _ = view.frameLayoutGuide
        }
    }

    /// The item a constraint names: a view, a guide view, `superview`, or a guide path.
    func resolve(_ name: String, superviewOf first: LayoutItem?, at pointer: JSONPointer) throws(DocumentError) -> LayoutItem {
        if name == AnchorRef.superviewItem {
            let owner = (first as? View)?.superview ?? (first as? LayoutGuide)?.owningView
            guard let owner else { throw DocumentError(.constraint, "Unable to find view with name superview", at: pointer) }
            return owner
        }
        if let item = item(named: name) { return item }
        if let dot = name.lastIndex(of: ".") {
            let ownerName = String(name[..<dot])
            let guideName = name[name.index(after: dot)...]
            if let owner = try? resolve(ownerName, superviewOf: first, at: pointer) as? View {
                switch guideName {
                case "layoutMarginsGuide": return owner.layoutMarginsGuide
                case "readableContentGuide": return owner.readableContentGuide
                case "safeAreaLayoutGuide": return owner.safeAreaLayoutGuide
                case "keyboardLayoutGuide": return owner.keyboardLayoutGuide
                case "contentLayoutGuide" where owner.isScrollView: return owner.contentLayoutGuide
                case "frameLayoutGuide" where owner.isScrollView: return owner.frameLayoutGuide
                default: break
                }
            }
        }
        throw DocumentError(.constraint, "Unable to find view with name \(name)", at: pointer)
    }

    func resolve(_ spec: ConstraintSpec, at pointer: JSONPointer) throws(DocumentError) -> LayoutConstraint {
        // `superview` as the first item means the parent of the second item's view.
        var firstItem: LayoutItem?
        if spec.first.item != AnchorRef.superviewItem {
            firstItem = try resolve(spec.first.item, superviewOf: nil, at: pointer)
        }
        var secondItem: LayoutItem?
        if let second = spec.second {
            secondItem = try resolve(second.item, superviewOf: firstItem, at: pointer)
        }
        if firstItem == nil {
            firstItem = try resolve(spec.first.item, superviewOf: secondItem, at: pointer)
        }
        let relation: LayoutConstraint.Relation
        switch spec.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let constraint = LayoutConstraint(firstItem!, spec.first.attribute, relation, secondItem, spec.second?.attribute,
                                          multiplier: spec.multiplier, constant: spec.constant)
        constraint.priority = spec.priority
        constraint.identifier = spec.identifier
        constraint.text = spec.text
        do {
            try constraint.validate()
        } catch {
            throw DocumentError(.constraint, error.description, at: pointer)
        }
        return constraint
    }
}

/// The views whose `parent` closes a loop of parents. Views are attached in list order,
/// and a loop is found when its last member is attached, so these are the loops'
/// members that come last in the list. One walk up each chain, each view visited once:
/// a deep tree costs its size, not its size times its depth.
private func cycleClosers(_ specs: [ViewSpec]) -> Set<Int> {
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
