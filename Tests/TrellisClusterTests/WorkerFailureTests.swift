import Foundation
import Glibc
import Testing

/// A coordinator and worker processes over TCP on loopback, with workers killed and
/// hung mid-run: the output must still be byte for byte `trellis solve`'s.
@Suite("Workers failing mid-run", .serialized)
struct WorkerFailureTests {
    @Test func aKilledWorkersShardsAreRequeued() throws {
        let scratch = try Scratch()
        let (coordinator, endpoint) = try Cluster.coordinator(scratch)
        let doomed = try Cluster.worker(scratch, endpoint: endpoint, name: "doomed")
        let survivor = try Cluster.worker(scratch, endpoint: endpoint, name: "survivor")
        try #require(waitUntil(60) { Cluster.journaledShards(scratch) >= 2 }, "no progress: \(coordinator.stderr)")
        doomed.signal(SIGKILL)
        #expect(coordinator.exitStatus(within: 120) == 0, "\(coordinator.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), Cluster.reference), "the output differs from the reference")
        let report = try Cluster.report(scratch)
        #expect(report["requeued"] as? Int ?? 0 >= 1)
        #expect(Cluster.worker(named: "doomed", in: report)?["requeues"] as? Int ?? 0 >= 1)
        for key in ["rowsPerSecond", "tablesPerSecond", "wallSeconds", "bytesIn", "bytesInCompressed", "bytesOut",
                    "compressionRatio", "shardLatency", "workers", "requeued", "errors"] {
            #expect(report[key] != nil, "report lacks \(key)")
        }
        let latency = try #require(report["shardLatency"] as? [String: Any])
        for key in ["p50", "p90", "p99", "max", "queueWait", "service"] { #expect(latency[key] != nil, "shardLatency lacks \(key)") }
        for worker in try #require(report["workers"] as? [[String: Any]]) {
            for key in ["id", "shards", "rows", "busy", "requeues"] { #expect(worker[key] != nil, "a worker lacks \(key)") }
        }
        survivor.signal(SIGTERM)
        #expect(survivor.exitStatus(within: 30) == 0)
    }

    /// SIGTERM mid-run: the worker hands back what it has not started, finishes what it
    /// has, says goodbye and exits 0; another worker takes the rest.
    @Test func aTerminatedWorkerHandsBackItsShards() throws {
        let scratch = try Scratch()
        let (coordinator, endpoint) = try Cluster.coordinator(scratch)
        let leaving = try Cluster.worker(scratch, endpoint: endpoint, name: "leaving")
        try #require(waitUntil(60) { Cluster.journaledShards(scratch) >= 2 }, "no progress: \(coordinator.stderr)")
        leaving.signal(SIGTERM)
        #expect(leaving.exitStatus(within: 30) == 0)
        // Almost always a shard is waiting behind the one being solved (credit 2); in
        // the instant between a result and the next shard there is none to hand back.
        // A shard still on the wire when the worker hands back is requeued at its
        // goodbye instead, so requeues do not imply a handback.
        let handedBack = leaving.stderr.contains("handed back shards")
        #expect(waitUntil(10) { coordinator.stderr.contains("worker leaving left") })
        let staying = try Cluster.worker(scratch, endpoint: endpoint, name: "staying")
        #expect(coordinator.exitStatus(within: 120) == 0, "\(coordinator.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), Cluster.reference), "the output differs from the reference")
        let requeues = Cluster.worker(named: "leaving", in: try Cluster.report(scratch))?["requeues"] as? Int ?? 0
        #expect(!handedBack || requeues >= 1, "shards handed back but none requeued")
        staying.signal(SIGTERM)
        #expect(staying.exitStatus(within: 30) == 0)
    }

    /// SIGSTOP leaves the TCP connection up, so only the application heartbeat can tell:
    /// after 3 silent seconds its shards go to the other worker.
    @Test func aHungWorkersShardsAreRequeued() throws {
        let scratch = try Scratch()
        let (coordinator, endpoint) = try Cluster.coordinator(scratch)
        let hung = try Cluster.worker(scratch, endpoint: endpoint, name: "hung")
        let healthy = try Cluster.worker(scratch, endpoint: endpoint, name: "healthy")
        try #require(waitUntil(60) { Cluster.journaledShards(scratch) >= 2 }, "no progress: \(coordinator.stderr)")
        hung.signal(SIGSTOP)
        #expect(coordinator.exitStatus(within: 120) == 0, "\(coordinator.stderr)")
        #expect(coordinator.stderr.contains("worker hung was silent for 3 s"))
        #expect(sameBytes(scratch.read("out.jsonl"), Cluster.reference), "the output differs from the reference")
        let report = try Cluster.report(scratch)
        #expect(Cluster.worker(named: "hung", in: report)?["requeues"] as? Int ?? 0 >= 1)
        hung.signal(SIGCONT)
        healthy.signal(SIGTERM)
        #expect(healthy.exitStatus(within: 30) == 0)
    }
}

/// The coordinator dying or being stopped mid-run, then `--resume`.
@Suite("Coordinator resume", .serialized)
struct CoordinatorResumeTests {
    @Test func aKilledCoordinatorResumesWithIdenticalOutput() throws {
        let scratch = try Scratch()
        let (first, endpoint) = try Cluster.coordinator(scratch)
        let workers = try ["one", "two"].map { try Cluster.worker(scratch, endpoint: endpoint, name: $0) }
        try #require(waitUntil(60) { Cluster.journaledShards(scratch) >= 3 }, "no progress: \(first.stderr)")
        first.signal(SIGKILL)
        _ = first.exitStatus(within: 10)
        // Same port, so the workers already running find the new coordinator.
        let port = endpoint.split(separator: ":").last!
        let second = try Child(
            ["coordinator", Cluster.workload, "--bind", "tcp://127.0.0.1:\(port)", "-o", scratch.path + "/out.jsonl",
             "--report", scratch.path + "/report.json", "--resume"],
            in: scratch)
        #expect(second.exitStatus(within: 120) == 0, "\(second.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), Cluster.reference), "the output differs from the reference")
        let report = try Cluster.report(scratch)
        #expect(report["resumedShards"] as? Int ?? 0 >= 3)
        #expect(report["jobs"] as? Int == 2000)
        for worker in workers { worker.signal(SIGTERM) }
        for worker in workers { #expect(worker.exitStatus(within: 30) == 0) }
    }

    /// With no worker it says so and waits; SIGINT stops it with the journal whole; a
    /// resumed run with a worker finishes it.
    @Test func aStoppedCoordinatorKeepsItsJournal() throws {
        let scratch = try Scratch()
        let (first, endpoint) = try Cluster.coordinator(scratch)
        #expect(waitUntil(15) { first.stderr.contains("no workers connected to \(endpoint) for 5 s; waiting") })
        let worker = try Cluster.worker(scratch, endpoint: endpoint, name: "only")
        try #require(waitUntil(60) { Cluster.journaledShards(scratch) >= 2 })
        first.signal(SIGINT)
        #expect(first.exitStatus(within: 10) == 1)
        #expect(first.stderr.contains("run again with --resume to finish"))
        let written = Cluster.journaledShards(scratch)
        let port = endpoint.split(separator: ":").last!
        let second = try Child(
            ["coordinator", Cluster.workload, "--bind", "tcp://127.0.0.1:\(port)", "-o", scratch.path + "/out.jsonl",
             "--report", scratch.path + "/report.json", "--resume"],
            in: scratch)
        #expect(second.exitStatus(within: 120) == 0, "\(second.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), Cluster.reference), "the output differs from the reference")
        #expect(try Cluster.report(scratch)["resumedShards"] as? Int == written)
        worker.signal(SIGTERM)
        #expect(worker.exitStatus(within: 30) == 0)
    }
}
