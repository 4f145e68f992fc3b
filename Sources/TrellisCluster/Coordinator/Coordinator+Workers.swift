import TrellisDocument
import TrellisLayout

/// Messages from workers, heartbeats, and what happens to workers that go quiet.
extension Coordinator {
    func receiveFromWorkers() {
        // Bounded, so a flood of messages cannot starve writing and heartbeats.
        for _ in 0..<1000 {
            let frames: [[UInt8]]
            do {
                // A routing id and at most four frames: the longest message a worker sends.
                guard let received = try router.receive(keeping: 5) else { return }
                frames = received
            } catch {
                return
            }
            guard frames.count >= 2 else { continue }
            handle(frames[1...], from: frames[0])
        }
    }

    /// One message from a peer. Only READY and HEARTBEAT are taken from a peer that has
    /// not joined; anything else it sends is refused, counted and logged, and changes
    /// nothing: without CURVE anyone who can reach the port can send anything.
    func handle(_ frames: ArraySlice<[UInt8]>, from identity: [UInt8]) {
        let message: WireMessage
        do {
            message = try WireMessage(frames: frames)
        } catch {
            refuse("a message from \(name(of: identity))", because: "\(error)")
            drop(identity, because: "sent a malformed message")
            return
        }
        let now = Monotonic.now
        links[identity]?.lastHeard = now
        let joined = links[identity] != nil
        switch message {
        case .ready(let version, let credit, let threads, let name):
            guard version == WireMessage.protocolVersion else {
                refuse("worker \(name)", because: "it speaks protocol \(version), this coordinator \(WireMessage.protocolVersion)")
                return
            }
            let holding = links[identity]?.holding ?? []
            links[identity] = WorkerLink(name: name, credit: credit, threads: threads, holding: holding, lastHeard: now)
            lastWorkerSeen = now
            logAboutPeers("worker \(name) joined with \(threads) threads, credit \(credit)")
        case .heartbeat where !joined:
            // A worker this coordinator does not know: it was dropped (silent too
            // long) or served a coordinator that crashed. It joins again at once
            // instead of waiting out its own silence timer.
            _ = try? router.send([identity] + WireMessage.reset.frames)
        case .heartbeat:
            break
        case .result(let shardID, let service, _, let frame):
            accept(frame, shardID: shardID, serviceNanos: service, from: identity)
        case .refused(let shardID, let reason):
            guard links[identity]?.holding.remove(shardID) != nil else {
                refuse("a refusal of shard \(shardID) from \(name(of: identity))", because: notHolding(identity))
                return
            }
            report.refused += 1
            log("worker \(name(of: identity)) refused shard \(shardID): \(reason)")
            shards[shardID]?.refusal = reason
            requeue(shardID, from: identity)
        case .handback(let ids):
            guard joined else {
                refuse("a handback from \(name(of: identity))", because: notHolding(identity))
                return
            }
            for id in ids where links[identity]?.holding.remove(id) != nil {
                requeue(id, from: identity, counts: false)
            }
        case .bye:
            drop(identity, because: "left")
        case .shard, .done, .reset:
            refuse("a message from \(name(of: identity))", because: "it is a coordinator's message")
            drop(identity, because: "sent a coordinator's message")
        }
    }

    /// A result, believed only after the cheap facts hold — the sender joined and holds
    /// the shard, the frame's header names that shard and this run — so nothing is
    /// inflated for a stranger, a liar or a late duplicate. A frame that fails a check
    /// from the shard's holder drops the holder (it is broken or hostile) and requeues
    /// the shard; from anyone else it is refused and changes nothing.
    func accept(_ frame: [UInt8], shardID: UInt64, serviceNanos: UInt64, from identity: [UInt8]) {
        let sender = name(of: identity)
        guard links[identity]?.holding.remove(shardID) != nil else {
            refuse("the result of shard \(shardID) from \(sender)", because: notHolding(identity))
            return
        }
        var result: ShardResult
        var answer: PieceAnswer?
        do throws(FrameError) {
            let header = try FrameHeader.parse(frame, expecting: .results, maxRawBytes: options.codec.maxRawBytes)
            guard header.shardID == shardID else { throw .mismatchedHeader("shard \(header.shardID)") }
            guard header.runID == runID else { throw .mismatchedHeader("another run") }
            guard let shard = shards[shardID], shard.result == nil else {
                // Already written or already in: at-least-once delivery means a shard
                // requeued on its deadline may come back twice.
                report.duplicates += 1
                return
            }
            result = try ShardResult(decoding: options.codec.decode(frame, kind: .results).raw)
            guard result.documents == shard.documents else {
                throw .malformedPayload("\(result.documents) documents, not \(shard.documents)")
            }
            if let piece = shard.piece {
                answer = try PieceAnswer(role: piece.role, result: result, spill: fold(for: piece).spill)
                if case .slice = piece.role { result.output = [] }
            }
        } catch {
            refuse("the result of shard \(shardID) from \(sender)", because: "\(error)")
            requeue(shardID, from: identity)
            drop(identity, because: "sent a bad result")
            return
        }
        var shard = shards[shardID]!
        shard.result = result
        shard.answer = answer
        if shard.piece == nil { shard.frame = [] }
        shard.holder = nil
        shards[shardID] = shard
        if let piece = shard.piece { foldAnswers(of: piece) }
        if let index = queued.firstIndex(of: shardID) { queued.remove(at: index) }
        report.latency.record(totalNanos: Monotonic.now - shard.readyAt, serviceNanos: serviceNanos)
        links[identity]?.proven = true
        stats[sender]?.shards += 1
        stats[sender]?.rows += result.tally.rows
        stats[sender]?.serviceNanos += serviceNanos
    }

