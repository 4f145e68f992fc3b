import TrellisLayout

/// A template of a layout document: a view tree whose root is `root`, and constraints
/// (format.md §2). It stays JSON until a job binds it to data, because any value in it
/// may be a `"$key"`; binding turns it into a format-neutral `ViewTreeSpec`.
struct Template {
    var name: String
    var object: JSONObject
    var pointer: JSONPointer
    /// The names of the document's `styles`, which labels and buttons may name.
    var styles: Set<String>
    /// For a template translated from another format (an Interface Builder cell), where
    /// the document wrote what the translation put at a pointer, for error messages.
    var sources: [JSONPointer: JSONPointer] = [:]

    init(name: String, _ value: JSONValue, at pointer: JSONPointer, styles: Set<String>) throws(DocumentError) {
        self.name = name
        self.styles = styles
        object = try value.object(at: pointer)
        self.pointer = pointer
    }

    /// The template of an Interface Builder cell (format.md §9.7).
    init(name: String, _ translated: InterfaceBuilderTemplate, at pointer: JSONPointer, styles: Set<String>) {
        self.name = name
        self.styles = styles
        object = translated.object
        self.pointer = pointer
        sources = translated.sources
    }

    /// The template's view-tree spec for one job's or row's data, and its views made.
    ///
    /// Constraints are parsed and resolved one entry at a time, so of several bad
    /// entries the first in the document is the one reported.
    func bind(_ binding: DataBinding, rootMargins defaultRootMargins: DirectionalEdgeInsets) throws(DocumentError) -> BoundTemplate {
        do {
            return try bound(binding, rootMargins: defaultRootMargins)
        } catch {
            guard let source = sources[error.pointer] else { throw error }
            throw DocumentError(error.code, error.message, at: source)
        }
    }

