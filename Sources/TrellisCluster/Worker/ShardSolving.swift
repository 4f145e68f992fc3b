import TrellisDocument

extension ShardJobs {
    /// Solves every document of the shard: the one function a worker runs. `cache`
    /// keeps compiled cells from shard to shard (one per solving thread). A row slice
    /// answers with its SliceResult instead of records.
    public func solve(cache: CellCache = CellCache()) -> ShardResult {
        var writer = JSONWriter()
        var tally = RunTally()
        var sliceAnswer: [UInt8] = []
        for document in documents {
            let records: [Record]
            if let bytes = document.bytes {
                records = bytes.withUnsafeBufferPointer {
                    solveDocument($0, origin: document.origin, options: options, cache: cache, jobs: document.part?.jobs ?? .all)
                }
            } else {
                records = solveDocument(.tooLarge, origin: document.origin, maxDocumentBytes: maxDocumentBytes)
            }
            for record in records { tally.count(record) }
            if case .slice(_, let firstRow, _) = document.part {
                sliceAnswer += SliceResult(records: records, firstRow: firstRow).encoded
                continue
            }
            for record in records { record.write(to: &writer) }
        }
        return ShardResult(documents: documents.count, tally: tally, output: sliceAnswer.isEmpty ? writer.bytes : sliceAnswer)
    }
}
