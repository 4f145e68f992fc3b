import TrellisDocument

/// Shards in: from the reader, out to workers, back in order to the output.
extension Coordinator {
    /// Takes shards from the reader while the window has room. They come in any order
    /// (several packer threads), so each goes in by the id in its frame header.
    func receiveShards() {
        while windowIsOpen, let frames = try? feed.receive() {
            switch String(decoding: frames[0], as: UTF8.self) {
            case "SHARD" where frames.count == 3:
                var counts = ByteReader(frames[1][...])
                let documents = Int((try? counts.u64()) ?? 0)
                let documentBytes = Int((try? counts.u64()) ?? 0)
                let piece = counts.isAtEnd ? nil : try? PieceInfo(&counts)
                guard let header = try? FrameHeader.parse(frames[2], expecting: .jobs, maxRawBytes: options.codec.maxRawBytes) else { continue }
                var shard = ShardState(frame: frames[2], documents: documents, documentBytes: documentBytes, readyAt: Monotonic.now, piece: piece)
                if let piece {
                    piecesRead[piece.first, default: 0] += 1
                    if let count = piece.count { pieceCounts[piece.first] = count }
                }
                switch piece?.role {
                case .remainder?:
                    // Never sent: its document is solved whole once its slices are back.
                    shard.answer = .wholeNeeded
                    shards[header.shardID] = shard
                    foldAnswers(of: piece!)
                case .instead?:
                    solvedWhole[piece!.first] = header.shardID
                    fallthrough
                default:
                    shards[header.shardID] = shard
                    insertQueued(header.shardID)
                }
                shardsReceived += 1
                bytesRead += documentBytes
            case "END" where frames.count == 2, "FAIL" where frames.count == 3:
                var count = ByteReader(frames[1][...])
                shardsInInput = (try? count.u64()) ?? 0
                if frames.count == 3 { inputFailure = String(decoding: frames[2], as: UTF8.self) }
            default:
                inputFailure = "the shard reader sent a malformed message"
                shardsInInput = 0
            }
        }
    }

    /// Sends queued shards, oldest first, each to the worker with the most free credit,
    /// workers that have returned good results first (a peer that joins with a large
    /// credit and answers nothing gets only what the others cannot take).
    func dispatch() {
        while let id = queued.first {
            let open = links.lazy.filter { $0.value.freeCredit > 0 }
            guard let (identity, link) = open.max(by: { $0.value.preference < $1.value.preference }) else { return }
            guard var shard = shards[id] else {
                queued.removeFirst()
                continue
            }
            do throws(ZMQError) {
                guard try router.send([identity] + WireMessage.shard(frame: shard.frame, maxResultBytes: options.maxResultFrameBytes).frames) else { return }
            } catch {
                drop(identity, because: "cannot reach it (\(error))")
                continue
            }
            queued.removeFirst()
            if firstShardSent == nil {
                firstShardSent = Monotonic.now
                report.bytesReadBeforeFirstShard = bytesRead
            }
            shard.holder = identity
            shard.deadline = Monotonic.deadline(after: options.shardTimeoutSeconds)
            shards[id] = shard
            links[identity]!.holding.insert(id)
            if stats[link.name] == nil {
                stats[link.name] = WorkerStats(id: link.name)
                stats[link.name]!.threads = link.threads
                statsOrder.append(link.name)
            }
        }
    }

    /// Puts a shard back in the queue. `counts` is false for a shard handed back
    /// unstarted, which says nothing bad about the shard.
    func requeue(_ id: UInt64, from identity: [UInt8], counts: Bool = true) {
        guard var shard = shards[id], shard.result == nil else { return }
        if shard.holder == identity { shard.holder = nil }
        if counts { shard.attempts += 1 }
        shards[id] = shard
        report.requeued += 1
        stats[name(of: identity)]?.requeues += 1
        if shard.attempts >= options.maxAttempts {
            report.failure = "shard \(id) was sent \(shard.attempts) times and never came back"
                + (shard.refusal.map { "; the last worker refused it: \($0)" } ?? "") + "; giving up"
        }
        insertQueued(id)
    }

    /// Adds a shard to the queue in id order (a no-op when it is there already).
    func insertQueued(_ id: UInt64) {
        let low = queued.partitioningIndex { $0 >= id }
        if low < queued.count && queued[low] == id { return }
        queued.insert(id, at: low)
    }

