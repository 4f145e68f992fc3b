import CZMQ
import Glibc
import TrellisDocument

/// A worker: one DEALER connected to the coordinator, served by one network loop (this
/// thread), and a pool of solver threads. The loop heartbeats, forwards results, and
/// reconnects with a fresh socket when the coordinator goes silent (the Paranoid Pirate
/// pattern): a fresh socket gets a fresh routing id, so a restarted coordinator sees
/// a new worker and never a half-known one.
public final class Worker {
    let options: WorkerOptions
    let context: Context
    let notifier: SystemdNotifier?
    let log: @Sendable (String) -> Void
    private let results: Socket
    private let pool: SolverPool
    private var backoffNanos: UInt64 = 1_000_000_000
    private var nextWatchdog: UInt64 = 0
    private var nextStatus: UInt64 = 0
    private let started = Monotonic.now

    /// Sets the process's allocator to keep freed shard buffers (FreedMemory).
    public init(options: WorkerOptions, context: Context, notifier: SystemdNotifier?, log: @escaping @Sendable (String) -> Void) throws(ClusterError) {
        FreedMemory.keepForReuse()
        self.options = options
        self.context = context
        self.notifier = notifier
        self.log = log
        let endpoint = "inproc://trellis-solved-\(UInt64.random(in: 1...UInt64.max))"
        do throws(ZMQError) {
            results = try Socket(context, .pull)
            try results.bind(endpoint)
        } catch {
            throw .network(error)
        }
        pool = try SolverPool(
            threads: options.threads, context: context, endpoint: endpoint, codec: options.codec,
            instant: options.instant)
    }

    /// Serves coordinators until `stopDescriptor` is readable (SIGTERM: hand back and
    /// finish), `stop` is raised, or — with `exitWhenDone` — a run ends. Throws when it
    /// cannot work at all (a bad endpoint, no socket to be had), so that the process
    /// exits non-zero and systemd's `Restart=on-failure` tries again.
    public func run(stopDescriptor: Int32 = -1, stop: StopFlag? = nil) throws(ZMQError) {
        notifier?.notify("READY=1\nSTATUS=connecting to \(options.endpoint)")
        defer { pool.stop() }
        while true {
            let dealer: Socket
            do throws(ZMQError) {
                dealer = try Socket(context, .dealer)
                try SocketSetup.worker(dealer, codec: options.codec, curve: options.curve)
                try dealer.connect(options.endpoint)
            } catch {
                notifier?.notify("STOPPING=1\nSTATUS=cannot connect to \(options.endpoint): \(error)")
                throw error
            }
            switch serve(dealer, stopDescriptor: stopDescriptor, stop: stop) {
            case .stopped:
                return
            case .signalled:
                leave(dealer)
                return
            case .runOver:
                // The coordinator is leaving: connect afresh at once, so this worker is
                // ready the moment the next run binds.
                _ = pool.queue.takeWaiting()
                backoffNanos = 1_000_000_000
            case .coordinatorSilent:
                // Shards not started belong to a coordinator that has given up on this
                // socket; it requeues them itself.
                _ = pool.queue.takeWaiting()
                notifier?.notify("STATUS=waiting for the coordinator at \(options.endpoint)")
                if sleep(nanos: backoffNanos, stopDescriptor: stopDescriptor, stop: stop) {
                    notifier?.notify("STOPPING=1")
                    return
                }
                backoffNanos = min(backoffNanos * 2, Monotonic.nanoseconds(options.maxBackoffSeconds))
            }
        }
    }

    private enum Ending {
        case stopped, signalled, runOver, coordinatorSilent
    }

    private func serve(_ dealer: Socket, stopDescriptor: Int32, stop: StopFlag?) -> Ending {
        var readySent = false
        var saidWaiting = false
        var lastHeard = Monotonic.now
        var nextHeartbeat = Monotonic.now
        let ready = WireMessage.ready(
            version: WireMessage.protocolVersion, credit: options.credit, threads: options.threads, name: options.name)
        while true {
            if stop?.isRaised == true { return .stopped }
            // With ZMQ_IMMEDIATE this fails until the connection is up.
            if !readySent {
                readySent = (try? dealer.send(ready.frames)) == true
                if readySent { lastHeard = Monotonic.now }
            }
            var poller = Poller()
            poller.add(.socket(dealer))
            poller.add(.socket(results))
            let stopIndex = stopDescriptor >= 0 ? poller.add(.descriptor(stopDescriptor)) : -1
            let now = Monotonic.now
            let timeout = readySent ? min(Int(nextHeartbeat > now ? (nextHeartbeat - now) / 1_000_000 : 0) + 1, 250) : 50
            guard let readable = try? poller.wait(milliseconds: timeout) else { return .stopped }
            if stopIndex >= 0 && readable[stopIndex] { return .signalled }
            if readable[0] {
                while let frames = try? dealer.receive() {
                    lastHeard = Monotonic.now
                    backoffNanos = 1_000_000_000
                    switch handle(frames, on: dealer) {
                    case .carryOn: break
                    case .rejoin: readySent = false
                    case .runOver: return .runOver
                    case .stop: return .stopped
                    }
                }
            }
            if readable[1] { forwardResults(to: dealer) }
            let after = Monotonic.now
            if readySent && after >= nextHeartbeat {
                _ = try? dealer.send(WireMessage.heartbeat.frames)
                nextHeartbeat = after + Heartbeat.intervalNanos
            }
            tendSystemd(connected: readySent && after - lastHeard <= Heartbeat.expiryNanos)
            if !readySent && !saidWaiting && after - lastHeard > Heartbeat.expiryNanos {
                log("waiting for the coordinator at \(options.endpoint)")
                saidWaiting = true
            }
            // Before READY is out there is no connection to judge: libzmq keeps
            // reconnecting on its own, and READY goes the moment one is up.
            if readySent && after - lastHeard > Heartbeat.expiryNanos {
                log("coordinator at \(options.endpoint) silent for \(Heartbeat.liveness) s; reconnecting in \(backoffNanos / 1_000_000_000) s")
                return .coordinatorSilent
            }
        }
    }

