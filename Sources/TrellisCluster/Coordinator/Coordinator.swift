import CZMQ
import Glibc
import TrellisDocument

/// The coordinator: reads the input as shards (on its reader thread), sends them to
/// workers as their credit allows, takes results back in any order and writes them in
/// input order, journaling each shard it writes. One thread runs the loop below and
/// owns the ROUTER socket; nothing in it blocks except zmq_poll.
///
/// Memory is bounded by the reorder window: the reader is only asked for the next shard
/// while fewer than `window` shards are between the oldest unwritten one and the newest
/// read, so a slow shard at the head stops reading rather than piling up results.
public final class Coordinator {
    let options: CoordinatorOptions
    let context: Context
    let router: Socket
    let feed: Socket
    let files: [InputFile]
    let runID: UInt64
    let output: OutputFile
    let journal: Journal?
    let log: @Sendable (String) -> Void
    let readerStop = StopFlag()
    let feedEndpoint: String
    let zap: ZapHandler?
    /// Connections closed under the ROUTER: the only trace of a message libzmq dropped
    /// for its size.
    let monitor: SocketMonitor
    var connectionsClosed = 0

    var report = ClusterReport()
    /// Read and not yet written, by shard id.
    var shards: [UInt64: ShardState] = [:]
    /// Ids waiting for a worker, ascending: a requeued shard goes before newer ones,
    /// since the writer waits for the oldest.
    var queued: [UInt64] = []
    /// Shards already in the output when this run started (`--resume`).
    let skip: UInt64
    var shardsReceived: UInt64 = 0
    /// Known once the reader has read the whole input (or failed).
    var shardsInInput: UInt64?
    var bytesRead = 0
    /// The reader's error, reported once the shards before it are written.
    var inputFailure: String?
    /// Sliced documents being solved whole (a piece gave an error), by their first
    /// shard: the id of the shard that carries the whole document.
    var solvedWhole: [UInt64: UInt64] = [:]
    /// Ids for those shards, past any the input can have.
    var nextWholeID: UInt64 = 1 << 62
    /// Pieces here of each sliced document not yet written, by its first shard.
    var piecesRead: [UInt64: Int] = [:]
    /// How many pieces each sliced document not yet written has, by its first shard,
    /// once a piece has said (RowStream's last piece says it).
    var pieceCounts: [UInt64: Int] = [:]
    /// Each sliced document not yet written, its answers folded so far, by its first shard.
    var folds: [UInt64: SliceFold] = [:]
    var nextDeadlineCheck: UInt64 = 0
    var firstShardSent: UInt64?
    var links: [[UInt8]: WorkerLink] = [:]
    /// By worker name, from the first shard sent to it: a peer that joins and is never
    /// given work costs nothing here.
    var stats: [String: WorkerStats] = [:]
    var statsOrder: [String] = []
    var lastWorkerSeen = Monotonic.now
    var lastNoWorkersWarning: UInt64 = 0
    /// Lines about peers (joins, leaves, refusals, closed connections) logged one by one
    /// each second; the rest are counted in one line.
    static let peerLines = 20
    var peerLinesLeft = peerLines
    var peerLinesNotLogged = 0

    /// Binds the endpoint and opens (or, resuming, reopens) the output and journal, so
    /// every "cannot start" error comes before any work. Sets the process's allocator
    /// to keep freed shard buffers (FreedMemory).
    public init(options: CoordinatorOptions, context: Context, log: @escaping @Sendable (String) -> Void) throws(ClusterError) {
        FreedMemory.keepForReuse()
        self.options = options
        self.context = context
        self.log = log
        do throws(InputError) {
            files = try InputFile.expand(options.inputs)
            var resumed = RunTotals()
            var journal: Journal?
            if options.resume, let once = files.first(where: { !Journal.canBeReadAgain($0.path) }) {
                throw InputError("--resume cannot read \(once.path) again: it is a pipe or a device, whose bytes are read once")
            }
            if let path = options.journal {
                let identity = try Journal.identity(files: files, plan: options.plan, maxDocumentBytes: options.maxDocumentBytes, solve: options.solve)
                if options.resume, let (existing, totals) = try Journal.resume(path: path, identity: identity) {
                    journal = existing
                    resumed = totals
                } else {
                    journal = try Journal(creating: path, identity: identity)
                }
            }
            self.journal = journal
            output = try OutputFile(path: options.output, resumeAt: options.resume ? resumed.bytesOut : nil)
            report.resumedFrom = resumed
            report.totals = resumed
            report.inputs = files.count
            skip = resumed.shards
        } catch {
            throw .input(error)
        }
        runID = UInt64.random(in: 1...UInt64.max)
        feedEndpoint = "inproc://trellis-shards-\(runID)"
        do throws(ZMQError) {
            zap = try options.curve.map { curve throws(ZMQError) in
                try ZapHandler(context: context, allowed: curve.allowedWorkers, log: log)
            }
            router = try Socket(context, .router)
            try SocketSetup.coordinator(router, maxMessageBytes: options.maxResultFrameBytes, curve: options.curve)
            monitor = try SocketMonitor(watching: router, context: context, events: ZMQ_EVENT_DISCONNECTED)
            try router.bind(options.bind)
            feed = try Socket(context, .pull)
            try feed.set(ZMQ_RCVHWM, Int32(2))
            try feed.set(ZMQ_LINGER, Int32(0))
            try feed.bind(feedEndpoint)
        } catch {
            throw .network(error)
        }
    }

