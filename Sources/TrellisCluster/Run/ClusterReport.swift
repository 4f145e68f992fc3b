import TrellisDocument
import TrellisLayout

/// What a coordinator run did, for standard error and `--report FILE` (format.md §6).
/// Counts cover the whole output, a resumed run's earlier part included; rates cover
/// the work this process did in its wall time.
public struct ClusterReport: Sendable {
    public var inputs = 0
    public var totals = RunTotals()
    /// Totals already in the output when this process started (`--resume`).
    public var resumedFrom = RunTotals()
    public var wallSeconds = 0.0
    /// From the start to the first shard sent: mostly the wait for a worker to join.
    /// A measure of the coordinator alone starts there (bench/cluster.sh's ceiling).
    public var firstShardSentSeconds = 0.0
    /// Input bytes already read, cut and deflated when the first shard was sent (the
    /// reorder window's worth, read while waiting for a worker): work that a measure
    /// starting at the first shard does not time, so the ceiling leaves it out.
    public var bytesReadBeforeFirstShard = 0
    public var latency = LatencyStats()
    public var workers: [WorkerStats] = []
    public var requeued = 0
    public var duplicates = 0
    /// Messages refused: corrupt, oversized or malformed frames, and messages from a
    /// peer with no right to send them (not joined, or not holding the shard named).
    public var refused = 0
    /// Why the run stopped before its end (exit status 1), or nil.
    public var failure: String?

    public init() {}

    public var errors: Int { totals.tally.errors }

    private var rowsThisRun: Int { totals.tally.rows - resumedFrom.tally.rows }
    private var tablesThisRun: Int { totals.tally.tables - resumedFrom.tally.tables }
    private var documentsThisRun: Int { totals.documents - resumedFrom.documents }
    public var rowsPerSecond: Double { rate(rowsThisRun) }
    public var tablesPerSecond: Double { rate(tablesThisRun) }
    public var documentsPerSecond: Double { rate(documentsThisRun) }
    public var compressionRatio: Double {
        totals.bytesInCompressed > 0 ? rounded(Double(totals.bytesIn) / Double(totals.bytesInCompressed), 1000) : 0
    }

    /// The busiest worker's rows over the mean: 1 is a perfect spread.
    public var imbalance: Double {
        let rows = workers.map(\.rows)
        guard let most = rows.max(), most > 0 else { return 0 }
        return rounded(Double(most) * Double(rows.count) / Double(rows.reduce(0, +)), 1000)
    }

    private func rate(_ count: Int) -> Double { wallSeconds > 0 ? rounded(Double(count) / wallSeconds, 10) : 0 }
    private func rounded(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }
    private func megabytes(_ bytes: Int) -> String { formatNumber(rounded(Double(bytes) / 1e6, 1000)) }

    /// Lines for standard error, each without the `trellis: ` prefix.
    public var summary: [String] {
        let tally = totals.tally
        var lines = [
            "\(tally.jobs) jobs in \(totals.documents) documents from \(inputs) inputs: \(tally.solved) solved, \(tally.errors) errors, \(tally.issues) issues"
                + " in \(formatNumber(rounded(wallSeconds, 1000))) s (\(formatNumber(documentsPerSecond.rounded())) documents/s)",
            "\(formatNumber(rowsPerSecond.rounded())) rows/s, \(formatNumber(tablesPerSecond.rounded())) tables/s;"
                + " in \(megabytes(totals.bytesIn)) MB (\(megabytes(totals.bytesInCompressed)) MB deflated, ratio \(formatNumber(compressionRatio))),"
                + " out \(megabytes(totals.bytesOut)) MB",
            "\(latency.count) shards: latency \(LatencyStats.summary(latency.total)); waiting \(LatencyStats.summary(latency.wait));"
                + " solving \(LatencyStats.summary(latency.service))",
        ]
        if resumedFrom.shards > 0 { lines.append("resumed after \(resumedFrom.shards) shards already written") }
        for worker in workers {
            lines.append("  worker \(worker.id): \(worker.shards) shards, \(worker.rows) rows, busy \(formatNumber(worker.busy(wallSeconds: wallSeconds)))%, \(worker.requeues) requeues")
        }
        lines.append("requeued \(requeued), duplicates dropped \(duplicates), frames refused \(refused)")
        return lines
    }

    /// The report as one JSON object, keys in a fixed order.
    public var json: [UInt8] {
        let tally = totals.tally
        var out = JSONWriter()
        func field(_ name: String, _ value: Int) {
            out.raw(",")
            out.key(name)
            out.integer(value)
        }
        func field(_ name: String, _ value: Double) {
            out.raw(",")
            out.key(name)
            out.number(value)
        }
        out.raw("{\"inputs\":")
        out.integer(inputs)
        field("documents", totals.documents)
        field("jobs", tally.jobs)
        field("solved", tally.solved)
        field("errors", tally.errors)
        field("issues", tally.issues)
        field("rows", tally.rows)
        field("tables", tally.tables)
        field("wallSeconds", rounded(wallSeconds, 1e6))
        field("firstShardSentSeconds", rounded(firstShardSentSeconds, 1e6))
        field("bytesReadBeforeFirstShard", bytesReadBeforeFirstShard)
        field("rowsPerSecond", rowsPerSecond)
        field("tablesPerSecond", tablesPerSecond)
        field("documentsPerSecond", documentsPerSecond)
        field("bytesIn", totals.bytesIn)
        field("bytesInCompressed", totals.bytesInCompressed)
        field("bytesOut", totals.bytesOut)
        field("compressionRatio", compressionRatio)
        field("shards", Int(totals.shards))
        field("resumedShards", Int(resumedFrom.shards))
        out.raw(",\"shardLatency\":")
        latency.write(to: &out)
        out.raw(",\"workers\":[")
        for (index, worker) in workers.enumerated() {
            if index > 0 { out.raw(",") }
            out.raw("{\"id\":")
            out.string(worker.id)
            out.raw(",\"threads\":")
            out.integer(worker.threads)
            out.raw(",\"shards\":")
            out.integer(worker.shards)
            out.raw(",\"rows\":")
            out.integer(worker.rows)
            out.raw(",\"busy\":")
            out.number(worker.busy(wallSeconds: wallSeconds))
            out.raw(",\"requeues\":")
            out.integer(worker.requeues)
            out.raw("}")
        }
        out.raw("]")
        field("imbalance", imbalance)
        field("requeued", requeued)
        field("duplicates", duplicates)
        field("refused", refused)
        out.raw("}\n")
        return out.bytes
    }

    /// Writes `json` to `path`, replacing the file.
    public func write(to path: String) throws(InputError) {
        try writeFile(json, to: path)
    }
}
