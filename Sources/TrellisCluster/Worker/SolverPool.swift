import CZMQ
import Synchronization
import TrellisDocument

/// The worker's solver threads. Each takes a shard from the queue, inflates it, solves
/// its documents, deflates the records and pushes the finished RESULT (or a REFUSED,
/// when the frame was bad) to the network loop through its own `inproc://` PUSH socket:
/// ZeroMQ sockets are not shared between threads, and the loop's zmq_poll wakes on them.
final class SolverPool: Sendable {
    let queue: JobQueue
    private let threads: [JoinableThread]
    private let counters: Counters

    final class Counters: Sendable {
        let rows = Atomic<Int>(0)
        let shards = Atomic<Int>(0)
    }

    /// `endpoint` is where the network loop's PULL socket is bound.
    /// Throws when a thread cannot start, after stopping those that did.
    init(threads count: Int, context: Context, endpoint: String, codec: FrameCodec, cache: ResultCache?) throws(ThreadError) {
        var threads: [JoinableThread] = []
        let queue = JobQueue()
        let counters = Counters()
        for _ in 0..<count {
            do throws(ThreadError) {
                threads.append(try JoinableThread {
                    SolverPool.serve(queue: queue, context: context, endpoint: endpoint, codec: codec, counters: counters, cache: cache)
                })
            } catch {
                queue.close()
                for thread in threads { thread.join() }
                throw error
            }
        }
        self.queue = queue
        self.threads = threads
        self.counters = counters
    }

    var rows: Int { counters.rows.load(ordering: .relaxed) }
    var shards: Int { counters.shards.load(ordering: .relaxed) }

    /// Lets the threads finish what they started and waits for them.
    func stop() {
        queue.close()
        for thread in threads { thread.join() }
    }

    private static func serve(queue: JobQueue, context: Context, endpoint: String, codec: FrameCodec, counters: Counters, cache: ResultCache?) {
        guard let push = try? Socket(context, .push) else { return }
        _ = try? push.set(ZMQ_LINGER, Int32(1000))
        guard (try? push.connect(endpoint)) != nil else { return }
        // Compiled table cells, kept across this thread's shards (not shared: a cell's
        // solver is not thread-safe).
        let cells = CellCache()
        while let job = queue.pop() {
            let started = Monotonic.now
            let message: WireMessage
            do throws(FrameError) {
                let header = try FrameHeader.parse(job.frame, expecting: .jobs, maxRawBytes: codec.maxRawBytes)
                let frame: [UInt8]
                let rows: Int
                if let cached = cache?.lookup(job.frame) {
                    frame = codec.restamp(cached, runID: header.runID, shardID: header.shardID)
                    rows = cached.rows
                } else {
                    let (_, raw) = try codec.decode(job.frame, kind: .jobs)
                    let result = ShardResult(solving: try ShardJobs(decoding: raw), cache: cells)
                    let encoded = result.encoded
                    frame = codec.encode(encoded, kind: .results, runID: header.runID, shardID: header.shardID)
                    rows = result.tally.rows
                    cache?.store(job.frame, resultFrame: frame, raw: encoded, rows: rows)
                }
                guard frame.count <= job.maxResultBytes else {
                    throw .resultTooLarge(frame.count, limit: job.maxResultBytes)
                }
                message = .result(shardID: header.shardID, serviceNanos: Monotonic.now - started, waitNanos: started - job.receivedAt, frame: frame)
                counters.rows.add(rows, ordering: .relaxed)
                counters.shards.add(1, ordering: .relaxed)
            } catch {
                message = .refused(shardID: job.shardID, reason: error.description)
            }
            _ = try? push.send(message.frames, wait: true)
            queue.finished()
        }
    }
}
