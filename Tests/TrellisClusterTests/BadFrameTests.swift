import CZMQ
import Foundation
import Glibc
import Testing
@testable import TrellisCluster

/// Corrupt, oversized and bomb frames, sent by a test playing a rogue worker or a rogue
/// coordinator against the real processes: refused, logged, never a crash, and the run
/// still ends with the right bytes.
@Suite("Bad frames", .serialized)
struct BadFrameTests {
    let codec = FrameCodec()

    /// Joins as a worker named `name`, waits for one shard and answers it with the
    /// frame `answer` makes from the shard's header.
    func rogueWorker(_ endpoint: String, name: String, context: Context, answer: (FrameHeader) -> [UInt8]) throws {
        let socket = try Socket(context, .dealer)
        try socket.set(ZMQ_LINGER, Int32(2000))
        try socket.connect(endpoint)
        #expect(try socket.send(WireMessage.ready(version: WireMessage.protocolVersion, credit: 1, threads: 1, name: name).frames, wait: true))
        let frames = try #require(receive(on: socket, within: 10) { $0.first == Array("SHARD".utf8) })
        let header = try FrameHeader.parse(frames[1], expecting: .jobs, maxRawBytes: codec.maxRawBytes)
        try socket.send(WireMessage.result(shardID: header.shardID, serviceNanos: 1, waitNanos: 1, frame: answer(header)).frames, wait: true)
    }

    @Test func theCoordinatorRefusesCorruptAndBombResults() throws {
        let scratch = try Scratch()
        try Systems.write(40, to: scratch.path + "/in.jsonl")
        let reference = try Systems.reference(for: [scratch.path + "/in.jsonl"], scratch: scratch)
        let (coordinator, endpoint) = try Cluster.coordinator(scratch, inputs: [scratch.path + "/in.jsonl"])
        let context = try Context()
        try rogueWorker(endpoint, name: "corrupt", context: context) { header in
            var frame = codec.encode(Array(repeating: 1, count: 4000), kind: .results, runID: header.runID, shardID: header.shardID)
            frame[FrameHeader.size + 10] ^= 0x40
            return frame
        }
        try rogueWorker(endpoint, name: "bomb", context: context) { header in
            let bomb = FrameCodec(maxRawBytes: 64 << 20, level: 3).encode(
                Array(repeating: 0, count: 16 << 20), kind: .results, runID: header.runID, shardID: header.shardID)
            return FrameTampering.declaring(rawSize: 1000, in: bomb, kind: .results, runID: header.runID, shardID: header.shardID, codec: codec)
        }
        let worker = try Cluster.worker(scratch, endpoint: endpoint, name: "honest")
        #expect(coordinator.exitStatus(within: 60) == 3, "\(coordinator.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), reference), "the output differs from the reference")
        #expect(coordinator.stderr.contains("refused the result of shard 0 from corrupt"))
        #expect(coordinator.stderr.contains("refused the result of shard 0 from bomb: frame inflates past its declared 1000 bytes"))
        #expect(try Cluster.report(scratch)["refused"] as? Int == 2)
        worker.signal(SIGTERM)
        #expect(worker.exitStatus(within: 30) == 0)
    }