    private enum Reaction {
        case carryOn, rejoin, runOver, stop
    }

    private func handle(_ frames: [[UInt8]], on dealer: Socket) -> Reaction {
        let message: WireMessage
        do {
            message = try WireMessage(frames: frames[...])
        } catch {
            log("refused a message from the coordinator: \(error)")
            return .carryOn
        }
        switch message {
        case .shard(let frame, let maxResultBytes):
            do throws(FrameError) {
                let header = try FrameHeader.parse(frame, expecting: .jobs, maxRawBytes: options.codec.maxRawBytes)
                pool.queue.push(ShardJob(shardID: header.shardID, frame: frame, maxResultBytes: maxResultBytes, receivedAt: Monotonic.now))
            } catch {
                log("refused a shard: \(error)")
                _ = try? dealer.send(WireMessage.refused(shardID: .max, reason: error.description).frames)
            }
        case .heartbeat:
            break
        case .done:
            return options.exitWhenDone ? .stop : .runOver
        case .reset:
            // The coordinator does not know this socket: what it queued here was
            // requeued there (or belongs to a run that is over).
            _ = pool.queue.takeWaiting()
            return .rejoin
        case .ready, .result, .refused, .handback, .bye:
            log("refused a worker's message from the coordinator")
        }
        return .carryOn
    }

    private func forwardResults(to dealer: Socket) {
        while let frames = try? results.receive() {
            if case .refused(let id, let reason)? = try? WireMessage(frames: frames[...]) {
                log("refused shard \(id): \(reason)")
            }
            // Without a connection (IMMEDIATE) the result is dropped: the coordinator
            // has requeued the shard or will on its deadline.
            _ = try? dealer.send(frames)
        }
    }

    /// SIGTERM: hand back the shards not started, finish the ones being solved (within
    /// `drainSeconds`), say goodbye.
    private func leave(_ dealer: Socket) {
        notifier?.notify("STOPPING=1\nSTATUS=finishing shards in progress")
        let waiting = pool.queue.takeWaiting().map(\.shardID)
        if !waiting.isEmpty {
            _ = try? dealer.send(WireMessage.handback(waiting).frames)
            log("handed back shards \(waiting.map(String.init).joined(separator: ", "))")
        }
        let deadline = Monotonic.deadline(after: options.drainSeconds)
        while pool.queue.runningCount > 0 && Monotonic.now < deadline {
            var poller = Poller()
            poller.add(.socket(results))
            if (try? poller.wait(milliseconds: 100))?.first == true { forwardResults(to: dealer) }
        }
        forwardResults(to: dealer)
        _ = try? dealer.send(WireMessage.bye.frames)
    }

    private func tendSystemd(connected: Bool) {
        guard let notifier else { return }
        let now = Monotonic.now
        if let interval = notifier.watchdogIntervalNanos, now >= nextWatchdog {
            notifier.notify("WATCHDOG=1")
            nextWatchdog = now + interval
        }
        if now >= nextStatus {
            let seconds = Double(now - started) / 1e9
            let rate = seconds > 0 ? Int((Double(pool.rows) / seconds).rounded()) : 0
            notifier.notify(connected
                ? "STATUS=connected to \(options.endpoint); \(pool.shards) shards done, \(rate) rows/s"
                : "STATUS=waiting for the coordinator at \(options.endpoint); \(pool.shards) shards done")
            nextStatus = now + 2_000_000_000
        }
    }

    /// Waits, still answering systemd's watchdog; true when told to stop meanwhile.
    private func sleep(nanos: UInt64, stopDescriptor: Int32, stop: StopFlag?) -> Bool {
        let until = Monotonic.now + nanos
        while Monotonic.now < until {
            if stop?.isRaised == true { return true }
            var poller = Poller()
            let index = stopDescriptor >= 0 ? poller.add(.descriptor(stopDescriptor)) : -1
            let ready = (try? poller.wait(milliseconds: 100)) ?? []
            if index >= 0 && ready[index] { return true }
            tendSystemd(connected: false)
        }
        return false
    }
}
