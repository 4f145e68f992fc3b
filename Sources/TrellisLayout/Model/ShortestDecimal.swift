/// The shortest decimal that reads back as a Double, for the numbers layouts print most
/// — fractions such as 88.33333333333333 — computed exactly with 128-bit integers
/// instead of through a String (records print millions of them).
///
/// A Double v = m × 2^-s reads back from any decimal strictly inside the halfway points
/// to its neighbours, (4m − 2 or 4m − 1) × 2^-(s+2) and (4m + 2) × 2^-(s+2). For k = 1,
/// 2, … fractional digits, the integers D in that interval scaled by 10^k are exact:
/// m < 2^53 and 10^k < 2^57 keep every product below 2^113. The first k with such a D
/// gives the fewest digits; of its Ds, the one nearest v. That is what Swift's
/// `description` prints; `NumberFormattingTests` checks the two agree.
///
/// Returns false, for `description` to decide, outside 0.001 ≤ |v| < 2^52, for whole
/// numbers, past 17 fractional digits, and when a bound of the interval or v itself
/// falls exactly on a candidate's rounding boundary.
func appendShortestFraction(_ value: Double, to bytes: inout [UInt8]) -> Bool {
    let magnitude = abs(value)
    guard magnitude >= 0.001, magnitude < 0x1p52, magnitude != magnitude.rounded(.towardZero) else { return false }
    // magnitude = m × 2^-s, with 1 ≤ s ≤ 62 in this range (normal numbers only).
    let m = UInt128(magnitude.significandBitPattern | (1 << 52))
    let shift = 52 - Int(magnitude.exponent) + 2
    let mask = (UInt128(1) << shift) - 1
    let half = UInt128(1) << (shift - 1)
    // Just below a power of two the gap to the next Double down is half as wide.
    let lowNumerator = m == 1 << 52 ? 4 * m - 1 : 4 * m - 2
    var power: UInt128 = 1
    for digits in 1...17 {
        power *= 10
        let low = lowNumerator * power, high = (4 * m + 2) * power, center = 4 * m * power
        // A bound that is itself a candidate depends on rounding ties: not decided here.
        guard low & mask != 0, high & mask != 0 else { return false }
        let first = (low >> shift) + 1, last = high >> shift
        guard first <= last else { continue }
        // v exactly between two candidates: the choice is `description`'s. Otherwise
        // v rounded, or the candidate nearest it, is the one nearest v.
        guard center & mask != half else { return false }
        let rounded = (center >> shift) + (center & mask > half ? 1 : 0)
        let nearest = min(max(rounded, first), last)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDecimal(UInt64(nearest), fractionDigits: digits, to: &bytes)
        return true
    }
    return false
}

/// `number` / 10^`fractionDigits` in decimal: the whole part (at least "0"), a point and
/// exactly `fractionDigits` digits.
private func appendDecimal(_ number: UInt64, fractionDigits: Int, to bytes: inout [UInt8]) {
    let start = bytes.count
    var rest = number
    for _ in 0..<fractionDigits {
        bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
    }
    bytes.append(UInt8(ascii: "."))
    repeat {
        bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
    } while rest != 0
    bytes[start...].reverse()
}
