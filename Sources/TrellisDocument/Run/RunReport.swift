/// What a one-thread `SolveRun` did: the reference the cluster's own report
/// (`ClusterReport`) is tested against.
public struct RunReport: Sendable, Equatable {
    public var inputs = 0
    /// Documents read.
    public var documents = 0
    /// Jobs, records with errors, issues: counted as every run counts them.
    public var tally = RunTally()
    public var outputBytes = 0
    public var wallSeconds = 0.0

    public init() {}
}
