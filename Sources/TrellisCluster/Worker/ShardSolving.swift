import TrellisDocument

extension ShardJobs {
    /// Solves every document of the shard: the one function a worker runs. `cache`
    /// keeps compiled cells from shard to shard (one per solving thread).
    public func solve(cache: CellCache = CellCache()) -> ShardResult {
        var writer = JSONWriter()
        var tally = RunTally()
        for document in documents {
            let records: [Record]
            if let bytes = document.bytes {
                records = bytes.withUnsafeBufferPointer {
                    solveDocument(.complete($0), origin: document.origin, maxDocumentBytes: maxDocumentBytes, options: options, cache: cache)
                }
            } else {
                records = solveDocument(.tooLarge, origin: document.origin, maxDocumentBytes: maxDocumentBytes)
            }
            for record in records {
                tally.count(record)
                record.write(to: &writer)
            }
        }
        return ShardResult(documents: documents.count, tally: tally, output: writer.bytes)
    }
}
