import TrellisDocument

/// What a batch of records holds, counted the one way every run (one thread, embedded
/// workers, a cluster) counts it, so their reports agree.
public struct RunTally: Sendable, Equatable {
    /// Jobs (a system, a screen or a table), one record each.
    public var jobs = 0
    public var solved = 0
    /// Records with an `error` (exit status 3 when not zero).
    public var errors = 0
    /// Issues (unsatisfiable constraints…) inside solved records.
    public var issues = 0
    /// Rows solved: a table counts its rows, any other job counts as one.
    public var rows = 0
    /// Table jobs solved.
    public var tables = 0

    public init() {}

    public mutating func count(_ record: Record) {
        if case .table(_, let result) = record {
            countTable(rows: result.heights.count, issues: result.issues.count)
            return
        }
        jobs += 1
        if record.isError { errors += 1 } else { solved += 1 }
        issues += record.issueCount
        rows += 1
    }

    /// A solved table's record (one merged from row slices has no heights in memory).
    mutating func countTable(rows: Int, issues: Int) {
        jobs += 1
        solved += 1
        self.issues += issues
        self.rows += rows
        tables += 1
    }

    public mutating func add(_ other: RunTally) {
        jobs += other.jobs
        solved += other.solved
        errors += other.errors
        issues += other.issues
        rows += other.rows
        tables += other.tables
    }
}
