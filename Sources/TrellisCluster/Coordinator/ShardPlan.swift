/// How the input is cut into shards: a shard closes once its documents reach
/// `targetBytes` or `maxDocuments`, whichever comes first. The cut depends only on the
/// input, so shard ids are the same from run to run — what lets `--resume` skip the
/// shards its journal already wrote.
public struct ShardPlan: Sendable, Equatable {
    public var targetBytes: Int
    public var maxDocuments: Int

    /// 64 KiB: per-shard costs (a frame, a round trip, a journal line) are ~0.1 ms while
    /// a 64 KiB shard of documents takes tens of milliseconds to solve, and shards stay
    /// small enough that the last ones of a run spread over every worker
    /// (bench/RESULTS.md, cluster section, has the sweep).
    public static let standard = ShardPlan(targetBytes: 64 * 1024, maxDocuments: 1024)

    public init(targetBytes: Int, maxDocuments: Int) {
        self.targetBytes = targetBytes
        self.maxDocuments = maxDocuments
    }
}
