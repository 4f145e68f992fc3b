/// The fast path from a table's `rows` bytes to what the solver needs: one pass that
/// reads each row's template name and `data` without building a JSON tree — keys stay
/// byte ranges, numbers are read straight to Doubles (`JSONNumber`, as the careful
/// parser reads them), strings stay byte ranges until a label needs its text.
///
/// It checks the grammar of what it reads as strictly as `JSONParser`, so a table it
/// reads to the end is valid JSON. A row it does not read this way — other keys, nested
/// data, escapes, booleans — it hands over as bytes (`Row.isSimple` false) for
/// `JSONParser` to parse; anything malformed between rows throws `Declined`, and the
/// document is then read again by the careful parser, which says exactly what is wrong.
struct RowScanner {
    /// The bytes are not a well-formed rows array: the careful parser has the error.
    struct Declined: Error {}

    enum Value {
        case number(Double)
        /// A string without escapes: the bytes between its quotes.
        case string(Range<Int>)
    }

    /// One `"key": value` of a row's `data`.
    struct Member {
        var key: Range<Int>
        var value: Value
    }

    /// One row; reused from row to row, so reading a row allocates nothing.
    struct Row {
        /// The row's bytes, `{` to `}`.
        var bytes: Range<Int> = 0..<0
        /// True when the row is `{"template": "…", "data": {…}}` (in either order, data
        /// optional) with numbers and plain strings as data; else only `bytes` is set.
        var isSimple = false
        /// The template name's bytes, between its quotes.
        var template: Range<Int> = 0..<0
        var data: [Member] = []
        /// The keys of the row's first two members (`template` and `data`, in either order).
        fileprivate var outerKeys: (first: Range<Int>, second: Range<Int>) = (0..<0, 0..<0)
    }

    /// Most data keys a row read here may have: rows have a handful.
    static let maxDataKeys = 16

    let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private let end: Int
    private var first = true

