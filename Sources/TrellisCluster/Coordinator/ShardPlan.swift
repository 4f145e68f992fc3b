/// How the input is cut into shards: a shard closes once its documents reach
/// `targetBytes` or `maxDocuments`, whichever comes first; a document with a large
/// table is cut into pieces of its own (`slicer`). The cut depends only on the
/// input, so shard ids are the same from run to run — what lets `--resume` skip the
/// shards its journal already wrote.
public struct ShardPlan: Sendable, Equatable {
    public var targetBytes: Int
    public var maxDocuments: Int

    /// 64 KiB, measured (bench/RESULTS.md, cluster section): a 64 KiB shard of generated
    /// tables is ~680 rows and ~6.5 ms of solving on one thread (release), against
    /// ~0.6 ms of coordinator CPU per shard, most of it per byte (reading, deflating),
    /// not per shard. 16 KiB shards spend relatively more on per-shard costs (2–4 ms of
    /// solving each); 256 KiB shards (~25 ms) make the last shard of a run, which one
    /// worker solves while the others idle, four times longer.
    public static let standard = ShardPlan(targetBytes: 64 * 1024, maxDocuments: 1024)

    public init(targetBytes: Int, maxDocuments: Int) {
        self.targetBytes = targetBytes
        self.maxDocuments = maxDocuments
    }

    /// Tables whose rows take more than two shards are cut into slices of a shard's
    /// bytes each, so that one large table is solved by many workers at once. Below
    /// that, the rest of the document that each slice carries again would be a larger
    /// share of its bytes for little gain.
    var slicer: RowSlicer { RowSlicer(minTableBytes: 2 * targetBytes, sliceBytes: targetBytes) }

    /// Lines longer than this are cut into slices while they are read (RowStream), whose
    /// first slices are then solved before the rest has been read. Below it, reading
    /// and scanning a line before its first slice takes a few milliseconds.
    var streamedLineBytes: Int { 16 * targetBytes }

    /// The largest result frame (deflated records of one shard) a worker may send: the
    /// coordinator's `ZMQ_MAXMSGSIZE`, so it also bounds what any peer, joined or not,
    /// can make libzmq allocate for one message. 64 shards' worth of input (4 MiB):
    /// records deflate to about a quarter of their shard's input (gen tables with
    /// `--frames`: 205 KB of input, 469 KB of records, 47 KB deflated), so a shard has
    /// 250 times the room it needs, and one document of up to ~15 MiB fits. Larger
    /// documents need `trellis coordinator --max-result-mib`.
    public var maxResultFrameBytes: Int { 64 * targetBytes }
}
