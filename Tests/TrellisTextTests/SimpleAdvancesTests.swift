import Foundation
import Testing
@testable import TrellisText

/// The ASCII fast path against HarfBuzz, word by word: the same total, the same content
/// width (without trailing spaces) and the same advance per byte, to the last bit.
@Suite struct SimpleAdvancesTests {
    static func words() throws -> [String] {
        let english = try String(contentsOf: PangoReference.corpus.appendingPathComponent("english.txt"), encoding: .utf8)
        var words = english.split(whereSeparator: \.isNewline).flatMap { $0.split(separator: " ").map { $0 + " " } }
            .map(String.init).filter { $0.utf8.allSatisfy { (0x20...0x7E).contains($0) } }
        // Every printable ASCII pair, in words of three.
        var generator = SystemRandomNumberGenerator()
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        for _ in 0..<3000 {
            words.append(String((0..<Int.random(in: 2...12, using: &generator)).map { _ in printable.randomElement()! }))
        }
        for a in printable { words.append(printable.map { "\(a)\($0)\(a)" }.joined()) }
        return words
    }

    @Test func dejaVuSansHasTheFastPath() throws {
        let measurer = TextMeasurer()
        let chain = try measurer.chain(for: .system)
        #expect(chain.asciiIsPrimary)
        #expect(chain.ascii != nil)
    }

    @Test(arguments: [FontDescriptor.system, .family("DejaVu Sans", weight: .bold), .family("DejaVu Serif")])
    func fastPathIsHarfBuzz(font: FontDescriptor) throws {
        let measurer = TextMeasurer()
        let chain = try measurer.chain(for: font)
        let simple = try #require(chain.primary.simple)
        var checked = 0
        for word in try Self.words() {
            let bytes = Array(word.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let contentEnd = TrailingSpace.trim(buffer, 0, buffer.count, TrailingSpace.isHanging)
                guard let units = simple.width(of: buffer, contentEnd: contentEnd),
                    let perByte = simple.advances(of: buffer)
                else { return }  // an unsafe pair: the shaper measures it
                let upem = chain.primary.unitsPerEm
                let shaped = measurer.shapedWidth(buffer, contentEnd: contentEnd, chain: chain)
                #expect(Double(units.total) / upem == shaped.total, "\(word)")
                #expect(Double(units.content) / upem == shaped.content, "\(word)")
                #expect(perByte.map { Double($0) / upem } == measurer.shapedByteAdvances(buffer, chain: chain), "\(word)")
                checked += 1
            }
        }
        #expect(checked > 3000)
    }
}
