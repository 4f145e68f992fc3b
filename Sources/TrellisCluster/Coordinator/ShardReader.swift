import CZMQ
import TrellisDocument

/// The threads that read the input and turn it into compressed shards, so reading,
/// splitting and deflating never hold up the coordinator's loop. One thread reads and
/// cuts; `packers` threads deflate (deflate is most of the coordinator's CPU: 52 % of it
/// in zlib, bench/RESULTS.md), so reading and deflating overlap and deflating spreads
/// over the coordinator's cores. Packers push shards to the coordinator's PULL socket
/// with a small high-water mark: when the coordinator stops taking them (its reorder
/// window is full), packers wait in send, the queue to them fills, and reading stops.
/// That is what keeps memory flat however large the input.
///
/// A document with a large table is cut (RowSlicer) into pieces that are shards of
/// their own, after the shard before it is closed; a long line is cut while it is
/// still being read (RowStream), its rest last.
///
/// Messages to the coordinator, in any order between threads:
///     SHARD  u64 documents, u64 document bytes[, PieceInfo]; frame   (the frame header has the id)
///     END    u64 shards in the input
///     FAIL   u64 shards before the failure; message     (the input could not be read)
struct ShardReader: Sendable {
    var files: [InputFile]
    var maxDocumentBytes: Int
    var solveOptions: SolveOptions
    var plan: ShardPlan
    var codec: FrameCodec
    var runID: UInt64
    /// Shards a resumed run already wrote: cut, counted, not sent.
    var skip: UInt64
    var endpoint: String
    var stop: StopFlag
    var packers: Int

    /// A cut shard on its way to a packer.
    private struct RawShard: Sendable {
        let id: UInt64
        let payload: [UInt8]
        let documents: Int
        let documentBytes: Int
        var piece: PieceInfo?
    }

