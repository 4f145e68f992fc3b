/// The shortest decimal that reads back as a Double, for the numbers layouts print most
/// — fractions such as 44.5 and 88.33333333333333 — without going through a String
/// (records print millions of them). What Swift's `description` prints, digit for digit:
/// `NumberFormattingTests` checks the two agree.
///
/// With k fractional digits, the candidates are the integers D with D / 10^k inside v's
/// rounding interval, the points halfway to its neighbours; the fewest digits win.
/// - At 15 significant digits the interval is narrower than a quarter of 10^-k, so it
///   holds one candidate at most, and Double arithmetic tells it: D / 10^k == v exactly
///   when the decimal reads back as v (both are exact, the division correctly rounded).
///   Any shorter decimal is that candidate with trailing zeros, so one test answers for
///   every length up to 15, and dropping the zeros gives the shortest.
/// - Past 15, integers do it exactly: v = m × 2^-s with m < 2^53, and the interval's
///   bounds (4m ∓ 2) × 10^k / 2^(s+2) stay below 2^128. Of several candidates at the
///   first k that has any, the one nearest v is printed.
///
/// Writes the digits of `magnitude` (positive) at `out` and returns how many; nil, for
/// `description` to decide, outside 0.001 ≤ v < 2^52, for whole numbers, and in the rare
/// ties: a bound of the interval, or v, exactly on a candidate or halfway between two.
func writeShortestFraction(_ magnitude: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    guard magnitude >= 0.001, magnitude < 0x1p52, magnitude != magnitude.rounded(.towardZero) else { return nil }
    // 10^e ≤ magnitude < 10^(e+1), e from -3 to 15: from 2^x ≤ magnitude < 2^(x+1), e is
    // ⌊x·log10 2⌋ or one more. 15 significant digits leave 14 − e after the point.
    var e = Int((Double(binaryExponent(magnitude)) * 0.301_029_995_663_981_2).rounded(.down))
    if magnitude >= (e + 1 >= 0 ? exactPowersOfTen[e + 1] : 1 / exactPowersOfTen[-(e + 1)]) { e += 1 }
    var digits = 14 - e
    if digits >= 1 {
        // The candidate D, if any, is the product rounded: D / 10^k reads back as v only
        // within half an ulp of v, so v × 10^k is within 2^-53 × 10^15 < 0.12 of D, and
        // rounding the product (below 2^50) moves it at most 1/16 more.
        let candidate = (magnitude * exactPowersOfTen[digits]).rounded()
        if candidate / exactPowersOfTen[digits] == magnitude {
            var shortest = UInt64(candidate)
            while shortest % 10 == 0 {
                shortest /= 10
                digits -= 1
            }
            return writeDecimal(shortest, fractionDigits: digits, to: out)
        }
    }
    guard let (candidate, digits) = exactShortest(magnitude, from: max(1, digits + 1)) else { return nil }
    return writeDecimal(candidate, fractionDigits: digits, to: out)
}

// The tables are literals: a global computed at first use is behind a `swift_once`
// call at every use, about 1 % of a one-worker run here.

/// 10^0 … 10^19, every power of ten a UInt64 holds.
private let powersOfTen64: [UInt64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
    100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
    10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
]

/// 10^0 … 10^22, each exactly a Double (JSONNumber reads numbers with them too).
package let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
    1e21, 1e22,
]

/// ⌊log2 v⌋ of a normal `v` (every magnitude here is one), from its bits: `exponent`
/// is a call into the standard library.
@inline(__always)
private func binaryExponent(_ value: Double) -> Int {
    Int(value.exponentBitPattern) - 1023
}

