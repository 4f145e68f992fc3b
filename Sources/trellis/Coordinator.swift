import ArgumentParser
import TrellisCluster
import TrellisDocument

struct CoordinatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordinator",
        abstract: "Send documents to workers over ZeroMQ and write their records in input order.",
        discussion: """
            Workers (`trellis worker --connect ENDPOINT`) may join and leave at any time; \
            their shards are sent again elsewhere when they die or hang. With -o, a journal \
            beside the output (OUT.journal) records every shard written, and --resume after \
            a crash or a SIGINT/SIGTERM finishes the run with identical output. Exit status \
            as `trellis solve`.
            """)

    @Argument(help: "Files, folders, or - for standard input.")
    var inputs: [String]

    @Option(help: ArgumentHelp("The ZeroMQ endpoint to bind, e.g. tcp://*:5555.", valueName: "endpoint"))
    var bind: String

    @Option(name: .short, help: ArgumentHelp("Write records to this file instead of standard output.", valueName: "out"))
    var output: String?

    @Option(help: "Also write the run report to this file as JSON.")
    var report: String?

    @Flag(help: "Go on with the run its journal describes, after the shards already written.")
    var resume = false

    @Flag(help: "Add per-row frames to table records, as trellis solve --frames.")
    var frames = false

    @Flag(help: "Also report views whose frames the constraints leave open, as trellis solve --check.")
    var check = false

    @Option(help: LabelSizes.help)
    var labelSizes: LabelSizes = .measure

    @Option(help: ArgumentHelp("The journal file (default: OUT.journal).", valueName: "file"))
    var journal: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Send a shard again when it is not back after this many seconds.", valueName: "seconds"))
    var shardTimeout: Double = 120

    @Option(help: ArgumentHelp("Encrypt with CURVE, with the secret key in this file (from trellis keygen).", valueName: "file"))
    var curveSecret: String?

    @Option(help: ArgumentHelp("With --curve-secret: the workers' public keys that may connect, one a line.", valueName: "file"))
    var allow: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The largest result a worker may send, deflated (default: 4 MiB). Raise it for single documents whose records deflate to more.",
        valueName: "MiB"))
    var maxResultMib: Int?

    /// For the shard-size sweep in bench/cluster.sh.
    @Option(parsing: .unconditional, help: .hidden)
    var shardBytes: Int = ShardPlan.standard.targetBytes

    /// For bench/cluster.sh: a large table's slices, and a table solved whole (a slice
    /// larger than the table).
    @Option(parsing: .unconditional, help: .hidden)
    var sliceBytes: Int = ShardPlan.standard.sliceBytes

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one input (a file, a folder, or -)") }
        guard shardTimeout > 0 else { throw ValidationError("--shard-timeout must be positive") }
        guard shardBytes > 0 else { throw ValidationError("--shard-bytes must be positive") }
        // Twice a slice is the smallest table cut, and must stay an Int.
        guard sliceBytes > 0 && sliceBytes <= Int.max / 4 else { throw ValidationError("--slice-bytes must be between 1 and \(Int.max / 4)") }
        if let maxResultMib {
            // Past a frame for the largest document the reader takes, a limit limits nothing.
            let most = FrameCodec().maxFrameBytes >> 20
            guard maxResultMib >= 1 && maxResultMib <= most else { throw ValidationError("--max-result-mib must be between 1 and \(most)") }
        }
        // CURVE without a ZAP handler accepts any key: an allow-list is required.
        guard (curveSecret == nil) == (allow == nil) else { throw ValidationError("--curve-secret and --allow go together") }
        try validateOutputs([output, journalPath, report], inputs: inputs)
        if resume {
            guard journalPath != nil else { throw ValidationError("--resume needs -o OUT (or --journal FILE): standard output cannot be resumed") }
            guard !inputs.contains("-") else { throw ValidationError("--resume cannot read standard input again") }
        }
    }

    private var journalPath: String? {
        journal ?? output.flatMap { $0 == "-" ? nil : $0 + ".journal" }
    }

    func run() throws {
        var options = CoordinatorOptions(inputs: inputs, bind: bind)
        options.output = output
        options.journal = journalPath
        options.resume = resume
        options.solve = SolveOptions(frames: frames, check: check, labelSizes: labelSizes)
        options.shardTimeoutSeconds = shardTimeout
        options.plan.targetBytes = shardBytes
        options.plan.sliceBytes = sliceBytes
        options.maxResultFrameBytes = maxResultMib.map { $0 << 20 } ?? options.plan.maxResultFrameBytes
        if let curveSecret, let allow {
            do {
                guard let secret = try CurveKeys.readKeys(curveSecret).first else { throw InputError("\(curveSecret) holds no key") }
                options.curve = CurveServer(keys: try CurveKeys(secretKey: secret), allowedWorkers: try CurveKeys.readKeys(allow))
            } catch {
                printError("trellis: \(error)")
                throw ExitCode(1)
            }
        }
        let stop = SignalPipe.install()
        let result: ClusterReport
        do {
            let context = try Context(ioThreads: 1)
            let coordinator = try Coordinator(options: options, context: context, log: { printError("trellis: \($0)") })
            printError("trellis: coordinator listening on \(coordinator.endpoint)")
            result = coordinator.run(stopDescriptor: stop)
        } catch {
            printError("trellis: \(error)")
            throw ExitCode(1)
        }
        try finish(result, reportPath: report)
    }
}
