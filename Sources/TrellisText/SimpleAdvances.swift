/// The fast path for printable ASCII (U+0020–U+007E): a word's shaped width as the sum of
/// its glyphs' advances plus a kerning adjustment per neighbouring pair, each read from
/// tables HarfBuzz fills (95 advances when the face opens, 95 × 95 pairs as they occur).
///
/// That sum is HarfBuzz's own result whenever shaping is pairwise: no ligature and no
/// contextual positioning. A pair that shapes to other than two glyphs, or that moves the
/// second glyph's advance, is marked unsafe and words containing it take the shaper; and
/// the face keeps no table at all when the tables miss HarfBuzz on a sample of text.
/// `SimpleAdvancesTests` checks the sums against HarfBuzz word by word. Skipping the
/// shaper and the word cache's hashing for most Latin words is what makes a cache miss
/// cheap (the word cache still serves every other script).
///
/// A pair is shaped the first time a word holds it, alone as it always was, so the tables
/// hold the same values whatever the text: shaping all 9,025 up front cost ~110 M
/// instructions per face, a tenth of a short run, where a feed's words hold a few hundred
/// pairs. One face's tables belong to its measurer's thread, as the face does.
final class SimpleAdvances {
    static let first: UInt8 = 0x20
    static let count = 95

    private unowned let face: Face
    private let shaper: Shaper
    private let advance: [Int32]
    /// Kerning of (left, right), added to the left glyph's advance as HarfBuzz does;
    /// `unsafe` for a pair the tables cannot reproduce, `unshaped` until first asked.
    /// Raw memory: a class's array would be checked for exclusive access at every read.
    private let pair: UnsafeMutablePointer<Int32>
    private static let unsafe = Int32.min
    private static let unshaped = Int32.min + 1

    init?(face: Face, shaper: Shaper) {
        let n = Self.count
        var advance = [Int32](repeating: 0, count: n)
        for c in 0..<n {
            var bytes = [Self.first + UInt8(c)]
            var glyphs: [Int32] = []
            shaper.shape(&bytes, count: 1, face: face) { _, x in glyphs.append(x) }
            guard glyphs.count == 1 else { return nil }
            advance[c] = glyphs[0]
        }
        self.face = face
        self.shaper = shaper
        self.advance = advance
        pair = .allocate(capacity: n * n)
        pair.initialize(repeating: Self.unshaped, count: n * n)
        for sample in Self.samples {
            var bytes = Array(sample.utf8)
            var shaped: Int32 = 0
            shaper.shape(&bytes, count: bytes.count, face: face) { _, x in shaped += x }
            // A sample with an unsafe pair is the shaper's; any other must come out the same.
            let sum = bytes.withUnsafeBufferPointer { width(of: $0, contentEnd: $0.count) }
            if let sum, sum.total != shaped { return nil }
        }
    }

    deinit { pair.deallocate() }

    /// The kerning of printable ASCII `a` then `b` (offsets from `first`), shaped on first use.
    private func pairKerning(_ a: Int, _ b: Int) -> Int32 {
        let known = pair[a * Self.count + b]
        if known != Self.unshaped { return known }
        var bytes = [Self.first + UInt8(a), Self.first + UInt8(b)]
        var glyphs: [(cluster: Int, x: Int32)] = []
        shaper.shape(&bytes, count: 2, face: face) { glyphs.append(($0, $1)) }
        let shaped = glyphs.count == 2 && glyphs[0].cluster == 0 && glyphs[1].cluster == 1 && glyphs[1].x == advance[b]
            ? glyphs[0].x - advance[a] : Self.unsafe
        pair[a * Self.count + b] = shaped
        return shaped
    }

    /// The width in font units of all the bytes and of the first `contentEnd`, or nil when
    /// a byte is not printable ASCII or a pair is unsafe.
    func width(of bytes: UnsafeBufferPointer<UInt8>, contentEnd: Int) -> (total: Int32, content: Int32)? {
        var total: Int32 = 0
        var content: Int32 = 0
        var previous = -1
        for i in 0..<bytes.count {
            let c = Int(bytes[i]) - Int(Self.first)
            guard c >= 0, c < Self.count else { return nil }
            if previous >= 0 {
                let kerning = pairKerning(previous, c)
                guard kerning != Self.unsafe else { return nil }
                total &+= kerning
                if i - 1 < contentEnd { content &+= kerning }
            }
            total &+= advance[c]
            if i < contentEnd { content &+= advance[c] }
            previous = c
        }
        return (total, content)
    }

    /// Each byte's advance in font units, its kerning with the next included, as HarfBuzz
    /// reports per cluster; nil where `width` is nil.
    func advances(of bytes: UnsafeBufferPointer<UInt8>) -> [Int32]? {
        var result = [Int32](repeating: 0, count: bytes.count)
        for i in 0..<bytes.count {
            let c = Int(bytes[i]) - Int(Self.first)
            guard c >= 0, c < Self.count else { return nil }
            result[i] = advance[c]
            if i > 0 {
                let kerning = pairKerning(Int(bytes[i - 1]) - Int(Self.first), c)
                guard kerning != Self.unsafe else { return nil }
                result[i - 1] &+= kerning
            }
        }
        return result
    }

    /// Text whose shaping the pair tables must reproduce before the face may use them:
    /// capitals that kern, runs that could form ligatures, digits, punctuation and a URL.
    private static let samples = [
        "The quick brown fox jumps over the lazy dog.", "AVATAR WAVE Typography LTAVYJ",
        "office affluent fjord waffle flight", "1234567890 ($3.14) 50% #tag @user",
        "https://example.com/a-b_c?d=e&f=g", "\"Quoted,\" 'single'; {x}: [y] <z> ~!^*+=|\\`",
    ]
}
