/// Cuts a document whose tables have many rows into pieces that go to different
/// workers as shards of their own: the rest of the document (its other jobs, the large
/// tables' rows taken out), and slices of each large table's rows, each slice carrying
/// the rest of the document with its own rows put back. The coordinator merges the
/// answers into the document's records (SlicedDocument).
///
/// It reads only what the cut needs — brackets, strings, commas, and the keys `tables`
/// and `rows` — and only in documents large enough to hold a large table. Anything it
/// does not expect (a key with escapes, a repeated key, bytes that are not JSON) leaves
/// the document whole, for the worker's parser to report exactly.
struct RowSlicer: Sendable {
    /// A table whose rows take more bytes than this is cut.
    var minTableBytes: Int
    /// Bytes of rows in each slice, about (a slice ends at the first row boundary past it).
    var sliceBytes: Int

    struct Piece {
        let bytes: [UInt8]
        let part: DocumentPart
        /// A slice's rows (0 for the rest): what its answer must hold.
        var rowCount = 0
    }

    /// Where a document is cut. Its pieces are made one at a time (`forEachPiece`), so
    /// a large document is in memory once, not once more in slices.
    struct Cut {
        /// The document's tables, and those cut into slices.
        let tables: Int
        let sliced: [Int]
        let rest: [UInt8]
        let large: [RowBoundaryScanner.TableRows]
        let sliceBytes: Int

        /// Pieces: 1 for the rest, then the slices.
        var pieceCount: Int { 1 + large.reduce(0) { $0 + slices(of: $1).count } }

        /// The rest, then each large table's slices in row order. `document` is the
        /// buffer the cut was made in.
        func forEachPiece(of document: UnsafeBufferPointer<UInt8>, _ body: (Piece) -> Void) {
            body(Piece(bytes: rest, part: .rest(slicedTables: sliced)))
            for table in large {
                for (firstRow, rowCount, range) in slices(of: table) {
                    let rows = document[range]
                    var bytes: [UInt8] = []
                    bytes.reserveCapacity(rest.count + rows.count)
                    bytes += rest[..<table.insertAt]
                    bytes += rows
                    bytes += rest[table.insertAt...]
                    body(Piece(
                        bytes: bytes, part: .slice(table: table.index, firstRow: firstRow, rows: table.insertAt..<table.insertAt + rows.count),
                        rowCount: rowCount))
                }
            }
        }

        /// Each slice's first row, its number of rows and its bytes in the document: whole rows, from just
        /// after the comma before its first row (or the array's start) to the comma
        /// after its last (or the array's end), at least `sliceBytes` unless the rows end.
        private func slices(of table: RowBoundaryScanner.TableRows) -> [(Int, Int, Range<Int>)] {
            let rowCount = table.commas.count + 1
            func start(_ row: Int) -> Int { row == 0 ? table.content.lowerBound : table.commas[row - 1] + 1 }
            func end(_ row: Int) -> Int { row == rowCount - 1 ? table.content.upperBound : table.commas[row] }
            var result: [(Int, Int, Range<Int>)] = []
            var first = 0
            while first < rowCount {
                var last = first
                while last < rowCount - 1 && end(last) - start(first) < sliceBytes { last += 1 }
                result.append((first, last - first + 1, start(first)..<end(last)))
                first = last + 1
            }
            return result
        }
    }

    /// Where to cut the document; nil to leave it whole.
    func cut(_ document: UnsafeBufferPointer<UInt8>) -> Cut? {
        guard document.count > minTableBytes else { return nil }
        let scanner = RowBoundaryScanner(document)
        guard let (tables, found) = scanner.largeTables(minBytes: minTableBytes), !found.isEmpty else { return nil }
        // The rest: the document with each large table's rows taken out.
        var large = found
        var rest: [UInt8] = []
        rest.reserveCapacity(document.count - large.reduce(0) { $0 + $1.content.count })
        var copied = 0
        for index in large.indices {
            rest += document[copied..<large[index].content.lowerBound]
            large[index].insertAt = rest.count
            copied = large[index].content.upperBound
        }
        rest += document[copied...]
        return Cut(tables: tables, sliced: large.map(\.index), rest: rest, large: large, sliceBytes: sliceBytes)
    }

    /// The document again, from its rest and its slices' rows: the slices' rows of
    /// each table joined by the commas the cut took out, put back where they were.
    static func rejoin(rest: [UInt8], slices: [(table: Int, rows: ArraySlice<UInt8>, at: Int)]) -> [UInt8] {
        var document: [UInt8] = []
        var copied = 0
        var index = 0
        while index < slices.count {
            let table = slices[index].table
            let at = slices[index].at
            document += rest[copied..<at]
            var first = true
            while index < slices.count && slices[index].table == table {
                if !first { document.append(UInt8(ascii: ",")) }
                document += slices[index].rows
                first = false
                index += 1
            }
            copied = at
        }
        document += rest[copied...]
        return document
    }
}
