#if canImport(Glibc)
import Glibc
#endif

// Byte-level helpers shared by the JSON and expression parsers.

extension UnsafeBufferPointer<UInt8> {
    /// The length of the well-formed UTF-8 sequence that starts at `index`, or nil.
    ///
    /// Strict (Unicode table 3-7): no overlong forms, no surrogates, nothing above
    /// U+10FFFF, so bytes that pass can go to `String(decoding:)` without any being
    /// replaced by U+FFFD.
    func utf8SequenceLength(at index: Int) -> Int? {
        let lead = self[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= count else { return nil }
        let second = self[index + 1]
        guard second >= low && second <= high else { return nil }
        for offset in 2..<length where self[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// 1-based line and column of `offset`. The column counts Unicode scalars (UTF-8
    /// lead bytes), which is what an editor shows. Only called for errors, so a scan
    /// from the start is fine.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        let end = Swift.min(offset, count)
        var index = 0
        while index < end {
            let byte = self[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// How a character at `index` reads in an error message: `'x'`, or the byte's hex
    /// value when it is not printable or not well-formed UTF-8.
    func quotedCharacter(at index: Int) -> String {
        let byte = self[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80, let length = utf8SequenceLength(at: index) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: self[index..<index + length]), as: UTF8.self)
            return "'\(text)'"
        }
        return "byte 0x" + hexByte(byte)
    }
}

func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
}

extension UnsafeBufferPointer<UInt8> {
    /// Where the JSON value that starts at `start` ends, found from its brackets and
    /// string quotes alone (nothing else is checked), or nil if it does not end before
    /// `limit`. For skipping a value the careful parser then reads, or need not read: a
    /// table's rows are skipped this way before `RowScanner` reads them, and the
    /// coordinator finds row boundaries with it to cut a table into slices.
    public func endOfValue(at start: Int, limit: Int) -> Int? {
        guard start < limit else { return nil }
        switch self[start] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return endOfContainer(at: start, limit: limit)
        case UInt8(ascii: "\""):
            return endOfString(from: start + 1, limit: limit).map { $0 + 1 }
        default:
            var index = start
            while index < limit {
                switch self[index] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\n"),
                     UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    return index
                default:
                    index += 1
                }
            }
            return index
        }
    }

    /// Just past the `]` of a document that ends `]}]}` (whitespace allowed between):
    /// where the rows of its last table end, if they are that table's last member.
    func endOfLastRows() -> Int? {
        var index = count
        for expected in [UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "]")] {
            index -= 1
            while index >= 0, self[index] == UInt8(ascii: " ") || self[index] == UInt8(ascii: "\n")
                || self[index] == UInt8(ascii: "\r") || self[index] == UInt8(ascii: "\t") {
                index -= 1
            }
            guard index >= 0, self[index] == expected else { return nil }
        }
        return index + 1
    }

    /// Where `"rows"` first occurs in `range`, if it does: its `w` found by `memchr`
    /// (a rare letter in tables' data), then the rest compared.
    func firstRowsKey(in range: Range<Int>) -> Int? {
        guard let base = baseAddress else { return nil }
        let key: StaticString = #""rows""#
        // The `w` is the fourth of six bytes.
        var from = range.lowerBound + 3
        while from < range.upperBound - 2, let found = memchr(base + from, Int32(UInt8(ascii: "w")), range.upperBound - 2 - from) {
            let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) - 3
            if memcmp(base + start, key.utf8Start, key.utf8CodeUnitCount) == 0 { return start }
            from = start + 4
        }
        return nil
    }

    /// Just past the bracket that closes the one at `start`.
    ///
    /// A table's rows are skipped this way before they are read (all but those of a
    /// document's last table, most often), so this runs over most bytes of input: 64 bytes at a time as bit masks, one bit a byte (the idea of
    /// simdjson's first stage, in SWAR). A prefix XOR of the quotes' mask marks the bytes
    /// inside strings, whose brackets do not count; the depth then moves by counts of
    /// the other brackets, and only closing brackets are looked at one by one, to see
    /// whether the depth reaches zero at one. A block holding a backslash, and the last
    /// bytes, are read one at a time (escapes are rare in layout data).
    private func endOfContainer(at start: Int, limit: Int) -> Int? {
        guard let base = baseAddress else { return nil }
        var scan = ContainerScan()
        var index = start
        while index + 64 <= limit {
            let block = BracketBlock(base + index)
            if block.backslashes || scan.strings.escaped {
                if let end = scan.byteByByte(base, from: index, to: index + 64) { return end }
            } else if let offset = scan.block(block) {
                return index + offset + 1
            }
            index += 64
        }
        return scan.byteByByte(base, from: index, to: limit)
    }

    /// The closing quote of the string whose contents start at `start`.
    private func endOfString(from start: Int, limit: Int) -> Int? {
        var index = start
        while let found = nextQuoteOrBackslash(from: index, limit: limit) {
            if self[found] == UInt8(ascii: "\"") { return found }
            index = found + 2
        }
        return nil
    }

    /// The first offset from `index` below `limit` whose byte is a quote or a backslash,
    /// eight bytes at a time (`SWAR`).
    private func nextQuoteOrBackslash(from index: Int, limit: Int) -> Int? {
        var index = index
        guard let base = baseAddress else { return nil }
        while index + 8 <= limit {
            let word = SWAR.word(base + index)
            let found = SWAR.bytes(in: word, equalTo: UInt8(ascii: "\"")) | SWAR.bytes(in: word, equalTo: UInt8(ascii: "\\"))
            if found != 0 { return index + SWAR.first(found) }
            index += 8
        }
        while index < limit {
            if self[index] == UInt8(ascii: "\"") || self[index] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }
}

