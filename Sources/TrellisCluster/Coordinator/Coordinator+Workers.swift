import TrellisDocument

/// Messages from workers, heartbeats, and what happens to workers that go quiet.
extension Coordinator {
    func receiveFromWorkers() {
        // Bounded, so a flood of messages cannot starve writing and heartbeats.
        for _ in 0..<1000 {
            let frames: [[UInt8]]
            do {
                guard let received = try router.receive() else { return }
                frames = received
            } catch {
                return
            }
            guard frames.count >= 2 else { continue }
            handle(frames[1...], from: frames[0])
        }
    }

    func handle(_ frames: ArraySlice<[UInt8]>, from identity: [UInt8]) {
        let message: WireMessage
        do {
            message = try WireMessage(frames: frames)
        } catch {
            report.refused += 1
            log("refused a message from \(name(of: identity)): \(error)")
            drop(identity, because: "sent a malformed message")
            return
        }
        let now = Monotonic.now
        links[identity]?.lastHeard = now
        switch message {
        case .ready(let version, let credit, let threads, let name):
            guard version == WireMessage.protocolVersion else {
                report.refused += 1
                log("refused worker \(name): it speaks protocol \(version), this coordinator \(WireMessage.protocolVersion)")
                return
            }
            let holding = links[identity]?.holding ?? []
            links[identity] = WorkerLink(name: name, credit: credit, holding: holding, lastHeard: now)
            names[identity] = name
            if stats[name] == nil {
                stats[name] = WorkerStats(id: name)
                statsOrder.append(name)
            }
            stats[name]!.threads = threads
            lastWorkerSeen = now
            log("worker \(name) joined with \(threads) threads, credit \(credit)")
        case .heartbeat where links[identity] == nil:
            // A worker this coordinator does not know: it was dropped (silent too
            // long) or served a coordinator that crashed. It joins again at once
            // instead of waiting out its own silence timer.
            _ = try? router.send([identity] + WireMessage.reset.frames)
        case .heartbeat:
            break
        case .result(let shardID, let service, _, let frame):
            accept(frame, shardID: shardID, serviceNanos: service, from: identity)
        case .refused(let shardID, let reason):
            report.refused += 1
            log("worker \(name(of: identity)) refused shard \(shardID): \(reason)")
            if links[identity]?.holding.remove(shardID) != nil { requeue(shardID, from: identity) }
        case .handback(let ids):
            for id in ids where links[identity]?.holding.remove(id) != nil {
                requeue(id, from: identity, counts: false)
            }
        case .bye:
            drop(identity, because: "left")
        case .shard, .done, .reset:
            report.refused += 1
            drop(identity, because: "sent a coordinator's message")
        }
    }

    /// A result, checked before it is believed: a frame that does not decode drops the
    /// worker that sent it (it is broken or hostile) and requeues what it held.
    func accept(_ frame: [UInt8], shardID: UInt64, serviceNanos: UInt64, from identity: [UInt8]) {
        links[identity]?.holding.remove(shardID)
        let result: ShardResult
        let header: FrameHeader
        do throws(FrameError) {
            let decoded = try options.codec.decode(frame, kind: .results)
            header = decoded.header
            result = try ShardResult(decoding: decoded.raw)
        } catch {
            report.refused += 1
            log("refused the result of shard \(shardID) from \(name(of: identity)): \(error)")
            requeue(shardID, from: identity)
            drop(identity, because: "sent a bad frame")
            return
        }
        let id = header.shardID
        guard header.runID == runID, var shard = shards[id], shard.result == nil else {
            // Already written, already in, or from an earlier run: at-least-once
            // delivery means some results arrive twice.
            report.duplicates += 1
            return
        }
        guard result.documents == shard.documents else {
            report.refused += 1
            log("refused the result of shard \(id) from \(name(of: identity)): \(result.documents) documents, not \(shard.documents)")
            requeue(id, from: identity)
            drop(identity, because: "sent a wrong result")
            return
        }
        shard.result = result
        shard.frame = []
        shard.holder = nil
        shards[id] = shard
        if let index = queued.firstIndex(of: id) { queued.remove(at: index) }
        report.latency.record(totalNanos: Monotonic.now - shard.readyAt, serviceNanos: serviceNanos)
        let name = name(of: identity)
        stats[name]?.shards += 1
        stats[name]?.rows += result.tally.rows
        stats[name]?.serviceNanos += serviceNanos
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

    func requeuePastDeadlines() {
        let now = Monotonic.now
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
