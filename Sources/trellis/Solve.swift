import ArgumentParser
import TrellisCluster
import TrellisDocument

import Glibc

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve documents and write one JSON record per job.",
        discussion: """
            Inputs are files, folders (their *.json, *.jsonl, .gz, *.xib and *.storyboard \
            files, in byte order of path) or - for standard input. The run is the cluster's \
            coordinator with its workers inside this process, so the output is byte for \
            byte what `trellis coordinator` gives with any number of workers. Exit status: 0 every job solved, \
            3 some job has an error record, 2 bad usage, 1 the run failed.
            """)

    @Argument(help: "Files, folders, or - for standard input.")
    var inputs: [String]

    @Option(name: .short, help: ArgumentHelp("Write records to this file instead of standard output.", valueName: "out"))
    var output: String?

    @Option(parsing: .unconditional, help: "Solver workers inside this process (default: one per core).")
    var workers: Int = Solve.defaultWorkers

    static let defaultWorkers = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    @Flag(help: "Add per-row frames to table records.")
    var frames = false

    @Flag(help: "Also report views whose frames the constraints leave open (ambiguous issues).")
    var check = false

    @Option(help: "Also write the run report to this file as JSON.")
    var report: String?

    @Option(help: LabelSizes.help)
    var labelSizes: LabelSizes = .measure

    func validate() throws {
        try validateEmbedded(inputs: inputs, workers: workers)
        try validateOutputs([output, report], inputs: inputs)
    }

    func run() throws {
        try runEmbedded(inputs: inputs, output: output, workers: workers, options: SolveOptions(frames: frames, check: check, labelSizes: labelSizes), reportPath: report)
    }
}

/// What `solve` and `check` require of their arguments.
func validateEmbedded(inputs: [String], workers: Int) throws {
    guard !inputs.isEmpty else { throw ValidationError("give at least one input (a file, a folder, or -)") }
    guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
    let limits = MachineLimits.current
    let cost = "each embedded worker takes 3 file descriptors, 3 libzmq sockets and 2 threads"
    if let refusal = limits.refusal("--workers", workers, most: limits.maxEmbeddedWorkers, each: cost) { throw ValidationError(refusal) }
}

/// Refuses outputs that would overwrite an input or land in an input folder.
func validateOutputs(_ outputs: [String?], inputs: [String]) throws {
    for output in outputs.compactMap({ $0 }) {
        do throws(InputError) {
            try InputFile.checkOutput(output, against: inputs)
        } catch {
            throw ValidationError(error.message)
        }
    }
}

/// `solve` and `check`: the embedded coordinator with `workers` in-process workers.
func runEmbedded(inputs: [String], output: String?, workers: Int, options: SolveOptions, reportPath: String?) throws {
    let result: ClusterReport
    do {
        result = try EmbeddedRun(inputs: inputs, output: output, workers: workers, options: options)
            .run(log: { printError("trellis: \($0)") })
    } catch {
        printError("trellis: \(error)")
        throw ExitCode(1)
    }
    try finish(result, reportPath: reportPath)
}

/// Prints the report, writes it to `--report FILE`, and picks the exit status
/// (format.md §6): 1 when the run failed, 3 when a job has an error record, else 0.
func finish(_ result: ClusterReport, reportPath: String?) throws {
    for line in result.summary { printError("trellis: \(line)") }
    if let reportPath {
        do throws(InputError) {
            try result.write(to: reportPath)
        } catch {
            printError("trellis: \(error)")
            throw ExitCode(1)
        }
    }
    if let failure = result.failure {
        printError("trellis: \(failure)")
        throw ExitCode(1)
    }
    if result.errors > 0 { throw ExitCode(3) }
}

/// Writes a line to standard error (unbuffered, so it never trails the records).
func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
