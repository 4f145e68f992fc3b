import TrellisLayout

/// One entry of a template's `views` (format.md §2.1), read into a `ViewSpec` with its
/// data bindings resolved.
struct ViewEntry {
    var spec: ViewSpec
    /// The data keys the intrinsic width and height come from, if bound.
    var intrinsicKeys: (width: String?, height: String?) = (nil, nil)
    /// The data key a label's text or a button's title comes from, if bound: measured per
    /// row, it does not shape the cell.
    var textKey: String?
    /// The data key a stack's spacing comes from, if it is a parameter.
    var spacingKey: String?
    var pointer: JSONPointer

    /// `styles`: the names the document's `styles` define.
    init(_ value: JSONValue, at pointer: JSONPointer, binding: DataBinding, styles: Set<String>) throws(DocumentError) {
        let object = try value.object(at: pointer)
        self.pointer = pointer
        let name = try binding.string(try object.requiredValue("name", at: pointer), at: pointer.appending("name"))
        // A name no constraint could write would make a view nothing can place.
        guard ConstraintScanner.isIdentifier(name), !ViewSpec.reservedNames.contains(name) else {
            throw DocumentError(.invalidValue, "\"\(name)\" cannot name a view: a name is letters, digits and _ (not first a digit), and \"root\" and \"superview\" are reserved", at: pointer.appending("name"))
        }
        let parent = try object["parent"].map { v throws(DocumentError) in try binding.string(v, at: pointer.appending("parent")) } ?? "root"
        let kindName = try object["type"].map { v throws(DocumentError) in try binding.string(v, at: pointer.appending("type")) } ?? "view"
        guard let kind = ViewSpec.Kind(rawValue: kindName) else {
            throw DocumentError(.invalidValue, "unknown view type \"\(kindName)\"; expected view, label, button, image, stack, scroll or guide", at: pointer.appending("type"))
        }
        spec = ViewSpec(name: name, parent: parent, kind: kind)

        if let (key, value) = [("intrinsic", object["intrinsic"]), ("size", kind == .image ? object["size"] : nil)].first(where: { $0.1 != nil }) {
            // An element bound to data is a parameter of the cell; read it unrecorded.
            var quiet = binding
            quiet.recorder = nil
            if case .string = value! { _ = try binding.resolve(value!, at: pointer.appending(key)) }
            let size = try quiet.numbers(value!, count: 2, allowNull: key == "intrinsic", at: pointer.appending(key))
            (spec.intrinsicWidth, spec.intrinsicHeight) = (size[0], size[1])
            if case .array(let elements) = value!, elements.count == 2 {
                intrinsicKeys = (Self.boundKey(elements[0]), Self.boundKey(elements[1]))
            }
        }
        for (index, dimension) in [spec.intrinsicWidth, spec.intrinsicHeight].enumerated() {
            if let dimension, dimension < 0 {
                throw DocumentError(.invalidValue, "an intrinsic size cannot be negative", at: pointer.appending(object["intrinsic"] != nil ? "intrinsic" : "size").appending(index))
            }
        }
        spec.hugging = try Self.priorities(object["hugging"], default: spec.hugging, at: pointer.appending("hugging"), binding)
        spec.compression = try Self.priorities(object["compression"], default: spec.compression, at: pointer.appending("compression"), binding)
        if let value = object["margins"] {
            spec.margins = try Self.insets(value, at: pointer.appending("margins"), binding)
        }
        if let value = object["preservesSuperviewMargins"] {
            spec.preservesSuperviewMargins = try binding.bool(value, at: pointer.appending("preservesSuperviewMargins"))
        }
        if let value = object["marginsFromSafeArea"] {
            spec.marginsFromSafeArea = try binding.bool(value, at: pointer.appending("marginsFromSafeArea"))
        }
        if let value = object["adjustsContentInset"] {
            spec.adjustsContentInset = try binding.bool(value, at: pointer.appending("adjustsContentInset"))
        }
        if let value = object["followsReadableWidth"] {
            spec.followsReadableWidth = try binding.bool(value, at: pointer.appending("followsReadableWidth"))
        }
        if let value = object["alignmentInsets"] {
            let four = try binding.numbers(value, count: 4, at: pointer.appending("alignmentInsets"))
            spec.alignmentInsets = EdgeInsets(top: four[0]!, left: four[1]!, bottom: four[2]!, right: four[3]!)
        }
        spec.isHidden = try object["hidden"].map { v throws(DocumentError) in try binding.bool(v, at: pointer.appending("hidden")) } ?? false
        var lines = 1
        if let value = object["lines"] {
            let number = try binding.number(value, at: pointer.appending("lines"))
            guard number >= 0, number == number.rounded(), number <= Double(Int32.max) else {
                throw DocumentError(.invalidValue, "lines must be a whole number from 0 (no limit) to 2147483647", at: pointer.appending("lines"))
            }
            lines = Int(number)
            spec.isMultilineText = (kind == .label || kind == .button) && lines != 1
        }
        if kind == .stack {
            (spec.stack, spacingKey) = try StackEntry.read(object, at: pointer, binding)
        }
        if let value = object["frame"] {
            spec.frame = try Self.rect(value, at: pointer.appending("frame"), binding)
        }
        for key in ["designFrame", "baselines"] where kind == .guide && object[key] != nil {
            throw DocumentError(.invalidValue, "a layout guide has no \(key == "baselines" ? "baselines" : "design frame")", at: pointer.appending(key))
        }
        if let value = object["designFrame"] {
            spec.designFrame = try Self.rect(value, at: pointer.appending("designFrame"), binding)
        }
        if let value = object["baselines"] {
            let two = try binding.numbers(value, count: 2, at: pointer.appending("baselines"))
            spec.baselines = TextBaselines(firstFromTop: two[0]!, lastFromBottom: two[1]!)
        }
        if let value = object["autoresizing"] {
            spec.autoresizing = try Self.autoresizingMask(value, at: pointer.appending("autoresizing"), binding)
        }
        var style: String?
        if let value = object["style"] {
            let name = try binding.string(value, at: pointer.appending("style"))
            guard styles.contains(name) else {
                throw DocumentError(.invalidValue, "no style named \"\(name)\" in the document's styles", at: pointer.appending("style"))
            }
            style = name
        }
        var insets = DirectionalEdgeInsets()
        if kind == .button, let value = object["contentInsets"] {
            insets = try Self.insets(value, at: pointer.appending("contentInsets"), binding)
            for (index, inset) in [insets.top, insets.leading, insets.bottom, insets.trailing].enumerated() where inset < 0 {
                throw DocumentError(.invalidValue, "contentInsets cannot be negative", at: pointer.appending("contentInsets").appending(index))
            }
        }
        var preferredWidth: Double?
        if (kind == .label || kind == .button), let value = object["preferredMaxLayoutWidth"] {
            let width = try binding.number(value, at: pointer.appending("preferredMaxLayoutWidth"))
            guard width > 0 else {
                throw DocumentError(.invalidValue, "preferredMaxLayoutWidth must be a number of points above 0", at: pointer.appending("preferredMaxLayoutWidth"))
            }
            preferredWidth = width
        }
        // A given intrinsic size overrides measuring (format.md §2.7).
        let textField = kind == .label ? "text" : kind == .button ? "title" : nil
        if let textField, let value = object[textField], object["intrinsic"] == nil {
            // A text bound to data is measured per row: read it unrecorded, as a parameter.
            var quiet = binding
            quiet.recorder = nil
            let text = try quiet.string(value, at: pointer.appending(textField))
            textKey = Self.boundKey(value)
            spec.text = MeasuredText(text, style: style, lines: lines, insets: insets, preferredWidth: preferredWidth)
        }
    }