    @Test func aWorkerRefusesBadShardsAndSolvesGoodOnes() throws {
        let scratch = try Scratch()
        let context = try Context()
        let router = try Socket(context, .router)
        try router.set(ZMQ_LINGER, Int32(0))
        try router.bind("tcp://127.0.0.1:*")
        let worker = try Cluster.worker(scratch, endpoint: router.lastEndpoint, name: "target")
        let ready = try #require(try receive(on: router, within: 10) { $0.count > 1 && $0[1] == Array("READY".utf8) })
        let identity = ready[0]
        var jobs = ShardJobs(maxDocumentBytes: 1 << 20)
        let document = Array(#"{"format":"trellis-system/1","id":"one","constraints":[{"expr":"x == 4"}]}"#.utf8)
        document.withUnsafeBufferPointer { jobs.append(.complete($0), origin: .init(path: "a.json", isWholeFile: true)) }
        let good = codec.encode(jobs.encoded, kind: .jobs, runID: 5, shardID: 3)
        var corrupt = good
        corrupt[corrupt.count - 3] ^= 0x01
        let bomb = FrameTampering.declaring(
            rawSize: 2000, in: FrameCodec(maxRawBytes: 64 << 20, level: 3).encode(Array(repeating: 0, count: 8 << 20), kind: .jobs, runID: 5, shardID: 1),
            kind: .jobs, runID: 5, shardID: 1, codec: codec)
        let oversized = FrameTampering.declaring(rawSize: UInt64(codec.maxRawBytes) + 1, in: good, kind: .jobs, runID: 5, shardID: 2, codec: codec)
        for frame in [corrupt, bomb, oversized, Array("not a frame".utf8)] {
            try router.send([identity] + WireMessage.shard(frame: frame).frames, wait: true)
            let answer = try #require(try receive(on: router, within: 10) { $0.count > 1 && $0[1] != Array("HEARTBEAT".utf8) })
            guard case .refused(_, let reason)? = try? WireMessage(frames: answer[1...]) else {
                Issue.record("expected REFUSED, got \(String(decoding: answer[1], as: UTF8.self))")
                continue
            }
            #expect(!reason.isEmpty)
        }
        // A result larger than the coordinator takes is refused, saying so, rather than
        // sent to be dropped with the connection.
        try router.send([identity] + WireMessage.shard(frame: good, maxResultBytes: 10).frames, wait: true)
        let tooLarge = try #require(try receive(on: router, within: 10) { $0.count > 1 && $0[1] != Array("HEARTBEAT".utf8) })
        guard case .refused(3, let reason)? = try? WireMessage(frames: tooLarge[1...]) else {
            Issue.record("expected REFUSED, got \(String(decoding: tooLarge[1], as: UTF8.self))")
            return
        }
        #expect(reason.hasSuffix("over the coordinator's limit of 10 (trellis coordinator --max-result-mib)"))
        try router.send([identity] + WireMessage.shard(frame: good).frames, wait: true)
        let answer = try #require(try receive(on: router, within: 10) { $0.count > 1 && $0[1] == Array("RESULT".utf8) })
        guard case .result(let shardID, _, _, let frame)? = try? WireMessage(frames: answer[1...]) else {
            Issue.record("expected RESULT")
            return
        }
        let (header, raw) = try codec.decode(frame, kind: .results)
        #expect(shardID == 3 && header.shardID == 3 && header.runID == 5)
        #expect(try ShardResult(decoding: raw) == jobs.solve())
        worker.signal(SIGTERM)
        #expect(try receive(on: router, within: 10) { $0.count > 1 && $0[1] == Array("BYE".utf8) } != nil)
        #expect(worker.exitStatus(within: 30) == 0)
        #expect(worker.stderr.contains("refused shard"))
    }

    /// A message over `ZMQ_MAXMSGSIZE` is dropped by libzmq with its connection before
    /// it is allocated: the coordinator never sees it, and the sender's shards go back
    /// to the queue when it falls silent.
    @Test func anOversizedMessageNeverReachesTheCoordinator() throws {
        let scratch = try Scratch()
        try Systems.write(20, to: scratch.path + "/in.jsonl")
        let reference = try Systems.reference(for: [scratch.path + "/in.jsonl"], scratch: scratch)
        let context = try Context()
        var options = CoordinatorOptions(inputs: [scratch.path + "/in.jsonl"], bind: "tcp://127.0.0.1:*")
        options.output = scratch.path + "/out.jsonl"
        options.maxResultFrameBytes = 64 * 1024
        options.progress = false
        let lines = LogLines()
        nonisolated(unsafe) let coordinator = try Coordinator(options: options, context: context, log: { lines.append($0) })
        let endpoint = coordinator.endpoint
        nonisolated(unsafe) var report = ClusterReport()
        let running = try JoinableThread { report = coordinator.run() }
        try rogueWorker(endpoint, name: "oversized", context: context) { _ in
            var random = SystemRandomNumberGenerator()
            return (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        let stop = StopFlag()
        let worker = try Worker(options: WorkerOptions(endpoint: endpoint, threads: 1, name: "honest"), context: context, notifier: nil, log: { _ in })
        nonisolated(unsafe) let serving = worker
        let workerThread = try JoinableThread { try? serving.run(stop: stop) }
        running.join()
        stop.raise()
        workerThread.join()
        #expect(report.failure == nil)
        #expect(report.refused == 0)
        // Dropped when a send to it fails (libzmq closed the connection) or when it
        // falls silent, whichever comes first.
        #expect(lines.all.contains { $0.hasPrefix("worker oversized ") && $0.hasSuffix("requeueing shards 0") })
        // libzmq says nothing of the message it dropped; the closed connection is logged.
        #expect(lines.all.contains { $0.hasPrefix("a peer's connection closed (1 this run)") && $0.contains("over 65536 bytes") })
        #expect(sameBytes(scratch.read("out.jsonl"), reference), "the output differs from the reference")
    }
}

/// Log lines collected from another thread.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
