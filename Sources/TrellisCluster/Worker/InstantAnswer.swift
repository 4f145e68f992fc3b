/// The benchmark's instant worker (`trellis worker --instant`, hidden): it answers every
/// shard at once with one canned record per document and solves nothing, so a run with
/// instant workers measures the coordinator alone — reading, cutting, deflating,
/// dispatching, taking results in and writing them — at any number of worker processes.
/// It inflates only the head of a shard's payload, as far as the document count the
/// coordinator checks its result against.
enum InstantAnswer {
    /// What each document "gives": an empty raw system's record, valid output that no
    /// real document gives.
    static let record = Array("{\"id\":\"instant\",\"values\":{},\"issues\":[]}\n".utf8)

    /// The canned result for a jobs frame.
    static func result(for frame: [UInt8], codec: FrameCodec) throws(FrameError) -> ShardResult {
        // The head holds the options and the paths, then the count: a few hundred bytes
        // unless the paths are long, when a longer head is inflated.
        var headBytes = 4096
        while true {
            let head = try codec.inflateHead(frame, bytes: headBytes)
            var reader = ByteReader(head[...])
            do throws(FrameError) {
                _ = try reader.u64()
                _ = try reader.u8()
                for _ in 0..<(try reader.u32()) { _ = try reader.counted() }
                let documents = Int(try reader.u32())
                var tally = RunTally()
                tally.jobs = documents
                tally.solved = documents
                var output: [UInt8] = []
                output.reserveCapacity(documents * record.count)
                for _ in 0..<documents { output += record }
                return ShardResult(documents: documents, tally: tally, output: output)
            } catch {
                // A head shorter than asked for is the whole payload: it really is short.
                guard head.count == headBytes else { throw error }
                headBytes *= 4
            }
        }
    }
}
