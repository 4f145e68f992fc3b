import TrellisDocument

/// `trellis solve`: the coordinator with its workers inside this process, over
/// `inproc://`. It is the cluster's code path end to end — shards, frames, credit,
/// heartbeats, the reorder window — only the transport differs, so one machine and a
/// thousand give the same bytes.
public struct EmbeddedRun: Sendable {
    public var coordinator: CoordinatorOptions
    public var workers: Int

    public init(inputs: [String], output: String?, workers: Int, options: SolveOptions = SolveOptions()) {
        coordinator = CoordinatorOptions(inputs: inputs, bind: "inproc://trellis-embedded-\(UInt64.random(in: 1...UInt64.max))")
        coordinator.output = output
        coordinator.solve = options
        coordinator.noWorkersWarningSeconds = .infinity
        // No stranger reaches an inproc:// endpoint: a result may be as large as the
        // largest document allows.
        coordinator.maxResultFrameBytes = coordinator.codec.maxFrameBytes
        // Shards and results here never cross a wire: deflate level 0 writes stored
        // blocks, the same frames through the same code, without the compressing (with
        // zlib, about a quarter of a one-worker run's CPU).
        coordinator.codec.level = 0
        self.workers = workers
    }

    public func run(log: @escaping @Sendable (String) -> Void) throws(ClusterError) -> ClusterReport {
        let context: Context
        do throws(ZMQError) {
            context = try Context(ioThreads: 1, maxSockets: MachineLimits.contextSockets(3 * workers))
        } catch {
            throw .network(error)
        }
        // Joins and leaves of in-process workers are not news.
        let coordinator = try Coordinator(options: self.coordinator, context: context, log: { _ in })
        let stop = StopFlag()
        let endpoint = self.coordinator.bind
        var threads: [JoinableThread] = []
        for index in 0..<workers {
            do throws(ThreadError) {
                threads.append(try JoinableThread {
                    var options = WorkerOptions(endpoint: endpoint, threads: 1, name: "embedded-\(index + 1)")
                    options.exitWhenDone = true
                    options.codec.level = 0
                    do {
                        try Worker(options: options, context: context, notifier: nil, log: log).run(stop: stop)
                    } catch {
                        log("embedded worker \(index + 1): \(error)")
                    }
                })
            } catch {
                stop.raise()
                for thread in threads { thread.join() }
                throw .thread(error)
            }
        }
        let report = coordinator.run()
        stop.raise()
        for thread in threads { thread.join() }
        return report
    }
}
