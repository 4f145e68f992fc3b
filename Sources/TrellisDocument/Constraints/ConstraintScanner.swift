/// A cursor over the bytes of one constraint string.
///
/// Both grammars are ASCII. A parser stops at the first byte it cannot use, and every
/// byte before a non-ASCII one is ASCII, so `index + 1` is the 1-based column in
/// characters wherever an error is raised.
struct ConstraintScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    var column: Int { index + 1 }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func isCurrent(_ ascii: Unicode.Scalar) -> Bool { current == UInt8(ascii: ascii) }

    /// Consumes `ascii` if it is next.
    mutating func take(_ ascii: Unicode.Scalar) -> Bool {
        guard isCurrent(ascii) else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
    }

    /// A C identifier, `[A-Za-z_][A-Za-z0-9_]*` — Apple's rule for view and metric names.
    mutating func scanIdentifier() -> String? {
        guard let first = current, Self.isIdentifierStart(first) else { return nil }
        let start = index
        index += 1
        while let byte = current, Self.isIdentifierStart(byte) || Self.isDigit(byte) { index += 1 }
        return text(from: start)
    }

    /// The characters after a `$`: a data key, `[A-Za-z0-9_]+`.
    mutating func scanKey() -> String? {
        let start = index
        while let byte = current, Self.isIdentifierStart(byte) || Self.isDigit(byte) { index += 1 }
        return index > start ? text(from: start) : nil
    }

    /// An unsigned decimal: `12`, `1.5`, `.5`, `2.`, `1e-3` (strtod's forms, without hex,
    /// `inf` and `nan`). An `e` without digits after it is not consumed. Nil, consuming
    /// nothing, when no digit starts here; `Double.infinity` when the literal overflows.
    mutating func scanNumber() -> Double? {
        let start = index
        var sawDigit = false
        while let byte = current, Self.isDigit(byte) { index += 1; sawDigit = true }
        if isCurrent(".") {
            index += 1
            while let byte = current, Self.isDigit(byte) { index += 1; sawDigit = true }
        }
        guard sawDigit else { index = start; return nil }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            var cursor = index + 1
            if byte(at: cursor) == UInt8(ascii: "+") || byte(at: cursor) == UInt8(ascii: "-") { cursor += 1 }
            if let digit = byte(at: cursor), Self.isDigit(digit) {
                index = cursor
                while let byte = current, Self.isDigit(byte) { index += 1 }
            }
        }
        return Double(text(from: start)) ?? .infinity
    }

    func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The next character for a message: `'x'`, or `the end` past the last one. Past
    /// ASCII its code point is named too, as a letter may look like an ASCII one
    /// (Cyrillic `а`); a control or format character (NUL, U+202E) is named only by it.
    var quotedCurrent: String {
        guard !isAtEnd else { return "the end" }
        let decoded = String(decoding: bytes[index...].prefix(4), as: UTF8.self)
        guard let scalar = decoded.unicodeScalars.first else { return "?" }
        if scalar.value >= 0x20 && scalar.value < 0x7F { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return code
        default: return "'\(scalar)' (\(code))"
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Whether `name` can be written in a constraint: a whole C identifier.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, isIdentifierStart(first) else { return false }
        return name.utf8.allSatisfy { isIdentifierStart($0) || isDigit($0) }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }
}
