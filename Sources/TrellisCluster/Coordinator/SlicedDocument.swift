import TrellisDocument

/// A shard that is one piece of a document cut by RowSlicer: where its document's run
/// of shards starts, how long it is, and what the piece holds. The coordinator writes
/// such a run only once every piece is back, as the one document's records.
struct PieceInfo: Sendable, Equatable {
    var first: UInt64
    var count: Int
    var role: Role

    enum Role: Sendable, Equatable {
        /// The rest of the document: `tables` tables, of which `sliced` travel in slices.
        case rest(tables: Int, sliced: [Int])
        /// Rows of table `table`, `rows` of them.
        case slice(table: Int, rows: Int)
    }

    var ids: Range<UInt64> { first..<first + UInt64(count) }

    var encoded: [UInt8] {
        var out = ByteWriter()
        out.u64(first)
        out.u32(UInt32(count))
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
        }
        return out.data
    }

    /// From the reader, over inproc: trusted, but read with the same checks.
    init(_ reader: inout ByteReader) throws(FrameError) {
        first = try reader.u64()
        count = Int(try reader.u32())
        if try reader.u8() == 0 {
            let tables = Int(try reader.u32())
            var sliced: [Int] = []
            for _ in 0..<(try reader.count(each: 4)) { sliced.append(Int(try reader.u32())) }
            role = .rest(tables: tables, sliced: sliced)
        } else {
            role = .slice(table: Int(try reader.u32()), rows: Int(clamping: try reader.u64()))
        }
    }

    init(first: UInt64, count: Int, role: Role) {
        self.first = first
        self.count = count
        self.role = role
    }
}

/// What came back for one piece of a sliced document: the rest's records, or a
/// slice's answer, read as it arrives (a malformed one is refused then, like any bad
/// result, and the merge at the end only puts rows together).
enum PieceAnswer: Sendable, Equatable {
    case records(ShardResult)
    case slice(SliceResult)

    init(role: PieceInfo.Role, result: ShardResult) throws(FrameError) {
        switch role {
        case .rest:
            self = .records(result)
        case .slice(_, let rows):
            let answer = try SliceResult(decoding: result.output)
            // A worker's answer with rows missing or added would merge into a wrong table.
            if case .table(_, let table) = answer, table.heights.count != rows || (table.frames.map { $0.count != rows } ?? false) {
                throw .malformedPayload("a slice of \(rows) rows answered with \(table.heights.count)")
            }
            self = .slice(answer)
        }
    }
}

/// Putting a sliced document's answers back together.
enum SlicedDocument {
    /// The document's records and their tally, from its pieces' results in shard order
    /// (the rest first): the rest's records with each sliced table's record, merged
    /// from its slices, in its place among the tables. nil when the document must be
    /// solved whole: a piece gave an error (or anything but what a clean document
    /// gives), and only the whole document gives that error exactly as it reads.
    static func merge(_ pieces: [(role: PieceInfo.Role, answer: PieceAnswer)]) -> (output: [UInt8], tally: RunTally)? {
        guard case .rest(let tables, let sliced)? = pieces.first?.role, case .records(let rest) = pieces[0].answer,
              rest.tally.errors == 0 else { return nil }
        // One record per line: JSON text in a record escapes its newlines.
        let lines = rest.output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        let screens = lines.count - (tables - sliced.count)
        guard screens >= 0, rest.output.last == UInt8(ascii: "\n") || rest.output.isEmpty else { return nil }

        var merged: [Int: Record] = [:]
        var tally = rest.tally
        var index = 1
        for table in sliced {
            var id: String?
            var results: [TableResult] = []
            while index < pieces.count, case .slice(table, _) = pieces[index].role {
                guard case .slice(.table(let sliceID, let result)) = pieces[index].answer, id == nil || id == sliceID else { return nil }
                id = sliceID
                results.append(result)
                index += 1
            }
            guard let id else { return nil }
            let result = TableResult.merging(results)
            guard !result.overflows else { return nil }
            merged[table] = .table(id: id, result: result)
            tally.count(merged[table]!)
        }
        guard index == pieces.count else { return nil }

        var writer = JSONWriter()
        writer.bytes.reserveCapacity(rest.output.count)
        var line = lines.startIndex
        func copyLine() {
            writer.bytes += lines[line]
            writer.bytes.append(UInt8(ascii: "\n"))
            line += 1
        }
        for _ in 0..<screens { copyLine() }
        for table in 0..<tables {
            if let record = merged[table] { record.write(to: &writer) } else { copyLine() }
        }
        return (writer.bytes, tally)
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
