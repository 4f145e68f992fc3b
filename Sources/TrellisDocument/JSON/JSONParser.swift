/// A strict RFC 8259 parser from UTF-8 bytes to `JSONValue`.
///
/// Written by hand because Foundation's JSONSerialization reports no positions (format.md
/// §5 needs line, column and JSON Pointer) and is slow on millions of records. It never
/// recurses: containers live on an explicit stack capped at `maxDepth`, so no input can
/// overflow the call stack. A leading UTF-8 byte order mark is skipped (RFC 8259 §8.1
/// lets parsers ignore it); everything else outside the grammar is an error, including
/// duplicate keys, lone surrogates, ill-formed UTF-8 and numbers a Double cannot hold.
public struct JSONParser {
    public static let defaultMaxDepth = 512

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    /// Parses a document but leaves each table's `rows` (`/tables/N/rows`, an array)
    /// unread: it reads as `[]`, and `deferredRows[N]` gives the bytes of the array,
    /// `[` to `]`, for `RowScanner`. Those bytes are not checked here.
    ///
    /// Where an array ends is found by skipping it (`endOfValue`), a pass over every
    /// byte of the rows. With `guessingLastRows`, the rows of a document's last table
    /// that end the document (`…]}]}`, as a document of one table usually does) are
    /// taken to end at that `]`, unskipped, when no `"rows"` follows their start. The
    /// guess is checked when `RowScanner` reads them: it reads rows up to the given end
    /// and declines at any `]` that closes the array before it. So guess only when
    /// every table's rows will be read.
    static func parseDeferringTableRows(_ bytes: UnsafeBufferPointer<UInt8>, guessingLastRows: Bool = false) throws(JSONSyntaxError)
        -> (value: JSONValue, deferredRows: [Int: Range<Int>]) {
        var parser = JSONParser(bytes: bytes, maxDepth: defaultMaxDepth)
        parser.defersTableRows = true
        if guessingLastRows { parser.lastRowsEnd = bytes.endOfLastRows() }
        let value = try parser.parseDocument()
        return (value, parser.deferredRows)
    }

