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

/// `formatNumber` appended to `bytes`: records write millions of numbers, so whole
/// ones go straight in as digits, without a String.
public func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    if value == 0 {
        bytes.append(UInt8(ascii: "0"))
        return
    }
    // Whole numbers are the bulk of layout output; printing them as integers skips the
    // shortest-digits search.
    if value == value.rounded(.towardZero) && abs(value) < 9.007_199_254_740_992e15 {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDecimal(UInt64(abs(value)), fractionDigits: 0, to: &bytes)
        return
    }
    if appendShortestFraction(value, to: &bytes) { return }
    // Swift's shortest round-trip digits for the rest; a String of up to 15 bytes is
    // stored inline, so most of these allocate nothing either.
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    text.withUTF8 { bytes.append(contentsOf: $0) }
}
