import TrellisDocument
import TrellisLayout

/// A sliced document's answers put together as they come back, in piece order: each
/// slice's rows are added to its table's running sums (RowEstimate.Sums, the additions
/// of the table solved whole, in the same order) and its offsets written to the spill
/// then, while later slices are still being solved, so that once the last answer is in
/// only the rest's records and the figures are left to write.
final class SliceFold {
    /// A slice's three per-row texts in the spill.
    struct SliceText {
        let heights: Range<Int>
        let offsets: Range<Int>
        let frames: Range<Int>?
    }

    /// A sliced table, merged so far.
    struct Table {
        let id: String
        /// Width, issues and (once finished) the estimate; its rows are in the spill.
        var result: TableResult
        var sums: RowEstimate.Sums
        var text: [SliceText] = []
    }

    let spill = SliceSpill()
    /// Pieces folded, from the first: the next to fold is this one.
    private(set) var folded = 0
    /// A piece gave an error or anything a clean document does not: the document is
    /// solved whole, and nothing more is folded.
    private(set) var needsWhole = false
    private var rest: ShardResult?
    private var restRole: (tables: Int, sliced: [Int])?
    private var tables: [Int: Table] = [:]
    private var rows = 0

    /// Folds the next piece.
    func fold(_ role: PieceInfo.Role, _ answer: PieceAnswer) {
        defer { folded += 1 }
        guard !needsWhole else { return }
        switch (role, answer) {
        // The rest comes first (RowSlicer) or last (RowStream): which tables it says
        // were sliced is checked against the slices at the merge.
        case (.rest(let tables, let sliced), .records(let result)) where rest == nil && result.tally.errors == 0:
            rest = result
            restRole = (tables, sliced)
        case (.slice(let index, _), .slice(let id, let result, let heights, let frames))
            where tables[index].map({ $0.id == id && ($0.text[0].frames == nil) == (frames == nil) }) ?? true
                && result.heights.allSatisfy(\.isFinite):
            var table = tables[index] ?? Table(
                id: id, result: TableResult(width: result.width, estimatedRowHeight: result.estimate.estimatedRowHeight, heights: [],
                                            issues: result.issues.filter { $0.row == nil }),
                sums: RowEstimate.Sums(estimatedRowHeight: result.estimate.estimatedRowHeight))
            var offsets = JSONWriter()
            offsets.bytes.reserveCapacity(result.heights.count * 12)
            for (row, height) in result.heights.enumerated() {
                if row > 0 { offsets.raw(",") }
                offsets.number(table.sums.add(height))
            }
            table.text.append(SliceText(heights: heights, offsets: spill.append(offsets.bytes), frames: frames))
            table.result.issues += result.issues.filter { $0.row != nil }
            tables[index] = table
        default:
            needsWhole = true
        }
    }

    /// The document's records once every piece is folded; nil when the document must
    /// be solved whole: a piece gave an error (or anything but what a clean document
    /// gives), and only the whole document gives that error exactly as it reads.
    func merged() -> SlicedDocument.Merged? {
        guard !needsWhole, let rest, let (tableCount, sliced) = restRole, Set(sliced) == Set(tables.keys) else { return nil }
        // One record per line: JSON text in a record escapes its newlines.
        let lines = rest.output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        let screens = lines.count - (tableCount - sliced.count)
        guard screens >= 0, rest.output.last == UInt8(ascii: "\n") || rest.output.isEmpty else { return nil }
        var tally = rest.tally
        var merged: [Int: Table] = [:]
        for (index, var table) in tables {
            table.result.estimate = table.sums.estimate(offsets: [])
            // Every height was finite, so every offset is if the total is (a sum that
            // overflows stays infinite or NaN): the figures are what is left to check.
            guard !table.result.overflows else { return nil }
            tally.countTable(rows: table.sums.rows, issues: table.result.issues.count)
            merged[index] = table
        }
        return SlicedDocument.Merged(tally: tally, lines: lines, screens: screens, tables: tableCount, merged: merged, spill: spill)
    }
}
