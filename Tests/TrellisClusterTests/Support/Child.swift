import Foundation
import Glibc

/// A `trellis` process started by a test: its standard error goes to a file the test
/// can read while it runs, and it is killed when the test lets go of it, pass or fail.
final class Child {
    /// The binary under test: `TRELLIS_BINARY`, or the `trellis` built beside the test
    /// bundle (SwiftPM puts both in the same folder).
    static let binary: String = {
        if let given = ProcessInfo.processInfo.environment["TRELLIS_BINARY"] { return given }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("trellis").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return folder.appendingPathComponent("trellis").path
    }()

    let process = Process()
    let stderrPath: String

    /// `executable` is the binary under test unless a test needs another (a shell that
    /// sets limits before it starts `trellis`).
    init(_ arguments: [String], in scratch: Scratch, executable: String = Child.binary, environment: [String: String] = [:], stdout: String? = nil) throws {
        stderrPath = scratch.path + "/stderr-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
        process.standardOutput = stdout.map { path -> FileHandle in
            FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)!
        } ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var pid: Int32 { process.processIdentifier }

    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// The exit status, or nil when it is still running after `seconds`.
    func exitStatus(within seconds: Double) -> Int32? {
        guard waitUntil(seconds, { !self.process.isRunning }) else { return nil }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

/// Polls `condition` every 20 ms; false when `seconds` pass first.
func waitUntil(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}

/// A fresh folder, removed when the test ends.
final class Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "trellis-cluster-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func read(_ name: String) -> [UInt8] {
        (try? Data(contentsOf: URL(fileURLWithPath: path + "/" + name))).map { [UInt8]($0) } ?? []
    }

    /// Writes `text` to `name`, making the folders it names.
    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// Whether two outputs are the same bytes, as a plain Bool: on a failure Swift Testing
/// would otherwise diff the two arrays element by element, which for megabytes of
/// records does not finish.
func sameBytes(_ output: [UInt8], _ reference: [UInt8]) -> Bool {
    output == reference
}
