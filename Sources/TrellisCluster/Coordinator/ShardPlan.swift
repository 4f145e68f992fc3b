/// How the input is cut into shards: a shard closes once its documents reach
/// `targetBytes` or `maxDocuments`, whichever comes first; a document with a large
/// table is cut into pieces of its own (`slicer`), slices of `sliceBytes` of rows. The
/// cut depends only on the input, so shard ids are the same from run to run — what lets
/// `--resume` skip the shards its journal already wrote.
public struct ShardPlan: Sendable, Equatable {
    public var targetBytes: Int
    public var maxDocuments: Int
    /// Bytes of rows in a slice of a large table, about.
    public var sliceBytes: Int
    /// Lines longer than this are cut into slices while they are read (RowStream), whose
    /// first slices are then solved before the rest has been read. Below it, reading
    /// and scanning a line before its first slice takes a few milliseconds. RowStream
    /// raises it past the slicer's large table when slices are larger.
    public var streamedLineBytes: Int

    /// 256 KiB shards and slices, measured (bench/RESULTS.md, 2026-11-23 03:25 entry):
    /// every shard costs each end a fixed ~0.1 ms of CPU (deflate tables, thread
    /// hand-offs, messages, a worker parsing a slice's templates again), which at 64 KiB
    /// was a quarter of the coordinator's CPU with instant workers and a third of a
    /// worker's on a sliced table. A 256 KiB shard is ~3,000 rows, a few milliseconds
    /// of solving, so the last shard of a run, which one worker solves while the others
    /// idle, is still short.
    public static let standard = ShardPlan(targetBytes: 256 * 1024, maxDocuments: 1024, sliceBytes: 256 * 1024)

    public init(targetBytes: Int, maxDocuments: Int, sliceBytes: Int, streamedLineBytes: Int = 1 << 20) {
        self.targetBytes = targetBytes
        self.maxDocuments = maxDocuments
        self.sliceBytes = sliceBytes
        self.streamedLineBytes = streamedLineBytes
    }

    /// Tables whose rows take more than two slices are cut into slices, so that one
    /// large table is solved by many workers at once. Below that, the rest of the
    /// document that each slice carries again would be a larger share of its bytes for
    /// little gain.
    var slicer: RowSlicer { RowSlicer(minTableBytes: 2 * sliceBytes, sliceBytes: sliceBytes) }

    /// The largest result frame (deflated records of one shard) a worker may send: the
    /// coordinator's `ZMQ_MAXMSGSIZE`, so it also bounds what any peer, joined or not,
    /// can make libzmq allocate for one message. 4 MiB, or 16 shards' worth when shards
    /// are larger: records deflate to about a quarter of their shard's input (gen tables
    /// with `--frames`: 205 KB of input, 469 KB of records, 47 KB deflated), so a 256 KiB
    /// shard has ~60 times the room it needs, and one document of up to ~15 MiB fits.
    /// Larger documents need `trellis coordinator --max-result-mib`. Never more than a
    /// frame can be: however large the shards, a peer cannot make libzmq allocate more.
    public var maxResultFrameBytes: Int {
        let most = FrameCodec().maxFrameBytes
        return min(max(4 << 20, 16 * min(targetBytes, most / 16)), most)
    }
}