    /// The depth at which a table's rows sit in a document (its object, `tables`, the
    /// table, `rows`): a row parsed alone may nest this much less.
    static let tableRowDepth = 4

    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            try parse(buffer, maxDepth: maxDepth)
        }
    }

    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// An array or object whose children are being parsed.
    private struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// The key of the member whose value is being parsed.
        var key = ""
        /// True while a child value is being parsed: the error pointer then goes into it.
        var inChild = false
        /// Keys seen so far, built once an object is too large for a linear duplicate scan.
        var keySet: Set<String> = []
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var index = 0
    private var stack: [Frame] = []
    private var defersTableRows = false
    private var deferredRows: [Int: Range<Int>] = [:]
    /// Just past the `]` that may close the last table's rows (`parseDeferringTableRows`).
    private var lastRowsEnd: Int?
    /// Where the last search for `"rows"` found one: no search runs over the bytes twice.
    private var foundRowsKey = -1

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw fail("unexpected \(bytes.quotedCharacter(at: index)) after the end of the document", at: index)
        }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        parsing: while true {
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of input, expected a value", at: index) }
            var value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try push(isObject: true)
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    stack.removeLast()
                    value = .object(JSONObject())
                } else {
                    try beginMember()
                    continue parsing
                }
            case UInt8(ascii: "[") where defersTableRows && deferTableRows():
                value = .array([])
            case UInt8(ascii: "["):
                try push(isObject: false)
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    stack.removeLast()
                    value = .array([])
                } else {
                    stack[stack.count - 1].inChild = true
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                throw fail("expected a value, found \(bytes.quotedCharacter(at: index))", at: index)
            }
            // Hand the finished value to its container, closing every container that
            // ends right after it, until one expects another child.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(key: stack[top].key, value: value))
                    stack[top].inChild = false
                    guard index < bytes.count else { throw fail("unexpected end of input, expected ',' or '}'", at: index) }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        try beginMember()
                        continue parsing
                    }
                    guard bytes[index] == UInt8(ascii: "}") else {
                        throw fail("expected ',' or '}', found \(bytes.quotedCharacter(at: index))", at: index)
                    }
                    index += 1
                    value = .object(JSONObject(stack.removeLast().members))
                } else {
                    stack[top].elements.append(value)
                    stack[top].inChild = false
                    guard index < bytes.count else { throw fail("unexpected end of input, expected ',' or ']'", at: index) }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        stack[top].inChild = true
                        continue parsing
                    }
                    guard bytes[index] == UInt8(ascii: "]") else {
                        throw fail("expected ',' or ']', found \(bytes.quotedCharacter(at: index))", at: index)
                    }
                    index += 1
                    value = .array(stack.removeLast().elements)
                }
            }
            return value
        }
    }

    /// At `/tables/N/rows`, skips the array and notes where it lies.
    private mutating func deferTableRows() -> Bool {
        guard stack.count == 3, stack[0].isObject, stack[0].key == "tables", !stack[1].isObject,
              stack[2].isObject, stack[2].key == "rows" else { return false }
        let end: Int
        if let guess = lastRowsEnd, guess > index, !rowsKeyFollows() {
            end = guess
        } else if let skipped = bytes.endOfValue(at: index, limit: bytes.count) {
            end = skipped
        } else {
            return false
        }
        deferredRows[stack[1].elements.count] = index..<end
        index = end
        return true
    }

    /// Whether `"rows"` occurs past `index` (as a key of a later table, most likely).
    private mutating func rowsKeyFollows() -> Bool {
        if foundRowsKey > index { return true }
        foundRowsKey = bytes.firstRowsKey(in: index..<bytes.count) ?? -1
        return foundRowsKey > index
    }

    private mutating func push(isObject: Bool) throws(JSONSyntaxError) {
        guard stack.count < maxDepth else { throw fail("nesting is deeper than \(maxDepth) levels", at: index) }
        stack.append(Frame(isObject: isObject))
        index += 1
    }

    /// Reads `"key" :` of the innermost object and leaves `index` at its value.
    private mutating func beginMember() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of input, expected a key", at: index) }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw fail("expected a string key, found \(bytes.quotedCharacter(at: index))", at: index)
        }
        let keyStart = index
        let key = try parseString()
        let top = stack.count - 1
        stack[top].key = key
        stack[top].inChild = true
        if isDuplicate(key, in: top) { throw fail("duplicate key \"\(key)\"", at: keyStart) }
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of input, expected ':'", at: index) }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw fail("expected ':' after the key, found \(bytes.quotedCharacter(at: index))", at: index)
        }
        index += 1
    }

    /// Objects in documents are small, so a linear scan is cheapest; a set takes over
    /// past 16 keys to keep large objects linear overall.
    private mutating func isDuplicate(_ key: String, in frame: Int) -> Bool {
        let members = stack[frame].members
        if members.count < 16 {
            return members.contains { $0.key == key }
        }
        if stack[frame].keySet.isEmpty {
            stack[frame].keySet = Set(members.map(\.key))
        }
        return !stack[frame].keySet.insert(key).inserted
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = index
        for (offset, expected) in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount).enumerated() {
            guard start + offset < bytes.count, bytes[start + offset] == expected else {
                throw fail("invalid literal, expected '\(literal)'", at: start)
            }
        }
        index = start + literal.utf8CodeUnitCount
    }

    // MARK: Strings

    /// Parses the string whose opening quote is at `index`. Strings without escapes (the
    /// common case) are sliced straight out of the input.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index + 1
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(start: start, escape: cursor) }
            // Printable ASCII, most of a document's text, without the call.
            cursor += byte >= 0x20 && byte < 0x80 ? 1 : try characterLength(at: cursor)
        }
        throw fail("unterminated string", at: start - 1)
    }

    /// The slow path, from the first escape on: decodes into a byte buffer.
    private mutating func parseEscapedString(start: Int, escape: Int) throws(JSONSyntaxError) -> String {
        var utf8 = Array(bytes[start..<escape])
        var cursor = escape
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                let length = try characterLength(at: cursor)
                utf8.append(contentsOf: bytes[cursor..<cursor + length])
                cursor += length
                continue
            }
            guard cursor + 1 < bytes.count else { break }
            switch bytes[cursor + 1] {
            case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape(at: cursor)
                utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                cursor += scalar.value > 0xFFFF ? 12 : 6
                continue
            default:
                throw fail("invalid escape '\\\(String(decoding: [bytes[cursor + 1]], as: UTF8.self))'", at: cursor)
            }
            cursor += 2
        }
        throw fail("unterminated string", at: start - 1)
    }

    /// Decodes `\uXXXX` at `escape`, joining a surrogate pair `\uD83D\uDE00` into one
    /// scalar. A lone surrogate has no Unicode scalar, so it is an error.
    private func parseUnicodeEscape(at escape: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try hexQuad(at: escape + 2)
        switch first {
        case 0xD800...0xDBFF:
            guard escape + 7 < bytes.count, bytes[escape + 6] == UInt8(ascii: "\\"), bytes[escape + 7] == UInt8(ascii: "u") else {
                throw fail("lone surrogate \\u\(String(first, radix: 16, uppercase: true))", at: escape)
            }
            let second = try hexQuad(at: escape + 8)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw fail("lone surrogate \\u\(String(first, radix: 16, uppercase: true))", at: escape)
            }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw fail("invalid \\u escape", at: escape) }
            return scalar
        case 0xDC00...0xDFFF:
            throw fail("lone surrogate \\u\(String(first, radix: 16, uppercase: true))", at: escape)
        default:
            guard let scalar = Unicode.Scalar(first) else { throw fail("invalid \\u escape", at: escape) }
            return scalar
        }
    }

    private func hexQuad(at start: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard start + offset < bytes.count else { throw fail("unterminated \\u escape", at: start - 2) }
            let byte = bytes[start + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("invalid \\u escape, expected 4 hex digits", at: start - 2)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The byte length of the string character at `cursor`: control characters must be
    /// escaped and the bytes must be well-formed UTF-8.
    private func characterLength(at cursor: Int) throws(JSONSyntaxError) -> Int {
        let byte = bytes[cursor]
        if byte >= 0x20 && byte < 0x80 { return 1 }
        if byte < 0x20 { throw fail("control character \(bytes.quotedCharacter(at: cursor)) in a string must be escaped", at: cursor) }
        guard let length = bytes.utf8SequenceLength(at: cursor) else {
            throw fail("ill-formed UTF-8 (byte 0x\(hexByte(byte)))", at: cursor)
        }
        return length
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        do {
            let (value, end) = try JSONNumber.read(bytes, at: index)
            index = end
            return value
        } catch {
            throw fail(error.message, at: error.offset)
        }
    }

    // MARK: Errors

    private func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
        let position = bytes.lineAndColumn(of: offset)
        var tokens: [JSONPointer.Token] = []
        for frame in stack {
            guard frame.inChild else { break }
            tokens.append(frame.isObject ? .key(frame.key) : .index(frame.elements.count))
        }
        return JSONSyntaxError(message: message, line: position.line, column: position.column, pointer: JSONPointer(tokens))
    }
}
