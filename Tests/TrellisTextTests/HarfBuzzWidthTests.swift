import CHarfBuzz
import Foundation
import Testing
@testable import TrellisText

/// Widths against HarfBuzz's own advances: the font file loaded by HarfBuzz alone (no
/// FreeType), the text shaped whole, advances summed and scaled by hand.
@Suite struct HarfBuzzWidthTests {
    let measurer = TextMeasurer()

    /// Sum of x advances in font units, and units per em.
    static func harfBuzzAdvance(_ text: String, path: String) -> (units: Int, upem: Int) {
        let blob = hb_blob_create_from_file(path)
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        defer {
            hb_font_destroy(font)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
        }
        let upem = Int(hb_face_get_upem(face))
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        return ((0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }, upem)
    }

    @Test func wordsAreHarfBuzzsWidth() throws {
        let path = try measurer.resolve(.system).path
        let words = ["Hello", "AVATAR", "Typography", "WAVE", "office", "fjord", "Type.", "\"quoted\"", "1,200", "café",
                     "naïve", "Ærøskøbing", "Straße", "ﬁnal", "résumé", "Zürich", "Привет", "Ελλάδα"]
        for word in words {
            let (units, upem) = Self.harfBuzzAdvance(word, path: path)
            let layout = try measurer.measure(word, font: Font(size: 17))
            #expect(layout.lines[0].width == Double(units) / Double(upem) * 17, "\(word)")
        }
    }

    /// A whole line of English, shaped as one run by HarfBuzz, against the sum of the
    /// line's words shaped apart: equal but for kerning across a space or hyphen, which
    /// DejaVu Sans barely has.
    @Test func linesAreHarfBuzzsWidth() throws {
        let path = try measurer.resolve(.system).path
        let texts = try String(contentsOf: PangoReference.corpus.appendingPathComponent("english.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { $0.unicodeScalars.allSatisfy(\.isASCII) }
        #expect(texts.count > 30)
        var worst = 0.0
        for text in texts {
            let (units, upem) = Self.harfBuzzAdvance(text, path: path)
            let ours = try measurer.measure(text, font: Font(size: 17)).lines[0].width
            worst = max(worst, abs(ours - Double(units) / Double(upem) * 17))
        }
        #expect(worst < 0.05, "largest difference \(worst) px at 17 px")
    }

    @Test func chineseFallsBackToWenQuanYiAtItsAdvance() throws {
        let wqy = try measurer.resolve(.family(FontDescriptor.cjkFamily))
        #expect(wqy.family.hasPrefix("WenQuanYi Micro Hei"))
        let (units, upem) = Self.harfBuzzAdvance("中文排版", path: wqy.path)
        let layout = try measurer.measure("中文排版", font: Font(size: 17))
        #expect(layout.lines[0].width == Double(units) / Double(upem) * 17)
        #expect(layout.lines[0].width == 68)
    }

    /// Neither DejaVu Sans nor WenQuanYi has emoji: fontconfig's next choice lends them.
    @Test func emojiFallBackThroughFontconfig() throws {
        let symbola = try measurer.resolve(.family("Symbola"))
        #expect(symbola.warning == nil, "scripts/bootstrap installs fonts-symbola")
        let (units, upem) = Self.harfBuzzAdvance("🎉", path: symbola.path)
        let (latin, latinUPEM) = Self.harfBuzzAdvance("a ", path: try measurer.resolve(.system).path)
        let layout = try measurer.measure("a 🎉", font: Font(size: 17))
        let expected = (Double(latin) / Double(latinUPEM) + Double(units) / Double(upem)) * 17
        #expect(abs(layout.lines[0].width - expected) < 1e-9)
    }

    @Test func weightsPickTheNearestFace() throws {
        func file(_ weight: FontWeight) throws -> String {
            try measurer.resolve(.family("DejaVu Sans", weight: weight)).path.split(separator: "/").last.map(String.init) ?? ""
        }
        #expect(try file(.ultraLight) == "DejaVuSans-ExtraLight.ttf")
        #expect(try file(.light) == "DejaVuSans-ExtraLight.ttf")
        #expect(try file(.regular) == "DejaVuSans.ttf")
        #expect(try file(.medium) == "DejaVuSans.ttf")
        for weight in [FontWeight.semibold, .bold, .heavy, .black] { #expect(try file(weight) == "DejaVuSans-Bold.ttf") }
    }

    @Test func advancesScaleExactlyWithThePointSize() throws {
        let small = try measurer.measure("Typography, kerning", font: Font(size: 10)).lines[0].width
        let large = try measurer.measure("Typography, kerning", font: Font(size: 40)).lines[0].width
        #expect(abs(large - 4 * small) < 1e-9)
    }
}
