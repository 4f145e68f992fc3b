import Testing
@testable import TrellisDocument

/// `trellis gen` writes a table as it makes it, so its memory does not grow with the
/// rows, and refuses tables too large for one document.
@Suite struct DocumentGeneratorTests {
    @Test func aTableComesInPiecesOfBoundedSize() {
        let rows = 40_000
        let generator = DocumentGenerator(tables: 4, rows: rows, seed: 3)
        for index in 0..<4 {
            var pieces: [[UInt8]] = []
            generator.write(document: index, pieceBytes: 4096) { pieces.append($0) }
            let largest = pieces.map(\.count).max() ?? 0
            #expect(largest <= 4096 + DocumentGenerator.maxRowBytes + DocumentGenerator.maxHeaderBytes)
            let whole = pieces.flatMap { $0 }
            #expect(pieces.count > whole.count / (2 * 4096), "table \(index): \(pieces.count) pieces for \(whole.count) bytes")
            // Whole rows, one line, readable as a document.
            #expect(whole.filter { $0 == UInt8(ascii: "\n") }.count == 1)
            let text = String(decoding: whole, as: UTF8.self)
            #expect(text.components(separatedBy: #"{"template":"#).count - 1 == rows)
        }
    }

    /// Every kind of row and header stays within the sizes `maxRows` is worked out from,
    /// so a table of `maxRows` rows is a document `trellis solve` reads.
    @Test func theLargestTableIsOneReadableDocument() {
        var generator = DocumentGenerator(tables: 10, rows: 20_000, seed: 11)
        generator.kinds = DocumentGenerator.Kind.allCases
        for index in 0..<10 {
            let text = String(decoding: generator.document(index), as: UTF8.self)
            let start = text.range(of: #""rows":["#)!
            #expect(text.distance(from: text.startIndex, to: start.upperBound) <= DocumentGenerator.maxHeaderBytes)
            let rows = text[start.upperBound...].dropLast(5).components(separatedBy: "},{")
            #expect(rows.count == 20_000)
            #expect(rows.map { $0.utf8.count + 3 }.max()! <= DocumentGenerator.maxRowBytes)
        }
        #expect(DocumentGenerator.maxRows(text: false) * DocumentGenerator.maxRowBytes + DocumentGenerator.maxHeaderBytes
                <= DocumentReader.defaultMaxDocumentBytes)
    }

    /// The same for text feeds, whose posts are longer rows.
    @Test func theLargestTextTableIsOneReadableDocument() {
        let generator = DocumentGenerator(tables: 1, rows: 20_000, seed: 11, text: true)
        let text = String(decoding: generator.document(0), as: UTF8.self)
        let start = text.range(of: #""rows":["#)!
        #expect(text.distance(from: text.startIndex, to: start.upperBound) <= DocumentGenerator.maxHeaderBytes)
        let rows = text[start.upperBound...].dropLast(5).components(separatedBy: "}},{")
        #expect(rows.count == 20_000)
        #expect(rows.map { $0.utf8.count + 4 }.max()! <= DocumentGenerator.maxTextRowBytes)
        #expect(DocumentGenerator.maxRows(text: true) * DocumentGenerator.maxTextRowBytes + DocumentGenerator.maxHeaderBytes
                <= DocumentReader.defaultMaxDocumentBytes)
    }
}
