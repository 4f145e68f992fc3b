import ArgumentParser
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

    @Option(parsing: .unconditional, help: "Solver workers inside this process.")
    var workers = Solve.defaultWorkers

    @Option(help: LabelSizes.help)
    var labelSizes: LabelSizes = .measure

    func validate() throws {
        try validateEmbedded(inputs: inputs, workers: workers)
        try validateOutputs([output], inputs: inputs)
    }

    func run() throws {
        try runEmbedded(inputs: inputs, output: output, workers: workers, options: SolveOptions(check: true, labelSizes: labelSizes), reportPath: nil)
    }
}
