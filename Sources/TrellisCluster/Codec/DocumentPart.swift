import TrellisDocument

/// A piece of a document whose large tables the coordinator cut into row slices
/// (RowSlicer). Each piece is a shard of its own; the coordinator puts their answers
/// back together into the document's records (SlicedDocument).
public enum DocumentPart: Sendable, Equatable {
    /// The document without the sliced tables' rows (their arrays are empty here):
    /// every job but those tables.
    case rest(slicedTables: [Int])
    /// Rows `firstRow...` of table `table`: the document as `rest` has it, with this
    /// slice's rows put back into that table's array, at `rows` in the bytes.
    case slice(table: Int, firstRow: Int, rows: Range<Int>)

    /// The jobs a worker solves for this piece.
    var jobs: JobSelection {
        switch self {
        case .rest(let tables): return .allBut(tables: tables)
        case .slice(let table, _, _): return .table(table)
        }
    }
}