    private func notHolding(_ identity: [UInt8]) -> String {
        links[identity] == nil ? "it has not joined" : "it does not hold that shard"
    }

    /// Counts a refused message and logs why.
    func refuse(_ what: String, because reason: String) {
        report.refused += 1
        logAboutPeers("refused \(what): \(reason)")
    }

    /// libzmq closed connections: a peer left or died, or sent a message over the
    /// limit, which libzmq drops with the connection and reports no other way.
    func noteClosedConnections() {
        for _ in monitor.events() {
            connectionsClosed += 1
            logAboutPeers(
                "a peer's connection closed (\(connectionsClosed) this run): it left or died, or sent a message over "
                    + "\(options.maxResultFrameBytes) bytes, which libzmq drops with the connection without saying so")
        }
    }

    /// Lines about what peers do (join, leave, send what is refused) are rationed
    /// (`peerLines` a second, the rest counted in one line), so a flood of peers cannot
    /// flood the log.
    func logAboutPeers(_ line: String) {
        guard peerLinesLeft > 0 else {
            peerLinesNotLogged += 1
            return
        }
        peerLinesLeft -= 1
        log(line)
    }

    /// Called once a second: a new ration, and the count of lines the last one left out.
    func renewPeerLines() {
        if peerLinesNotLogged > 0 {
            log("\(peerLinesNotLogged) more lines about peers (joins, leaves, refusals, closed connections) in the last second, not logged one by one")
        }
        peerLinesNotLogged = 0
        peerLinesLeft = Self.peerLines
    }

    func heartbeat() {
        for identity in Array(links.keys) {
            do throws(ZMQError) {
                try router.send([identity] + WireMessage.heartbeat.frames)
            } catch {
                drop(identity, because: "cannot be reached (\(error))")
            }
        }
    }

    /// A worker not heard from for `liveness` intervals is dead or hung (SIGSTOP, a
    /// wedged machine, a cut cable): its shards go to others.
    func expireSilentWorkers() {
        let now = Monotonic.now
        for (identity, link) in links where now - link.lastHeard > Heartbeat.expiryNanos {
            drop(identity, because: "was silent for \(Heartbeat.liveness) s")
        }
        if !links.isEmpty { lastWorkerSeen = now }
    }

    /// Looks through the shards in flight ten times a second, not on every turn of
    /// the loop: with thousands of row slices read ahead, a look on every message cost
    /// the coordinator more than cutting them.
    func requeuePastDeadlines() {
        let now = Monotonic.now
        guard now >= nextDeadlineCheck else { return }
        nextDeadlineCheck = now + 100_000_000
        for (id, shard) in shards where shard.result == nil && shard.holder != nil && shard.deadline < now {
            log("shard \(id) is not back from \(name(of: shard.holder!)) after \(formatNumber(options.shardTimeoutSeconds)) s; requeueing it")
            requeue(id, from: shard.holder!)
        }
    }

    func warnWhenNoWorkers() {
        guard links.isEmpty, !isFinished else { return }
        let now = Monotonic.now
        let quiet = now - lastWorkerSeen
        guard quiet >= Monotonic.nanoseconds(options.noWorkersWarningSeconds), now - lastNoWorkersWarning >= 30_000_000_000 else { return }
        lastNoWorkersWarning = now
        log("no workers connected to \(endpoint) for \(quiet / 1_000_000_000) s; waiting (\(queued.count) shards queued)")
    }
}
