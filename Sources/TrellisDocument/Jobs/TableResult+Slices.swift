import TrellisLayout

/// A table solved in row slices on different workers, put back together. Every figure
/// that spans rows — offsets, content height, the estimate's statistics — is computed
/// here from all the rows by `RowEstimate`, the same function in the same order as for
/// a table solved whole, so the two records are the same bytes.
extension TableResult {
    /// A slice's result with its issues moved from the slice's row numbers to the
    /// table's: the slice's first row is row `firstRow` of the table.
    public func relocated(firstRow: Int) -> TableResult {
        var result = self
        result.issues = issues.map { issue in issue.row.map { issue.located(row: $0 + firstRow) } ?? issue }
        return result
    }

    /// The table's result from its slices' (relocated, in row order), but for its frames,
    /// which travel as text (TableRowsText). Each slice carries the document's warnings in
    /// front of its row issues: they are kept once.
    public static func merging(_ slices: [TableResult]) -> TableResult {
        guard let first = slices.first else { return TableResult(width: 0, estimatedRowHeight: 0) }
        var result = TableResult(width: first.width, estimatedRowHeight: first.estimate.estimatedRowHeight)
        result.heights.reserveCapacity(slices.reduce(0) { $0 + $1.heights.count })
        result.issues = first.issues.filter { $0.row == nil }
        for slice in slices {
            result.heights += slice.heights
            result.issues += slice.issues.filter { $0.row != nil }
        }
        result.estimate = RowEstimate(heights: result.heights, estimatedRowHeight: first.estimate.estimatedRowHeight)
        return result
    }

    /// A merged table whose offsets or statistics overflow a Double is an error record
    /// when solved whole; the merge leaves such a table to the whole path.
    public var overflows: Bool { overflow() != nil }

    /// A result as it comes off the wire from a slice's worker (its frames, if any, as text).
    public init(width: Double, estimatedRowHeight: Double, heights: [Double], issues: [Issue]) {
        self.init(width: width, estimatedRowHeight: estimatedRowHeight)
        self.heights = heights
        self.issues = issues
    }
}
