import Glibc
import TrellisDocument

/// How a coordinator runs. The defaults are the ones `trellis coordinator` and
/// `trellis solve` use.
public struct CoordinatorOptions: Sendable {
    public var inputs: [String]
    /// A ZeroMQ endpoint: `tcp://*:5555`, or `inproc://…` for embedded workers.
    public var bind: String
    /// nil or `-`: standard output.
    public var output: String?
    /// nil: no journal, and so no `--resume`.
    public var journal: String?
    public var resume = false
    public var plan = ShardPlan.standard
    public var codec = FrameCodec()
    /// The largest message a peer may send (`ZMQ_MAXMSGSIZE`); libzmq drops a larger one
    /// with its connection before allocating it.
    public var maxResultFrameBytes = ShardPlan.standard.maxResultFrameBytes
    /// `--frames` and `--check`: carried in every shard to the workers.
    public var solve = SolveOptions()
    /// The reader's cap on one document, as `trellis solve` has it.
    public var maxDocumentBytes = DocumentReader.defaultMaxDocumentBytes
    /// A shard not back this long after it was sent is sent again elsewhere. Dead and
    /// hung workers are caught sooner by heartbeats; this catches a worker whose loop
    /// answers heartbeats while its solver is stuck.
    public var shardTimeoutSeconds = 120.0
    /// Shards read ahead of the oldest one not yet written, at least (the window grows
    /// to twice the connected workers' credit). Memory holds at most that many shards,
    /// whatever the input's size: 16 shards are ~4 MiB of input (~0.4 MiB deflated).
    public var window = 16
    /// A shard requeued this many times (its workers died, refused it or timed out)
    /// fails the run: something in it kills workers.
    public var maxAttempts = 5
    /// Says so on standard error when no worker has been connected this long.
    public var noWorkersWarningSeconds = 5.0
    /// Threads that deflate shards, beside the one that reads: one per core. Deflating
    /// is most of the coordinator's work, and the reader and the loop mostly wait.
    public var packers = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    /// Draw a progress bar when standard error is a terminal.
    public var progress = true
    /// CURVE encryption, and the workers' public keys that may connect.
    public var curve: CurveServer?

    public init(inputs: [String], bind: String) {
        self.inputs = inputs
        self.bind = bind
    }
}

/// The coordinator's side of CURVE: its key pair and the allow-list of worker keys.
public struct CurveServer: Sendable {
    public var keys: CurveKeys
    public var allowedWorkers: [String]

    public init(keys: CurveKeys, allowedWorkers: [String]) {
        self.keys = keys
        self.allowedWorkers = allowedWorkers
    }
}
