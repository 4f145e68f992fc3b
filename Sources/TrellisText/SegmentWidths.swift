extension TextMeasurer {
    /// The width in ems of `bytes[start..<end]` and of its content `bytes[start..<contentEnd]`:
    /// summed from the chain's ASCII tables (`ascii`, in units of `upem`) when they apply,
    /// else from the word cache, shaping on a miss.
    func segmentWidth(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ contentEnd: Int, _ end: Int, chain: FontChain,
        ascii: SimpleAdvances?, upem: Double
    ) -> WordCache.Width {
        let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let units = ascii?.width(of: segment, contentEnd: contentEnd - start) {
            return WordCache.Width(total: Double(units.total) / upem, content: Double(units.content) / upem)
        }
        return words.width(chain: chain.id, bytes: segment) {
            shapedWidth(segment, contentEnd: contentEnd - start, chain: chain)
        }
    }

    /// HarfBuzz's width of a segment, shaped run by run in the fonts of the chain.
    func shapedWidth(_ segment: UnsafeBufferPointer<UInt8>, contentEnd: Int, chain: FontChain) -> WordCache.Width {
        var width = WordCache.Width(total: 0, content: 0)
        forEachRun(segment, chain: chain) { runStart, runEnd, face in
            var total: Int32 = 0
            var content: Int32 = 0
            shaper.shape(segment.baseAddress! + runStart, count: runEnd - runStart, face: face) { cluster, x in
                total &+= x
                if runStart + cluster < contentEnd { content &+= x }
            }
            width.total += Double(total) / face.unitsPerEm
            width.content += Double(content) / face.unitsPerEm
        }
        return width
    }

    /// Each byte's share of the segment's width in ems: a glyph's advance counts at the
    /// first byte of the characters it draws.
    func byteAdvances(_ segment: UnsafeBufferPointer<UInt8>, chain: FontChain) -> [Double] {
        if let units = chain.ascii?.advances(of: segment) {
            let upem = chain.primary.unitsPerEm
            return units.map { Double($0) / upem }
        }
        return shapedByteAdvances(segment, chain: chain)
    }

    /// `byteAdvances` from HarfBuzz alone.
    func shapedByteAdvances(_ segment: UnsafeBufferPointer<UInt8>, chain: FontChain) -> [Double] {
        var advances = [Double](repeating: 0, count: segment.count)
        forEachRun(segment, chain: chain) { runStart, runEnd, face in
            var units = [Int32](repeating: 0, count: runEnd - runStart)
            shaper.shape(segment.baseAddress! + runStart, count: runEnd - runStart, face: face) { cluster, x in
                units[cluster] &+= x
            }
            for i in units.indices { advances[runStart + i] = Double(units[i]) / face.unitsPerEm }
        }
        return advances
    }

    /// Splits a segment into runs of one face: each character in the first face of the
    /// chain that has it, except those that keep the face before them.
    private func forEachRun(_ segment: UnsafeBufferPointer<UInt8>, chain: FontChain, _ run: (Int, Int, Face) -> Void) {
        var runStart = 0
        var runFace = -1
        var i = 0
        while i < segment.count {
            let scalar = UTF8Bytes.scalar(segment, at: i)
            let face = runFace >= 0 && Self.keepsFace(scalar) ? runFace : chain.faceIndex(for: scalar)
            if face != runFace {
                if runFace >= 0 { run(runStart, i, chain.face(at: runFace)) }
                runStart = i
                runFace = face
            }
            i += UTF8Bytes.length(lead: segment[i])
        }
        if runFace >= 0 { run(runStart, segment.count, chain.face(at: runFace)) }
    }

    /// Characters that never choose a font of their own, as Pango itemizes: spaces,
    /// controls and format characters (a space after Chinese text is the Chinese font's
    /// space), and marks and variation selectors, which belong to the character before.
    private static func keepsFace(_ scalar: UInt32) -> Bool {
        if scalar <= 0x20 || (0x7F...0xA0).contains(scalar) { return true }
        guard scalar >= 0x300, let unicode = Unicode.Scalar(scalar) else { return false }
        switch unicode.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .spaceSeparator, .lineSeparator,
            .paragraphSeparator:
            return true
        default: return unicode.properties.isVariationSelector
        }
    }

    /// The grapheme clusters of a segment's content with the width of each prefix, for
    /// breaking a word longer than a line between characters.
    func graphemeWidths(_ prepared: PreparedText, segment index: Int, chain: FontChain) -> GraphemeWidths {
        let start = prepared.start(ofSegment: index)
        let contentEnd = prepared.contentEnds[index]
        let shapedEnd = prepared.utf8.withUnsafeBufferPointer {
            TrailingSpace.trim($0, start, prepared.ends[index], TrailingSpace.isLineBreak)
        }
        let advances = prepared.utf8.withUnsafeBufferPointer {
            byteAdvances(UnsafeBufferPointer(rebasing: $0[start..<shapedEnd]), chain: chain)
        }
        let content = String(decoding: prepared.utf8[start..<contentEnd], as: UTF8.self)
        var widths = GraphemeWidths(boundaries: [start], widths: [0])
        var offset = 0
        var width = 0.0
        for character in content {
            let length = character.utf8.count
            for k in offset..<offset + length { width += advances[k] }
            offset += length
            widths.boundaries.append(start + offset)
            widths.widths.append(width)
        }
        return widths
    }
}

/// A segment's grapheme boundaries (byte offsets) and the width in ems from its start to each.
struct GraphemeWidths {
    var boundaries: [Int]
    var widths: [Double]
}
