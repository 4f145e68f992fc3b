import Foundation
import Glibc
import Testing
@testable import TrellisCluster
import TrellisDocument

/// Peers that lie, driven from the test through raw DEALER sockets against a real
/// coordinator process over TCP loopback: strangers that never joined, workers sending
/// results for shards they do not hold, bad frames naming other shards, decompression
/// bombs with correct checksums, floods of large frames. Whatever they send, the run
/// finishes with the bytes of a clean run and the coordinator's memory stays bounded.
@Suite("Hostile peers", .serialized)
struct HostilePeerTests {
    let codec = FrameCodec()
    static let shards = 6
    static let documentsPerShard = ShardPlan.standard.maxDocuments

    /// `shards` shards of exactly `documentsPerShard` tiny systems each (the shard size
    /// is raised so the document count closes them), so a liar knows every shard's
    /// document count and can forge results that would pass every check of content.
    func workload(_ scratch: Scratch) throws -> (input: String, reference: [UInt8]) {
        let path = scratch.path + "/in.jsonl"
        var text = ""
        for index in 0..<(Self.shards * Self.documentsPerShard) {
            text += #"{"format":"trellis-system/1","id":"s\#(index)","constraints":[{"expr":"x == \#(index)"}]}"# + "\n"
        }
        try scratch.write("in.jsonl", text)
        return (path, try Systems.reference(for: [path], scratch: scratch))
    }

    /// The standard limit on a result, as a coordinator with the standard shard size has.
    static let maxResultFrameBytes = CoordinatorOptions(inputs: [], bind: "").maxResultFrameBytes

    func coordinator(_ scratch: Scratch, input: String, extra: [String] = []) throws -> (Child, String) {
        try Cluster.coordinator(
            scratch, inputs: [input], extra: ["--shard-bytes", "100000000", "--max-result-mib", "\(Self.maxResultFrameBytes >> 20)"] + extra)
    }

    /// A well-formed result with the right document count and forged records.
    func forged(_ shardID: UInt64, runID: UInt64) -> [UInt8] {
        let result = ShardResult(documents: Self.documentsPerShard, tally: RunTally(), output: Array("{\"forged\":true}\n".utf8))
        return codec.encode(result.encoded, kind: .results, runID: runID, shardID: shardID)
    }

    @Test func resultsFromStrangersAndNonHoldersAreRefused() throws {
        let run = try HostileRun(self)
        let (spy, held, stranger) = (run.spy, run.held, run.stranger)
        for id in 0..<UInt64(Self.shards) { try stranger.result(id, frame: forged(id, runID: held.runID)) }
        for id in 0..<UInt64(Self.shards) where id != held.shardID { try spy.result(id, frame: forged(id, runID: held.runID)) }
        try spy.send(WireMessage.bye.frames)
        try run.finish(peakBelow: 64 << 20)
        #expect(try Cluster.report(run.scratch)["refused"] as? Int == 2 * Self.shards - 1)
        #expect(run.coordinator.stderr.contains("refused the result of shard 3 from unknown peer "))
        #expect(run.coordinator.stderr.contains("refused the result of shard 3 from spy: it does not hold that shard"))
    }

    /// Before, each bad frame requeued the shard it named and counted an attempt, so
    /// five of them from anyone ended the run.
    @Test func badFramesNamingOtherShardsDoNotAbortTheRun() throws {
        let run = try HostileRun(self)
        let (spy, held, stranger) = (run.spy, run.held, run.stranger)
        var garbage = forged(1, runID: held.runID)
        garbage[FrameHeader.size + 2] ^= 0x55
        for _ in 0..<8 { try stranger.result(1, frame: garbage) }
        for _ in 0..<8 { try spy.result(1, frame: garbage) }
        try spy.send(WireMessage.bye.frames)
        try run.finish(peakBelow: 64 << 20)
        #expect(try Cluster.report(run.scratch)["refused"] as? Int == 16)
        #expect(!run.coordinator.stderr.contains("giving up"))
    }

    /// Frames of a few hundred KiB that inflate to 128 MiB with a correct CRC: refused on
    /// the cheap facts (sender, shard held, run id) before anything is inflated.
    @Test func decompressionBombsAreRefusedBeforeInflating() throws {
        let run = try HostileRun(self)
        let (spy, held, stranger) = (run.spy, run.held, run.stranger)
        let zeros = [UInt8](repeating: 0, count: 128 << 20)
        let bomber = FrameCodec(level: 3)
        let wrongRun = bomber.encode(zeros, kind: .results, runID: held.runID &+ 1, shardID: held.shardID)
        let otherShard = bomber.encode(zeros, kind: .results, runID: held.runID, shardID: 2)
        for _ in 0..<20 { try stranger.result(held.shardID, frame: wrongRun) }
        for _ in 0..<10 { try spy.result(held.shardID, frame: wrongRun) }
        for _ in 0..<10 { try spy.result(2, frame: otherShard) }
        try spy.send(WireMessage.bye.frames)
        try run.finish(peakBelow: 64 << 20)
        #expect(try Cluster.report(run.scratch)["refused"] as? Int == 40)
    }

