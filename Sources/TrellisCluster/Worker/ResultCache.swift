import CZlib
import Synchronization

/// Results a worker keeps by the content of the shard they answer: the benchmark's
/// "instant worker" (`trellis worker --cache-results`, hidden), which answers a shard it
/// has seen before without solving, so a second run over the same input measures the
/// coordinator alone. Solving is deterministic, so a cached answer is the right one;
/// the cache is unbounded, hence a benchmark aid and not a default.
final class ResultCache: Sendable {
    private struct Key: Hashable {
        let crc: UInt32
        let count: Int
    }

    struct Entry: Sendable {
        /// The result frame's deflated payload, its raw size and raw CRC-32.
        let payload: [UInt8]
        let rawSize: UInt64
        let rawCRC: UInt32
        let rows: Int
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// Shards are keyed by their deflated bytes: the same documents deflate the same way.
    private static func key(_ jobsFrame: [UInt8]) -> Key {
        let payload = jobsFrame.dropFirst(FrameHeader.size)
        let crc = payload.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count))) }
        return Key(crc: crc, count: payload.count)
    }

    func lookup(_ jobsFrame: [UInt8]) -> Entry? {
        let key = Self.key(jobsFrame)
        return entries.withLock { $0[key] }
    }

    func store(_ jobsFrame: [UInt8], resultFrame: [UInt8], raw: [UInt8], rows: Int) {
        let rawCRC = raw.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count))) }
        let entry = Entry(payload: Array(resultFrame.dropFirst(FrameHeader.size)), rawSize: UInt64(raw.count), rawCRC: rawCRC, rows: rows)
        let key = Self.key(jobsFrame)
        entries.withLock { $0[key] = entry }
    }
}

extension FrameCodec {
    /// A results frame around an already deflated payload, for another run and shard
    /// id: the header's CRC is combined with the payload's, so nothing is inflated or
    /// deflated again.
    func restamp(_ entry: ResultCache.Entry, runID: UInt64, shardID: UInt64) -> [UInt8] {
        var header = FrameHeader(
            kind: .results, runID: runID, shardID: shardID, rawSize: entry.rawSize, compressedSize: UInt64(entry.payload.count), checksum: 0)
        let headerCRC = header.checkedBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        header.checksum = UInt32(truncatingIfNeeded: crc32_combine(headerCRC, uLong(entry.rawCRC), off_t(entry.rawSize)))
        return header.encoded + entry.payload
    }
}
