// Typed reads of document fields. Each failure becomes a DocumentError whose pointer
// names the offending value, so every error record says exactly where to look.

extension JSONObject {
    func requiredValue(_ key: String, at pointer: JSONPointer) throws(DocumentError) -> JSONValue {
        guard let value = self[key] else { throw DocumentError(.missingKey, "missing key \"\(key)\"", at: pointer) }
        return value
    }

    func string(_ key: String, at pointer: JSONPointer) throws(DocumentError) -> String? {
        guard let value = self[key] else { return nil }
        guard case .string(let text) = value else { throw mismatch(value, expected: "a string", at: pointer.appending(key)) }
        return text
    }

    func requiredString(_ key: String, at pointer: JSONPointer) throws(DocumentError) -> String {
        guard let text = try string(key, at: pointer) else { throw DocumentError(.missingKey, "missing key \"\(key)\"", at: pointer) }
        return text
    }

    func requiredNumber(_ key: String, at pointer: JSONPointer) throws(DocumentError) -> Double {
        let value = try requiredValue(key, at: pointer)
        guard case .number(let number) = value else { throw mismatch(value, expected: "a number", at: pointer.appending(key)) }
        return number
    }

    /// An optional array; absent reads as empty.
    func array(_ key: String, at pointer: JSONPointer) throws(DocumentError) -> [JSONValue] {
        guard let value = self[key] else { return [] }
        guard case .array(let items) = value else { throw mismatch(value, expected: "an array", at: pointer.appending(key)) }
        return items
    }
}

extension JSONValue {
    func object(at pointer: JSONPointer) throws(DocumentError) -> JSONObject {
        guard case .object(let object) = self else { throw mismatch(self, expected: "an object", at: pointer) }
        return object
    }
}

func mismatch(_ value: JSONValue, expected: String, at pointer: JSONPointer) -> DocumentError {
    DocumentError(.invalidValue, "expected \(expected), got \(value.typeName)", at: pointer)
}
