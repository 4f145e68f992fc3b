import Foundation
import Testing
import TrellisText

/// Line counts against Pango: DejaVu Sans 17 px with the CJK fallback, no line limit,
/// widths 90–400, English and Chinese paragraphs. The issue asks for the same count on
/// at least 97 % of (text, width) pairs.
@Suite struct PangoAgreementTests {
    static let widths = Array(stride(from: 90.0, through: 400, by: 5))

    @Test(arguments: ["english", "chinese"])
    func lineCountsMatchPango(corpus: String) throws {
        let file = PangoReference.corpus.appendingPathComponent("\(corpus).txt")
        let texts = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let reference = try PangoReference.layouts(texts: file, family: "DejaVu Sans", size: 17, widths: Self.widths)
        #expect(reference.count == texts.count)
        let measurer = TextMeasurer()
        let font = Font(.family("DejaVu Sans"), size: 17)
        var agreed = 0
        var total = 0
        var disagreements: [String] = []
        for (index, text) in texts.enumerated() {
            let prepared = try measurer.prepare(text, font: font.descriptor)
            for (w, width) in Self.widths.enumerated() {
                let ours = try measurer.layout(prepared, pointSize: 17, width: width).lineCount
                let pango = reference[index][w].lines
                total += 1
                if ours == pango { agreed += 1 } else { disagreements.append("text \(index) width \(width): \(ours) vs Pango \(pango)") }
            }
        }
        let agreement = Double(agreed) / Double(total)
        print("\(corpus): \(agreed) of \(total) (text, width) pairs agree with Pango (\(String(format: "%.2f", agreement * 100)) %)")
        for line in disagreements.prefix(15) { print("  \(line)") }
        #expect(agreement >= 0.97, "\(corpus): \(agreed)/\(total) agree with Pango")
    }
}
