import TrellisLayout

/// Reads one JSON number from UTF-8 bytes: the grammar of RFC 8259 and a correctly
/// rounded Double. Both parsers use it — the careful `JSONParser` and the table-row
/// fast path (`RowScanner`) — so a number reads to the same bits either way.
enum JSONNumber {
    /// Why the bytes at an offset are not a number a Double can hold.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    /// The number that starts at `start` (a '-' or a digit) and the offset just past it.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(Failure) -> (value: Double, end: Int) {
        if let plain = readPlain(bytes, at: start) { return plain }
        return try readAny(bytes, at: start)
    }

    /// The numbers tables hold most, `-`, digits and maybe a fraction, at most 19 digits
    /// in all, read in one tight loop; nil for anything else (an exponent, a leading
    /// zero before a digit, more digits), which `readAny` reads. The same bits as
    /// `readAny`: its mantissa is these digits' value and its exponent minus the
    /// fraction's length, so both take Clinger's fast path with the same operands.
    @inline(__always)
    private static func readPlain(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (value: Double, end: Int)? {
        let negative = bytes[start] == UInt8(ascii: "-")
        var cursor = negative ? start + 1 : start
        let first = cursor
        var mantissa: UInt64 = 0
        var point = -1
        while cursor < bytes.count {
            let digit = bytes[cursor] &- UInt8(ascii: "0")
            if digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
            } else if bytes[cursor] == UInt8(ascii: ".") && point < 0 && cursor > first {
                point = cursor
            } else {
                break
            }
            cursor += 1
        }
        let digits = cursor - first - (point < 0 ? 0 : 1)
        let fraction = point < 0 ? 0 : cursor - point - 1
        guard digits >= 1, digits <= 19, mantissa <= 1 << 53, point < 0 || fraction >= 1,
              bytes[first] != UInt8(ascii: "0") || digits == 1 || point == first + 1 else { return nil }
        if cursor < bytes.count && (bytes[cursor] | 0x20) == UInt8(ascii: "e") { return nil }
        let magnitude = fraction == 0 ? Double(mantissa) : Double(mantissa) / exactPowersOfTen[fraction]
        return (negative ? -magnitude : magnitude, cursor)
    }

    /// Any number: the whole grammar, and the standard library for what Clinger's fast
    /// path cannot round.
    private static func readAny(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(Failure) -> (value: Double, end: Int) {
        var cursor = start
        let negative = bytes[cursor] == UInt8(ascii: "-")
        if negative { cursor += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0

        @inline(__always) func isDigit(_ at: Int) -> Bool {
            at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
        }
        @inline(__always) func accumulate(_ digit: UInt8) {
            if mantissa == 0 && digit == 0 { return }
            significantDigits += 1
            if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        }

        guard isDigit(cursor) else { throw Failure(message: "expected a digit after '-'", offset: cursor) }
        if bytes[cursor] == UInt8(ascii: "0") {
            cursor += 1
            if isDigit(cursor) { throw Failure(message: "leading zeros are not allowed", offset: start) }
        } else {
            while isDigit(cursor) {
                accumulate(bytes[cursor] - UInt8(ascii: "0"))
                // Integer digits past the 19 kept ones still scale the value.
                if significantDigits > 19 { exponent += 1 }
                cursor += 1
            }
        }
        if cursor < bytes.count && bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            guard isDigit(cursor) else { throw Failure(message: "expected a digit after '.'", offset: cursor) }
            while isDigit(cursor) {
                let before = significantDigits
                accumulate(bytes[cursor] - UInt8(ascii: "0"))
                if significantDigits <= 19 && (significantDigits > before || mantissa == 0) { exponent -= 1 }
                cursor += 1
            }
        }
        if cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E")) {
            cursor += 1
            var exponentNegative = false
            if cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-")) {
                exponentNegative = bytes[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            guard isDigit(cursor) else { throw Failure(message: "expected a digit in the exponent", offset: cursor) }
            var written = 0
            while isDigit(cursor) {
                // Clamped: anything this large is out of range (or zero) anyway.
                if written < 100_000 { written = written * 10 + Int(bytes[cursor] - UInt8(ascii: "0")) }
                cursor += 1
            }
            exponent += exponentNegative ? -written : written
        }

        let value: Double
        // With a mantissa below 2^53 and |exponent| ≤ 22, one multiplication or division
        // by an exact power of ten is correctly rounded (Clinger's fast path), which
        // covers nearly every number in a document without building a String.
        if significantDigits <= 19 && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            // Whole numbers, most of a table's data, need no power of ten.
            let magnitude = exponent == 0 ? Double(mantissa) : exponent < 0
                ? Double(mantissa) / exactPowersOfTen[-exponent]
                : Double(mantissa) * exactPowersOfTen[exponent]
            value = negative ? -magnitude : magnitude
        } else {
            // The grammar is checked above; the standard library rounds the rest correctly.
            guard let parsed = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)) else {
                throw Failure(message: "invalid number", offset: start)
            }
            value = parsed
        }
        guard value.isFinite else { throw Failure(message: "number is out of range of a Double", offset: start) }
        return (value, cursor)
    }
}
