import TrellisLayout

/// One entry of a template's `views` (format.md §2.1), with its data bindings resolved.
struct ViewSpec {
    enum Kind: String {
        case view, label, image, stack, scroll, guide
    }

    var name: String
    var parent: String
    var kind: Kind
    var intrinsic: (width: Double?, height: Double?)
    /// The data keys the intrinsic width and height come from, if bound.
    var intrinsicKeys: (width: String?, height: String?) = (nil, nil)
    var hugging: AxisPriorities
    var compression: AxisPriorities
    var margins: DirectionalEdgeInsets
    var isHidden: Bool
    var pointer: JSONPointer

    static let reservedNames: Set = ["root", "superview"]

    /// `styles`: the names the document's `styles` define.
    init(_ value: JSONValue, at pointer: JSONPointer, binding: DataBinding, styles: Set<String>) throws(DocumentError) {
        let object = try value.object(at: pointer)
        self.pointer = pointer
        name = try binding.string(try object.requiredValue("name", at: pointer), at: pointer.appending("name"))
        // A name no constraint could write would make a view nothing can place.
        guard ConstraintScanner.isIdentifier(name), !Self.reservedNames.contains(name) else {
            throw DocumentError(.invalidValue, "\"\(name)\" cannot name a view: a name is letters, digits and _ (not first a digit), and \"root\" and \"superview\" are reserved", at: pointer.appending("name"))
        }
        parent = try object["parent"].map { v throws(DocumentError) in try binding.string(v, at: pointer.appending("parent")) } ?? "root"
        let kindName = try object["type"].map { v throws(DocumentError) in try binding.string(v, at: pointer.appending("type")) } ?? "view"
        guard let kind = Kind(rawValue: kindName) else {
            throw DocumentError(.invalidValue, "unknown view type \"\(kindName)\"; expected view, label, image, stack, scroll or guide", at: pointer.appending("type"))
        }
        guard kind != .stack else {
            throw DocumentError(.unsupported, "stack views are not supported by this build yet", at: pointer.appending("type"))
        }
        self.kind = kind

        intrinsic = (nil, nil)
        if let (key, value) = [("intrinsic", object["intrinsic"]), ("size", kind == .image ? object["size"] : nil)].first(where: { $0.1 != nil }) {
            // An element bound to data is a parameter of the cell; read it unrecorded.
            var quiet = binding
            quiet.recorder = nil
            if case .string = value! { _ = try binding.resolve(value!, at: pointer.appending(key)) }
            let size = try quiet.numbers(value!, count: 2, allowNull: key == "intrinsic", at: pointer.appending(key))
            intrinsic = (size[0], size[1])
            if case .array(let elements) = value!, elements.count == 2 {
                intrinsicKeys = (Self.boundKey(elements[0]), Self.boundKey(elements[1]))
            }
        }
        for (index, dimension) in [intrinsic.width, intrinsic.height].enumerated() {
            if let dimension, dimension < 0 {
                throw DocumentError(.invalidValue, "an intrinsic size cannot be negative", at: pointer.appending(object["intrinsic"] != nil ? "intrinsic" : "size").appending(index))
            }
        }
        hugging = try Self.priorities(object["hugging"], default: AxisPriorities(horizontal: 250, vertical: 250), at: pointer.appending("hugging"), binding)
        compression = try Self.priorities(object["compression"], default: AxisPriorities(horizontal: 750, vertical: 750), at: pointer.appending("compression"), binding)
        margins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        if let value = object["margins"] {
            margins = try Self.insets(value, at: pointer.appending("margins"), binding)
        }
        isHidden = try object["hidden"].map { v throws(DocumentError) in try binding.bool(v, at: pointer.appending("hidden")) } ?? false
        if let value = object["lines"] {
            let lines = try binding.number(value, at: pointer.appending("lines"))
            guard lines >= 0, lines == lines.rounded(), lines <= Double(Int32.max) else {
                throw DocumentError(.invalidValue, "lines must be a whole number, 0 (no limit) or more", at: pointer.appending("lines"))
            }
        }
        if let value = object["style"] {
            let style = try binding.string(value, at: pointer.appending("style"))
            guard styles.contains(style) else {
                throw DocumentError(.invalidValue, "no style named \"\(style)\" in the document's styles", at: pointer.appending("style"))
            }
        }
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
        return AxisPriorities(horizontal: pair[0]!, vertical: pair[1]!)
    }

    /// `[top, leading, bottom, trailing]`.
    static func insets(_ value: JSONValue, at pointer: JSONPointer, _ binding: DataBinding) throws(DocumentError) -> DirectionalEdgeInsets {
        let four = try binding.numbers(value, count: 4, at: pointer)
        return DirectionalEdgeInsets(top: four[0]!, leading: four[1]!, bottom: four[2]!, trailing: four[3]!)
    }
}
