import Foundation
import Testing

/// The `trellis` binary as a user runs it: usage errors exit 2 and say what is wrong,
/// and no combination of arguments destroys an input.
@Suite("Command line")
struct CommandLineTests {
    static let system = #"{"format":"trellis-system/1","id":"s","constraints":[{"expr":"x == 1"}]}"#

    func run(_ arguments: [String], in scratch: Scratch) throws -> (status: Int32?, stderr: String) {
        let child = try Child(arguments, in: scratch)
        return (child.exitStatus(within: 30), child.stderr)
    }

    @Test func noSubcommandIsAUsageError() throws {
        let (status, stderr) = try run([], in: try Scratch())
        #expect(status == 2)
        #expect(stderr.contains("USAGE: trellis <subcommand>"))
    }

    @Test func aNegativeWorkerCountIsRefusedByName() throws {
        let scratch = try Scratch()
        try scratch.write("a.json", Self.system)
        let (status, stderr) = try run(["solve", scratch.path + "/a.json", "--workers", "-1"], in: scratch)
        #expect(status == 2)
        #expect(stderr.contains("--workers must be at least 1"), "\(stderr)")
    }

    /// A negative number is the option's value, not another option: the message names
    /// the rule broken rather than saying the value is missing.
    @Test(arguments: [["gen", "--tables", "-1", "-o", "OUT"], ["render", "IN", "--id", "x", "--row", "-2", "-o", "OUT"],
                      ["worker", "--connect", "tcp://127.0.0.1:1", "--threads", "-1"]])
    func negativeCountsAreRefusedByTheirRule(arguments: [String]) throws {
        let scratch = try Scratch()
        let (status, stderr) = try run(arguments.map { $0 == "OUT" ? scratch.path + "/out" : $0 == "IN" ? scratch.path + "/in.json" : $0 }, in: scratch)
        #expect(status == 2)
        #expect(!stderr.contains("Missing value") && stderr.contains("must"), "\(stderr)")
    }

    @Test func aRowPastTheTableIsAUsageError() throws {
        let scratch = try Scratch()
        try scratch.write("t.json", #"{"format":"trellis/1","templates":{"C":{"views":[{"name":"t","intrinsic":[null,20]}],"constraints":["H:|-[t]-|","V:|-[t]-|"]}},"tables":[{"id":"tab","width":320,"rows":[{"template":"C"}]}]}"#)
        let (status, stderr) = try run(["render", scratch.path + "/t.json", "--id", "tab", "--row", "99", "-o", scratch.path + "/t.svg"], in: scratch)
        #expect(status == 2)
        #expect(stderr.contains("table tab has 1 rows"), "\(stderr)")
    }

    /// `-o`, `--report` and the journal are checked before anything is opened.
    @Test(arguments: [
        ["solve", "IN/a.json", "-o", "IN/a.json"],
        ["solve", "IN/a.json", "-o", "IN/./link.json"],
        ["solve", "IN/a.json", "--report", "IN/a.json"],
        ["solve", "IN", "-o", "IN/sub/out.jsonl"],
        ["check", "IN", "-o", "IN/out.jsonl"],
        ["render", "IN/a.json", "--id", "s", "-o", "IN/a.json"],
        ["coordinator", "IN/a.json", "--bind", "tcp://127.0.0.1:0", "-o", "IN/a.json"],
        ["coordinator", "IN/a.json", "--bind", "tcp://127.0.0.1:0", "-o", "OUT/o.jsonl", "--journal", "IN/a.json"],
    ])
    func anOutputThatWouldDestroyOrFeedAnInputIsRefused(arguments: [String]) throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/in/sub", withIntermediateDirectories: true)
        try scratch.write("in/a.json", Self.system)
        try FileManager.default.createDirectory(atPath: scratch.path + "/out", withIntermediateDirectories: true)
        #expect(symlink("a.json", scratch.path + "/in/link.json") == 0)
        let resolved = arguments.map { $0.replacingOccurrences(of: "IN", with: scratch.path + "/in").replacingOccurrences(of: "OUT", with: scratch.path + "/out") }
        let (status, stderr) = try run(resolved, in: scratch)
        #expect(status == 2, "\(stderr)")
        #expect(stderr.contains("is the input") || stderr.contains("is inside the input folder"), "\(stderr)")
        #expect(String(decoding: scratch.read("in/a.json"), as: UTF8.self) == Self.system)
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/in/sub/out.jsonl"))
    }

    /// An output that is a directory is refused before the run, not when it is opened
    /// at the end of it.
    @Test(arguments: [
        ["solve", "IN/a.json", "-o", "OUT"], ["solve", "IN/a.json", "--report", "OUT"], ["check", "IN/a.json", "-o", "OUT"],
        ["render", "IN/a.json", "--id", "s", "-o", "OUT"],
    ])
    func anOutputThatIsADirectoryIsRefused(arguments: [String]) throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/in", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path + "/out", withIntermediateDirectories: true)
        try scratch.write("in/a.json", Self.system)
        let resolved = arguments.map { $0.replacingOccurrences(of: "IN", with: scratch.path + "/in").replacingOccurrences(of: "OUT", with: scratch.path + "/out") }
        let (status, stderr) = try run(resolved, in: scratch)
        #expect(status == 2, "\(stderr)")
        #expect(stderr.contains("the output \(scratch.path)/out is a directory"), "\(stderr)")
    }

    @Test func anOutputBesideTheInputsIsFine() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/in", withIntermediateDirectories: true)
        try scratch.write("in/a.json", Self.system)
        let (status, stderr) = try run(["solve", scratch.path + "/in", "-o", scratch.path + "/out.jsonl"], in: scratch)
        #expect(status == 0, "\(stderr)")
        #expect(String(decoding: scratch.read("out.jsonl"), as: UTF8.self) == #"{"id":"s","values":{"x":1},"issues":[]}"# + "\n")
    }
}