/// The shortest candidate with at least `digits` fractional digits (see above), in
/// 128-bit integers; nil in a tie.
private func exactShortest(_ magnitude: Double, from digits: Int) -> (UInt64, Int)? {
    // magnitude = m × 2^-s, 1 ≤ s ≤ 62 in this range; the bounds are over 2^(s+2).
    let m = UInt128(magnitude.significandBitPattern | (1 << 52))
    let shift = 52 - binaryExponent(magnitude) + 2
    let mask = (UInt128(1) << shift) - 1
    let half = UInt128(1) << (shift - 1)
    // Just above a power of two the gap to the next Double down is half as wide.
    let lowGap: UInt128 = m == 1 << 52 ? 1 : 2
    var power = digits < 20 ? UInt128(powersOfTen64[digits]) : UInt128(powersOfTen64[19]) * 10
    for digits in digits...20 {
        // One multiplication, and no overflow checks: everything stays below 2^128.
        let center = (m &* power) << 2
        let low = center &- lowGap &* power, high = center &+ 2 &* power
        power = power &* 10
        guard low & mask != 0, high & mask != 0 else { return nil }
        let first = (low >> shift) + 1, last = high >> shift
        guard first <= last else { continue }
        guard center & mask != half else { return nil }
        let rounded = (center >> shift) + (center & mask > half ? 1 : 0)
        return (UInt64(min(max(rounded, first), last)), digits)
    }
    return nil
}

/// `number` / 10^`fractionDigits` in decimal, written at `out`: the whole part (at least
/// "0"), then, if `fractionDigits` > 0, a point and exactly that many digits. Returns
/// the length. All twenty-four places of `number` (zero-padded) are made first, eight at
/// a time (`eightDigits`), and the digits copied from their end.
func writeDecimal(_ number: UInt64, fractionDigits: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let digits = max(decimalDigits(number), fractionDigits + 1)
    let low = number % 100_000_000, rest = number / 100_000_000
    // number < 2^64, so the top eight places hold less than 1845.
    var places = (eightDigits(UInt32(rest / 100_000_000)), eightDigits(UInt32(rest % 100_000_000)), eightDigits(UInt32(low)))
    return withUnsafeBytes(of: &places) { places in
        let first = places.baseAddress!.assumingMemoryBound(to: UInt8.self) + 24 - digits
        let whole = digits - fractionDigits
        out.update(from: first, count: whole)
        guard fractionDigits > 0 else { return whole }
        out[whole] = UInt8(ascii: ".")
        (out + whole + 1).update(from: first + whole, count: fractionDigits)
        return digits + 1
    }
}

/// The eight decimal digits of `value` (below 10^8, zero-padded), as ASCII bytes in
/// memory order, computed in all places at once (SWAR): `value` is split into two 4-digit
/// halves in 32-bit lanes, each of those into two 2-digit quarters in 16-bit lanes, and
/// those into digits in bytes. A quotient is a multiplication and a shift — ⌊x / 100⌋ =
/// (x × 10486) >> 20 for x < 10^4 and ⌊x / 10⌋ = (x × 103) >> 10 for x < 100 — and no
/// lane's product reaches the next lane. Little-endian: the first digit in the low byte.
@inline(__always)
private func eightDigits(_ value: UInt32) -> UInt64 {
    var lanes = UInt64(value / 10_000) | UInt64(value % 10_000) << 32
    let hundreds = (lanes &* 10486) >> 20 & 0x0000_007F_0000_007F
    lanes = hundreds | (lanes &- hundreds &* 100) << 16
    let tens = (lanes &* 103) >> 10 & 0x000F_000F_000F_000F
    lanes = tens | (lanes &- tens &* 10) << 8
    return (lanes | 0x3030_3030_3030_3030).littleEndian
}

/// How many decimal digits `number` has (1 for 0). From its bit length: 1233 / 4096 is
/// just above log10 2, so the estimate is the count or one less, and one comparison with
/// a power of ten tells which.
private func decimalDigits(_ number: UInt64) -> Int {
    let estimate = ((64 - number.leadingZeroBitCount) * 1233) >> 12
    return number >= powersOfTen64[estimate] ? estimate + 1 : max(estimate, 1)
}
