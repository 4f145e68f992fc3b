import ArgumentParser
import TrellisCluster
import TrellisDocument

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve and report views whose frames the constraints leave open.",
        discussion: """
            The records of `trellis solve --check`: every job's record, with an `ambiguous` \
            issue for each view whose position or size the constraints do not determine, and \
            an `unsatisfiable` one for each broken constraint. Exit status as `trellis solve`.
            """)

    @Argument(help: "Files, folders, or - for standard input.")
    var inputs: [String]

    @Option(name: .short, help: ArgumentHelp("Write records to this file instead of standard output.", valueName: "out"))
    var output: String?

    @Option(help: "Solver workers inside this process.")
    var workers = Solve.defaultWorkers

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one input (a file, a folder, or -)") }
        guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
    }

    func run() throws {
        let result: ClusterReport
        do {
            result = try EmbeddedRun(inputs: inputs, output: output, workers: workers, options: SolveOptions(check: true))
                .run(log: { printError("trellis: \($0)") })
        } catch {
            printError("trellis: \(error)")
            throw ExitCode(1)
        }
        try finish(result, reportPath: nil)
    }
}
