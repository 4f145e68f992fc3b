/// What one worker (by name: a worker that reconnects stays one line) did in a run.
public struct WorkerStats: Sendable, Equatable {
    public var id: String
    public var threads = 1
    public var shards = 0
    public var rows = 0
    /// Solver time summed over its threads.
    public var serviceNanos: UInt64 = 0
    /// Shards taken back from it: it died, went silent, missed a deadline, refused a
    /// frame or handed them back.
    public var requeues = 0

    public init(id: String) {
        self.id = id
    }

    /// Percent of the run's wall time its solver threads were busy.
    public func busy(wallSeconds: Double) -> Double {
        guard wallSeconds > 0 else { return 0 }
        let percent = Double(serviceNanos) / 1e9 / (wallSeconds * Double(threads)) * 100
        return (min(percent, 100) * 10).rounded() / 10
    }
}