    private func bound(_ binding: DataBinding, rootMargins defaultRootMargins: DirectionalEdgeInsets) throws(DocumentError) -> BoundTemplate {
        var rootMargins = defaultRootMargins
        if let margins = object["margins"] {
            rootMargins = try ViewEntry.insets(margins, at: pointer.appending("margins"), binding)
        }
        var spec = ViewTreeSpec(rootMargins: rootMargins)
        if let value = object["marginsFromSafeArea"] {
            spec.rootMarginsFromSafeArea = try binding.bool(value, at: pointer.appending("marginsFromSafeArea"))
        }
        if let value = object["followsReadableWidth"] {
            spec.rootFollowsReadableWidth = try binding.bool(value, at: pointer.appending("followsReadableWidth"))
        }
        if let value = object["designSize"] {
            let size = try binding.numbers(value, count: 2, at: pointer.appending("designSize"))
            for (index, length) in size.enumerated() where length! < 0 {
                throw DocumentError(.invalidValue, "a design size cannot be negative", at: pointer.appending("designSize").appending(index))
            }
            spec.designSize = Size(width: size[0]!, height: size[1]!)
        }
        if let value = object["stack"] {
            let stackPointer = pointer.appending("stack")
            let stackObject = try binding.resolve(value, at: stackPointer).object(at: stackPointer)
            let (stack, spacingKey) = try StackEntry.read(stackObject, at: stackPointer, binding)
            // A parameter names a view of the tree, which the root is not: the root's
            // spacing shapes the cell, so it is read again, recorded.
            if spacingKey != nil, let spacing = stackObject["spacing"] { _ = try binding.number(spacing, at: stackPointer.appending("spacing")) }
            spec.rootStack = stack
        }
        let viewsPointer = pointer.appending("views")
        var entries: [ViewEntry] = []
        var names: Set<String> = []
        for (index, value) in try object.array("views", at: pointer).enumerated() {
            let entry = try ViewEntry(value, at: viewsPointer.appending(index), binding: binding, styles: styles)
            guard names.insert(entry.spec.name).inserted else {
                throw DocumentError(.invalidValue, "a view named \"\(entry.spec.name)\" is already defined", at: entry.pointer.appending("name"))
            }
            entries.append(entry)
        }
        spec.views = entries.map(\.spec)
        var tree: ViewTree
        do {
            tree = try ViewTree(views: spec.views, rootMargins: rootMargins, designSize: spec.designSize, rootStack: spec.rootStack)
            tree.root.insetsLayoutMarginsFromSafeArea = spec.rootMarginsFromSafeArea
            tree.root.layoutMarginsFollowReadableWidth = spec.rootFollowsReadableWidth
        } catch {
            switch error {
            case .badName(let index, let message):
                throw DocumentError(.invalidValue, message, at: entries[index].pointer.appending("name"))
            case .badParent(let index, let message):
                throw DocumentError(.invalidValue, message, at: entries[index].pointer.appending("parent"))
            case .badProperty(let index, let property, let element, let message):
                let at = (index < 0 ? pointer.appending("stack") : entries[index].pointer).appending(property)
                throw DocumentError(.invalidValue, message, at: element.map { at.appending($0) } ?? at)
            case .badConstraint(let index, let message):
                throw DocumentError(.constraint, message, at: pointer.appending("constraints").appending(index))
            }
        }
        if let recorder = binding.recorder {
            for entry in entries where entry.spec.kind != .guide {
                if let key = entry.intrinsicKeys.width { recorder.parameters.append(ParameterBinding(key: key, target: .intrinsicWidth(view: entry.spec.name))) }
                if let key = entry.intrinsicKeys.height { recorder.parameters.append(ParameterBinding(key: key, target: .intrinsicHeight(view: entry.spec.name))) }
                if let key = entry.spacingKey { recorder.parameters.append(ParameterBinding(key: key, target: .stackSpacing(view: entry.spec.name))) }
            }
        }

        var metrics = JSONObject()
        if let value = object["metrics"] { metrics = try value.object(at: pointer.appending("metrics")) }
        let constraintsPointer = pointer.appending("constraints")
        let viewNames = tree.viewNames
        for (index, entry) in try object.array("constraints", at: pointer).enumerated() {
            let entryPointer = constraintsPointer.appending(index)
            var entryBinding = binding
            entryBinding.recorder = binding.recorder.map { _ in KeyRecorder() }
            let located = try ConstraintEntry.parse(entry, at: entryPointer, metrics: metrics, binding: entryBinding, views: viewNames)
            let first = spec.constraints.count
            for constraint in located {
                do {
                    try tree.add(constraint.spec, index: spec.constraints.count)
                } catch {
                    throw DocumentError(.constraint, error.description, at: constraint.pointer)
                }
                spec.constraints.append(constraint.spec)
            }
            if let recorder = binding.recorder, let keys = entryBinding.recorder?.structural {
                for key in keys.sorted() {
                    classify(key, entry: entry, at: entryPointer, parsed: located.map(\.spec), first: first,
                             metrics: metrics, binding: binding, views: viewNames, into: recorder)
                }
            }
        }
        spec.parameters = binding.recorder?.parameters ?? []
        var textKeys: [String: String] = [:]
        for entry in entries { if let key = entry.textKey { textKeys[entry.spec.name] = key } }
        return BoundTemplate(spec: spec, tree: tree, textKeys: textKeys)
    }

    /// Decides what a data key read by a constraint entry does, by moving it by one and
    /// parsing again: if only constants move, each by ±1, the key is a parameter of
    /// those constraints (`first` is the spec index of the entry's first one); anything
    /// else (a multiplier, a priority, the text) shapes the cell.
    private func classify(_ key: String, entry: JSONValue, at pointer: JSONPointer, parsed: [ConstraintSpec], first: Int,
                          metrics: JSONObject, binding: DataBinding, views: Set<String>, into recorder: KeyRecorder) {
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
        var found: [ParameterBinding] = []
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
            if factor != 0 { found.append(ParameterBinding(key: key, target: .constant(index: first + index), factor: factor)) }
        }
        recorder.parameters += found
    }
}

/// A template bound to data: the spec, and the views made from it.
struct BoundTemplate {
    var spec: ViewTreeSpec
    var tree: ViewTree
    /// By view name, the data keys labels' texts and buttons' titles come from.
    var textKeys: [String: String] = [:]
}
