import TrellisCluster
import TrellisDocument

/// `trellis solve` on one thread, without the cluster: read every input in order, solve
/// each document, write its records. Output order is input order by construction, so
/// this is the reference the cluster's runs are tested against.
struct OneThreadRun {
    var documents = 0
    var tally = RunTally()
    var bytesOut = 0

    init(inputs: [String], output: String, options: SolveOptions = SolveOptions()) throws {
        let reader = DocumentReader()
        let writer = try RecordWriter(path: output)
        let cache = CellCache()
        var failure: InputError?
        for file in try InputFile.expand(inputs) {
            try reader.forEachDocument(in: file) { bytes, origin in
                guard failure == nil else { return }
                let records = solveDocument(bytes, origin: origin, maxDocumentBytes: reader.maxDocumentBytes, options: options, cache: cache)
                documents += 1
                do throws(InputError) {
                    for record in records {
                        tally.count(record)
                        try writer.write(record)
                    }
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }
        try writer.flush()
        bytesOut = writer.bytesWritten
    }
}
