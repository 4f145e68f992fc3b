import Foundation
import Glibc
import Testing

/// CURVE with an allow-list: a listed worker joins and solves, an unlisted one is
/// refused at the handshake and the refusal is logged.
@Suite("CURVE", .serialized)
struct CurveTests {
    func keygen(_ name: String, in scratch: Scratch) throws -> String {
        let child = try Child(["keygen", scratch.path + "/" + name], in: scratch, stdout: scratch.path + "/\(name).printed")
        #expect(child.exitStatus(within: 10) == 0)
        let key = String(decoding: scratch.read("\(name).public"), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(key.count == 40)
        return key
    }

    @Test func onlyListedWorkersJoin() throws {
        let scratch = try Scratch()
        _ = try keygen("coordinator", in: scratch)
        let listed = try keygen("listed", in: scratch)
        let unlisted = try keygen("unlisted", in: scratch)
        try scratch.write("allow", "# workers that may connect\n\(listed)\n")
        try Systems.write(30, to: scratch.path + "/in.jsonl")
        let reference = try Systems.reference(for: [scratch.path + "/in.jsonl"], scratch: scratch)
        let (coordinator, endpoint) = try Cluster.coordinator(
            scratch, inputs: [scratch.path + "/in.jsonl"],
            extra: ["--curve-secret", scratch.path + "/coordinator.secret", "--allow", scratch.path + "/allow"])
        func worker(_ name: String) throws -> Child {
            try Child(
                ["worker", "--connect", endpoint, "--threads", "1", "--name", name,
                 "--curve-secret", scratch.path + "/\(name).secret", "--curve-server", scratch.path + "/coordinator.public"],
                in: scratch)
        }
        let intruder = try worker("unlisted")
        #expect(waitUntil(20) { coordinator.stderr.contains("CURVE key \(unlisted) is not on the allow-list") }, "\(coordinator.stderr)")
        let member = try worker("listed")
        #expect(coordinator.exitStatus(within: 60) == 3, "\(coordinator.stderr)")
        #expect(sameBytes(scratch.read("out.jsonl"), reference), "the output differs from the reference")
        #expect(coordinator.stderr.contains("worker listed joined"))
        #expect(!coordinator.stderr.contains("worker unlisted joined"))
        member.signal(SIGTERM)
        intruder.signal(SIGTERM)
        #expect(member.exitStatus(within: 30) == 0)
        #expect(intruder.exitStatus(within: 30) == 0)
    }
}
