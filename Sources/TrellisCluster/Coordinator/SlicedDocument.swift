import TrellisDocument

/// A shard that is one piece of a document cut by RowSlicer or RowStream: where its
/// document's run of shards starts, how long it is, and what the piece holds. The
/// coordinator writes such a run only once every piece is back, as the one document's
/// records.
struct PieceInfo: Sendable, Equatable {
    var first: UInt64
    /// nil while the run's length is not known yet: RowStream sends slices before it has
    /// read to their document's end, and only its last piece says how many there were.
    var count: Int?
    var role: Role

    enum Role: Sendable, Equatable {
        /// The rest of the document: `tables` tables, of which `sliced` travel in slices.
        case rest(tables: Int, sliced: [Int])
        /// Rows of table `table`, `rows` of them.
        case slice(table: Int, rows: Int)
        /// The last piece of a streamed document whose slices cannot stand for it (it
        /// did not end as they assumed): the document without their rows, never sent;
        /// the document is put back together from its pieces and solved whole.
        case remainder
        /// The last piece of a streamed document that grew past the reader's cap: a
        /// plain job whose records (the error) are the document's.
        case instead
    }

    var encoded: [UInt8] {
        var out = ByteWriter()
        out.u64(first)
        out.u32(UInt32(count ?? 0))
        switch role {
        case .rest(let tables, let sliced):
            out.u8(0)
            out.u32(UInt32(tables))
            out.u32(UInt32(sliced.count))
            for table in sliced { out.u32(UInt32(table)) }
        case .slice(let table, let rows):
            out.u8(1)
            out.u32(UInt32(table))
            out.u64(UInt64(rows))
        case .remainder:
            out.u8(2)
        case .instead:
            out.u8(3)
        }
        return out.data
    }

    /// From the reader, over inproc: trusted, but read with the same checks.
    init(_ reader: inout ByteReader) throws(FrameError) {
        first = try reader.u64()
        let count = Int(try reader.u32())
        self.count = count == 0 ? nil : count
        switch try reader.u8() {
        case 0:
            let tables = Int(try reader.u32())
            var sliced: [Int] = []
            for _ in 0..<(try reader.count(each: 4)) { sliced.append(Int(try reader.u32())) }
            role = .rest(tables: tables, sliced: sliced)
        case 1:
            role = .slice(table: Int(try reader.u32()), rows: Int(clamping: try reader.u64()))
        case 2:
            role = .remainder
        case 3:
            role = .instead
        case let other:
            throw .malformedPayload("piece role \(other)")
        }
    }

    init(first: UInt64, count: Int?, role: Role) {
        self.first = first
        self.count = count
        self.role = role
    }
}

/// What came back for one piece of a sliced document: the rest's records, or a
/// slice's answer, read as it arrives (a malformed one is refused then, like any bad
/// result, and SliceFold only puts rows together). A slice's row text goes to its
/// document's spill at once.
enum PieceAnswer: Sendable, Equatable {
    case records(ShardResult)
    /// `result` without frames; its rows' text is in the spill, at `heights` and `frames`.
    case slice(id: String, result: TableResult, heights: Range<Int>, frames: Range<Int>?)
    case wholeNeeded

    init(role: PieceInfo.Role, result: ShardResult, spill: SliceSpill) throws(FrameError) {
        switch role {
        case .rest, .remainder, .instead:
            self = .records(result)
        case .slice(_, let rows):
            guard case .table(let id, let table, let text) = try SliceResult(decoding: result.output) else {
                self = .wholeNeeded
                return
            }
            // A worker's answer with rows missing or added would merge into a wrong table.
            if table.heights.count != rows {
                throw .malformedPayload("a slice of \(rows) rows answered with \(table.heights.count)")
            }
            self = .slice(id: id, result: table, heights: spill.append(text.heights), frames: text.frames.map { spill.append($0) })
        }
    }
}

/// Putting a sliced document's answers back together.
enum SlicedDocument {
    /// A sliced document's records, ready to write: the rest's records with each sliced
    /// table's record, merged from its slices, in its place among the tables.
    struct Merged {
        let tally: RunTally
        let lines: ArraySlice<ArraySlice<UInt8>>
        let screens: Int
        let tables: Int
        let merged: [Int: SliceFold.Table]
        let spill: SliceSpill

        /// Writes the records to `sink` in pieces of about a MiB, and returns how many
        /// bytes they were.
        func write(to sink: ([UInt8]) throws(InputError) -> Void) throws(InputError) -> Int {
            var written = 0
            var writer = JSONWriter()
            func flush(_ out: inout JSONWriter) throws(InputError) {
                guard !out.bytes.isEmpty else { return }
                written += out.bytes.count
                try sink(out.bytes)
                out.bytes.removeAll(keepingCapacity: true)
            }
            var line = lines.startIndex
            func copyLine() {
                writer.bytes += lines[line]
                writer.bytes.append(UInt8(ascii: "\n"))
                line += 1
            }
            for _ in 0..<screens { copyLine() }
            for index in 0..<tables {
                guard let table = merged[index] else {
                    copyLine()
                    continue
                }
                /// One of the per-row arrays: its slices' text joined by commas.
                func join(_ part: (SliceFold.SliceText) -> Range<Int>, _ out: inout JSONWriter) throws(InputError) {
                    for (index, slice) in table.text.enumerated() {
                        if index > 0 { out.raw(",") }
                        try spill.read(part(slice), appendingTo: &out.bytes)
                        if out.bytes.count >= 1 << 20 { try flush(&out) }
                    }
                }
                try table.result.write(
                    id: table.id, to: &writer, hasFrames: table.text.first?.frames != nil,
                    heights: { (out: inout JSONWriter) throws(InputError) in try join({ $0.heights }, &out) },
                    offsets: { (out: inout JSONWriter) throws(InputError) in try join({ $0.offsets }, &out) },
                    frames: { (out: inout JSONWriter) throws(InputError) in try join({ $0.frames ?? 0..<0 }, &out) })
                if writer.bytes.count >= 1 << 20 { try flush(&writer) }
            }
            try flush(&writer)
            return written
        }
    }

    /// The whole document again, for a worker to solve as one job, from its pieces'
    /// jobs frames: the rest with every slice's rows put back.
    static func whole(_ frames: [[UInt8]], codec: FrameCodec) throws(FrameError) -> ShardJobs {
        var rest: ShardJobs?
        var restBytes: [UInt8] = []
        var slices: [(table: Int, rows: ArraySlice<UInt8>, at: Int)] = []
        for frame in frames {
            let jobs = try ShardJobs(decoding: codec.decode(frame, kind: .jobs).raw)
            guard jobs.documents.count == 1, let bytes = jobs.documents[0].bytes else { throw .malformedPayload("a piece of a sliced document") }
            switch jobs.documents[0].part {
            case .rest?:
                rest = jobs
                restBytes = bytes
            case .slice(let table, _, let rows)?:
                slices.append((table, bytes[rows], rows.lowerBound))
            case nil:
                throw .malformedPayload("a piece of a sliced document")
            }
        }
        guard var whole = rest else { throw .malformedPayload("a sliced document without its rest") }
        let origin = whole.documents[0].origin
        whole = ShardJobs(maxDocumentBytes: whole.maxDocumentBytes, options: whole.options)
        let document = RowSlicer.rejoin(rest: restBytes, slices: slices)
        document.withUnsafeBufferPointer { whole.append(.complete($0), origin: origin) }
        return whole
    }
}
