import CUnibreak

/// Measures text as `UILabel` lays it out: shaped with HarfBuzz in the fonts fontconfig
/// finds, broken into lines by UAX #14 (libunibreak), words longer than a line broken
/// between characters (`byWordWrapping`).
///
/// Text arrives as Swift strings, so always as well-formed UTF-8: ill-formed bytes and
/// lone surrogates are the parsers' errors, reported where they stand in the input.
///
/// Threads: a measurer is not shared. Each thread that measures makes its own (a worker
/// keeps one for its life); it holds FreeType's library, HarfBuzz's buffer and the word
/// cache, none of which may be used from two threads at once, and needs no lock on the
/// hot path. Results do not depend on the measurer or on what it cached: every measurer
/// gives the same bytes for the same input.
public final class TextMeasurer {
    private let faces = FaceStore()
    let shaper = Shaper()
    var words: WordCache
    /// By descriptor, at most `maxChains`: documents can name fonts without end (a path
    /// spelled anew each time), and a measurer lives across documents.
    private(set) var chains: [FontDescriptor: Result<FontChain, TextError>] = [:]
    static let maxChains = 1024
    /// Chains made so far, which numbers the next: ids never repeat, so the word cache
    /// cannot take a new chain's words for those of one dropped.
    private var chainsMade = 0
    private var opportunities = LineBreakOpportunities()

    /// `wordCacheCapacity`: words per generation of the cache (memory stays under twice
    /// that many entries; each is a few dozen bytes).
    public init(wordCacheCapacity: Int = 1 << 16) {
        words = WordCache(capacity: max(1, wordCacheCapacity))
    }

    /// The font a descriptor measures with, and a warning if it is not the one asked for.
    public func resolve(_ descriptor: FontDescriptor) throws(TextError) -> FontResolution {
        let chain = try self.chain(for: descriptor)
        return FontResolution(
            family: chain.primary.familyName, path: chain.primary.path, warning: chain.warning)
    }

    /// Measures `text` in `font`: lines at most `width` points wide (nil: only line breaks
    /// in the text end lines), at most `lines` of them (0: no limit), the size rounded up
    /// to whole pixels of `scale` pixels per point.
    public func measure(
        _ text: String, font: Font, paragraph: ParagraphStyle = .natural, width: Double? = nil, lines: Int = 0,
        scale: Double = 1
    ) throws(TextError) -> TextLayout {
        let prepared = try prepare(text, font: font.descriptor)
        return try layout(prepared, pointSize: font.pointSize, paragraph: paragraph, width: width, lines: lines, scale: scale)
    }

    /// Cuts `text` into segments and shapes them; `layout` then breaks it at any width.
    public func prepare(_ text: String, font descriptor: FontDescriptor) throws(TextError) -> PreparedText {
        let chain = try self.chain(for: descriptor)
        var text = text
        return text.withUTF8 { bytes in prepare(bytes, chain: chain, descriptor: descriptor) }
    }

    func chain(for descriptor: FontDescriptor) throws(TextError) -> FontChain {
        if let known = chains[descriptor] { return try known.get() }
        if chains.count >= Self.maxChains { chains.removeAll(keepingCapacity: true) }
        let result: Result<FontChain, TextError>
        do throws(TextError) {
            result = .success(try FontChain(id: chainsMade, descriptor: descriptor, store: faces))
        } catch {
            result = .failure(error)
        }
        chainsMade += 1
        chains[descriptor] = result
        return try result.get()
    }

