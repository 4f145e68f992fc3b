/// A parsed JSON value. Objects keep their members in document order, because output
/// order (values "in order of first appearance") and error paths follow the document.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the value's type, for error messages ("expected a string, got an array").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON object with its members in document order; keys are unique (the parser
/// rejects duplicates).
public struct JSONObject: Sendable, Equatable {
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// Documents have a handful of keys per object, so a linear scan beats hashing.
    public subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }
}

/// Whether two values are the same JSON as `describe` would write them, and more
/// strictly: strings and keys by their UTF-8 bytes (String's `==` holds canonically
/// equivalent spellings equal, which are written differently), numbers by their bits.
func sameJSON(_ first: JSONValue, _ second: JSONValue) -> Bool {
    switch (first, second) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a.bitPattern == b.bitPattern
    case (.string(let a), .string(let b)): sameUTF8(a, b)
    case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { sameJSON($0, $1) }
    case (.object(let a), .object(let b)):
        a.members.count == b.members.count
            && zip(a.members, b.members).allSatisfy { sameUTF8($0.key, $1.key) && sameJSON($0.value, $1.value) }
    default: false
    }
}

/// The same UTF-8 bytes, compared in place (a walk of two `utf8` views was ~20
/// instructions a byte). String's `==` holds canonically equivalent spellings equal.
func sameUTF8(_ first: String, _ second: String) -> Bool {
    var first = first, second = second
    return first.withUTF8 { a in second.withUTF8 { b in a.elementsEqual(b) } }
}
