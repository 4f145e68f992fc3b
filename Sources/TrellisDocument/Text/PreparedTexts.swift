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

    /// By a hash of the text's bytes and its font's name (`key`): an integer key is looked
    /// up without copying or reference counting a `String` and a font, which a key holding
    /// them cost (~10 % of a text feed's time), and the bytes hash without the Unicode
    /// normalization that hashing a `String` does. The entry found is checked against the
    /// text and font it was cut from; a text that shares its key (a 64-bit hash collision,
    /// or one text in two weights of a family) replaces it.
    private var cut: [Int: Entry] = [:]
    private var bytes = 0
    let capacity = 4096
    let byteCapacity = 16 << 20

    func entry(for text: String, font: FontDescriptor, measurer: TextMeasurer) -> Entry? {
        let key = Self.key(text, font)
        if let known = cut[key], known.prepared.isCut(from: text, font: font) { return known }
        guard let prepared = try? measurer.prepare(text, font: font) else { return nil }
        if cut.count >= capacity || bytes > byteCapacity {
            cut.removeAll(keepingCapacity: true)
            bytes = 0
        }
        cut[key] = Entry(prepared)
        bytes += text.utf8.count
        return cut[key]
    }

    private static func key(_ text: String, _ font: FontDescriptor) -> Int {
        var hasher = Hasher()
        combine(text, into: &hasher)
        switch font {
        case .family(let name, _): combine(name, into: &hasher)
        case .file(let path): combine(path, into: &hasher)
        }
        return hasher.finalize()
    }

    /// A string's UTF-8 bytes, read in place (a native string's are contiguous).
    private static func combine(_ string: String, into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        if string.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