    private func prepare(_ bytes: UnsafeBufferPointer<UInt8>, chain: FontChain, descriptor: FontDescriptor) -> PreparedText {
        let n = bytes.count
        let primary = chain.primary
        var prepared = PreparedText(
            utf8: Array(bytes), descriptor: descriptor, ascender: primary.ascender, descender: primary.descender,
            lineGap: primary.lineGap)
        guard n > 0 else { return prepared }
        let expectedSegments = n / 4 + 1
        prepared.ends.reserveCapacity(expectedSegments)
        prepared.contentEnds.reserveCapacity(expectedSegments)
        prepared.prefix.reserveCapacity(expectedSegments + 1)
        prepared.trailing.reserveCapacity(expectedSegments)
        opportunities.find(in: bytes)
        let ascii = chain.ascii
        let upem = primary.unitsPerEm
        var start = 0
        var width = 0.0
        for i in 0..<n {
            let opportunity = opportunities[i]
            guard opportunity == LINEBREAK_MUSTBREAK || opportunity == LINEBREAK_ALLOWBREAK else { continue }
            let end = i + 1
            let shapedEnd = TrailingSpace.trim(bytes, start, end, TrailingSpace.isLineBreak)
            let contentEnd = TrailingSpace.trim(bytes, start, shapedEnd, TrailingSpace.isHanging)
            let segment = segmentWidth(bytes, start, contentEnd, shapedEnd, chain: chain, ascii: ascii, upem: upem)
            width += segment.total
            prepared.ends.append(end)
            prepared.contentEnds.append(contentEnd)
            prepared.prefix.append(width)
            prepared.trailing.append(segment.total - segment.content)
            if opportunity == LINEBREAK_MUSTBREAK && (shapedEnd < end || end == n) {
                prepared.paragraphEnds.append(prepared.ends.count)
            }
            if end == n { prepared.endsWithBreak = shapedEnd < end }
            start = end
        }
        return prepared
    }

    /// Breaks prepared text into lines at `pointSize`.
    public func layout(
        _ prepared: PreparedText, pointSize: Double, paragraph: ParagraphStyle = .natural, width: Double? = nil,
        lines limit: Int = 0, scale: Double = 1
    ) throws(TextError) -> TextLayout {
        guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard paragraph.lineSpacing.isFinite, paragraph.lineHeightMultiple.isFinite, paragraph.lineHeightMultiple >= 0
        else {
            throw .invalidParagraphStyle(lineSpacing: paragraph.lineSpacing, lineHeightMultiple: paragraph.lineHeightMultiple)
        }
        let chain = try self.chain(for: prepared.descriptor)
        let widthInEms = width.flatMap { $0.isNaN || $0 == .infinity ? nil : max(0, $0) / pointSize }
        var filler = LineFiller(prepared: prepared, width: widthInEms, limit: max(0, limit))
        filler.fill { segment in graphemeWidths(prepared, segment: segment, chain: chain) }

        let natural = (prepared.ascender - prepared.descender + prepared.lineGap) * pointSize
        let multiple = paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1
        let lineHeight = natural * multiple
        let count = Double(filler.lines.count)
        let height = max(0, count * lineHeight + (count - 1) * paragraph.lineSpacing)
        let widest = filler.lines.reduce(0) { max($0, $1.width) } * pointSize
        return TextLayout(
            lines: filler.lines.map { TextLayout.Line(range: $0.range, width: $0.width * pointSize) },
            width: Self.ceilToPixel(widest, scale: scale), height: Self.ceilToPixel(height, scale: scale),
            lineHeight: lineHeight, lineSpacing: paragraph.lineSpacing,
            firstBaseline: lineHeight - natural + prepared.ascender * pointSize, isTruncated: filler.isTruncated)
    }

    /// Rounds up to whole pixels, forgiving the last bits of floating-point sums so that
    /// a width of exactly 17 px does not become 18.
    static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        let pixels = (value * scale - 1e-7).rounded(.up)
        return pixels > 0 ? pixels / scale : 0
    }
}

/// What a font descriptor resolved to.
public struct FontResolution: Hashable, Sendable {
    /// The family name of the font file used.
    public let family: String
    public let path: String
    /// Set when the family asked for is unknown and the default stands in.
    public let warning: FontWarning?
}
