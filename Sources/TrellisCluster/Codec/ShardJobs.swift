import TrellisDocument

/// The raw payload of a shard: a run of consecutive documents with their origins.
///
///     u64 maxDocumentBytes        the reader's cap, for the error record of a document over it
///     u8 options                  bit 0 `--frames`, bit 1 `--check`, bit 2 `--label-sizes design`
///     u32 path count, then each path as u32 length + UTF-8
///     u32 document count, then each document:
///         u8 flags                bit 0 whole-file document, bit 1 over the cap (no bytes),
///                                 bit 2 a rest piece, bit 3 a slice (DocumentPart)
///         u32 path index, u32 line, u32 column
///         u32 length + the document's bytes
///         a rest piece: u32 count, then each sliced table's index as u32
///         a slice: u32 table, u64 first row, u64 rows start, u64 rows end
///
/// Paths are listed once: a shard of a JSON Lines file names its path once, not per line.
public struct ShardJobs: Sendable, Equatable {
    public struct Document: Sendable, Equatable {
        public var origin: DocumentOrigin
        /// nil: the document was over the reader's cap and its bytes were skipped.
        public var bytes: [UInt8]?
        /// Which piece of a sliced document this is; nil for a whole document.
        public var part: DocumentPart?
    }

    public var maxDocumentBytes: Int
    /// What the records carry beyond the defaults; every shard of a run has the same.
    public var options: SolveOptions
    public var documents: [Document] = []

    public init(maxDocumentBytes: Int, options: SolveOptions = SolveOptions()) {
        self.maxDocumentBytes = maxDocumentBytes
        self.options = options
    }

    /// Bytes the documents themselves take (what the shard target size measures).
    public private(set) var documentBytes = 0

    public mutating func append(_ bytes: DocumentBytes, origin: DocumentOrigin) {
        switch bytes {
        case .complete(let buffer):
            documents.append(Document(origin: origin, bytes: Array(buffer)))
            documentBytes += buffer.count
        case .tooLarge:
            documents.append(Document(origin: origin, bytes: nil))
        }
    }

    /// One piece of a sliced document (the only document of its shard).
    mutating func append(piece bytes: [UInt8], origin: DocumentOrigin, part: DocumentPart) {
        documents.append(Document(origin: origin, bytes: bytes, part: part))
        documentBytes += bytes.count
    }

    public var encoded: [UInt8] {
        var paths: [String] = []
        var pathIndex: [String: UInt32] = [:]
        for document in documents where pathIndex[document.origin.path] == nil {
            pathIndex[document.origin.path] = UInt32(paths.count)
            paths.append(document.origin.path)
        }
        var out = ByteWriter()
        out.data.reserveCapacity(documentBytes + documents.count * 17 + 64)
        out.u64(UInt64(maxDocumentBytes))
        out.u8((options.frames ? 1 : 0) | (options.check ? 2 : 0) | (options.labelSizes == .design ? 4 : 0))
        out.u32(UInt32(paths.count))
        for path in paths { out.counted(path.utf8) }
        out.u32(UInt32(documents.count))
        for document in documents {
            var flags: UInt8 = (document.origin.isWholeFile ? 1 : 0) | (document.bytes == nil ? 2 : 0)
            switch document.part {
            case nil: break
            case .rest: flags |= 4
            case .slice: flags |= 8
            }
            out.u8(flags)
            out.u32(pathIndex[document.origin.path]!)
            out.u32(UInt32(clamping: document.origin.line))
            out.u32(UInt32(clamping: document.origin.column))
            out.counted(document.bytes ?? [])
            switch document.part {
            case nil:
                break
            case .rest(let tables):
                out.u32(UInt32(tables.count))
                for table in tables { out.u32(UInt32(table)) }
            case .slice(let table, let firstRow, let rows):
                out.u32(UInt32(table))
                out.u64(UInt64(firstRow))
                out.u64(UInt64(rows.lowerBound))
                out.u64(UInt64(rows.upperBound))
            }
        }
        return out.data
    }

    public init(decoding raw: [UInt8]) throws(FrameError) {
        var reader = ByteReader(raw[...])
        maxDocumentBytes = Int(clamping: try reader.u64())
        let flags = try reader.u8()
        options = SolveOptions(frames: flags & 1 != 0, check: flags & 2 != 0, labelSizes: flags & 4 != 0 ? .design : .measure)
        let pathCount = Int(try reader.u32())
        // Each path takes at least its 4-byte length: a count beyond that is a lie.
        guard pathCount <= reader.remaining / 4 else { throw .malformedPayload("\(pathCount) paths in \(reader.remaining) bytes") }
        var paths: [String] = []
        paths.reserveCapacity(pathCount)
        for _ in 0..<pathCount { paths.append(String(decoding: try reader.counted(), as: UTF8.self)) }
        let count = Int(try reader.u32())
        guard count <= reader.remaining / 17 else { throw .malformedPayload("\(count) documents in \(reader.remaining) bytes") }
        documents.reserveCapacity(count)
        for _ in 0..<count {
            let flags = try reader.u8()
            let index = Int(try reader.u32())
            guard index < paths.count else { throw .malformedPayload("path index \(index) of \(paths.count)") }
            let origin = DocumentOrigin(
                path: paths[index], line: Int(try reader.u32()), column: Int(try reader.u32()), isWholeFile: flags & 1 != 0)
            let bytes = Array(try reader.counted())
            var part: DocumentPart?
            if flags & 4 != 0 {
                var tables: [Int] = []
                for _ in 0..<(try reader.count(each: 4)) { tables.append(Int(try reader.u32())) }
                part = .rest(slicedTables: tables)
            } else if flags & 8 != 0 {
                let table = Int(try reader.u32())
                let firstRow = Int(clamping: try reader.u64())
                let start = Int(clamping: try reader.u64())
                let end = Int(clamping: try reader.u64())
                guard start <= end, end <= bytes.count else { throw .malformedPayload("slice rows \(start)..<\(end) in \(bytes.count) bytes") }
                part = .slice(table: table, firstRow: firstRow, rows: start..<end)
            }
            documents.append(Document(origin: origin, bytes: flags & 2 != 0 ? nil : bytes, part: part))
            documentBytes += bytes.count
        }
        guard reader.isAtEnd else { throw .malformedPayload("\(reader.remaining) bytes after the last document") }
    }
}
