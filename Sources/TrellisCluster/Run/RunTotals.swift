import TrellisDocument

/// Everything a run has written so far, as the journal records it after each shard: a
/// resumed run starts from these and its report covers the whole output.
public struct RunTotals: Sendable, Equatable {
    /// Shards written, which is also the id of the next shard to write.
    public var shards: UInt64 = 0
    public var documents = 0
    public var tally = RunTally()
    public var bytesIn = 0
    public var bytesInCompressed = 0
    /// Also the output file's length.
    public var bytesOut = 0

    public init() {}

    var fields: [Int] {
        [Int(shards), documents, tally.jobs, tally.solved, tally.errors, tally.issues, tally.rows, tally.tables,
         bytesIn, bytesInCompressed, bytesOut]
    }

    init?(fields: [Int]) {
        guard fields.count == 11, fields.allSatisfy({ $0 >= 0 }) else { return nil }
        shards = UInt64(fields[0])
        documents = fields[1]
        (tally.jobs, tally.solved, tally.errors, tally.issues, tally.rows, tally.tables) =
            (fields[2], fields[3], fields[4], fields[5], fields[6], fields[7])
        bytesIn = fields[8]
        bytesInCompressed = fields[9]
        bytesOut = fields[10]
    }
}
