import Foundation
import Testing
import TrellisText

/// Every bad input gets an error or a warning that says what was wrong, never a crash.
@Suite struct BadInputTests {
    let measurer = TextMeasurer()

    @Test func unknownFamilyWarnsAndFallsBack() throws {
        let resolution = try measurer.resolve(.family("Helvetica Neue Nonexistent"))
        #expect(resolution.warning == .unknownFamily("Helvetica Neue Nonexistent", fallback: "DejaVu Sans"))
        #expect(resolution.family == "DejaVu Sans")
        #expect(resolution.warning?.description == "unknown font family 'Helvetica Neue Nonexistent'; using 'DejaVu Sans'")
        let fallback = try measurer.measure("Hello", font: Font(.family("Helvetica Neue Nonexistent"), size: 17))
        #expect(fallback == (try measurer.measure("Hello", font: Font(size: 17))))
        #expect(try measurer.resolve(.family("dejavu sans")).warning == nil)
    }

    @Test func fontFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-text-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.ttf")
        try Data("just some text, not a font\n".utf8).write(to: text)
        let real = try measurer.resolve(.system).path
        let truncated = folder.appendingPathComponent("truncated.ttf")
        try Data(contentsOf: URL(fileURLWithPath: real)).prefix(400).write(to: truncated)
        let missing = folder.appendingPathComponent("missing.ttf").path

        #expect(throws: TextError.notAFont(path: text.path)) { try measurer.resolve(.file(path: text.path)) }
        #expect(throws: TextError.notAFont(path: truncated.path)) { try measurer.resolve(.file(path: truncated.path)) }
        #expect(throws: TextError.notAFont(path: folder.path)) { try measurer.resolve(.file(path: folder.path)) }
        // A pipe is refused unopened: opening it would wait for a writer.
        let pipe = folder.appendingPathComponent("pipe.ttf").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: TextError.notAFont(path: pipe)) { try measurer.resolve(.file(path: pipe)) }
        #expect(throws: TextError.fileNotFound(path: missing)) {
            try measurer.measure("x", font: Font(.file(path: missing), size: 17))
        }
        #expect(TextError.notAFont(path: "a.ttf").description.contains("'a.ttf' is not a font file"))
        // A font by path falls back as a family does: Chinese from WenQuanYi Micro Hei.
        let dejaVuBold = try measurer.resolve(.family("DejaVu Sans", weight: .bold)).path
        #expect(try measurer.measure("粗体", font: Font(.file(path: dejaVuBold), size: 17)).lines[0].width == 34)
        // A real font by path measures as the same font found by family.
        #expect(try measurer.measure("Hello", font: Font(.file(path: real), size: 17))
            == measurer.measure("Hello", font: Font(size: 17)))
    }

    @Test func sizesThatAreNotSizes() {
        for size in [0, -3, .nan, .infinity] {
            let error = #expect(throws: TextError.self) { try measurer.measure("x", font: Font(size: size)) }
            guard case .invalidPointSize(let reported) = error else {
                Issue.record("\(size): \(String(describing: error))")
                continue
            }
            #expect(reported.isNaN ? size.isNaN : reported == size)
        }
        #expect(throws: TextError.invalidScale(0)) { try measurer.measure("x", font: Font(size: 17), scale: 0) }
        #expect(throws: TextError.invalidParagraphStyle(lineSpacing: .infinity, lineHeightMultiple: 0)) {
            try measurer.measure("x", font: Font(size: 17), paragraph: ParagraphStyle(lineSpacing: .infinity))
        }
        #expect(throws: TextError.invalidParagraphStyle(lineSpacing: 0, lineHeightMultiple: -1)) {
            try measurer.measure("x", font: Font(size: 17), paragraph: ParagraphStyle(lineHeightMultiple: -1))
        }
        #expect(throws: TextError.invalidScale(-.infinity)) { try measurer.measure("x", font: Font(size: 17), scale: -.infinity) }
    }

    @Test func widthsThatAreNotWidths() throws {
        // No room at all: one grapheme cluster a line, as UILabel draws in a zero-width frame.
        let zero = try measurer.measure("ab cd", font: Font(size: 17), width: 0)
        #expect(zero.lineCount == 4)
        #expect(try measurer.measure("ab cd", font: Font(size: 17), width: -5) == zero)
        let unconstrained = try measurer.measure("ab cd", font: Font(size: 17))
        #expect(try measurer.measure("ab cd", font: Font(size: 17), width: .nan) == unconstrained)
        #expect(try measurer.measure("ab cd", font: Font(size: 17), width: .infinity) == unconstrained)
        #expect(try measurer.measure("ab cd", font: Font(size: 17), lines: -2) == unconstrained)
    }

    /// A megabyte: as words, as one word with no break opportunity, as Chinese, at
    /// widths that make many lines; each line count is checked against arithmetic.
    @Test func aMegabyteOfText() throws {
        let font = Font(size: 17)
        let a = try measurer.measure("a", font: font).lines[0].width
        let oneWord = String(repeating: "a", count: 1 << 20)
        let perLine = Int((200 / a).rounded(.down))
        let word = try measurer.measure(oneWord, font: font, width: 200)
        #expect(word.lineCount == ((1 << 20) + perLine - 1) / perLine)
        #expect(word.lines.allSatisfy { $0.range.count == perLine || $0 == word.lines.last })

        let chinese = String(repeating: "中", count: (1 << 20) / 3)
        let han = try measurer.measure(chinese, font: font, width: 170)
        #expect(han.lineCount == ((1 << 20) / 3 + 9) / 10)

        let words = String(repeating: "word ", count: (1 << 20) / 5)
        let wordWidth = try measurer.measure("word", font: font).lines[0].width
        let space = try measurer.measure("word word", font: font).lines[0].width - 2 * wordWidth
        let perWideLine = Int(((300 - wordWidth) / (wordWidth + space)).rounded(.down)) + 1
        let lines = try measurer.measure(words, font: font, width: 300)
        #expect(lines.lineCount == ((1 << 20) / 5 + perWideLine - 1) / perWideLine)
        #expect(try measurer.measure(words, font: font, lines: 3).lineCount == 1)
    }

    /// Every fifth scalar of Unicode, in lines of 200, measured at a narrow width.
    @Test func anyCharacter() throws {
        let scalars = stride(from: 0, to: 0x110000, by: 5).compactMap(Unicode.Scalar.init)
        for start in stride(from: 0, to: scalars.count, by: 200) {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<min(start + 200, scalars.count)])
            let layout = try measurer.measure(text, font: Font(size: 17), width: 90)
            #expect(layout.lineCount >= 1)
            #expect(layout.lines.allSatisfy { $0.range.upperBound <= text.utf8.count })
        }
    }

    @Test func lineLimit() throws {
        let text = "one two three four five six seven eight nine ten"
        let all = try measurer.measure(text, font: Font(size: 17), width: 80)
        let two = try measurer.measure(text, font: Font(size: 17), width: 80, lines: 2)
        #expect(all.lineCount > 2)
        #expect(!all.isTruncated)
        #expect(two.lines == Array(all.lines.prefix(2)))
        #expect(two.isTruncated)
        #expect(two.height == (2 * all.lineHeight).rounded(.up))
        let exact = try measurer.measure(text, font: Font(size: 17), width: 80, lines: all.lineCount)
        #expect(!exact.isTruncated)
        #expect(exact == all)
    }
}
