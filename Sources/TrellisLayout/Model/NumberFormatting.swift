/// Numbers in output (format.md §1): the shortest decimal that reads back as the same
/// Double — Swift's `description` — with whole numbers written without `.0`.
///
/// Decisions the format leaves open (recorded in docs/format.md):
/// - `-0` prints as `0`: a layout has no use for the sign of zero, and `-0` would make
///   equal results differ byte for byte.
/// - Whole numbers up to 2^53 print all their digits (`123`, `1000000000000000`). Above
///   it, where Doubles stop being consecutive integers, they keep Swift's exponent
///   form (`9.007199254740994e+15`, `1e+21`): valid JSON, shortest, no `.0` to drop.
/// - Non-finite values have no JSON spelling; callers must not pass them.
public func formatNumber(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// The most bytes `writeNumber` writes: `-2.2250738585072014e-308`.
public let maxNumberLength = 24

/// `formatNumber` appended to `bytes`: records write millions of numbers, so whole
/// ones go straight in as digits, without a String.
public func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxNumberLength) { buffer in
        bytes.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress!, count: writeNumber(value, to: buffer.baseAddress!)))
    }
}

/// `formatNumber` written at `out`, which has room for `maxNumberLength` bytes; returns
/// how many it wrote. Writers of long lists of numbers write them in place with it.
public func writeNumber(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if value == 0 {
        out[0] = UInt8(ascii: "0")
        return 1
    }
    let sign = value < 0 ? 1 : 0
    if value < 0 { out[0] = UInt8(ascii: "-") }
    // Whole numbers are the bulk of layout output; printing them as integers skips the
    // shortest-digits search.
    if value == value.rounded(.towardZero) && abs(value) < 9.007_199_254_740_992e15 {
        return sign + writeDecimal(UInt64(abs(value)), fractionDigits: 0, to: out + sign)
    }
    if let count = writeShortestFraction(abs(value), to: out + sign) { return sign + count }
    // Swift's shortest round-trip digits for the rest; a String of up to 15 bytes is
    // stored inline, so most of these allocate nothing either.
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text.withUTF8 { utf8 in
        out.update(from: utf8.baseAddress!, count: utf8.count)
        return utf8.count
    }
}
