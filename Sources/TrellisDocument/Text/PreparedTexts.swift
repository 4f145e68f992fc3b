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
    /// normalization that hashing a `String` does (`mix`). The entry found is checked against the
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
        let entry = Entry(prepared)
        cut[key] = entry
        bytes += text.utf8.count
        return entry
    }

    private static func key(_ text: String, _ font: FontDescriptor) -> Int {
        switch font {
        case .family(let name, _): Int(truncatingIfNeeded: mix(text, seed: mix(name, seed: 0)))
        case .file(let path): Int(truncatingIfNeeded: mix(text, seed: mix(path, seed: 1)))
        }
    }

    /// FxHash's mixing (rustc's), eight bytes a step, over a string's UTF-8 read in place:
    /// a few cycles per word where `Hasher`'s SipHash was ~7 % of a text feed's
    /// instructions. A weak hash is enough here: the dictionary hashes the result again,
    /// a key is one entry (colliding texts replace each other, never chain), and every
    /// hit is checked against its bytes.
    private static func mix(_ string: String, seed: UInt64) -> UInt64 {
        let mixed = string.utf8.withContiguousStorageIfAvailable { bytes in
            var hash = seed
            func add(_ word: UInt64) { hash = ((hash << 5 | hash >> 59) ^ word) &* 0x517c_c1b7_2722_0a95 }
            let raw = UnsafeRawBufferPointer(bytes)
            var i = 0
            while i + 8 <= raw.count {
                add(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            var tail = UInt64(raw.count)
            while i < raw.count {
                tail = tail << 8 | UInt64(raw[i])
                i += 1
            }
            add(tail)
            return hash
        }
        if let mixed { return mixed }
        var hasher = Hasher()
        hasher.combine(seed)
        for byte in string.utf8 { hasher.combine(byte) }
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }
}
