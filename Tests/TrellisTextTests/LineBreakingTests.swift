import Foundation
import Testing
@testable import TrellisText

/// UAX #14 as UILabel's word wrapping applies it, checked on every line of the corpora
/// at every width of the Pango test.
@Suite struct LineBreakingTests {
    let measurer = TextMeasurer()
    let font = Font(size: 17)

    static func texts(_ corpus: String) throws -> [String] {
        try String(contentsOf: PangoReference.corpus.appendingPathComponent("\(corpus).txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    static let closing = Set("，。、；：？！）》」』】〕”’,.;:?!)]}")
    static let opening = Set("（《「『【〔“‘([{")

    @Test func noLineStartsWithClosingOrEndsWithOpeningPunctuation() throws {
        var lines = 0
        for text in try Self.texts("chinese") + Self.texts("english") {
            let bytes = Array(text.utf8)
            let prepared = try measurer.prepare(text, font: font.descriptor)
            // A word wider than the line is broken anywhere: only lines that start a
            // segment show where UAX #14 breaks.
            let segmentStarts = Set(prepared.ends)
            for width in PangoAgreementTests.widths {
                let layout = try measurer.layout(prepared, pointSize: 17, width: width)
                for (line, previous) in zip(layout.lines.dropFirst(), layout.lines) where segmentStarts.contains(line.range.lowerBound) {
                    let shown = String(decoding: bytes[line.range], as: UTF8.self)
                    let before = String(decoding: bytes[previous.range], as: UTF8.self)
                    guard let first = shown.first, let last = before.last else { continue }
                    #expect(!Self.closing.contains(first), "\(width): line starts with \(first): \(shown)")
                    #expect(!Self.opening.contains(last), "\(width): line ends with \(last): \(before)")
                    lines += 1
                }
            }
        }
        #expect(lines > 10_000)
    }

    @Test func chineseBreaksBetweenIdeographs() throws {
        let layout = try measurer.measure("约束的本质就是给相同或不同的视图添加关联", font: font, width: 17 * 5)
        #expect(layout.lineCount == 4)
        #expect(layout.lines.map(\.width) == [85, 85, 85, 85])
    }

    @Test func englishBreaksOnlyBetweenWordsWhenTheyFit() throws {
        for text in try Self.texts("english") {
            let bytes = Array(text.utf8)
            let words = try text.split(separator: " ").map { try measurer.measure(String($0), font: font).lines[0].width }
            for width in [150.0, 250, 400] where words.allSatisfy({ $0 <= width }) {
                let layout = try measurer.measure(text, font: font, width: width)
                for line in layout.lines.dropLast() {
                    let next = line.range.upperBound
                    // The line ends before a space, or after a hyphen, slash or dash.
                    let after = bytes[next]
                    let before = bytes[next - 1]
                    #expect(
                        after == 0x20 || [0x2D, 0x2F].contains(before) || before >= 0x80 || after >= 0x80,
                        "\(String(decoding: bytes[line.range], as: UTF8.self))|")
                }
            }
        }
    }

    @Test func aWordLongerThanTheLineBreaksBetweenCharacters() throws {
        let word = "pneumonoultramicroscopicsilicovolcanoconiosis"
        let layout = try measurer.measure("a \(word) b", font: font, width: 120)
        let bytes = Array("a \(word) b".utf8)
        let shown = layout.lines.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        #expect(shown.first == "a")
        #expect(shown.dropFirst().joined() == word + " b" || shown.dropFirst().joined() == word + "b")
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
        #expect(layout.lines.dropFirst().dropLast().allSatisfy { $0.width > 120 - 20 })
    }

    /// libunibreak 1.1 aborts on these unless they reach it as stand-ins.
    @Test func flagsAndNoncharacters() throws {
        let flags = "🇫🇷🇩🇪🇯🇵"
        let layout = try measurer.measure(flags, font: font, width: 1)
        let bytes = Array(flags.utf8)
        #expect(layout.lines.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["🇫🇷", "🇩🇪", "🇯🇵"])
        #expect(try measurer.measure("a\u{FFFF}b c", font: font, width: 1).lineCount >= 2)
        let text = "Bonjour 🇫🇷 et \u{FFFF} 🇩🇪!"
        #expect(try measurer.measure(text, font: font).lineCount == 1)
    }

    @Test func graphemeClustersStayWhole() throws {
        // e + combining acute, and a flag: never split, even at no width at all.
        let text = "e\u{301}e\u{301}🇫🇷"
        let layout = try measurer.measure(text, font: font, width: 0)
        let bytes = Array(text.utf8)
        #expect(layout.lines.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["e\u{301}", "e\u{301}", "🇫🇷"])
    }
}
