import Foundation
import Testing

/// Starts coordinators and workers as the operator would, and the workload they share.
enum Cluster {
    /// 2 000 generated tables of 40 rows (~8 MB, ~32 shards): long enough in a debug
    /// build that a kill lands mid-run (workers reuse compiled cells, so rows are cheap),
    /// short enough that a run takes seconds.
    static let workload: String = {
        let folder = NSTemporaryDirectory() + "trellis-cluster-workload-\(getpid())"
        if !FileManager.default.fileExists(atPath: folder) {
            generate(["--tables", "2000", "--rows", "40", "--seed", "5"], into: folder)
        }
        return folder
    }()

    /// `trellis gen ARGUMENTS -o FOLDER`.
    static func generate(_ arguments: [String], into folder: String) {
        let gen = Process()
        gen.executableURL = URL(fileURLWithPath: Child.binary)
        gen.arguments = ["gen"] + arguments + ["-o", folder]
        gen.standardError = FileHandle.nullDevice
        try? gen.run()
        gen.waitUntilExit()
    }

    /// What `trellis solve` writes for the workload: the bytes every cluster run must match.
    static let reference: [UInt8] = {
        let out = workload + ".reference.jsonl"
        let solve = Process()
        solve.executableURL = URL(fileURLWithPath: Child.binary)
        solve.arguments = ["solve", workload, "-o", out, "--workers", "2"]
        solve.standardError = FileHandle.nullDevice
        try? solve.run()
        solve.waitUntilExit()
        return (try? Data(contentsOf: URL(fileURLWithPath: out))).map { [UInt8]($0) } ?? []
    }()

    /// A coordinator on an ephemeral loopback port, and the endpoint workers connect to.
    static func coordinator(_ scratch: Scratch, inputs: [String] = [workload], extra: [String] = []) throws -> (Child, String) {
        let child = try Child(
            ["coordinator"] + inputs + ["--bind", "tcp://127.0.0.1:*", "-o", scratch.path + "/out.jsonl", "--report", scratch.path + "/report.json"] + extra,
            in: scratch)
        var endpoint = ""
        let found = waitUntil(10) {
            guard let line = child.stderr.split(separator: "\n").first(where: { $0.contains("listening on ") }) else { return false }
            endpoint = String(line.split(separator: " ").last!)
            return true
        }
        try #require(found, "the coordinator did not start: \(child.stderr)")
        return (child, endpoint)
    }

    static func worker(_ scratch: Scratch, endpoint: String, name: String, environment: [String: String] = [:]) throws -> Child {
        try Child(["worker", "--connect", endpoint, "--threads", "1", "--name", name], in: scratch, environment: environment)
    }

    /// Shard lines in the run's journal so far.
    static func journaledShards(_ scratch: Scratch) -> Int {
        String(decoding: scratch.read("out.jsonl.journal"), as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("shard ") }.count
    }

    static func report(_ scratch: Scratch) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(scratch.read("report.json")))
        return try #require(object as? [String: Any])
    }

    static func worker(named name: String, in report: [String: Any]) -> [String: Any]? {
        (report["workers"] as? [[String: Any]])?.first { $0["id"] as? String == name }
    }
}
