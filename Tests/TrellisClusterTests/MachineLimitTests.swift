import Foundation
import Glibc
import Testing

/// Worker and thread counts the machine cannot serve are refused with the limit it can
/// (exit 2), and a worker that cannot work exits non-zero so systemd restarts it.
@Suite("Machine limits", .serialized)
struct MachineLimitTests {
    /// Runs `trellis` under `ulimit -n files` (a shell sets it, as an operator would).
    func trellis(_ arguments: [String], files: Int, in scratch: Scratch) throws -> Child {
        let quoted = arguments.map { "'" + $0 + "'" }.joined(separator: " ")
        return try Child(["-c", "ulimit -n \(files) && exec '\(Child.binary)' \(quoted)"], in: scratch, executable: "/bin/sh")
    }

    /// The largest count the refusal names: "… at most N …".
    func limit(in message: String) -> Int? {
        guard let range = message.range(of: "at most ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func tooManyEmbeddedWorkersAreRefusedWithTheMachinesLimit() throws {
        let scratch = try Scratch()
        try Systems.write(300, to: scratch.path + "/in.jsonl")
        let reference = try Systems.reference(for: [scratch.path + "/in.jsonl"], scratch: scratch)
        let refused = try trellis(["solve", scratch.path + "/in.jsonl", "--workers", "100000"], files: 256, in: scratch)
        #expect(refused.exitStatus(within: 30) == 2, "\(refused.stderr)")
        let most = try #require(limit(in: refused.stderr), "no limit named: \(refused.stderr)")
        #expect(most >= 1 && most < 256)
        // The limit is what the machine allows: exactly that many workers run.
        let full = try trellis(["solve", scratch.path + "/in.jsonl", "--workers", "\(most)", "-o", scratch.path + "/out.jsonl"], files: 256, in: scratch)
        #expect(full.exitStatus(within: 120) == 3, "\(full.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), reference))
        let over = try trellis(["solve", scratch.path + "/in.jsonl", "--workers", "\(most + 1)"], files: 256, in: scratch)
        #expect(over.exitStatus(within: 30) == 2, "\(over.stderr)")
    }

    /// The worker's threads: the limit refused, the limit itself served through more than
    /// one run (it used to leave after its first, with status 0).
    @Test func aWorkersThreadsAreBoundedByTheMachine() throws {
        let scratch = try Scratch()
        let refused = try trellis(["worker", "--connect", "tcp://127.0.0.1:9", "--threads", "100000"], files: 256, in: scratch)
        #expect(refused.exitStatus(within: 30) == 2, "\(refused.stderr)")
        let most = try #require(limit(in: refused.stderr), "no limit named: \(refused.stderr)")
        try Systems.write(50, to: scratch.path + "/in.jsonl")
        let (first, endpoint) = try Cluster.coordinator(scratch, inputs: [scratch.path + "/in.jsonl"])
        let worker = try trellis(["worker", "--connect", endpoint, "--threads", "\(most)", "--name", "wide"], files: 256, in: scratch)
        #expect(first.exitStatus(within: 60) == 3, "\(first.stderr)")
        // The next run on the same port finds the same worker.
        let port = endpoint.split(separator: ":").last!
        let second = try Child(["coordinator", scratch.path + "/in.jsonl", "--bind", "tcp://127.0.0.1:\(port)", "-o", scratch.path + "/again.jsonl"], in: scratch)
        #expect(second.exitStatus(within: 60) == 3, "\(second.stderr) \(worker.stderr)")
        #expect(sameBytes(scratch.read("again.jsonl"), scratch.read("out.jsonl")))
        #expect(worker.process.isRunning)
        worker.signal(SIGTERM)
        #expect(worker.exitStatus(within: 30) == 0)
    }

    @Test func aWorkerThatCannotConnectExitsNonZero() throws {
        let scratch = try Scratch()
        let worker = try Child(["worker", "--connect", "garbage", "--threads", "1"], in: scratch)
        #expect(worker.exitStatus(within: 30) == 1, "\(worker.stderr)")
        #expect(worker.stderr.contains("cannot connect to garbage"))
        // libzmq would take this one and retry it forever.
        let noPort = try Child(["worker", "--connect", "tcp://127.0.0.1:99999"], in: scratch)
        #expect(noPort.exitStatus(within: 30) == 2, "\(noPort.stderr)")
    }
}
