import Testing
@testable import TrellisDocument
@testable import TrellisLayout

@Suite("Number formatting")
struct NumberFormattingTests {
    @Test(arguments: [
        (3.0, "3"), (-0.0, "0"), (0.0, "0"), (3.5, "3.5"), (-2.5, "-2.5"), (0.1 + 0.2, "0.30000000000000004"),
        (88.33333333333333, "88.33333333333333"), (123456789.0, "123456789"), (-40.0, "-40"),
        (1e15, "1000000000000000"), (9007199254740992.0, "9007199254740992"), (9007199254740994.0, "9.007199254740994e+15"),
        (1e16, "1e+16"), (1e21, "1e+21"), (1.5e300, "1.5e+300"), (1e-7, "1e-07"), (0.0001, "0.0001"),
        (Double.leastNonzeroMagnitude, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ])
    func formats(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    @Test func shortestTextReadsBackExactly() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let text = formatNumber(value)
            #expect(Double(text) == (value == 0 ? 0 : value), "\(value) printed as \(text)")
            #expect(try JSONParser.parse(text) == .number(value == 0 ? 0 : value), "\(text) does not parse back")
        }
    }

    /// `writeDecimal` (eight digits at a time) against the decimal text of the integer
    /// with the point put in by hand: every digit count, every fraction length it is
    /// asked for, leading zeros after the point, and the ends of UInt64.
    @Test func decimalsAsIntegerText() {
        var random = SplitMix64(seed: 11)
        var numbers: [UInt64] = [0, 1, 9, 10, 99, 100, 9_999, 10_000, 99_999_999, 100_000_000, 1 << 53, UInt64.max, UInt64.max - 1]
        for digits in 1...20 {
            for _ in 0..<200 { numbers.append(random.next() % (digits == 20 ? UInt64.max : powersOfTen(digits))) }
        }
        for number in numbers {
            for fractionDigits in 0...20 {
                var text = String(number)
                if fractionDigits > 0 {
                    if text.count <= fractionDigits { text = String(repeating: "0", count: fractionDigits + 1 - text.count) + text }
                    text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
                }
                let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
                    String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: writeDecimal(number, fractionDigits: fractionDigits, to: buffer.baseAddress!)), as: UTF8.self)
                }
                #expect(written == text, "\(number) with \(fractionDigits) fraction digits")
            }
        }
    }

    private func powersOfTen(_ exponent: Int) -> UInt64 {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }

    /// `appendNumber` writes whole numbers itself: the same bytes as `description`
    /// without its `.0`, which records were written with before.
    @Test func wholeNumbersAsDescription() {
        var random = SplitMix64(seed: 7)
        for round in 0..<40_000 {
            let magnitude = [10.0, 1e6, 1e15, 9.007_199_254_740_992e15][round % 4]
            let value = (Double(random.next() % (1 << 53)) / 9.007_199_254_740_992e15 * magnitude).rounded() * (round % 3 == 0 ? -1 : 1)
            var expected = value == 0 ? "0" : value.description
            if expected.hasSuffix(".0") { expected.removeLast(2) }
            var bytes: [UInt8] = []
            appendNumber(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected)
        }
    }

    /// Whole numbers at each power of ten and next to it, where their digits' count changes
    /// (`writeDecimal` counts them first, from the bit length).
    @Test func wholeNumbersAtPowersOfTen() {
        var power: UInt64 = 1
        for _ in 0...15 {
            for whole in [power - 1, power, power + 1] {
                for value in [Double(whole), -Double(whole)] {
                    var expected = value == 0 ? "0" : value.description
                    if expected.hasSuffix(".0") { expected.removeLast(2) }
                    #expect(formatNumber(value) == expected)
                }
            }
            power *= 10
        }
    }

    /// `writeShortestFraction` computes the digits itself: the bytes `description`
    /// prints, for random Doubles and for values on layout's pixel grids and their sums.
    @Test func fractionsAsDescription() {
        var random = SplitMix64(seed: 11)
        var checked = 0
        var sum = 0.0
        for round in 0..<200_000 {
            let bits = random.next()
            let value: Double
            switch round % 4 {
            case 0: value = Double(bitPattern: (bits & ~(0x7FF << 52)) | (UInt64(1013 + bits % 60) << 52))  // 0.001 … 2^50
            case 1: value = Double(bits % 3_000_000) / [3, 2, 6, 7, 100, 1000][Int(bits >> 60) % 6]
            case 2: sum += Double(bits % 900 + 1) / 3; value = sum
            default: value = -Double(bits % 100_000_000) / 1024 - 0.1
            }
            var bytes = [UInt8](repeating: 0, count: maxNumberLength)
            guard let count = bytes.withUnsafeMutableBufferPointer({ writeShortestFraction(abs(value), to: $0.baseAddress!) }) else { continue }
            checked += 1
            #expect((value < 0 ? "-" : "") + String(decoding: bytes[..<count], as: UTF8.self) == value.description, "\(value)")
        }
        #expect(checked > 150_000)
    }

    @Test func writerEscapesStrings() {
        var out = JSONWriter()
        out.string("a\"b\\c\nd\u{1}é\u{7F}")
        #expect(String(decoding: out.bytes, as: UTF8.self) == #""a\"b\\c\nd\u0001é\#u{7F}""#)
    }
}
