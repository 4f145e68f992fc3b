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
    }

    /// A large table's rows: where the array's content is, and the commas between rows.
    fileprivate struct TableRows {
        let index: Int
        let content: Range<Int>
        let commas: [Int]
        /// Where the rows go back into the rest.
        var insertAt = 0
    }

    /// Where a document is cut. Its pieces are made one at a time (`forEachPiece`), so
    /// a large document is in memory once, not once more in slices.
    struct Cut {
        /// The document's tables, and those cut into slices.
        let tables: Int
        let sliced: [Int]
        fileprivate let rest: [UInt8]
        fileprivate let large: [TableRows]
        let sliceBytes: Int

        /// Pieces: 1 for the rest, then the slices.
        var pieceCount: Int { 1 + large.reduce(0) { $0 + slices(of: $1).count } }

        /// The rest, then each large table's slices in row order. `document` is the
        /// buffer the cut was made in.
        func forEachPiece(of document: UnsafeBufferPointer<UInt8>, _ body: (Piece) -> Void) {
            body(Piece(bytes: rest, part: .rest(slicedTables: sliced)))
            for table in large {
                for (firstRow, range) in slices(of: table) {
                    let rows = document[range]
                    var bytes: [UInt8] = []
                    bytes.reserveCapacity(rest.count + rows.count)
                    bytes += rest[..<table.insertAt]
                    bytes += rows
                    bytes += rest[table.insertAt...]
                    body(Piece(bytes: bytes, part: .slice(table: table.index, firstRow: firstRow, rows: table.insertAt..<table.insertAt + rows.count)))
                }
            }
        }

        /// Each slice's first row and its bytes in the document: whole rows, from just
        /// after the comma before its first row (or the array's start) to the comma
        /// after its last (or the array's end), at least `sliceBytes` unless the rows end.
        private func slices(of table: TableRows) -> [(Int, Range<Int>)] {
            let rowCount = table.commas.count + 1
            func start(_ row: Int) -> Int { row == 0 ? table.content.lowerBound : table.commas[row - 1] + 1 }
            func end(_ row: Int) -> Int { row == rowCount - 1 ? table.content.upperBound : table.commas[row] }
            var result: [(Int, Range<Int>)] = []
            var first = 0
            while first < rowCount {
                var last = first
                while last < rowCount - 1 && end(last) - start(first) < sliceBytes { last += 1 }
                result.append((first, start(first)..<end(last)))
                first = last + 1
            }
            return result
        }
    }

    /// Where to cut the document; nil to leave it whole.
    func cut(_ document: UnsafeBufferPointer<UInt8>) -> Cut? {
        guard document.count > minTableBytes else { return nil }
        let scanner = BoundaryScanner(document)
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

    /// The light scan: positions only, no values. A class, so the closures that step
    /// over members and elements can move the one position.
    fileprivate final class BoundaryScanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The number of tables and those whose rows take more than `minBytes`; nil
        /// when the document is not the plain shape this scan knows.
        func largeTables(minBytes: Int) -> (Int, [TableRows])? {
            var tableCount: Int?
            var large: [TableRows] = []
            guard skipSpace() == UInt8(ascii: "{") else { return nil }
            at += 1
            let found = members { key in
                guard key.elementsEqual("tables".utf8) else { return skipValue() }
                guard tableCount == nil, skipSpace() == UInt8(ascii: "[") else { return false }
                var index = 0
                var between: [Int] = []
                let ok = elements(commas: &between) {
                    defer { index += 1 }
                    guard skipSpace() == UInt8(ascii: "{") else { return skipValue() }
                    at += 1
                    var rowsSeen = false
                    return members { key in
                        guard key.elementsEqual("rows".utf8) else { return skipValue() }
                        guard !rowsSeen, skipSpace() == UInt8(ascii: "[") else { return false }
                        rowsSeen = true
                        let contentStart = at + 1
                        var commas: [Int] = []
                        guard rowsArray(commas: &commas) else { return false }
                        let content = contentStart..<(at - 1)
                        if content.count > minBytes && !commas.isEmpty {
                            large.append(TableRows(index: index, content: content, commas: commas))
                        }
                        return true
                    }
                }
                tableCount = index
                return ok
            }
            guard found, let tableCount else { return nil }
            return (tableCount, large)
        }

        /// An object's members from just after its `{` to just after its `}`; `value`
        /// is at the member's value and must step over it.
        private func members(_ value: (ArraySlice<UInt8>) -> Bool) -> Bool {
            if skipSpace() == UInt8(ascii: "}") {
                at += 1
                return true
            }
            var keys: [ArraySlice<UInt8>] = []
            while true {
                guard skipSpace() == UInt8(ascii: "\""), let key = plainString(), !keys.contains(where: { $0.elementsEqual(key) }) else { return false }
                keys.append(key)
                guard skipSpace() == UInt8(ascii: ":") else { return false }
                at += 1
                guard value(key) else { return false }
                switch skipSpace() {
                case UInt8(ascii: ","): at += 1
                case UInt8(ascii: "}"):
                    at += 1
                    return true
                default: return false
                }
            }
        }

        /// An array's elements, `at` on its `[`, to just after its `]`: `element` steps
        /// over each one from its first byte; the commas between them go to `commas`.
        private func elements(commas: inout [Int], _ element: () -> Bool) -> Bool {
            at += 1
            if skipSpace() == UInt8(ascii: "]") {
                at += 1
                return true
            }
            while true {
                skipSpace()
                guard element() else { return false }
                switch skipSpace() {
                case UInt8(ascii: ","):
                    commas.append(at)
                    at += 1
                case UInt8(ascii: "]"):
                    at += 1
                    return true
                default:
                    return false
                }
            }
        }

        @discardableResult
        private func skipSpace() -> UInt8? {
            at = Self.spaceEnd(bytes, from: at)
            return at < bytes.count ? bytes[at] : nil
        }

        /// A string without escapes, `at` on its opening quote; its content.
        private func plainString() -> ArraySlice<UInt8>? {
            let start = at + 1
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    at = index + 1
                    return ArraySlice(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                case UInt8(ascii: "\\"): return nil
                default: index += 1
                }
            }
            return nil
        }

        /// Steps over one value of any kind.
        private func skipValue() -> Bool {
            guard skipSpace() != nil, let end = Self.valueEnd(bytes, from: at) else { return false }
            at = end
            return true
        }

        /// An array's elements stepped over, `at` on its `[`, to just after its `]`,
        /// noting the commas between them: the rows, where the scan spends its time, so
        /// it runs on a local index (a class's stored property pays an exclusivity
        /// check on every access).
        private func rowsArray(commas: inout [Int]) -> Bool {
            var index = Self.spaceEnd(bytes, from: at + 1)
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                at = index + 1
                return true
            }
            while true {
                guard let end = Self.valueEnd(bytes, from: Self.spaceEnd(bytes, from: index)) else { return false }
                index = Self.spaceEnd(bytes, from: end)
                guard index < bytes.count else { return false }
                switch bytes[index] {
                case UInt8(ascii: ","):
                    commas.append(index)
                    index += 1
                case UInt8(ascii: "]"):
                    at = index + 1
                    return true
                default:
                    return false
                }
            }
        }

        private static func spaceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
                default: return index
                }
            }
            return index
        }

        /// Where the value starting at `start` ends: strings with their escapes,
        /// containers by depth, scalars at the next delimiter; nil when it does not.
        private static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            guard start < bytes.count else { return nil }
            switch bytes[start] {
            case UInt8(ascii: "\""):
                return stringEnd(bytes, from: start)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                var index = start
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard let end = stringEnd(bytes, from: index) else { return nil }
                        index = end
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { return index + 1 }
                    default: break
                    }
                    index += 1
                }
                return nil
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
                return nil
            default:
                var index = start
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\t"),
                         UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ":"):
                        return index
                    default: index += 1
                    }
                }
                return index
            }
        }

        /// `start` on an opening quote; just past the closing one.
        private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            var index = start + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): return index + 1
                case UInt8(ascii: "\\"): index += 2
                default: index += 1
                }
            }
            return nil
        }
    }
}
