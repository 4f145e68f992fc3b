/// Why a frame was refused. Every way a frame can be wrong — cut short, from another
/// program, too big, lying about its size, a decompression bomb, flipped bits — ends
/// here as a value, never as a trap or an allocation the sender chose.
public enum FrameError: Error, Sendable, Equatable, CustomStringConvertible {
    case truncatedHeader(Int)
    case badMagic
    case unsupportedVersion(UInt8)
    case wrongKind(expected: FrameKind, got: UInt8)
    case reservedBitsSet
    /// The header declares more raw bytes than this side accepts.
    case declaredTooLarge(declared: UInt64, limit: Int)
    /// The header's compressed size is not the frame's.
    case compressedSizeMismatch(declared: UInt64, actual: Int)
    /// Inflating went past the declared raw size: a bomb or a lying header.
    case inflatesPastDeclaredSize(declared: UInt64)
    /// The stream ended before the declared raw size.
    case shorterThanDeclared(declared: UInt64, actual: Int)
    /// Bytes follow the end of the deflate stream.
    case trailingBytes
    case corrupt(String)
    case checksumMismatch
    /// The checksum held but the payload does not parse (a peer that computes checksums
    /// over garbage).
    case malformedPayload(String)
    /// The header names another shard or run than the message it came in.
    case mismatchedHeader(String)
    /// A result frame larger than the coordinator takes (it would drop the connection).
    case resultTooLarge(Int, limit: Int)

    public var description: String {
        switch self {
        case .truncatedHeader(let count): return "frame of \(count) bytes is shorter than its header"
        case .badMagic: return "frame does not start with the Trellis magic bytes"
        case .unsupportedVersion(let version): return "frame version \(version) is not supported (this build speaks \(FrameHeader.version))"
        case .wrongKind(let expected, let got): return "frame kind \(got) where \(expected) was expected"
        case .reservedBitsSet: return "frame header has reserved bytes set"
        case .declaredTooLarge(let declared, let limit): return "frame declares \(declared) raw bytes, over the limit of \(limit)"
        case .compressedSizeMismatch(let declared, let actual): return "frame declares \(declared) compressed bytes but carries \(actual)"
        case .inflatesPastDeclaredSize(let declared): return "frame inflates past its declared \(declared) bytes (decompression bomb or lying header)"
        case .shorterThanDeclared(let declared, let actual): return "frame inflates to \(actual) bytes, not the declared \(declared)"
        case .trailingBytes: return "frame has bytes after its compressed data"
        case .corrupt(let reason): return "frame is corrupt: \(reason)"
        case .checksumMismatch: return "frame checksum does not match"
        case .malformedPayload(let reason): return "frame payload is malformed: \(reason)"
        case .mismatchedHeader(let what): return "frame header names \(what)"
        case .resultTooLarge(let size, let limit):
            return "the records deflate to \(size) bytes, over the coordinator's limit of \(limit) (trellis coordinator --max-result-mib)"
        }
    }
}