    /// Forgets a worker and requeues whatever it held (a peer that never joined has
    /// nothing to forget).
    func drop(_ identity: [UInt8], because reason: String) {
        guard let link = links[identity] else { return }
        let held = link.holding.filter { shards[$0]?.result == nil && shards[$0]?.holder == identity }.sorted()
        logAboutPeers("worker \(link.name) \(reason)" + (held.isEmpty ? "" : "; requeueing shards \(held.map(String.init).joined(separator: ", "))"))
        for id in held { requeue(id, from: identity) }
        links[identity] = nil
    }

    /// Writes every result that is next in input order, then its journal line; a
    /// sliced document once all its pieces are back.
    func writeInOrder() {
        while let shard = shards[report.totals.shards] {
            let ids: Range<UInt64>
            let tally: RunTally
            let write: (OutputFile) throws(InputError) -> Int
            if let piece = shard.piece {
                guard let pieces = pieceIDs(piece), let ready = sliced(piece, ids: pieces) else { return }
                ids = pieces
                (tally, write) = ready
            } else {
                guard let result = shard.result else { return }
                ids = report.totals.shards..<report.totals.shards + 1
                tally = result.tally
                write = { (output: OutputFile) throws(InputError) in
                    try output.write(result.output)
                    return result.output.count
                }
            }
            do throws(InputError) {
                let written = try write(output)
                var totals = report.totals
                totals.shards += UInt64(ids.count)
                totals.documents += shard.piece == nil ? shard.documents : 1
                totals.tally.add(tally)
                for id in ids {
                    totals.bytesIn += shards[id]!.documentBytes
                    totals.bytesInCompressed += shards[id]!.frameBytes
                }
                totals.bytesOut += written
                try journal?.record(totals)
                for id in ids { shards[id] = nil }
                if let piece = shard.piece {
                    piecesRead[piece.first] = nil
                    pieceCounts[piece.first] = nil
                    folds[piece.first] = nil
                    if let whole = solvedWhole.removeValue(forKey: piece.first) { shards[whole] = nil }
                }
                report.totals = totals
            } catch {
                report.failure = error.message
                return
            }
        }
        if isFinished, let inputFailure { report.failure = inputFailure }
    }

    /// The shards of a sliced document, once its last piece has told how many.
    func pieceIDs(_ piece: PieceInfo) -> Range<UInt64>? {
        (piece.count ?? pieceCounts[piece.first]).map { piece.first..<piece.first + UInt64($0) }
    }

    /// A sliced document's fold, made with its first answer.
    func fold(for piece: PieceInfo) -> SliceFold {
        if let fold = folds[piece.first] { return fold }
        let fold = SliceFold()
        folds[piece.first] = fold
        return fold
    }

    /// Folds a sliced document's answers that are next in piece order.
    func foldAnswers(of piece: PieceInfo) {
        let fold = fold(for: piece)
        let count = pieceIDs(piece)?.count ?? .max
        while fold.folded < count, let state = shards[piece.first + UInt64(fold.folded)], let answer = state.answer, let role = state.piece?.role {
            fold.fold(role, answer)
        }
    }

    /// A sliced document's tally and how to write its records, once every piece is
    /// back (or, when it had to be solved whole, once that is back); nil while waiting.
    /// A merge that finds an error sends the whole document to a worker.
    private func sliced(_ piece: PieceInfo, ids: Range<UInt64>) -> (tally: RunTally, write: (OutputFile) throws(InputError) -> Int)? {
        if let whole = solvedWhole[piece.first] {
            // Every piece is counted when the document is written.
            guard piecesRead[piece.first] == ids.count else { return nil }
            return shards[whole]?.result.map { result in
                (result.tally, { (output: OutputFile) throws(InputError) in
                    try output.write(result.output)
                    return result.output.count
                })
            }
        }
        let fold = fold(for: piece)
        guard fold.folded == ids.count else { return nil }
        if let failure = fold.spill.failure {
            report.failure = failure
            return nil
        }
        if let merged = fold.merged() {
            return (merged.tally, { (output: OutputFile) throws(InputError) in try merged.write(to: output.write) })
        }
        do throws(FrameError) {
            let whole = try SlicedDocument.whole(ids.map { shards[$0]!.frame }, codec: options.codec)
            let id = nextWholeID
            nextWholeID += 1
            let frame = options.codec.encode(whole.encoded, kind: .jobs, runID: runID, shardID: id)
            shards[id] = ShardState(frame: frame, documents: 1, documentBytes: 0, readyAt: Monotonic.now)
            solvedWhole[piece.first] = id
            // First in the queue: the output waits for it.
            queued.insert(id, at: 0)
        } catch {
            report.failure = "cannot put sliced document back together (shards \(ids.lowerBound)–\(ids.upperBound - 1)): \(error)"
        }
        return nil
    }
}
