/// Numbers in output (FORMAT §1): the shortest decimal that reads back as the same
/// Double — Swift's `description` — with whole numbers written without `.0`.
///
/// Decisions where FORMAT is silent:
/// - `-0` prints as `0`: a layout has no use for the sign of zero, and `-0` would make
///   equal results differ byte for byte.
/// - Whole numbers of magnitude 1e16 and more keep Swift's exponent form (`1e+16`,
///   `1.5e+300`); it is valid JSON, shortest, and has no `.0` to drop. Below 1e16,
///   `description` prints every digit, so `123.0` becomes `123`.
/// - Non-finite values have no JSON spelling; callers must not pass them.
public func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    // Small integers are the bulk of layout output; printing them as Int skips the
    // shortest-digits search.
    if value == value.rounded(.towardZero) && abs(value) < 9.007_199_254_740_992e15 {
        return String(Int64(value))
    }
    let text = value.description
    if text.hasSuffix(".0") { return String(text.dropLast(2)) }
    return text
}
