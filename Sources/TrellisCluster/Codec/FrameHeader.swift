/// What a frame carries: documents to solve, or the records they gave.
public enum FrameKind: UInt8, Sendable {
    case jobs = 1
    case results = 2
}

/// The fixed 48-byte header in front of every compressed shard and result:
///
///     0  "TRSH"           magic: refuses frames from other programs at once
///     4  version (u8)     refuses a peer of another wire version instead of misreading it
///     5  kind (u8)        jobs or results
///     6  reserved (u16)   zero
///     8  run id (u64)     a result from a worker that still holds a shard of an earlier
///                         coordinator (a crash, a resume) is never taken for this run's
///     16 shard id (u64)
///     24 raw size (u64)   inflate stops here; checked against the receiver's limit first
///     32 compressed (u64) must equal the bytes that follow
///     40 crc32 (u32)      over header bytes 0..<40, then the raw bytes: a flipped bit
///                         anywhere, the ids included, is caught
///     44 reserved (u32)   zero
///
/// Integers are little-endian.
public struct FrameHeader: Sendable, Equatable {
    public static let size = 48
    public static let version: UInt8 = 2
    static let magic: [UInt8] = Array("TRSH".utf8)

    public var kind: FrameKind
    public var runID: UInt64
    public var shardID: UInt64
    public var rawSize: UInt64
    public var compressedSize: UInt64
    public var checksum: UInt32

    /// Bytes 0..<40, the part the checksum covers.
    var checkedBytes: [UInt8] {
        var out = ByteWriter()
        out.bytes(Self.magic)
        out.u8(Self.version)
        out.u8(kind.rawValue)
        out.u16(0)
        out.u64(runID)
        out.u64(shardID)
        out.u64(rawSize)
        out.u64(compressedSize)
        return out.data
    }

    var encoded: [UInt8] {
        var out = ByteWriter()
        out.bytes(checkedBytes)
        out.u32(checksum)
        out.u32(0)
        return out.data
    }

    /// Reads and checks the header of `frame` (everything but the checksum, which needs
    /// the raw bytes).
    static func parse(_ frame: [UInt8], expecting kind: FrameKind, maxRawBytes: Int) throws(FrameError) -> FrameHeader {
        guard frame.count >= size else { throw .truncatedHeader(frame.count) }
        var reader = ByteReader(frame[0..<size])
        guard try reader.bytes(4).elementsEqual(magic) else { throw .badMagic }
        let version = try reader.u8()
        guard version == Self.version else { throw .unsupportedVersion(version) }
        let kindByte = try reader.u8()
        guard kindByte == kind.rawValue else { throw .wrongKind(expected: kind, got: kindByte) }
        guard try reader.u16() == 0 else { throw .reservedBitsSet }
        let runID = try reader.u64()
        let shardID = try reader.u64()
        let rawSize = try reader.u64()
        let compressedSize = try reader.u64()
        let checksum = try reader.u32()
        guard try reader.u32() == 0 else { throw .reservedBitsSet }
        guard rawSize <= UInt64(maxRawBytes) else { throw .declaredTooLarge(declared: rawSize, limit: maxRawBytes) }
        guard compressedSize == UInt64(frame.count - size) else {
            throw .compressedSizeMismatch(declared: compressedSize, actual: frame.count - size)
        }
        return FrameHeader(kind: kind, runID: runID, shardID: shardID, rawSize: rawSize, compressedSize: compressedSize, checksum: checksum)
    }
}