    func run(context: Context) {
        guard let socket = connect(context) else { return }
        let queue = BlockingQueue<RawShard>(capacity: 2 * packers)
        let packerThreads = (0..<packers).compactMap { _ in
            try? JoinableThread { [self] in pack(queue, context: context) }
        }
        guard !packerThreads.isEmpty else {
            var none = ByteWriter()
            none.u64(0)
            send([Array("FAIL".utf8), none.data, Array("cannot start a thread to deflate shards".utf8)], on: socket)
            return
        }
        var cutter = ShardCutter(plan: plan, maxDocumentBytes: maxDocumentBytes, options: solveOptions)
        var shardID: UInt64 = 0
        func flush() {
            guard let jobs = cutter.take() else { return }
            defer { shardID += 1 }
            guard shardID >= skip, !stop.isRaised else { return }
            _ = queue.push(RawShard(id: shardID, payload: jobs.encoded, documents: jobs.documents.count, documentBytes: jobs.documentBytes))
        }
        // `--check` reports an ambiguity at the first row of each shape in a table,
        // which a slice cannot know: such runs keep tables whole.
        let slicer = solveOptions.check ? nil : plan.slicer
        /// A sliced document's pieces, each a shard.
        func pieces(_ cut: RowSlicer.Cut, of document: UnsafeBufferPointer<UInt8>, origin: DocumentOrigin) {
            flush()
            let first = shardID
            let count = cut.pieceCount
            cut.forEachPiece(of: document) { piece in
                defer { shardID += 1 }
                guard shardID >= skip, !stop.isRaised else { return }
                var jobs = ShardJobs(maxDocumentBytes: maxDocumentBytes, options: solveOptions)
                jobs.append(piece: piece.bytes, origin: origin, part: piece.part)
                let role: PieceInfo.Role
                var documentBytes = 0
                switch piece.part {
                case .rest:
                    role = .rest(tables: cut.tables, sliced: cut.sliced)
                    // The document's size counts once, with its rest.
                    documentBytes = document.count
                case .slice(let table, _, _):
                    role = .slice(table: table, rows: piece.rowCount)
                }
                _ = queue.push(RawShard(
                    id: shardID, payload: jobs.encoded, documents: 1, documentBytes: documentBytes,
                    piece: PieceInfo(first: first, count: count, role: role)))
            }
        }
        /// A streamed line's pieces as RowStream cuts them: slices, then its last piece,
        /// which says how many pieces there were. Until that, `streamed` is its first shard.
        var streamed: UInt64?
        func stream(_ output: RowStream.Output, origin: DocumentOrigin) {
            func push(_ fill: (inout ShardJobs) -> Void, documentBytes: Int, role: PieceInfo.Role, last: Bool) {
                if streamed == nil {
                    flush()
                    streamed = shardID
                }
                let first = streamed!
                if last { streamed = nil }
                defer { shardID += 1 }
                guard shardID >= skip, !stop.isRaised else { return }
                var jobs = ShardJobs(maxDocumentBytes: maxDocumentBytes, options: solveOptions)
                fill(&jobs)
                _ = queue.push(RawShard(
                    id: shardID, payload: jobs.encoded, documents: 1, documentBytes: documentBytes,
                    piece: PieceInfo(first: first, count: last ? Int(shardID - first) + 1 : nil, role: role)))
            }
            func piece(_ piece: RowSlicer.Piece) -> (inout ShardJobs) -> Void {
                { $0.append(piece: piece.bytes, origin: origin, part: piece.part) }
            }
            switch output {
            case .slice(let slice):
                guard case .slice(let table, _, _) = slice.part else { return }
                push(piece(slice), documentBytes: 0, role: .slice(table: table, rows: slice.rowCount), last: false)
            case .rest(let rest, let tables, let table, let lineBytes):
                // The document's size counts once, with its rest.
                push(piece(rest), documentBytes: lineBytes, role: .rest(tables: tables, sliced: [table]), last: true)
            case .remainder(let remainder, let lineBytes):
                push(piece(remainder), documentBytes: lineBytes, role: .remainder, last: true)
            case .tooLarge where streamed != nil:
                push({ $0.append(.tooLarge, origin: origin) }, documentBytes: 0, role: .instead, last: true)
            case .tooLarge:
                cutter.append(.tooLarge, origin: origin, keep: shardID >= skip)
                if cutter.isFull { flush() }
            case .whole(let document):
                document.withUnsafeBufferPointer { cutter.append(.complete($0), origin: origin, keep: shardID >= skip) }
                if cutter.isFull { flush() }
            }
        }
        let longLines = slicer.map { RowStream(threshold: plan.streamedLineBytes, slicer: $0, output: stream) }
        var failure: String?
        do throws(InputError) {
            let reader = DocumentReader(maxDocumentBytes: maxDocumentBytes)
            for file in files where !stop.isRaised {
                try reader.forEachDocument(in: file, longLines: longLines) { bytes, origin in
                    guard !stop.isRaised else { return }
                    if let slicer, case .complete(let document) = bytes, let cut = slicer.cut(document) {
                        pieces(cut, of: document, origin: origin)
                        return
                    }
                    cutter.append(bytes, origin: origin, keep: shardID >= skip)
                    if cutter.isFull { flush() }
                }
            }
        } catch {
            failure = error.message
        }
        flush()
        queue.close()
        for thread in packerThreads { thread.join() }
        var count = ByteWriter()
        count.u64(shardID)
        if let failure {
            send([Array("FAIL".utf8), count.data, Array(failure.utf8)], on: socket)
        } else {
            send([Array("END".utf8), count.data], on: socket)
        }
    }

    private func pack(_ queue: BlockingQueue<RawShard>, context: Context) {
        guard let socket = connect(context) else {
            queue.close()
            return
        }
        let deflater = codec.makeDeflater()
        while let shard = queue.pop() {
            var counts = ByteWriter()
            counts.u64(UInt64(shard.documents))
            counts.u64(UInt64(shard.documentBytes))
            if let piece = shard.piece { counts.bytes(piece.encoded) }
            let frame = codec.encode(shard.payload, kind: .jobs, runID: runID, shardID: shard.id, deflater: deflater)
            guard send([Array("SHARD".utf8), counts.data, frame], on: socket) else {
                // Stopped: let the reader's push return instead of waiting forever.
                queue.close()
                return
            }
            queue.finished()
        }
    }

    private func connect(_ context: Context) -> Socket? {
        guard let socket = try? Socket(context, .push) else { return nil }
        do throws(ZMQError) {
            try socket.set(ZMQ_SNDHWM, Int32(2))
            try socket.set(ZMQ_LINGER, Int32(0))
            // Sends wait at most this long before looking at the stop flag again.
            try socket.set(ZMQ_SNDTIMEO, Int32(100))
            try socket.connect(endpoint)
        } catch {
            return nil
        }
        return socket
    }

    /// True once sent; false when the run stopped first.
    @discardableResult
    private func send(_ frames: [[UInt8]], on socket: Socket) -> Bool {
        while !stop.isRaised {
            guard let sent = try? socket.send(frames, wait: true) else { return false }
            if sent { return true }
        }
        return false
    }
}
