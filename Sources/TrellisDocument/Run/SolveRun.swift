/// `trellis solve` without the command line: read every input in order, solve each
/// document, write one record per document in input order.
///
/// One thread, one document at a time: output order is input order by construction,
/// and memory holds one document. The command line runs the embedded coordinator of
/// TrellisCluster instead, which drives the same `solveDocument` on workers; this
/// library path is the reference its output is tested against.
public struct SolveRun {
    public var inputs: [String]
    /// nil or `-`: standard output.
    public var output: String?
    public var reader = DocumentReader()
    public var options: SolveOptions

    public init(inputs: [String], output: String? = nil, options: SolveOptions = SolveOptions()) {
        self.inputs = inputs
        self.output = output
        self.options = options
    }

    /// Throws only when the run itself fails (exit status 1); bad documents become
    /// error records and are counted in the report.
    public func run() throws(InputError) -> RunReport {
        let clock = ContinuousClock()
        let started = clock.now
        let files = try InputFile.expand(inputs)
        let writer = try RecordWriter(path: output)
        var report = RunReport()
        report.inputs = files.count
        var failure: InputError?
        let cache = CellCache()
        for file in files {
            try reader.forEachDocument(in: file) { bytes, origin in
                guard failure == nil else { return }
                let records = solveDocument(bytes, origin: origin, maxDocumentBytes: reader.maxDocumentBytes, options: options, cache: cache)
                report.documents += 1
                for record in records { report.tally.count(record) }
                do throws(InputError) {
                    for record in records { try writer.write(record) }
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }
        try writer.flush()
        report.outputBytes = writer.bytesWritten
        let elapsed = clock.now - started
        report.wallSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return report
    }
}