    /// `[x, y, width, height]`, neither size negative.
    static func rect(_ value: JSONValue, at pointer: JSONPointer, _ binding: DataBinding) throws(DocumentError) -> Rect {
        let four = try binding.numbers(value, count: 4, at: pointer)
        for index in 2..<4 where four[index]! < 0 {
            throw DocumentError(.invalidValue, "a frame's width and height cannot be negative", at: pointer.appending(index))
        }
        return Rect(x: four[0]!, y: four[1]!, width: four[2]!, height: four[3]!)
    }

    /// An array of `UIView.AutoresizingMask` flag names.
    static func autoresizingMask(_ value: JSONValue, at pointer: JSONPointer, _ binding: DataBinding) throws(DocumentError) -> AutoresizingMask {
        guard case .array(let names) = try binding.resolve(value, at: pointer) else {
            throw mismatch(value, expected: "an array of autoresizing flags", at: pointer)
        }
        var mask: AutoresizingMask = []
        for (index, item) in names.enumerated() {
            let name = try binding.string(item, at: pointer.appending(index))
            guard let flag = AutoresizingMask(flagNamed: name) else {
                throw DocumentError(.invalidValue, "unknown autoresizing flag \"\(name)\"; expected flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight or flexibleBottomMargin", at: pointer.appending(index))
            }
            mask.insert(flag)
        }
        return mask
    }

    static func boundKey(_ value: JSONValue) -> String? {
        guard case .string(let text) = value, text.hasPrefix("$"), text.count > 1 else { return nil }
        return String(text.dropFirst())
    }

    static func priorities(_ value: JSONValue?, default fallback: AxisPriorities, at pointer: JSONPointer, _ binding: DataBinding) throws(DocumentError) -> AxisPriorities {
        guard let value else { return fallback }
        let pair = try binding.numbers(value, count: 2, at: pointer)
        for (index, priority) in pair.enumerated() where !(1...1000).contains(priority!) {
            throw DocumentError(.invalidValue, "a priority must be between 1 and 1000", at: pointer.appending(index))
        }
        return AxisPriorities(horizontal: LayoutPriority(pair[0]!), vertical: LayoutPriority(pair[1]!))
    }

    /// `[top, leading, bottom, trailing]`.
    static func insets(_ value: JSONValue, at pointer: JSONPointer, _ binding: DataBinding) throws(DocumentError) -> DirectionalEdgeInsets {
        let four = try binding.numbers(value, count: 4, at: pointer)
        return DirectionalEdgeInsets(top: four[0]!, leading: four[1]!, bottom: four[2]!, trailing: four[3]!)
    }
}
