import TrellisLayout

/// The `data` of a job or a table row, and the rule that a template value may be
/// `"$key"` (format.md §2.6): typed reads here resolve a binding first, and a missing key
/// is an error that points at the value that named it.
struct DataBinding {
    var data: JSONObject
    /// Notes every key read, when a table wants to know which keys shape its cells.
    var recorder: KeyRecorder?

    init(data: JSONObject, recorder: KeyRecorder? = nil) {
        self.data = data
        self.recorder = recorder
    }

    /// `value`, or the data it names if it is a `"$key"` string.
    func resolve(_ value: JSONValue, at pointer: JSONPointer) throws(DocumentError) -> JSONValue {
        guard case .string(let text) = value, text.hasPrefix("$"), text.count > 1 else { return value }
        let key = String(text.dropFirst())
        recorder?.structural.insert(key)
        guard let bound = data[key] else {
            throw DocumentError(.missingKey, "missing data key \"\(key)\" (named by \"\(text)\")", at: pointer)
        }
        return bound
    }

    /// The number a constraint's `$key` stands for; nil if the key is absent.
    func number(forKey key: String) throws(ConstraintSyntaxError) -> Double? {
        recorder?.structural.insert(key)
        guard let value = data[key] else { return nil }
        guard case .number(let number) = value else {
            throw ConstraintSyntaxError("data key \"\(key)\" is \(value.typeName), not a number")
        }
        return number
    }

    func number(_ value: JSONValue, at pointer: JSONPointer) throws(DocumentError) -> Double {
        let resolved = try resolve(value, at: pointer)
        guard case .number(let number) = resolved, number.isFinite else {
            throw mismatch(resolved, expected: "a number", at: pointer)
        }
        return number
    }

    func string(_ value: JSONValue, at pointer: JSONPointer) throws(DocumentError) -> String {
        let resolved = try resolve(value, at: pointer)
        guard case .string(let text) = resolved else { throw mismatch(resolved, expected: "a string", at: pointer) }
        return text
    }

    func bool(_ value: JSONValue, at pointer: JSONPointer) throws(DocumentError) -> Bool {
        let resolved = try resolve(value, at: pointer)
        guard case .bool(let flag) = resolved else { throw mismatch(resolved, expected: "true or false", at: pointer) }
        return flag
    }

    /// An array of exactly `count` numbers (or nulls where `allowNull`), each bindable.
    func numbers(_ value: JSONValue, count: Int, allowNull: Bool = false, at pointer: JSONPointer) throws(DocumentError) -> [Double?] {
        let resolved = try resolve(value, at: pointer)
        guard case .array(let items) = resolved, items.count == count else {
            throw DocumentError(.invalidValue, "expected an array of \(count) numbers", at: pointer)
        }
        var out: [Double?] = []
        for (index, item) in items.enumerated() {
            let itemPointer = pointer.appending(index)
            let element = try resolve(item, at: itemPointer)
            if case .null = element, allowNull {
                out.append(nil)
            } else {
                out.append(try number(element, at: itemPointer))
            }
        }
        return out
    }
}

/// The data keys a template reads while it is laid out, by role. A key that only sets
/// numbers the solver can move in place (intrinsic sizes, constraint constants) is a
/// parameter: rows that differ only there share one compiled cell. Any other key shapes
/// the cell, and rows must agree on it to share one.
final class KeyRecorder {
    var structural: Set<String> = []
    var parameters: [ParameterBinding] = []
}
