/// A text cut at its line-break opportunities (UAX #14) into segments, a word and the
/// spaces after it, or one CJK ideograph, each with its shaped width. Breaking it into
/// lines at any width then needs only these prefix sums (`TextMeasurer.layout`); widths
/// are in ems, so every point size shares them too.
public struct PreparedText: Sendable {
    let utf8: [UInt8]
    let descriptor: FontDescriptor
    /// Segment i is the bytes from `ends[i - 1]` (0 for the first) to `ends[i]`; its
    /// content, without trailing white space and line breaks, ends at `contentEnds[i]`.
    var ends: [Int] = []
    var contentEnds: [Int] = []
    /// `prefix[i]`: the width of segments 0..<i, trailing white space included.
    var prefix: [Double] = [0]
    /// The width of each segment's trailing white space, which may hang past a line's end.
    var trailing: [Double] = []
    /// The segment after each paragraph: a mandatory break (a line feed, U+2029, …)
    /// ends a paragraph, and so does the end of the text.
    var paragraphEnds: [Int] = []
    /// A text that ends in a line break has an empty last line.
    var endsWithBreak = false
    /// The primary font's vertical metrics, in ems.
    let ascender: Double
    let descender: Double
    let lineGap: Double

    var segmentCount: Int { ends.count }

    func start(ofSegment index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }
}

/// Characters that end a segment without taking space on a line.
enum TrailingSpace {
    /// Mandatory line breaks (UAX #14 classes BK, CR, LF, NL).
    static func isLineBreak(_ scalar: UInt32) -> Bool {
        (0x0A...0x0D).contains(scalar) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// White space that hangs at a line's end: tab and the space separators, except the
    /// no-break ones (U+00A0, U+2007, U+202F), which glue words together.
    static func isHanging(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The end of `bytes[start..<end]` once trailing scalars that pass `test` are dropped.
    static func trim(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ test: (UInt32) -> Bool) -> Int {
        var end = end
        while end > start {
            var lead = end - 1
            while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard test(decode(bytes, at: lead)) else { break }
            end = lead
        }
        return end
    }

    /// The scalar whose (valid) UTF-8 starts at `i`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32 {
        let lead = UInt32(bytes[i])
        switch lead {
        case ..<0x80: return lead
        case ..<0xE0: return (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        case ..<0xF0: return (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F)
        }
    }
}