    /// The endpoint bound, with the port a `:0` or `*` bind picked.
    public var endpoint: String { router.lastEndpoint }

    /// Runs until every shard is written, the input fails, a shard fails too often, or
    /// `stopDescriptor` (the signal pipe) becomes readable. The output and journal are
    /// consistent whichever way it ends.
    public func run(stopDescriptor: Int32 = -1) -> ClusterReport {
        let started = Monotonic.now
        let source = ShardReader(
            files: files, maxDocumentBytes: options.maxDocumentBytes, solveOptions: options.solve, plan: options.plan, codec: options.codec,
            runID: runID, skip: skip, endpoint: feedEndpoint, stop: readerStop, packers: options.packers)
        let context = self.context
        let readerThread: JoinableThread
        do throws(ThreadError) {
            readerThread = try JoinableThread { source.run(context: context) }
        } catch {
            report.failure = "\(error)"
            return report
        }
        var progress = options.progress ? ProgressBar(inputs: files) : nil
        var nextHeartbeat = started + Heartbeat.intervalNanos
        var interrupted = false

        while report.failure == nil && !isFinished {
            dispatch()
            var poller = Poller()
            poller.add(.socket(router))
            let monitorIndex = poller.add(.socket(monitor.socket))
            let feedIndex = windowIsOpen ? poller.add(.socket(feed)) : -1
            let stopIndex = stopDescriptor >= 0 ? poller.add(.descriptor(stopDescriptor)) : -1
            let now = Monotonic.now
            let wait = nextHeartbeat > now ? Int((nextHeartbeat - now) / 1_000_000) + 1 : 0
            let ready: [Bool]
            do {
                ready = try poller.wait(milliseconds: wait)
            } catch {
                report.failure = "\(error)"
                break
            }
            if stopIndex >= 0 && ready[stopIndex] {
                interrupted = true
                break
            }
            if ready[0] { receiveFromWorkers() }
            if ready[monitorIndex] { noteClosedConnections() }
            if feedIndex >= 0 && ready[feedIndex] { receiveShards() }
            writeInOrder()
            if Monotonic.now >= nextHeartbeat {
                heartbeat()
                renewPeerLines()
                nextHeartbeat = Monotonic.now + Heartbeat.intervalNanos
            }
            expireSilentWorkers()
            requeuePastDeadlines()
            warnWhenNoWorkers()
            progress?.update(bytesRead: bytesRead, rows: report.totals.tally.rows)
        }
        progress?.finish()
        if interrupted {
            report.failure = "stopped by a signal after \(report.totals.shards) shards"
                + (journal == nil ? "" : "; run again with --resume to finish")
        }
        // Stop listening first: a worker told DONE reconnects at once, and must reach
        // the next coordinator on this endpoint, never this one on its way out.
        _ = try? router.unbind(endpoint)
        for identity in links.keys { _ = try? router.send([identity] + WireMessage.done.frames) }
        readerStop.raise()
        readerThread.join()
        zap?.close()
        output.sync()
        journal?.sync()
        report.wallSeconds = Double(Monotonic.now - started) / 1e9
        report.firstShardSentSeconds = firstShardSent.map { Double($0 - started) / 1e9 } ?? report.wallSeconds
        report.workers = statsOrder.map { stats[$0]! }
        return report
    }

    /// Every shard of the input is here or already written.
    var inputEnded: Bool { shardsInInput.map { skip + shardsReceived >= $0 } ?? false }

    var isFinished: Bool { inputEnded && shards.isEmpty }

    /// Room to read another shard. Shards in memory are those between the oldest
    /// unwritten one and the newest read; they may number `window`, or twice the
    /// workers' total credit if that is more, so however many workers there are, each
    /// has shards to hold and more are ready. Only workers that have returned a good
    /// result count: a peer that joins claiming a credit of thousands and answers
    /// nothing cannot make the coordinator read that far ahead. While the oldest
    /// unwritten shard has not come from its packer yet the window stays open: it is in
    /// one of the packers' pipes, a few messages away, and nothing can be written
    /// before it. The same holds for every piece of a sliced document at the head.
    var windowIsOpen: Bool {
        guard !inputEnded else { return false }
        let credit = links.values.reduce(0) { $0 + ($1.proven ? $1.credit : 0) }
        guard let head = shards[report.totals.shards] else { return true }
        // A sliced document is written only once all its pieces are here: until then
        // the window stays open, however many pieces it has.
        if let piece = head.piece, piecesRead[piece.first, default: 0] < pieceIDs(piece)?.count ?? .max { return true }
        return shards.count < max(options.window, 2 * credit)
    }

    func name(of identity: [UInt8]) -> String {
        links[identity]?.name ?? "unknown peer " + identity.map { String($0, radix: 16) }.joined()
    }
}

/// Why a coordinator or a worker could not start.
public enum ClusterError: Error, CustomStringConvertible {
    case input(InputError)
    case network(ZMQError)
    case thread(ThreadError)

    public var description: String {
        switch self {
        case .input(let error): return error.message
        case .network(let error): return error.description
        case .thread(let error): return error.description
        }
    }
}
