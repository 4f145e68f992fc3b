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
    if value == 0 { return "0" }
    // Whole numbers are the bulk of layout output; printing them as Int skips the
    // shortest-digits search.
    if value == value.rounded(.towardZero) && abs(value) < 9.007_199_254_740_992e15 {
        return String(Int64(value))
    }
    let text = value.description
    if text.hasSuffix(".0") { return String(text.dropLast(2)) }
    return text
}
