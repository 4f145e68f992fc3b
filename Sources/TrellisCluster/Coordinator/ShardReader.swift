import CZMQ
import TrellisDocument

/// The thread that reads the input and cuts it into compressed shards, so reading,
/// splitting and deflating never hold up the coordinator's loop. It hands shards over an
/// `inproc://` PAIR socket with a small high-water mark: when the coordinator stops
/// taking shards (its reorder window is full), this thread waits in send, and reading
/// stops with it. That is what keeps memory flat however large the input.
///
/// Messages to the coordinator:
///     SHARD  u64 documents, u64 document bytes; frame
///     END    u64 shards in the input
///     FAIL   message (the input could not be read; shards before it were sent)
struct ShardReader: Sendable {
    var files: [InputFile]
    var maxDocumentBytes: Int
    var plan: ShardPlan
    var codec: FrameCodec
    var runID: UInt64
    /// Shards a resumed run already wrote: cut, counted, not sent.
    var skip: UInt64
    var endpoint: String
    var stop: StopFlag

    func run(context: Context) {
        let reader = DocumentReader(maxDocumentBytes: maxDocumentBytes)
        guard let socket = try? Socket(context, .pair) else { return }
        do throws(ZMQError) {
            try socket.set(ZMQ_SNDHWM, Int32(2))
            try socket.set(ZMQ_LINGER, Int32(0))
            // Sends wait at most this long before looking at the stop flag again.
            try socket.set(ZMQ_SNDTIMEO, Int32(100))
            try socket.connect(endpoint)
        } catch {
            return
        }

        func send(_ frames: [[UInt8]]) {
            while !stop.isRaised {
                guard let sent = try? socket.send(frames, wait: true) else { return }
                if sent { return }
            }
        }

        var cutter = ShardCutter(plan: plan, maxDocumentBytes: reader.maxDocumentBytes)
        var shardID: UInt64 = 0
        func flush() {
            guard let jobs = cutter.take() else { return }
            defer { shardID += 1 }
            guard shardID >= skip, !stop.isRaised else { return }
            var counts = ByteWriter()
            counts.u64(UInt64(jobs.documents.count))
            counts.u64(UInt64(jobs.documentBytes))
            send([Array("SHARD".utf8), counts.data, codec.encode(jobs.encoded, kind: .jobs, runID: runID, shardID: shardID)])
        }

        do throws(InputError) {
            for file in files {
                try reader.forEachDocument(in: file) { bytes, origin in
                    guard !stop.isRaised else { return }
                    cutter.append(bytes, origin: origin, keep: shardID >= skip)
                    if cutter.isFull { flush() }
                }
                if stop.isRaised { return }
            }
            flush()
            var count = ByteWriter()
            count.u64(shardID)
            send([Array("END".utf8), count.data])
        } catch {
            flush()
            send([Array("FAIL".utf8), Array(error.message.utf8)])
        }
    }
}
