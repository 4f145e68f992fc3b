/// How a worker runs.
public struct WorkerOptions: Sendable {
    /// The coordinator's endpoint, e.g. `tcp://10.0.0.5:5555`.
    public var endpoint: String
    public var threads: Int
    /// How the coordinator's report names this worker.
    public var name: String
    public var codec = FrameCodec()
    /// Leave when the coordinator says the run is over (embedded workers); a service
    /// worker stays and waits for the next run.
    public var exitWhenDone = false
    /// Reconnecting after the coordinator went silent waits 1 s, then twice as long each
    /// time, up to this.
    public var maxBackoffSeconds = 8.0
    /// CURVE: this worker's key pair and the coordinator's public key.
    public var curve: CurveClient?
    /// Answer every shard at once with canned records, solving nothing (the benchmark's
    /// instant worker, InstantAnswer).
    public var instant = false
    /// On SIGTERM, how long to finish the shards already being solved before leaving.
    public var drainSeconds = 20.0

    /// Two shards per thread: one being solved, one already here when it ends, so a
    /// thread never waits a round trip for its next shard.
    public var credit: Int { threads * 2 }

    public init(endpoint: String, threads: Int, name: String) {
        self.endpoint = endpoint
        self.threads = threads
        self.name = name
    }
}

/// A worker's side of CURVE.
public struct CurveClient: Sendable {
    public var keys: CurveKeys
    public var coordinatorKey: String

    public init(keys: CurveKeys, coordinatorKey: String) {
        self.keys = keys
        self.coordinatorKey = coordinatorKey
    }
}
