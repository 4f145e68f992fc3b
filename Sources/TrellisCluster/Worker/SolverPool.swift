import CZMQ
import Synchronization
import TrellisDocument

/// The worker's solver threads. Each takes a shard from the queue, inflates it, solves
/// its documents, deflates the records and pushes the finished RESULT (or a REFUSED,
/// when the frame was bad) to the network loop through its own `inproc://` PUSH socket:
/// ZeroMQ sockets are not shared between threads, and the loop's zmq_poll wakes on them.
final class SolverPool: Sendable {
    let queue: BlockingQueue<ShardJob>
    private let threads: [JoinableThread]
    private let counters: Counters

    final class Counters: Sendable {
        let rows = Atomic<Int>(0)
        let shards = Atomic<Int>(0)
    }

    /// `endpoint` is where the network loop's PULL socket is bound. Each thread's
    /// socket is opened here, so a pool that cannot have all its threads (no socket or
    /// thread to be had) throws, after stopping those that started, instead of
    /// accepting shards it would never solve.
    init(threads count: Int, context: Context, endpoint: String, codec: FrameCodec, instant: Bool) throws(ClusterError) {
        var threads: [JoinableThread] = []
        let queue = BlockingQueue<ShardJob>()
        let counters = Counters()
        func stopStarted() {
            queue.close()
            for thread in threads { thread.join() }
        }
        for _ in 0..<count {
            let push: Socket
            do throws(ZMQError) {
                push = try Socket(context, .push)
                try push.set(ZMQ_LINGER, Int32(1000))
                try push.connect(endpoint)
            } catch {
                stopStarted()
                throw .network(error)
            }
            // The socket moves to its thread and is used only there.
            nonisolated(unsafe) let owned = push
            do throws(ThreadError) {
                threads.append(try JoinableThread {
                    SolverPool.serve(queue: queue, push: owned, codec: codec, counters: counters, instant: instant)
                })
            } catch {
                stopStarted()
                throw .thread(error)
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

    private static func serve(queue: BlockingQueue<ShardJob>, push: Socket, codec: FrameCodec, counters: Counters, instant: Bool) {
        // Compiled table cells, kept across this thread's shards (not shared: a cell's
        // solver is not thread-safe).
        let cells = CellCache()
        let deflater = codec.makeDeflater()
        while let job = queue.pop() {
            let started = Monotonic.now
            let message: WireMessage
            do throws(FrameError) {
                let header = try FrameHeader.parse(job.frame, expecting: .jobs, maxRawBytes: codec.maxRawBytes)
                let result: ShardResult
                if instant {
                    result = try InstantAnswer.result(for: job.frame, codec: codec)
                } else {
                    let (_, raw) = try codec.decode(job.frame, kind: .jobs)
                    result = try ShardJobs(decoding: raw).solve(cache: cells)
                }
                let frame = codec.encode(result.encoded, kind: .results, runID: header.runID, shardID: header.shardID, deflater: deflater)
                let rows = result.tally.rows
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
