import Testing
import TrellisText

/// Line heights and baselines against DejaVu Sans's horizontal header, read from the file.
@Suite struct MetricsTests {
    let measurer = TextMeasurer()
    let file = FontFile.dejaVuSans
    var natural: Double { Double(file.ascender - file.descender + file.lineGap) / Double(file.unitsPerEm) * 17 }
    var ascender: Double { Double(file.ascender) / Double(file.unitsPerEm) * 17 }

    @Test func oneLine() throws {
        let layout = try measurer.measure("Hello", font: Font(size: 17))
        #expect(layout.lineCount == 1)
        #expect(abs(layout.lineHeight - natural) < 1e-12)
        #expect(abs(layout.firstBaseline - ascender) < 1e-12)
        #expect(layout.lastBaseline == layout.firstBaseline)
        #expect(layout.height == natural.rounded(.up))
    }

    @Test func lastBaselineIsTheLastLines() throws {
        let layout = try measurer.measure("one two three four five six", font: Font(size: 17), width: 60)
        let lines = Double(layout.lineCount)
        #expect(lines > 1)
        #expect(abs(layout.lastBaseline - (ascender + (lines - 1) * natural)) < 1e-9)
        #expect(layout.height == (lines * natural).rounded(.up))
    }

    @Test func lineSpacingGoesBetweenLines() throws {
        let paragraph = ParagraphStyle(lineSpacing: 4)
        let layout = try measurer.measure("a\nb\nc", font: Font(size: 17), paragraph: paragraph)
        #expect(layout.lineCount == 3)
        #expect(abs(layout.lastBaseline - (ascender + 2 * (natural + 4))) < 1e-9)
        #expect(layout.height == (3 * natural + 2 * 4).rounded(.up))
    }

    @Test func lineHeightMultipleAddsHeightAboveTheGlyphs() throws {
        let paragraph = ParagraphStyle(lineHeightMultiple: 1.5)
        let layout = try measurer.measure("a\nb", font: Font(size: 17), paragraph: paragraph)
        #expect(abs(layout.lineHeight - 1.5 * natural) < 1e-9)
        #expect(abs(layout.firstBaseline - (0.5 * natural + ascender)) < 1e-9)
        #expect(abs(layout.lastBaseline - (1.5 * natural + 0.5 * natural + ascender)) < 1e-9)
        #expect(layout.height == (3 * natural).rounded(.up))
    }

    @Test func sizesRoundUpToPixelsOfTheScale() throws {
        let one = try measurer.measure("Hello", font: Font(size: 17), scale: 1)
        let three = try measurer.measure("Hello", font: Font(size: 17), scale: 3)
        let exact = one.lines[0].width
        #expect(one.width == exact.rounded(.up))
        #expect(three.width == (exact * 3).rounded(.up) / 3)
        #expect(three.height == (natural * 3).rounded(.up) / 3)
        #expect(three.width <= one.width)
    }

    @Test func emptyTextIsOneLineHighAndNoWidth() throws {
        let layout = try measurer.measure("", font: Font(size: 17))
        #expect(layout.lineCount == 1)
        #expect(layout.width == 0)
        #expect(layout.height == natural.rounded(.up))
        #expect(abs(layout.firstBaseline - ascender) < 1e-12)
    }

    @Test func lineBreaksInTheTextMakeLinesEvenWithoutWidth() throws {
        let layout = try measurer.measure("a\n\nb\n", font: Font(size: 17))
        #expect(layout.lines.map(\.range) == [0..<1, 2..<2, 3..<4, 5..<5])
        #expect(try measurer.measure("a\r\nb", font: Font(size: 17)).lines.map(\.range) == [0..<1, 3..<4])
        #expect(try measurer.measure("a\u{2029}b", font: Font(size: 17)).lineCount == 2)
    }
}
