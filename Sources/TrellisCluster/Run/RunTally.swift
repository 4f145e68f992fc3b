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
        jobs += 1
        if record.isError { errors += 1 } else { solved += 1 }
        issues += record.issueCount
        switch record {
        case .table(_, let result):
            rows += result.heights.count
            tables += 1
        case .system, .screen, .error:
            rows += 1
        }
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
