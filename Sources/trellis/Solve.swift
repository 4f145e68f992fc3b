import ArgumentParser
import TrellisDocument

import Glibc

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve documents and write one JSON record per job.",
        discussion: """
            Inputs are files, folders (their *.json, *.jsonl and .gz files, in byte order \
            of path) or - for standard input. Exit status: 0 every job solved, 3 some job \
            has an error record, 2 bad usage, 1 the run failed.
            """)

    @Argument(help: "Files, folders, or - for standard input.")
    var inputs: [String]

    @Option(name: .short, help: ArgumentHelp("Write records to this file instead of standard output.", valueName: "out"))
    var output: String?

    @Option(help: "Solver workers inside this process (accepted; this build solves on one thread).")
    var workers: Int = 1

    @Flag(help: "Add per-row frames to table records.")
    var frames = false

    @Flag(help: "Also check layouts for ambiguity (layout documents only).")
    var check = false

    @Option(help: "Also write the run report to this file as JSON.")
    var report: String?

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one input (a file, a folder, or -)") }
        guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
    }

    func run() throws {
        let result: RunReport
        do {
            result = try SolveRun(inputs: inputs, output: output, options: SolveOptions(frames: frames)).run()
            if let report { try result.write(to: report) }
        } catch {
            printError("trellis: \(error)")
            throw ExitCode(1)
        }
        printError("trellis: \(result.summary)")
        if result.errors > 0 { throw ExitCode(3) }
    }
}

/// Writes a line to standard error (unbuffered, so it never trails the records).
func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
