import TrellisDocument

/// The raw payload of a result: the records of every document of a shard, in order,
/// as the JSON Lines bytes that go to the output, and their tally.
///
///     u32 document count          must match the shard's
///     u64 × 6 tally               jobs, solved, errors, issues, rows, tables
///     the records' bytes          to the end of the payload
public struct ShardResult: Sendable, Equatable {
    public var documents: Int
    public var tally: RunTally
    public var output: [UInt8]

    public init(documents: Int, tally: RunTally, output: [UInt8]) {
        self.documents = documents
        self.tally = tally
        self.output = output
    }

    public var encoded: [UInt8] {
        var out = ByteWriter()
        out.data.reserveCapacity(52 + output.count)
        out.u32(UInt32(documents))
        for value in [tally.jobs, tally.solved, tally.errors, tally.issues, tally.rows, tally.tables] { out.u64(UInt64(value)) }
        out.bytes(output)
        return out.data
    }

    public init(decoding raw: [UInt8]) throws(FrameError) {
        var reader = ByteReader(raw[...])
        documents = Int(try reader.u32())
        var values: [Int] = []
        for _ in 0..<6 { values.append(Int(clamping: try reader.u64())) }
        tally = RunTally()
        (tally.jobs, tally.solved, tally.errors, tally.issues, tally.rows, tally.tables) =
            (values[0], values[1], values[2], values[3], values[4], values[5])
        output = Array(try reader.bytes(reader.remaining))
    }
}
