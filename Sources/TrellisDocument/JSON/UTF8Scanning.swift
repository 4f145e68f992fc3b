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

    /// Just past the bracket that closes the one at `start`.
    private func endOfContainer(at start: Int, limit: Int) -> Int? {
        var depth = 0
        var index = start
        while let found = nextByte(from: index, limit: limit, matching: .bracketsAndQuote) {
            switch self[found] {
            case UInt8(ascii: "\""):
                guard let close = endOfString(from: found + 1, limit: limit) else { return nil }
                index = close + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index = found + 1
            default:
                depth -= 1
                if depth == 0 { return found + 1 }
                index = found + 1
            }
        }
        return nil
    }

    /// The closing quote of the string whose contents start at `start`.
    private func endOfString(from start: Int, limit: Int) -> Int? {
        var index = start
        while let found = nextByte(from: index, limit: limit, matching: .quoteAndBackslash) {
            if self[found] == UInt8(ascii: "\"") { return found }
            index = found + 2
        }
        return nil
    }

    /// The first offset from `index` below `limit` whose byte is one of `specials`, eight
    /// bytes at a time (`SWAR`).
    @inline(__always)
    private func nextByte(from index: Int, limit: Int, matching specials: Specials) -> Int? {
        var index = index
        guard let base = baseAddress else { return nil }
        while index + 8 <= limit {
            let word = SWAR.word(base + index)
            let found = specials == .quoteAndBackslash
                ? SWAR.bytes(in: word, equalTo: UInt8(ascii: "\"")) | SWAR.bytes(in: word, equalTo: UInt8(ascii: "\\"))
                : SWAR.bytes(in: word, equalTo: UInt8(ascii: "\"")) | SWAR.bytes(in: word, equalTo: UInt8(ascii: "["))
                    | SWAR.bytes(in: word, equalTo: UInt8(ascii: "]")) | SWAR.bytes(in: word, equalTo: UInt8(ascii: "{"))
                    | SWAR.bytes(in: word, equalTo: UInt8(ascii: "}"))
            if found != 0 { return index + SWAR.first(found) }
            index += 8
        }
        while index < limit {
            switch (specials, self[index]) {
            case (_, UInt8(ascii: "\"")), (.quoteAndBackslash, UInt8(ascii: "\\")),
                 (.bracketsAndQuote, UInt8(ascii: "[")), (.bracketsAndQuote, UInt8(ascii: "]")),
                 (.bracketsAndQuote, UInt8(ascii: "{")), (.bracketsAndQuote, UInt8(ascii: "}")):
                return index
            default:
                index += 1
            }
        }
        return nil
    }

    private enum Specials { case bracketsAndQuote, quoteAndBackslash }

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

    /// The offset of the first byte a test marked.
    @inline(__always)
    static func first(_ marks: UInt64) -> Int { marks.trailingZeroBitCount / 8 }
}