    /// Rows of the array that `range` of `bytes` holds, `[` to `]`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, array range: Range<Int>) {
        self.bytes = bytes
        index = range.lowerBound + 1
        end = range.upperBound - 1
    }

    /// Reads the next row into `row`; false after the last.
    mutating func next(into row: inout Row) throws(Declined) -> Bool {
        skipWhitespace()
        if first {
            first = false
            if index == end { return false }
        } else {
            if index == end { return false }
            guard bytes[index] == UInt8(ascii: ",") else { throw Declined() }
            index += 1
            skipWhitespace()
        }
        let start = index
        if readSimpleRow(into: &row) {
            row.isSimple = true
        } else {
            guard let rowEnd = bytes.endOfValue(at: start, limit: end) else { throw Declined() }
            row.isSimple = false
            index = rowEnd
        }
        row.bytes = start..<index
        return true
    }

    // Comparisons of a key's bytes, a few bytes long: a loop here beats calling `memcmp`.

    /// A bytes-only comparison of `range` with a key such as `template`.
    @inline(__always)
    func bytes(_ range: Range<Int>, equal key: StaticString) -> Bool {
        range.count == key.utf8CodeUnitCount && Self.same(bytes.baseAddress! + range.lowerBound, key.utf8Start, count: range.count)
    }

    @inline(__always)
    func bytes(_ range: Range<Int>, equal other: Range<Int>) -> Bool {
        range.count == other.count && Self.same(bytes.baseAddress! + range.lowerBound, bytes.baseAddress! + other.lowerBound, count: range.count)
    }

    @inline(__always)
    func bytes(_ range: Range<Int>, equal key: UnsafePointer<UInt8>, count: Int) -> Bool {
        range.count == count && Self.same(bytes.baseAddress! + range.lowerBound, key, count: count)
    }

    /// Eight bytes a step while eight are left, then one at a time.
    @inline(__always)
    private static func same(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index + 8 <= count {
            guard SWAR.word(first + index) == SWAR.word(second + index) else { return false }
            index += 8
        }
        while index < count {
            guard first[index] == second[index] else { return false }
            index += 1
        }
        return true
    }

    // MARK: The fast shape

    private mutating func readSimpleRow(into row: inout Row) -> Bool {
        var sawTemplate = false, sawData = false
        guard take(UInt8(ascii: "{")) else { return false }
        var member = 0
        repeat {
            let previous = member == 0 ? row.outerKeys.first : row.outerKeys.second
            guard let key = plainString(like: previous), take(UInt8(ascii: ":")) else { return false }
            if member == 0 { row.outerKeys.first = key } else { row.outerKeys.second = key }
            member += 1
            skipWhitespace()
            if bytes(key, equal: "template") && !sawTemplate {
                guard let name = plainString(like: row.template) else { return false }
                row.template = name
                sawTemplate = true
            } else if bytes(key, equal: "data") && !sawData {
                guard readData(into: &row) else { return false }
                sawData = true
            } else {
                return false
            }
        } while take(UInt8(ascii: ","))
        if !sawData { row.data.removeAll(keepingCapacity: true) }
        return take(UInt8(ascii: "}")) && sawTemplate
    }

    /// Reads `data` into `row.data`, over the previous row's members: the key of the
    /// member a row has at each place is tried first (`plainString(like:)`).
    private mutating func readData(into row: inout Row) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        var count = 0
        defer { if row.data.count > count { row.data.removeLast(row.data.count - count) } }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = plainString(like: count < row.data.count ? row.data[count].key : 0..<0), take(UInt8(ascii: ":")) else {
                return false
            }
            // The careful parser rejects a duplicate key; let it say so. The scan is
            // linear, so a row with many keys is left to the careful parser's set.
            guard count < Self.maxDataKeys else { return false }
            for earlier in 0..<count where bytes(row.data[earlier].key, equal: key) { return false }
            skipWhitespace()
            guard index < end else { return false }
            let byte = bytes[index]
            let value: Value
            if byte == UInt8(ascii: "\"") {
                guard let text = plainString() else { return false }
                value = .string(text)
            } else if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                guard let (number, after) = try? JSONNumber.read(bytes, at: index), after <= end else { return false }
                index = after
                value = .number(number)
            } else {
                return false
            }
            if count < row.data.count {
                row.data[count] = Member(key: key, value: value)
            } else {
                row.data.append(Member(key: key, value: value))
            }
            count += 1
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Skips whitespace, then takes `byte` if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < end, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// `plainString()`, trying first whether the string holds the same bytes as
    /// `expected`, an earlier string it read: a row's keys and template name mostly
    /// repeat the previous row's, and comparing bytes is several times cheaper than
    /// checking them again. Equal bytes between two quotes are an equally valid string.
    private mutating func plainString(like expected: Range<Int>) -> Range<Int>? {
        skipWhitespace()
        let start = index + 1, after = start + expected.count
        if after < end && bytes[index] == UInt8(ascii: "\"") && bytes[after] == UInt8(ascii: "\"")
            && bytes(start..<after, equal: expected) {
            index = after + 1
            return start..<after
        }
        return plainString()
    }

    /// A string without escapes, its UTF-8 well-formed and without control characters
    /// (as `JSONParser` requires): the bytes between its quotes. Skips whitespace first.
    private mutating func plainString() -> Range<Int>? {
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var cursor = start
        while cursor < end {
            // Eight plain ASCII bytes (no quote, backslash or control) at a time.
            if cursor + 8 <= end {
                let word = SWAR.word(bytes.baseAddress! + cursor)
                let stops = SWAR.nonASCII(word) | SWAR.bytes(in: word, below: 0x20)
                    | SWAR.bytes(in: word, equalTo: UInt8(ascii: "\"")) | SWAR.bytes(in: word, equalTo: UInt8(ascii: "\\"))
                if stops == 0 {
                    cursor += 8
                    continue
                }
                cursor += SWAR.first(stops)
            }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return start..<cursor
            }
            if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") {
                cursor += 1
            } else if byte >= 0x80, let length = bytes.utf8SequenceLength(at: cursor), cursor + length <= end {
                cursor += length
            } else {
                return nil
            }
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }
}

/// The benchmark's parse floor (bench/compare.sh): reads a document as `trellis solve`
/// does — the tree without the tables' rows, then every row by `RowScanner` — and keeps
/// nothing but the count of rows; nil if the scanner would leave it to the careful parser.
public func countTableRows(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let (_, deferredRows) = try? JSONParser.parseDeferringTableRows(bytes, guessingLastRows: true) else { return nil }
    var rows = 0
    var row = RowScanner.Row()
    for range in deferredRows.values {
        var scanner = RowScanner(bytes, array: range)
        while true {
            guard let more = try? scanner.next(into: &row) else { return nil }
            guard more else { break }
            rows += 1
        }
    }
    return rows
}
