import TrellisLayout
import TrellisSolver

/// A raw constraint system (format.md §8), checked and parsed, ready to solve.
///
/// Decisions the format leaves open (recorded in docs/format.md): `constraints` and `edits` may be absent (empty);
/// a constraint's strength defaults to `required` and an edit's to `strong` (kiwi's
/// defaults); keys the format does not name are ignored, so producers can carry their
/// own metadata (expected values, provenance) alongside a system.
public struct SystemDocument: Sendable {
    public static let format = "trellis-system/1"

    public struct Entry: Sendable {
        /// The `expr` string as written; issue records quote it.
        public var text: String
        public var relation: LinearRelation
        public var strength: Strength
    }

    public struct Edit: Sendable {
        public var variable: String
        public var strength: Strength
        public var value: Double
    }

    public var constraints: [Entry]
    public var edits: [Edit]

    public init(_ object: JSONObject) throws(DocumentError) {
        let root = JSONPointer.root
        constraints = []
        let constraintValues = try object.array("constraints", at: root)
        constraints.reserveCapacity(constraintValues.count)
        for (index, value) in constraintValues.enumerated() {
            let pointer = root.appending("constraints").appending(index)
            let entry = try value.object(at: pointer)
            let text = try entry.requiredString("expr", at: pointer)
            let relation: LinearRelation
            do {
                relation = try ExpressionParser.parse(text)
            } catch {
                throw DocumentError(.expression, "\(error) in \"\(text)\"", at: pointer.appending("expr"))
            }
            let strength = try Self.strength(entry["strength"], default: .required, at: pointer.appending("strength"))
            constraints.append(Entry(text: text, relation: relation, strength: strength))
        }

        edits = []
        var edited: Set<String> = []
        for (index, value) in try object.array("edits", at: root).enumerated() {
            let pointer = root.appending("edits").appending(index)
            let entry = try value.object(at: pointer)
            let variable = try entry.requiredString("variable", at: pointer)
            guard Self.isName(variable) else {
                throw DocumentError(.invalidValue, "\"\(variable)\" is not a variable name", at: pointer.appending("variable"))
            }
            guard edited.insert(variable).inserted else {
                throw DocumentError(.invalidValue, "duplicate edit variable \"\(variable)\"", at: pointer.appending("variable"))
            }
            let strength = try Self.strength(entry["strength"], default: .strong, at: pointer.appending("strength"))
            // As in kiwi and UIKit: an edit is a suggestion; a required one could make
            // suggesting a value impossible.
            guard !strength.isRequired else {
                throw DocumentError(.invalidValue, "an edit variable cannot be required", at: pointer.appending("strength"))
            }
            let suggested = try entry.requiredNumber("value", at: pointer)
            edits.append(Edit(variable: variable, strength: strength, value: suggested))
        }
    }

    /// `"required"`, `"strong"`, `"medium"`, `"weak"` or a positive weight; weights at
    /// or above kiwi's `required` are clipped to required, as kiwi does.
    static func strength(_ value: JSONValue?, default fallback: Strength, at pointer: JSONPointer) throws(DocumentError) -> Strength {
        switch value {
        case nil:
            return fallback
        case .string("required"): return .required
        case .string("strong"): return .strong
        case .string("medium"): return .medium
        case .string("weak"): return .weak
        case .string(let name):
            throw DocumentError(.invalidValue, "unknown strength \"\(name)\"; expected required, strong, medium, weak or a positive number", at: pointer)
        case .number(let weight):
            guard weight > 0 else { throw DocumentError(.invalidValue, "a strength must be positive, got \(formatNumber(weight))", at: pointer) }
            return .weight(weight)
        case let other?:
            throw mismatch(other, expected: "a strength name or a number", at: pointer)
        }
    }

    /// The name grammar of the expression parser, `[A-Za-z_][A-Za-z0-9_.]*`.
    static func isName(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), first == UInt8(ascii: "_") || isLetter(first) else { return false }
        while let byte = bytes.next() {
            guard isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
