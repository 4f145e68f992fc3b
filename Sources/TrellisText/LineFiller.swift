/// Fills lines greedily, as UILabel's word wrapping does: each line takes as many whole
/// segments as fit in the width (trailing white space may hang past it); a segment too
/// wide for a line of its own is broken between grapheme clusters, its rest starting the
/// next line. Widths are in ems.
///
/// The width of segments a..<b, less the last one's trailing white space, is
/// `prefix[b] − trailing[b − 1] − prefix[a]`, which never decreases as b grows; so the
/// end of each line is found by binary search, O(lines × log segments) for any width.
struct LineFiller {
    struct Line {
        var range: Range<Int>
        var width: Double
    }

    let prepared: PreparedText
    let width: Double?
    let limit: Int
    private(set) var lines: [Line] = []
    private(set) var isTruncated = false

    /// Widths that differ by less than this are equal: sums of advances in another order.
    private static let tolerance = 1e-9

    init(prepared: PreparedText, width: Double?, limit: Int) {
        self.prepared = prepared
        self.width = width
        self.limit = limit
    }

    mutating func fill(graphemes: (Int) -> GraphemeWidths) {
        let p = prepared
        guard p.segmentCount > 0 else {
            lines = [Line(range: 0..<0, width: 0)]
            return
        }
        var first = 0
        for paragraphEnd in p.paragraphEnds {
            guard fillParagraph(first..<paragraphEnd, graphemes: graphemes) else { return }
            first = paragraphEnd
        }
        if p.endsWithBreak {
            guard roomForAnotherLine() else { return }
            lines.append(Line(range: p.utf8.count..<p.utf8.count, width: 0))
        }
    }

    /// False when the line limit was reached with text left over.
    private mutating func fillParagraph(_ segments: Range<Int>, graphemes: (Int) -> GraphemeWidths) -> Bool {
        let p = prepared
        var a = segments.lowerBound
        var consumed = 0.0  // width of segment a already placed on earlier lines
        var lineStart = p.start(ofSegment: a)
        var broken: (segment: Int, widths: GraphemeWidths, placed: Int)?  // `placed` clusters are on earlier lines
        while a < segments.upperBound {
            guard roomForAnotherLine() else { return false }
            let start = p.prefix[a] + consumed
            func lineWidth(_ b: Int) -> Double { p.prefix[b] - p.trailing[b - 1] - start }
            guard let width, lineWidth(a + 1) > width + Self.tolerance else {
                let b = width.map { width in lastFitting(after: a, in: segments, start: start, width: width) }
                    ?? segments.upperBound
                if b == a + 1, consumed > 0, lineStart >= p.contentEnds[a] {
                    // Only the white space after a word broken to its last character is
                    // left: it hangs on that line, and the next segment starts a new one.
                    a += 1
                    consumed = 0
                    if a < segments.upperBound { lineStart = p.start(ofSegment: a) }
                    continue
                }
                lines.append(Line(range: lineStart..<p.contentEnds[b - 1], width: lineWidth(b)))
                a = b
                consumed = 0
                if a < segments.upperBound { lineStart = p.start(ofSegment: a) }
                continue
            }
            // Segment a is too wide even alone: as many grapheme clusters as fit, at least one.
            if broken?.segment != a { broken = (a, graphemes(a), 0) }
            let clusters = broken!.widths
            guard broken!.placed + 1 < clusters.widths.count else {
                // Rounding left nothing to break: the rest of the segment is its own line.
                lines.append(Line(range: lineStart..<p.contentEnds[a], width: lineWidth(a + 1)))
                a += 1
                consumed = 0
                if a < segments.upperBound { lineStart = p.start(ofSegment: a) }
                continue
            }
            var k = broken!.placed + 1
            while k + 1 < clusters.widths.count, clusters.widths[k + 1] - consumed <= width + Self.tolerance { k += 1 }
            lines.append(Line(range: lineStart..<clusters.boundaries[k], width: clusters.widths[k] - consumed))
            consumed = clusters.widths[k]
            lineStart = clusters.boundaries[k]
            broken!.placed = k
        }
        return true
    }

    /// The largest b in a+1…end with segments a..<b fitting in `width`; a+1 fits.
    private func lastFitting(after a: Int, in segments: Range<Int>, start: Double, width: Double) -> Int {
        let p = prepared
        var low = a + 1  // fits
        var high = segments.upperBound + 1  // first that does not fit, or past the end
        while high - low > 1 {
            let middle = (low + high) / 2
            if p.prefix[middle] - p.trailing[middle - 1] - start <= width + Self.tolerance { low = middle } else { high = middle }
        }
        return low
    }

    private mutating func roomForAnotherLine() -> Bool {
        guard limit > 0, lines.count >= limit else { return true }
        isTruncated = true
        return false
    }
}
