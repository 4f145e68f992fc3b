import TrellisLayout

/// One entry of a template's `constraints` (format.md §2.3): anchor text, a visual format,
/// or an object form of either, or a line of SnapKit code for one view.
enum ConstraintEntry {
    /// A parsed constraint and the JSON pointer of the text it came from.
    struct Located {
        var spec: ConstraintSpec
        var pointer: JSONPointer
    }

    static func parse(_ entry: JSONValue, at pointer: JSONPointer, metrics: JSONObject, binding: DataBinding,
                      views: Set<String>) throws(DocumentError) -> [Located] {
        switch entry {
        case .string(let text):
            let specs = try specs(text, VisualFormatParser.isVisualFormat(text) ? .visual(options: []) : .anchor, metrics: metrics,
                                  priority: nil, identifier: nil, binding: binding, views: views, at: pointer)
            return specs.map { Located(spec: $0, pointer: pointer) }
        case .object(let object):
            var metrics = metrics
            if let value = object["metrics"] {
                for member in try value.object(at: pointer.appending("metrics")).members {
                    metrics.members.removeAll { $0.key == member.key }
                    metrics.members.append(member)
                }
            }
            let identifier = try object.string("id", at: pointer)
            var priority: Double?
            if let value = object["priority"] {
                let priorityPointer = pointer.appending("priority")
                if case .string(let name) = try binding.resolve(value, at: priorityPointer), let named = LayoutPriority.named[name]?.value {
                    priority = named
                } else {
                    priority = try binding.number(value, at: priorityPointer)
                }
            }
            let key = object["snp"] != nil ? "snp" : object["vfl"] != nil ? "vfl" : "c"
            let text = try binding.string(try object.requiredValue(key, at: pointer), at: pointer.appending(key))
            var options: [String] = []
            for (index, option) in try object.array("options", at: pointer).enumerated() {
                options.append(try binding.string(option, at: pointer.appending("options").appending(index)))
            }
            var grammar = key == "vfl" ? Grammar.visual(options: options) : .anchor
            if key == "snp" {
                let viewPointer = pointer.appending("view")
                let view = try binding.string(try object.requiredValue("view", at: pointer), at: viewPointer)
                guard views.contains(view) else { throw DocumentError(.constraint, "Unable to find view with name \(view)", at: viewPointer) }
                grammar = .snapKit(view: view)
            }
            let textPointer = pointer.appending(key)
            let specs = try specs(text, grammar, metrics: metrics, priority: priority,
                                  identifier: identifier, binding: binding, views: views, at: textPointer)
            return specs.map { Located(spec: $0, pointer: textPointer) }
        default:
            throw mismatch(entry, expected: "a constraint string or object", at: pointer)
        }
    }

    /// Which grammar an entry's text is in.
    private enum Grammar {
        case anchor
        case visual(options: [String])
        /// A line of SnapKit code making constraints for `view`.
        case snapKit(view: String)
    }

    private static func specs(_ text: String, _ grammar: Grammar, metrics: JSONObject, priority: Double?,
                              identifier: String?, binding: DataBinding, views: Set<String>,
                              at pointer: JSONPointer) throws(DocumentError) -> [ConstraintSpec] {
        let resolve: ConstraintValueResolver = { name throws(ConstraintSyntaxError) in
            if name.hasPrefix("$") { return try binding.number(forKey: String(name.dropFirst())) }
            guard let value = metrics[name] else { return nil }
            guard case .number(let number) = value else {
                throw ConstraintSyntaxError("metric \"\(name)\" is \(value.typeName), not a number")
            }
            return number
        }
        do throws(ConstraintSyntaxError) {
            var specs: [ConstraintSpec]
            switch grammar {
            case .visual(let options):
                specs = try VisualFormatParser.parse(text, options: options, views: views, resolve: resolve)
            case .anchor:
                specs = [try AnchorConstraintParser.parse(text, identifier: identifier, resolve: resolve)]
            case .snapKit(let view):
                specs = try SnapKitLineParser.parse(text, view: view, views: views, resolve: resolve)
            }
            if let priority {
                let valid = try LayoutPriority.parsed(priority, column: 1)
                for index in specs.indices { specs[index].priority = valid }
            }
            if let identifier { for index in specs.indices { specs[index].identifier = identifier } }
            return specs
        } catch {
            throw DocumentError(.constraint, error.description, at: pointer)
        }
    }
}