/// Where `endOfContainer` stands between blocks.
private struct ContainerScan {
    /// Brackets open, the container's own included.
    var depth = 0
    var strings = StringState()

    /// Just past the closing bracket if it is in `base[from..<to]`, read a byte at a time.
    mutating func byteByByte(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        for index in from..<to {
            let byte = base[index]
            if strings.takes(byte) { continue }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
        }
        return nil
    }

    /// The offset of the closing bracket if it is in `block`, which has no backslash.
    mutating func block(_ block: BracketBlock) -> Int? {
        let inside = SWAR.insideStrings(block.quotes, inString: &strings.inString)
        let opens = block.opens & ~inside
        let closes = block.closes & ~inside
        var remaining = closes
        var closed = 0
        while remaining != 0 {
            let lowest = remaining & (0 &- remaining)
            closed += 1
            if depth + (opens & (lowest &- 1)).nonzeroBitCount == closed { return lowest.trailingZeroBitCount }
            remaining &= remaining &- 1
        }
        depth += opens.nonzeroBitCount - closed
        return nil
    }
}

/// Where a JSON scan read a byte at a time stands in strings, whose bytes (quotes
/// included) are not structure. Kept between reads, and between the byte-at-a-time and
/// the 64-byte paths, which share `inString` (`SWAR.insideStrings`).
struct StringState {
    var inString = false
    /// The last byte was a backslash inside a string.
    var escaped = false

    /// Takes `byte`; true if it belongs to a string, so the caller skips it.
    @inline(__always)
    mutating func takes(_ byte: UInt8) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return true
        }
        inString = byte == UInt8(ascii: "\"")
        return inString
    }
}

/// 64 bytes as masks, bit i for byte i: quotes, `{` and `[`, `}` and `]`, commas when
/// asked (`ElementBoundaryScan` needs them; skipping a container does not, and inlined
/// with `findingCommas` false the compiler drops their test); and whether any byte is a
/// backslash.
struct BracketBlock {
    var quotes: UInt64 = 0
    var opens: UInt64 = 0
    var closes: UInt64 = 0
    var commas: UInt64 = 0
    var backslashes = false

    @inline(__always)
    init(_ pointer: UnsafePointer<UInt8>, findingCommas: Bool = false) {
        for word in 0..<8 {
            let bytes = SWAR.word(pointer + 8 * word)
            // `{` and `[` differ only in bit 0x20, as do `}` and `]`.
            let lowered = bytes | SWAR.splat(0x20)
            quotes |= SWAR.bits(SWAR.exactly(bytes, UInt8(ascii: "\""))) << (8 * word)
            opens |= SWAR.bits(SWAR.exactly(lowered, UInt8(ascii: "{"))) << (8 * word)
            closes |= SWAR.bits(SWAR.exactly(lowered, UInt8(ascii: "}"))) << (8 * word)
            if findingCommas { commas |= SWAR.bits(SWAR.exactly(bytes, UInt8(ascii: ","))) << (8 * word) }
            backslashes = backslashes || SWAR.exactly(bytes, UInt8(ascii: "\\")) != 0
        }
    }
}

/// Eight bytes at a time in one UInt64 ("SIMD within a register"). Each test sets the
/// top bit of every byte that passes it — the lowest such byte exactly, bytes above it
/// possibly falsely (a borrow runs upwards), so callers use only the first (`first`).
enum SWAR {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    static func word(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// Bytes equal to `byte`: those that `word ^ splat(byte)` makes zero.
    @inline(__always)
    static func bytes(in word: UInt64, equalTo byte: UInt8) -> UInt64 {
        bytes(in: word ^ (ones &* UInt64(byte)), below: 1)
    }

    /// Bytes below `bound` (at most 0x80): subtracting it borrows out of exactly those.
    @inline(__always)
    static func bytes(in word: UInt64, below bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & highs
    }

    /// Bytes of 0x80 and above: not ASCII.
    @inline(__always)
    static func nonASCII(_ word: UInt64) -> UInt64 { word & highs }

    @inline(__always)
    static func splat(_ byte: UInt8) -> UInt64 { ones &* UInt64(byte) }

    /// Bytes equal to `byte`, exactly: no false marks above a true one, unlike `bytes`.
    @inline(__always)
    static func exactly(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let zeroed = word ^ splat(byte)
        return ~(((zeroed & lows) &+ lows) | zeroed | lows)
    }

    /// A mark of each byte as one bit, byte i's as bit i: the multiply moves each byte's
    /// top bit into the top byte, in order, without carries.
    @inline(__always)
    static func bits(_ marks: UInt64) -> UInt64 { ((marks >> 7) &* 0x0102_0408_1020_4080) >> 56 }

    /// The offset of the first byte a test marked.
    @inline(__always)
    static func first(_ marks: UInt64) -> Int { marks.trailingZeroBitCount / 8 }
}
