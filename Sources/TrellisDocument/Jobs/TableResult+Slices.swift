import TrellisLayout

/// A table solved in row slices on different workers, put back together. Every figure
/// that spans rows — offsets, content height, the estimate's statistics — is computed
/// by the coordinator from all the rows with `RowEstimate.Sums`, the same additions in
/// the same order as for a table solved whole, so the two records are the same bytes.
extension TableResult {
    /// A slice's result with its issues moved from the slice's row numbers to the
    /// table's: the slice's first row is row `firstRow` of the table.
    public func relocated(firstRow: Int) -> TableResult {
        var result = self
        result.issues = issues.map { issue in issue.row.map { issue.located(row: $0 + firstRow) } ?? issue }
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
