import Glibc
import TrellisLayout
import TrellisText

/// Texts cut and shaped, kept for the width loop and for the documents after this one:
/// the loop measures a wrapping text once without a width and again at each width the
/// layout gives it, and a feed's texts repeat across rows and tables. Cutting (UAX #14
/// and shaping) is most of measuring, and breaking prepared text at another width costs
/// little. One per solving thread, as its `TextMeasurer`; not thread-safe.
///
/// Bounded: past `capacity` texts or `byteCapacity` bytes of them it starts again.
final class PreparedTexts {
    /// By the text's bytes, which are what is measured: hashing them skips the Unicode
    /// normalization that hashing a `String` does (about 6 % of a text feed's time).
    struct Key: Hashable {
        var text: String
        var font: FontDescriptor

        /// Compared as bytes in place: `elementsEqual` over the UTF-8 views walks them one
        /// byte at a time, generically (about 14 % of a text feed's time), and `withUTF8`
        /// needs a mutable copy of each string, which a native string's contiguous storage
        /// does not.
        static func == (a: Key, b: Key) -> Bool {
            guard a.text.utf8.count == b.text.utf8.count else { return false }
            let same = a.text.utf8.withContiguousStorageIfAvailable { a in
                b.text.utf8.withContiguousStorageIfAvailable { b in
                    a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
                }
            }
            return (same.flatMap { $0 } ?? a.text.utf8.elementsEqual(b.text.utf8)) && a.font == b.font
        }

        /// The font is left out: hashing its family name normalizes a `String` every
        /// lookup, and one text in several fonts is rare (equality still tells them apart).
        func hash(into hasher: inout Hasher) {
            if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
                var text = text
                text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            }
        }
    }

    /// Everything besides the cut text that a measured size depends on.
    struct Measure: Equatable {
        var width: Double?
        var lines: Int
        var pointSize: Double
        var paragraph: ParagraphStyle
        var scale: Double
    }

    /// A text cut and the sizes it was last measured at: a feed's tables come in a few
    /// widths, and a body that repeats across them would lose a single remembered size
    /// to each other width (breaking it into lines again was ~10 % of a text feed's time).
    final class Entry {
        let prepared: PreparedText
        /// At most `sizesKept`, the oldest replaced first.
        private var sizes: [(measure: Measure, size: Size)] = []
        private var oldest = 0
        static let sizesKept = 8

        init(_ prepared: PreparedText) {
            self.prepared = prepared
        }

        func size(at measure: Measure) -> Size? {
            for known in sizes where known.measure == measure { return known.size }
            return nil
        }

        func remember(_ size: Size, at measure: Measure) {
            if sizes.count < Self.sizesKept {
                sizes.append((measure, size))
            } else {
                sizes[oldest] = (measure, size)
                oldest = (oldest + 1) % Self.sizesKept
            }
        }
    }

    private var cut: [Key: Entry] = [:]
    private var bytes = 0
    let capacity = 4096
    let byteCapacity = 16 << 20

    func entry(for text: String, font: FontDescriptor, measurer: TextMeasurer) -> Entry? {
        let key = Key(text: text, font: font)
        if let known = cut[key] { return known }
        guard let prepared = try? measurer.prepare(text, font: font) else { return nil }
        if cut.count >= capacity || bytes > byteCapacity {
            cut.removeAll(keepingCapacity: true)
            bytes = 0
        }
        let entry = Entry(prepared)
        cut[key] = entry
        bytes += text.utf8.count
        return entry
    }
}
