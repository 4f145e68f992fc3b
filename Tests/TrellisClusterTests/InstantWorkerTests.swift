import Foundation
import Testing
@testable import TrellisCluster

/// `trellis worker --instant`, the benchmark's worker that solves nothing: a real
/// process over TCP whose canned answers the coordinator takes like any other, one
/// record per document, in order, every shard accounted for.
@Suite("Instant worker", .serialized)
struct InstantWorkerTests {
    @Test func aCoordinatorTakesCannedRecordsForEveryDocument() throws {
        let scratch = try Scratch()
        let (coordinator, endpoint) = try Cluster.coordinator(scratch)
        let worker = try Child(["worker", "--connect", endpoint, "--threads", "2", "--name", "instant", "--instant"], in: scratch)
        #expect(coordinator.exitStatus(within: 120) == 0, "\(coordinator.stderr)")
        let documents = 2000
        let expected = Array(repeating: InstantAnswer.record, count: documents).flatMap { $0 }
        #expect(sameBytes(scratch.read("out.jsonl"), expected))
        let report = try Cluster.report(scratch)
        #expect(report["shards"] as? Int ?? 0 > 25)
        #expect(Cluster.worker(named: "instant", in: report)?["shards"] as? Int == report["shards"] as? Int)
        // What the coordinator read while it waited for the worker (bench/cluster.sh
        // leaves it out of the ceiling's timed rows): at least the first shard, at most
        // its reorder window of 16 shards of ~256 KiB, far less than the input.
        let readAhead = report["bytesReadBeforeFirstShard"] as? Int ?? -1
        #expect(readAhead > 0 && readAhead <= 16 * 270 * 1024, "\(readAhead)")
        #expect(readAhead < report["bytesIn"] as? Int ?? 0)
        worker.signal(SIGTERM)
        #expect(worker.exitStatus(within: 30) == 0)
    }
}
