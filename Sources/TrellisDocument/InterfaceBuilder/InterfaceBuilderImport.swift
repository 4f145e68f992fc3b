import TrellisLayout

/// `trellis import`: an Interface Builder file written as the equivalent `trellis/1`
/// document (format.md §9.6), so a team can move a layout to documents and bind data.
/// Each root becomes a template (named by its Interface Builder id) and a screen at the
/// root's stored size with the record id `solve` gives it; views are named from their
/// `userLabel`, or their element and a counter.
public enum InterfaceBuilderImport {
    /// The file name without folders and suffix, which names the document written.
    public static func stem(of path: String) -> String { InterfaceBuilderJob.stem(of: path) }

    /// The document, and a message for each root that could not be imported.
    public static func document(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(DocumentError) -> (json: [UInt8], skipped: [String]) {
        let stem = InterfaceBuilderJob.stem(of: path)
        let document: IBDocument
        do throws(InterfaceBuilderError) {
            document = try IBDocument(bytes)
        } catch {
            throw DocumentError(error.code, error.text)
        }
        var templates: [JSONMember] = []
        var screens: [JSONValue] = []
        var skipped: [String] = []
        var scale: Double?
        for root in document.roots {
            let translation: IBTranslation
            do throws(InterfaceBuilderError) {
                translation = try IBTranslation(root, in: document)
            } catch {
                skipped.append("\(stem)/\(root.id): \(error.text)")
                continue
            }
            scale = scale ?? translation.scale
            templates.append(JSONMember(key: root.id, value: .object(template(translation.spec, views: root.view.all.dropFirst()))))
            var screen: [JSONMember] = [
                JSONMember(key: "id", value: .string("\(stem)/\(root.id)")),
                JSONMember(key: "template", value: .string(root.id)),
                JSONMember(key: "size", value: numbers([translation.width, translation.height])),
            ]
            let safe = translation.safeArea
            if safe != EdgeInsets() {
                screen.append(JSONMember(key: "safeArea", value: numbers([safe.top, safe.left, safe.bottom, safe.right])))
            }
            if let stored = translation.storedRootFrame {
                screen.append(JSONMember(key: "rootFrame", value: numbers([stored.x, stored.y, stored.width, stored.height])))
            }
            screens.append(.object(JSONObject(screen)))
        }
        let top = JSONObject([
            JSONMember(key: "format", value: .string(LayoutDocument.format)),
            JSONMember(key: "id", value: .string(stem)),
            JSONMember(key: "scale", value: .number(scale ?? 2)),
            JSONMember(key: "templates", value: .object(JSONObject(templates))),
            JSONMember(key: "screens", value: .array(screens)),
        ])
        var out = JSONWriter()
        out.value(.object(top))
        out.raw("\n")
        return (out.bytes, skipped)
    }

    /// A template for `spec`, its views renamed; `views` are the stored views, in the
    /// spec's order.
    static func template(_ spec: ViewTreeSpec, views: ArraySlice<IBView>) -> JSONObject {
        let names = readableNames(views)
        let lineLimits = Dictionary(views.compactMap { view in view["numberOfLines"].flatMap(Int.init).map { (view.id, $0) } }) { first, _ in first }
        func rename(_ item: String) -> String {
            let parts = item.split(separator: ".", maxSplits: 1).map(String.init)
            guard let name = names[parts[0]] else { return item }
            return parts.count == 2 ? "\(name).\(parts[1])" : name
        }
        var entries: [JSONValue] = []
        for view in spec.views {
            var members = [JSONMember(key: "name", value: .string(names[view.name] ?? view.name))]
            if view.parent != "root" { members.append(JSONMember(key: "parent", value: .string(rename(view.parent)))) }
            if view.kind != .view { members.append(JSONMember(key: "type", value: .string(view.kind.rawValue))) }
            if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                members.append(JSONMember(key: "intrinsic", value: .array([view.intrinsicWidth, view.intrinsicHeight].map { $0.map(JSONValue.number) ?? .null })))
            }
            if view.hugging != AxisPriorities(horizontal: 250, vertical: 250) {
                members.append(JSONMember(key: "hugging", value: numbers([view.hugging.horizontal.value, view.hugging.vertical.value])))
            }
            if view.compression != AxisPriorities(horizontal: 750, vertical: 750) {
                members.append(JSONMember(key: "compression", value: numbers([view.compression.horizontal.value, view.compression.vertical.value])))
            }
            if view.margins != DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
                members.append(JSONMember(key: "margins", value: margins(view.margins)))
            }
            if view.preservesSuperviewMargins { members.append(JSONMember(key: "preservesSuperviewMargins", value: .bool(true))) }
            if !view.marginsFromSafeArea { members.append(JSONMember(key: "marginsFromSafeArea", value: .bool(false))) }
            if !view.adjustsContentInset { members.append(JSONMember(key: "adjustsContentInset", value: .bool(false))) }
            if view.followsReadableWidth { members.append(JSONMember(key: "followsReadableWidth", value: .bool(true))) }
            if view.alignmentInsets != EdgeInsets() {
                let insets = view.alignmentInsets
                members.append(JSONMember(key: "alignmentInsets", value: numbers([insets.top, insets.left, insets.bottom, insets.right])))
            }
            if view.isHidden { members.append(JSONMember(key: "hidden", value: .bool(true))) }
            if let frame = view.frame {
                members.append(JSONMember(key: "frame", value: numbers([frame.x, frame.y, frame.width, frame.height])))
                let flags = autoresizingFlags.filter { view.autoresizing.contains($0.flag) }.map { JSONValue.string($0.name) }
                if !flags.isEmpty { members.append(JSONMember(key: "autoresizing", value: .array(flags))) }
            }
            if let frame = view.designFrame {
                members.append(JSONMember(key: "designFrame", value: numbers([frame.x, frame.y, frame.width, frame.height])))
            }
            if let baselines = view.baselines {
                members.append(JSONMember(key: "baselines", value: numbers([baselines.firstFromTop, baselines.lastFromBottom])))
            }
            if view.kind == .stack { members += stack(view.stack, names: names) }
            if let text = view.text {
                members += measured(text, kind: view.kind)
            } else if view.isMultilineText {
                // Sized from its stored frame, a label of many lines still wraps in a stack.
                members.append(JSONMember(key: "lines", value: .number(Double(lineLimits[view.name] ?? 0))))
            }
            entries.append(.object(JSONObject(members)))
        }
        let constraints = spec.constraints.map { constraint -> JSONValue in
            var renamed = constraint
            renamed.first.item = rename(constraint.first.item)
            if let second = constraint.second { renamed.second?.item = rename(second.item) }
            let text = ConstraintSpec.readableText(first: renamed.first, relation: renamed.relation, second: renamed.second,
                                                   multiplier: renamed.multiplier, constant: renamed.constant, priority: renamed.priority)
            guard let identifier = constraint.identifier else { return .string(text) }
            return .object(JSONObject([JSONMember(key: "c", value: .string(text)), JSONMember(key: "id", value: .string(identifier))]))
        }
        var members = [JSONMember(key: "margins", value: margins(spec.rootMargins))]
        if !spec.rootMarginsFromSafeArea { members.append(JSONMember(key: "marginsFromSafeArea", value: .bool(false))) }
        if spec.rootFollowsReadableWidth { members.append(JSONMember(key: "followsReadableWidth", value: .bool(true))) }
        if let size = spec.designSize { members.append(JSONMember(key: "designSize", value: numbers([size.width, size.height]))) }
        if let stack = spec.rootStack { members.append(JSONMember(key: "stack", value: .object(JSONObject(Self.stack(stack, names: names))))) }
        members.append(JSONMember(key: "views", value: .array(entries)))
        members.append(JSONMember(key: "constraints", value: .array(constraints)))
        return JSONObject(members)
    }

    /// A measured label's or button's text, font and lines (`--label-sizes measure`).
    private static func measured(_ text: MeasuredText, kind: ViewSpec.Kind) -> [JSONMember] {
        var members = [JSONMember(key: kind == .button ? "title" : "text", value: .string(text.text))]
        if let style = text.style { members.append(JSONMember(key: "style", value: .string(style))) }
        if text.lines != 1 { members.append(JSONMember(key: "lines", value: .number(Double(text.lines)))) }
        if let width = text.preferredWidth { members.append(JSONMember(key: "preferredMaxLayoutWidth", value: .number(width))) }
        if kind == .button && text.insets != DirectionalEdgeInsets() { members.append(JSONMember(key: "contentInsets", value: margins(text.insets))) }
        return members
    }

    private static func stack(_ stack: StackSpec, names: [String: String]) -> [JSONMember] {
        let distributions: [(StackView.Distribution, String)] = [
            (.fill, "fill"), (.fillEqually, "fillEqually"), (.fillProportionally, "fillProportionally"),
            (.equalSpacing, "equalSpacing"), (.equalCentering, "equalCentering"),
        ]
        let alignments: [(StackView.Alignment, String)] = [
            (.fill, "fill"), (.leading, "leading"), (.center, "center"), (.trailing, "trailing"),
            (.firstBaseline, "firstBaseline"), (.lastBaseline, "lastBaseline"),
        ]
        return [
            JSONMember(key: "axis", value: .string(stack.axis == .vertical ? "vertical" : "horizontal")),
            JSONMember(key: "distribution", value: .string(distributions.first { $0.0 == stack.distribution }!.1)),
            JSONMember(key: "alignment", value: .string(alignments.first { $0.0 == stack.alignment }!.1)),
            JSONMember(key: "spacing", value: .number(stack.spacing)),
            JSONMember(key: "marginsRelative", value: .bool(stack.marginsRelative)),
            JSONMember(key: "baselineRelative", value: .bool(stack.baselineRelative)),
            JSONMember(key: "arranged", value: .array(stack.arranged.map { .string(names[$0] ?? $0) })),
        ]
    }

    private static let autoresizingFlags: [(flag: AutoresizingMask, name: String)] = [
        (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"), (.flexibleRightMargin, "flexibleRightMargin"),
        (.flexibleTopMargin, "flexibleTopMargin"), (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
    ]

    /// Names a document accepts, by Interface Builder id: the `userLabel` in lower camel
    /// case ("Fixed Box" → `fixedBox`), else the element and a counter (`label1`), made
    /// unique with a number.
    static func readableNames(_ views: ArraySlice<IBView>) -> [String: String] {
        var names: [String: String] = [:]
        var taken: Set<String> = ViewSpec.reservedNames
        var counters: [String: Int] = [:]
        for view in views {
            var base = view["userLabel"].map(camelCase) ?? ""
            if base.isEmpty {
                let element = camelCase(view.element)
                counters[element, default: 0] += 1
                base = "\(element)\(counters[element]!)"
            }
            var name = base
            var suffix = 2
            while taken.contains(name) {
                name = "\(base)\(suffix)"
                suffix += 1
            }
            taken.insert(name)
            names[view.id] = name
        }
        return names
    }

    /// Letters, digits and `_` in lower camel case, never starting with a digit.
    static func camelCase(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return "" }
        var name = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first!.isNumber { name = "v" + name }
        return name
    }

    private static func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }

    private static func margins(_ insets: DirectionalEdgeInsets) -> JSONValue {
        numbers([insets.top, insets.leading, insets.bottom, insets.trailing])
    }
}
