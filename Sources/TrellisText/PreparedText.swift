import Glibc

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

    /// Whether this is `text` cut in `font`: its bytes compared in place with memcmp
    /// (a native string's are contiguous; `elementsEqual` walks both one byte at a time).
    public func isCut(from text: String, font: FontDescriptor) -> Bool {
        guard text.utf8.count == utf8.count else { return false }
        let same = text.utf8.withContiguousStorageIfAvailable { text in
            utf8.withUnsafeBufferPointer { own in
                own.isEmpty || memcmp(own.baseAddress!, text.baseAddress!, own.count) == 0
            }
        }
        return (same ?? utf8.elementsEqual(text.utf8)) && descriptor == font
    }
}
