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
        self.workers = workers
    }

    public func run(log: @escaping @Sendable (String) -> Void) throws(ClusterError) -> ClusterReport {
        let context: Context
        do throws(ZMQError) {
            context = try Context(ioThreads: 1)
        } catch {
            throw .network(error)
        }
        // Joins and leaves of in-process workers are not news.
        let coordinator = try Coordinator(options: self.coordinator, context: context, log: { _ in })
        let stop = StopFlag()
        let endpoint = self.coordinator.bind
        let threads = (0..<workers).map { index in
            JoinableThread {
                var options = WorkerOptions(endpoint: endpoint, threads: 1, name: "embedded-\(index + 1)")
                options.exitWhenDone = true
                guard let worker = try? Worker(options: options, context: context, notifier: nil, log: log) else { return }
                worker.run(stop: stop)
            }
        }
        let report = coordinator.run()
        stop.raise()
        for thread in threads { thread.join() }
        return report
    }
}
