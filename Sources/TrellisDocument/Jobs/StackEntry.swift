import TrellisLayout

/// The stack keys of a `stack` view entry (format.md §2.1), read into a `StackSpec`.
/// Whether the arranged views are the stack's subviews is the view tree's to check.
enum StackEntry {
    static let axes: [String: StackView.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
    static let distributions: [String: StackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    /// `top` and `bottom` are UIKit's names for leading and trailing in a horizontal stack.
    static let alignments: [String: StackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
        "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]
    static let distributionNames = "fill, fillEqually, fillProportionally, equalSpacing or equalCentering"
    static let alignmentNames = "fill, leading, top, center, trailing, bottom, firstBaseline or lastBaseline"

    /// The stack's spec, and the data key its spacing comes from when that is a parameter
    /// of the cell (bound, and not scaling `fillProportionally`'s multipliers).
    static func read(_ object: JSONObject, at pointer: JSONPointer, _ binding: DataBinding) throws(DocumentError) -> (StackSpec, spacingKey: String?) {
        var stack = StackSpec()
        var spacingKey: String?
        stack.axis = try choice(object, "axis", axes, "horizontal or vertical", at: pointer, binding) ?? stack.axis
        stack.distribution = try choice(object, "distribution", distributions, distributionNames, at: pointer, binding) ?? stack.distribution
        stack.alignment = try choice(object, "alignment", alignments, alignmentNames, at: pointer, binding) ?? stack.alignment
        if let value = object["spacing"] {
            spacingKey = stack.distribution == .fillProportionally ? nil : ViewEntry.boundKey(value)
            // A parameter is read unrecorded, as intrinsic sizes are.
            var reading = binding
            if spacingKey != nil { reading.recorder = nil }
            stack.spacing = try reading.number(value, at: pointer.appending("spacing"))
        }
        if let value = object["customSpacing"] {
            let spacingPointer = pointer.appending("customSpacing")
            for member in try binding.resolve(value, at: spacingPointer).object(at: spacingPointer).members {
                stack.customSpacing[member.key] = try binding.number(member.value, at: spacingPointer.appending(member.key))
            }
        }
        if let value = object["marginsRelative"] {
            stack.marginsRelative = try binding.bool(value, at: pointer.appending("marginsRelative"))
        }
        if let value = object["baselineRelative"] {
            stack.baselineRelative = try binding.bool(value, at: pointer.appending("baselineRelative"))
        }
        if let value = object["arranged"] {
            let arrangedPointer = pointer.appending("arranged")
            guard case .array(let names) = try binding.resolve(value, at: arrangedPointer) else {
                throw mismatch(value, expected: "an array of view names", at: arrangedPointer)
            }
            for (index, name) in names.enumerated() {
                stack.arranged.append(try binding.string(name, at: arrangedPointer.appending(index)))
            }
        }
        return (stack, spacingKey)
    }

    private static func choice<Value>(_ object: JSONObject, _ key: String, _ choices: [String: Value], _ names: String,
                                      at pointer: JSONPointer, _ binding: DataBinding) throws(DocumentError) -> Value? {
        guard let value = object[key] else { return nil }
        let name = try binding.string(value, at: pointer.appending(key))
        guard let chosen = choices[name] else {
            throw DocumentError(.invalidValue, "unknown \(key) \"\(name)\"; expected \(names)", at: pointer.appending(key))
        }
        return chosen
    }
}
