import TrellisDocument

/// A long line cut into row slices while it is read, so that the first slices are with
/// workers while the rest of the line is still coming in, and the line is never in
/// memory whole. RowSlicer, which cuts a document once it is read, must wait for a
/// large table's last byte and scan all of it before its first slice goes out (about a
/// quarter of a second for a table of 1,000,000 rows, bench/RESULTS.md).
///
/// It streams the first large table of a document when its rows array is the
/// document's last member as it ends: the line's beginning up to that array's content
/// is the head that every slice carries, and each slice ends with the `]}]}` that
/// closes the array, its table, the tables and the document. A slice is then the bytes
/// RowSlicer would have cut. Whether the line really ends so is known only at its
/// end, after the slices are sent, so the last piece says how they are put together:
///
/// - `.rest`: the line ended `]}]}` after the rows; the rest (head + `]}]}`) is solved
///   like RowSlicer's, as the last piece, and the answers merge as its do.
/// - `.remainder`: anything else (bytes after the rows, rows that never end, a line
///   that ends early): the document is put back together from its pieces and solved
///   whole, so every error reads as it does for the whole document. No slice sent:
///   the line goes as one plain document.
/// - `.tooLarge`: the line grew past the reader's cap; it is reported as any document
///   too large.
final class RowStream: LineStream {
    /// What the stream hands over, in order: slices, then exactly one last piece.
    enum Output {
        case slice(RowSlicer.Piece)
        /// The rest, solved as a piece: the document's `tables` tables, `table` sliced.
        case rest(RowSlicer.Piece, tables: Int, table: Int, lineBytes: Int)
        /// The document without the slices' rows; to be solved whole, from its pieces.
        case remainder(RowSlicer.Piece, lineBytes: Int)
        /// The whole line, no slice having been sent: a plain document.
        case whole([UInt8])
        case tooLarge
    }

    /// The bytes after the rows in every slice and in a line that can be streamed.
    static let closing = Array("]}]}".utf8)

    let threshold: Int
    let slicer: RowSlicer
    private let output: (Output, DocumentOrigin) -> Void

    private var origin = DocumentOrigin(path: "", isWholeFile: false)
    /// The line up to its streamed rows' content.
    private var head: [UInt8] = []
    private var table = 0
    /// Rows sent in slices so far, and the slices.
    private var rowsSent = 0
    private var slicesSent = 0
    /// Bytes taken from the reader.
    private var taken = 0
    /// Rows ended (by a comma) in the bytes not taken yet, and where the scan goes on
    /// in them; the scan keeps its place inside a row between reads.
    private var rowsFound = 0
    private var scanAt = 0
    private var elements = ElementBoundaryScan()
    private enum State {
        /// Slicing: the bytes not taken start at the first slice's first row, or at
        /// the comma before the next slice's.
        case rows
        /// The rows ended and were sent; the bytes not taken start at their `]`.
        case ended
        /// The rows could not be scanned on: nothing more is taken.
        case failed
    }
    private var state = State.rows

    /// `threshold`: lines longer than this are streamed. Above the slicer's large
    /// table, so that any table it would cut inside a line's first `threshold` bytes
    /// is seen there whole (`openRows`), and the line is left to it.
    init(threshold: Int, slicer: RowSlicer, output: @escaping (Output, DocumentOrigin) -> Void) {
        self.threshold = max(threshold, slicer.minTableBytes + 1)
        self.slicer = slicer
        self.output = output
    }

    func begin(_ bytes: UnsafeBufferPointer<UInt8>, origin: DocumentOrigin) -> Int? {
        guard let (table, content) = RowBoundaryScanner(bytes).openRows(minBytes: slicer.minTableBytes) else { return nil }
        self.origin = origin
        self.table = table
        head = Array(bytes[..<content])
        rowsSent = 0
        slicesSent = 0
        taken = content
        rowsFound = 0
        scanAt = 0
        elements = ElementBoundaryScan()
        state = .rows
        return content
    }

    func more(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard state == .rows else { return 0 }
        return scan(bytes, ended: false)
    }

    func end(_ bytes: UnsafeBufferPointer<UInt8>) {
        let consumed = state == .rows ? scan(bytes, ended: true) : 0
        let rest = head + bytes[consumed...]
        let lineBytes = taken + bytes.count - consumed
        if state == .ended && bytes[consumed...].elementsEqual(Self.closing) {
            output(.rest(RowSlicer.Piece(bytes: rest, part: .rest(slicedTables: [table])), tables: table + 1, table: table, lineBytes: lineBytes), origin)
        } else if slicesSent == 0 {
            output(.whole(rest), origin)
        } else {
            output(.remainder(RowSlicer.Piece(bytes: rest, part: .rest(slicedTables: [table])), lineBytes: lineBytes), origin)
        }
    }

    func tooLarge() {
        state = .failed
        output(.tooLarge, origin)
    }

    /// Scans rows on from `scanAt`, sending a slice each time one is long enough and
    /// the last when the rows end. Returns the bytes taken: the slices'.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, ended: Bool) -> Int {
        var consumed = 0
        // The first slice starts at the rows' content; later ones after a comma.
        var sliceStart = rowsSent == 0 ? 0 : 1
        let end = elements.scan(bytes, from: scanAt) { comma in
            rowsFound += 1
            if comma - sliceStart >= slicer.sliceBytes {
                send(UnsafeBufferPointer(rebasing: bytes[sliceStart..<comma]))
                consumed = comma
                sliceStart = comma + 1
            }
        }
        if let end {
            // Nothing but space after the last comma: a trailing comma, which the
            // parser must report.
            let last = UnsafeBufferPointer(rebasing: bytes[sliceStart..<end])
            if last.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) {
                state = .failed
            } else {
                rowsFound += 1
                send(last)
                consumed = end
                state = .ended
            }
        } else if ended {
            state = .failed
        }
        scanAt = bytes.count - consumed
        taken += consumed
        return consumed
    }

    /// A slice of the rows found: the head, the rows, and the closing brackets.
    private func send(_ rows: UnsafeBufferPointer<UInt8>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(head.count + rows.count + Self.closing.count)
        bytes += head
        bytes += rows
        bytes += Self.closing
        let part = DocumentPart.slice(table: table, firstRow: rowsSent, rows: head.count..<head.count + rows.count)
        output(.slice(RowSlicer.Piece(bytes: bytes, part: part, rowCount: rowsFound)), origin)
        rowsSent += rowsFound
        rowsFound = 0
        slicesSent += 1
    }
}
