import Synchronization

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
        /// Rows with equal `skeletonID` have the same template name and data keys, in the
        /// same order (their skeleton's, below): what was looked up for one holds for the next.
        var skeletonID = 0
        /// The keys of the row's first two members (`template` and `data`, in either order).
        fileprivate var outerKeys: (first: Range<Int>, second: Range<Int>) = (0..<0, 0..<0)
        /// The skeleton whose keys `data` holds, or -1.
        fileprivate var keysFrom = -1
    }

    /// Most data keys a row read here may have: rows have a handful.
    static let maxDataKeys = 16

    let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private let end: Int
    private var first = true
    private var skeletons: [Skeleton] = []
    /// The skeleton the last row matched or made.
    private var lastSkeleton = 0
    /// Where `readData` found the values of the row it read.
    private var valueRanges: [Range<Int>] = []

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
        if readBySkeleton(into: &row) {
            row.isSimple = true
        } else if readSimpleRow(into: &row) {
            row.isSimple = true
            keepSkeleton(of: &row, from: start)
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

    /// Eight bytes a step, the last eight overlapping the step before; shorter keys in
    /// two overlapping four-byte words, or byte by byte below four.
    @inline(__always)
    private static func same(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count >= 8 {
            var index = 0
            while index + 8 < count {
                guard SWAR.word(first + index) == SWAR.word(second + index) else { return false }
                index += 8
            }
            return SWAR.word(first + count - 8) == SWAR.word(second + count - 8)
        }
        if count >= 4 {
            return UnsafeRawPointer(first).loadUnaligned(as: UInt32.self) == UnsafeRawPointer(second).loadUnaligned(as: UInt32.self)
                && UnsafeRawPointer(first + count - 4).loadUnaligned(as: UInt32.self)
                    == UnsafeRawPointer(second + count - 4).loadUnaligned(as: UInt32.self)
        }
        var index = 0
        while index < count {
            guard first[index] == second[index] else { return false }
            index += 1
        }
        return true
    }

    // MARK: Skeletons

    /// A simple row's bytes other than its data's values: the pieces before, between and
    /// after them. A table's rows mostly repeat a few skeletons byte for byte
    /// (`{"template":"PostCell","data":{"nameW":` 215 `,"timeW":` 23 … `}}`). A row whose
    /// pieces equal a skeleton's has that skeleton's template name and keys — equal bytes
    /// read the same way, and its values are read as `readData` reads them — so only its
    /// values are read: comparing bytes is several times cheaper than reading the keys
    /// and their grammar again.
    private struct Skeleton {
        /// `keys.count + 1` ranges of the bytes of the row that made it.
        var pieces: [Range<Int>] = []
        var keys: [Range<Int>] = []
        var template: Range<Int> = 0..<0
        var skeletonID = 0
    }

    /// Skeletons kept per rows array: a table's rows mostly name one or two templates.
    private static let maxSkeletons = 4

    /// Unique across scanners and threads, so a `Row.skeletonID` never names two skeletons.
    private static let skeletonIDs = Atomic<Int>(0)

    /// Reads the row at `index` if it fits a known skeleton, the last one matched first.
    private mutating func readBySkeleton(into row: inout Row) -> Bool {
        guard !skeletons.isEmpty else { return false }
        var cursor = index
        var matched = match(lastSkeleton, at: &cursor, into: &row)
        if !matched, let other = skeletons.indices.first(where: { $0 != lastSkeleton && match($0, at: &cursor, into: &row) }) {
            lastSkeleton = other
            matched = true
        }
        if matched { index = cursor }
        return matched
    }

    /// Compares each piece of skeleton `slot` with the bytes at `at` and reads the value
    /// after it into `row.data`; false, with `at` as it was, at the first difference.
    /// Not mutating: the skeleton is read in place (a copy of it cost a retain and a
    /// release of each of its arrays, ~5 % of a one-worker run).
    private func match(_ slot: Int, at: inout Int, into row: inout Row) -> Bool {
        let base = bytes.baseAddress!
        return skeletons.withUnsafeBufferPointer { skeletons in
            skeletons[slot].pieces.withUnsafeBufferPointer { pieces in
                var cursor = at
                // The first piece holds the template name: a row of another template differs there.
                guard piece(pieces[0], at: &cursor, base) else { return false }
                if row.keysFrom != slot {
                    row.data.removeAll(keepingCapacity: true)
                    for key in skeletons[slot].keys { row.data.append(Member(key: key, value: .number(0))) }
                    row.keysFrom = slot
                }
                let matched = row.data.withUnsafeMutableBufferPointer { data in
                    for member in data.indices {
                        if member > 0 { guard piece(pieces[member], at: &cursor, base) else { return false } }
                        guard let value = value(at: &cursor) else { return false }
                        data[member].value = value
                    }
                    return piece(pieces[data.count], at: &cursor, base)
                }
                guard matched else { return false }
                row.template = skeletons[slot].template
                row.skeletonID = skeletons[slot].skeletonID
                at = cursor
                return true
            }
        }
    }

    /// Takes the bytes of `range` if they come next at `at`.
    @inline(__always)
    private func piece(_ range: Range<Int>, at: inout Int, _ base: UnsafePointer<UInt8>) -> Bool {
        guard at + range.count <= end, Self.same(base + at, base + range.lowerBound, count: range.count) else { return false }
        at += range.count
        return true
    }

    /// Makes a skeleton of a row `readSimpleRow` read from `start`, in place of the
    /// oldest when there are `maxSkeletons`.
    private mutating func keepSkeleton(of row: inout Row, from start: Int) {
        let slot = skeletons.count < Self.maxSkeletons ? skeletons.count : (lastSkeleton + 1) % Self.maxSkeletons
        if slot == skeletons.count { skeletons.append(Skeleton()) }
        var pieceStart = start
        skeletons[slot].pieces.removeAll(keepingCapacity: true)
        for value in valueRanges {
            skeletons[slot].pieces.append(pieceStart..<value.lowerBound)
            pieceStart = value.upperBound
        }
        skeletons[slot].pieces.append(pieceStart..<index)
        skeletons[slot].keys.removeAll(keepingCapacity: true)
        for member in row.data { skeletons[slot].keys.append(member.key) }
        skeletons[slot].template = row.template
        skeletons[slot].skeletonID = Self.skeletonIDs.add(1, ordering: .relaxed).newValue
        lastSkeleton = slot
        row.skeletonID = skeletons[slot].skeletonID
        row.keysFrom = slot
    }

    // MARK: The fast shape

    private mutating func readSimpleRow(into row: inout Row) -> Bool {
        var sawTemplate = false, sawData = false
        valueRanges.removeAll(keepingCapacity: true)
        row.keysFrom = -1
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

    /// A data value at `at`, a number or a plain string; `at` moves past it only if read.
    @inline(__always)
    private func value(at: inout Int) -> Value? {
        guard at < end else { return nil }
        let byte = bytes[at]
        if byte == UInt8(ascii: "\"") {
            guard let text = plainString(at: &at) else { return nil }
            return .string(text)
        }
        if let whole = smallWhole(at: &at) { return .number(whole) }
        guard byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")),
              let (number, after) = try? JSONNumber.read(bytes, at: at), after <= end else { return nil }
        at = after
        return .number(number)
    }

    /// A whole number of at most 15 digits without sign or leading zero, the most common
    /// data value, read here without the call to `JSONNumber.read` (~4 M of the worker's
    /// ~410 M instructions per 100,000 generated rows): the same Double (its value is
    /// below 2^53, so exact either way). nil, `at` unmoved, for anything else
    /// (a sign, fraction or exponent, more digits, the end of the rows), which
    /// `JSONNumber.read` reads or refuses.
    @inline(__always)
    private func smallWhole(at: inout Int) -> Double? {
        let first = bytes[at] &- UInt8(ascii: "0")
        guard first < 10 else { return nil }
        var cursor = at + 1, whole = UInt64(first)
        if first > 0 {
            while cursor < end && cursor - at < 15 {
                let digit = bytes[cursor] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                whole = whole &* 10 &+ UInt64(digit)
                cursor += 1
            }
        }
        guard cursor < end else { return nil }
        switch bytes[cursor] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
        default:
            at = cursor
            return Double(whole)
        }
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
            let valueStart = index
            guard let value = value(at: &index) else { return false }
            valueRanges.append(valueStart..<index)
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
        return plainString(at: &index)
    }

    /// `plainString()` at `at`, without skipping whitespace; `at` moves past it only if read.
    private func plainString(at: inout Int) -> Range<Int>? {
        guard at < end, bytes[at] == UInt8(ascii: "\"") else { return nil }
        let start = at + 1
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
                at = cursor + 1
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
