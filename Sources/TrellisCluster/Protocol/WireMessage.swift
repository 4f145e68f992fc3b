/// The messages between coordinator and workers. Each is one multipart ZeroMQ message
/// whose first frame is a short command word (readable in a packet capture); a ROUTER
/// puts the worker's routing id in front of it.
///
///     worker → coordinator
///       READY     u32 version, u32 credit, u32 threads; name  (joins; credit = shards it may hold)
///       RESULT    u64 shard, u64 service ns, u64 wait ns; frame (one shard done; returns one credit)
///       REFUSED   u64 shard; reason                           (its frame was bad; returns one credit)
///       HANDBACK  u64 shard id…                                (shards it will not start: requeue now)
///       BYE                                                    (leaves; requeue whatever it still holds)
///       HEARTBEAT
///     coordinator → worker
///       SHARD     jobs frame; u64 largest result frame the coordinator takes (optional:
///                 without it, no limit but the worker's own)
///       DONE                                                   (the run is over)
///       RESET                                                  (unknown worker: send READY again)
///       HEARTBEAT
///
/// Anything that does not parse is refused where it arrives and logged; it never
/// stops the receiver. Text from the other side (names, reasons) is escaped as it is
/// parsed (`peerText`), so it is safe to log wherever it goes.
public enum WireMessage: Equatable, Sendable {
    case ready(version: UInt32, credit: Int, threads: Int, name: String)
    case result(shardID: UInt64, serviceNanos: UInt64, waitNanos: UInt64, frame: [UInt8])
    case refused(shardID: UInt64, reason: String)
    case handback([UInt64])
    case bye
    case heartbeat
    case shard(frame: [UInt8], maxResultBytes: Int = .max)
    case done
    case reset

    /// Bumped when a message changes meaning; a worker of another version is refused.
    public static let protocolVersion: UInt32 = 3

    public var frames: [[UInt8]] {
        switch self {
        case .ready(let version, let credit, let threads, let name):
            var out = ByteWriter()
            out.u32(version)
            out.u32(UInt32(credit))
            out.u32(UInt32(threads))
            return [Array("READY".utf8), out.data, Array(name.utf8)]
        case .result(let shardID, let service, let wait, let frame):
            var out = ByteWriter()
            out.u64(shardID)
            out.u64(service)
            out.u64(wait)
            return [Array("RESULT".utf8), out.data, frame]
        case .refused(let shardID, let reason):
            var out = ByteWriter()
            out.u64(shardID)
            return [Array("REFUSED".utf8), out.data, Array(reason.utf8)]
        case .handback(let ids):
            var out = ByteWriter()
            for id in ids { out.u64(id) }
            return [Array("HANDBACK".utf8), out.data]
        case .bye: return [Array("BYE".utf8)]
        case .heartbeat: return [Array("HEARTBEAT".utf8)]
        case .shard(let frame, let maxResultBytes):
            var out = ByteWriter()
            out.u64(UInt64(maxResultBytes))
            return [Array("SHARD".utf8), frame, out.data]
        case .done: return [Array("DONE".utf8)]
        case .reset: return [Array("RESET".utf8)]
        }
    }

    public init(frames: ArraySlice<[UInt8]>) throws(FrameError) {
        guard let command = frames.first else { throw .malformedPayload("empty message") }
        let rest = Array(frames.dropFirst())
        func argument(_ index: Int) throws(FrameError) -> [UInt8] {
            guard index < rest.count else { throw .malformedPayload("\(peerText(command, limit: 32)) needs \(index + 1) frames after the command") }
            return rest[index]
        }
        switch String(decoding: command, as: UTF8.self) {
        case "READY":
            var reader = ByteReader(try argument(0)[...])
            let version = try reader.u32()
            let credit = Int(try reader.u32())
            guard credit >= 1 && credit <= 4096 else { throw .malformedPayload("credit \(credit) outside 1…4096") }
            let threads = Int(try reader.u32())
            guard threads >= 1 && threads <= 4096 else { throw .malformedPayload("threads \(threads) outside 1…4096") }
            self = .ready(version: version, credit: credit, threads: threads, name: peerText(try argument(1), limit: 256))
        case "RESULT":
            var reader = ByteReader(try argument(0)[...])
            self = .result(shardID: try reader.u64(), serviceNanos: try reader.u64(), waitNanos: try reader.u64(), frame: try argument(1))
        case "REFUSED":
            var reader = ByteReader(try argument(0)[...])
            self = .refused(shardID: try reader.u64(), reason: peerText(try argument(1), limit: 512))
        case "HANDBACK":
            let data = try argument(0)
            guard data.count % 8 == 0 else { throw .malformedPayload("HANDBACK of \(data.count) bytes") }
            var reader = ByteReader(data[...])
            var ids: [UInt64] = []
            while !reader.isAtEnd { ids.append(try reader.u64()) }
            self = .handback(ids)
        case "BYE": self = .bye
        case "HEARTBEAT": self = .heartbeat
        case "SHARD":
            var limit = ByteReader((rest.count > 1 ? rest[1] : [])[...])
            self = .shard(frame: try argument(0), maxResultBytes: Int(clamping: (try? limit.u64()) ?? .max))
        case "DONE": self = .done
        case "RESET": self = .reset
        default: throw .malformedPayload("unknown command \"\(peerText(command, limit: 32))\"")
        }
    }
}