    /// Sixteen strangers, each sending frames just under the coordinator's limit and one
    /// far over it. libzmq holds at most a few messages per connection and drops the
    /// oversized ones before allocating them; the coordinator copies one at a time.
    @Test func manyLargeFramesFromManyPeersKeepMemoryBounded() throws {
        let run = try HostileRun(self)
        try run.spy.send(WireMessage.bye.frames)
        let nearLimit = [UInt8](repeating: 7, count: Self.maxResultFrameBytes - 1024)
        let overLimit = [UInt8](repeating: 7, count: 48 << 20)
        let peers = try (0..<16).map { _ in try RoguePeer(run.endpoint, context: run.context) }
        for peer in peers {
            for id in 0..<3 { try peer.result(UInt64(id), frame: nearLimit) }
            try peer.result(0, frame: overLimit)
        }
        // A clean run peaks near 21 MiB; libzmq may hold three messages per connection
        // (its receive high-water mark of 2, and one being read).
        let bound = (64 << 20) + peers.count * 3 * Self.maxResultFrameBytes
        try run.finish(peakBelow: bound)
    }

    /// A peer that joins claiming a credit of 4096 and holds what it gets, answering
    /// heartbeats and nothing else: before, it took every shard the window held, and
    /// again each time their deadlines requeued them, until the run gave up. Now it
    /// holds one shard until it proves itself, and that one goes elsewhere at its
    /// deadline.
    @Test func aHoarderWithAHugeCreditCannotStallTheRun() throws {
        let run = try HostileRun(self, spyCredit: 4096, coordinatorOptions: ["--shard-timeout", "2"])
        try run.finish(peakBelow: 64 << 20, spyHeartbeats: true)
        #expect(Cluster.worker(named: "spy", in: try Cluster.report(run.scratch))?["shards"] as? Int == 0)
    }

    /// A peer's name, reasons and commands reach the log with control characters
    /// escaped: none of them can start a line of its own.
    @Test func peerTextCannotForgeLogLines() throws {
        let run = try HostileRun(self, spyName: "x\ntrellis: FORGED name")
        let (liar, held) = (run.spy, run.held)
        try liar.send(WireMessage.refused(shardID: held.shardID, reason: "bad\r\ntrellis: FORGED reason\u{1b}[2J").frames)
        try liar.send([Array("NOPE\ntrellis: FORGED command".utf8)])
        try run.finish(peakBelow: 64 << 20)
        let lines = run.coordinator.stderr.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        #expect(!lines.contains { $0.hasPrefix("trellis: FORGED") }, "\(run.coordinator.stderr)")
        #expect(!run.coordinator.stderr.contains("\u{1b}"))
        #expect(run.coordinator.stderr.contains(#"worker x\ntrellis: FORGED name joined"#))
    }
}

/// A coordinator over the hostile workload, a joined peer (`spy`) holding one shard, and
/// a stranger that never joined.
struct HostileRun {
    let scratch: Scratch
    let reference: [UInt8]
    let coordinator: Child
    let endpoint: String
    let context: Context
    let spy: RoguePeer
    let held: FrameHeader
    let stranger: RoguePeer

    init(_ suite: HostilePeerTests, spyName: String = "spy", spyCredit: Int = 1, coordinatorOptions: [String] = []) throws {
        scratch = try Scratch()
        let input: String
        (input, reference) = try suite.workload(scratch)
        (coordinator, endpoint) = try suite.coordinator(scratch, input: input, extra: coordinatorOptions)
        context = try Context()
        spy = try RoguePeer(endpoint, context: context)
        held = try spy.join(name: spyName, credit: spyCredit).header
        stranger = try RoguePeer(endpoint, context: context)
    }

    /// Ends the run with an honest worker and checks what every hostile run must give:
    /// it finishes, with a clean run's bytes, and the coordinator's peak memory stays
    /// below `limit`. With `spyHeartbeats` the spy keeps answering heartbeats, so it is
    /// never dropped as silent.
    func finish(peakBelow limit: Int, spyHeartbeats: Bool = false) throws {
        let worker = try Cluster.worker(scratch, endpoint: endpoint, name: "honest")
        var peak = 0
        var lastHeartbeat = Date()
        let ended = waitUntil(120) {
            if let now = peakMemory(of: coordinator.pid) { peak = max(peak, now) }
            if spyHeartbeats && Date().timeIntervalSince(lastHeartbeat) > 0.5 {
                _ = try? spy.socket.send(WireMessage.heartbeat.frames)
                while (try? spy.socket.receive()) != nil {}
                lastHeartbeat = Date()
            }
            return !coordinator.process.isRunning
        }
        #expect(ended, "the run did not finish: \(coordinator.stderr)")
        #expect(coordinator.exitStatus(within: 1) == 0, "\(coordinator.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), reference), "the output differs from a clean run's")
        #expect(peak < limit, "the coordinator peaked at \(peak >> 20) MiB")
        worker.signal(SIGTERM)
        #expect(worker.exitStatus(within: 30) == 0)
    }
}
