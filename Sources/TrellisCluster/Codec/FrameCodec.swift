import CDeflate
import CZlib

/// Compresses payloads into frames and back, with hard limits.
///
/// Raw deflate (no zlib or gzip wrapper): the frame header already carries the size
/// and a CRC-32 over header and payload, so a second checksum would be paid for twice.
/// ISA-L deflates (Deflater) and inflates (Inflater): the same format as zlib's,
/// 2–3× as fast.
public struct FrameCodec: Sendable {
    /// The most raw bytes a frame may declare. It must hold the largest document the
    /// reader accepts plus the shard's bookkeeping.
    public var maxRawBytes: Int
    /// 1...3: ISA-L's levels; 0: stored blocks, not compressed (Deflater). Level 1
    /// deflates generated table documents at ~1.2 GB/s on one core of this machine to a
    /// ninth of their size (bench/RESULTS.md, ISA-L entry); level 3 is a quarter as fast
    /// for frames 3 % smaller, and the coordinator deflates every byte of input.
    public var level: Int32

    public static let defaultMaxRawBytes = 256 * 1024 * 1024 + 16 * 1024 * 1024

    public init(maxRawBytes: Int = defaultMaxRawBytes, level: Int32 = 1) {
        self.maxRawBytes = maxRawBytes
        self.level = level
    }

    /// A compressor for one thread's frames; nil only without memory.
    func makeDeflater() -> Deflater? { Deflater(level: level) }

    /// The largest frame a peer can legitimately send: `ZMQ_MAXMSGSIZE` is set to it,
    /// so libzmq drops a bigger message before allocating it.
    public var maxFrameBytes: Int { FrameHeader.size + Deflater.bound(maxRawBytes) }

    /// A frame around `raw` deflated. `deflater` is the calling thread's own (at this
    /// codec's level); without one, one is made for this frame.
    public func encode(_ raw: [UInt8], kind: FrameKind, runID: UInt64, shardID: UInt64) -> [UInt8] {
        encode(raw, kind: kind, runID: runID, shardID: shardID, deflater: nil)
    }

    func encode(_ raw: [UInt8], kind: FrameKind, runID: UInt64, shardID: UInt64, deflater: Deflater?) -> [UInt8] {
        guard let deflater = deflater ?? makeDeflater() else { preconditionFailure("no deflate level \(level)") }
        return raw.withUnsafeBytes { bytes in
            let compressed = deflater.deflate(bytes)
            var header = FrameHeader(
                kind: kind, runID: runID, shardID: shardID, rawSize: UInt64(raw.count), compressedSize: UInt64(compressed.count), checksum: 0)
            header.checksum = checksum(header: header.checkedBytes, raw: raw[...])
            var frame = header.encoded
            frame.reserveCapacity(FrameHeader.size + compressed.count)
            frame.append(contentsOf: compressed)
            return frame
        }
    }

    /// The header and the raw payload, or why the frame is refused. Memory spent is at
    /// most what the payload really inflates to, and never more than the declared size
    /// (itself at most `maxRawBytes`) plus one byte.
    public func decode(_ frame: [UInt8], kind: FrameKind) throws(FrameError) -> (header: FrameHeader, raw: [UInt8]) {
        let header = try FrameHeader.parse(frame, expecting: kind, maxRawBytes: maxRawBytes)
        let raw = try Inflater.inflate(frame[FrameHeader.size...], declared: header.rawSize)
        guard checksum(header: header.checkedBytes, raw: raw[...]) == header.checksum else { throw .checksumMismatch }
        return (header, raw)
    }

    /// The first `bytes` raw bytes of a frame (fewer when it is shorter), unchecked: the
    /// checksum needs them all. For the instant worker, which reads only a payload's head.
    /// zlib, not ISA-L, inflates it: zlib stops where its output ends, while ISA-L given
    /// a small output decodes whole blocks into a buffer of its own first, many times the
    /// work for a 4 KiB head (instant workers' CPU shares the cores the ceiling measures).
    func inflateHead(_ frame: [UInt8], bytes: Int) throws(FrameError) -> [UInt8] {
        let header = try FrameHeader.parse(frame, expecting: .jobs, maxRawBytes: maxRawBytes)
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard trellis_inflateInit2(stream, -15) == Z_OK else { throw .corrupt("zlib inflateInit2 failed") }
        defer { inflateEnd(stream) }
        var out = [UInt8](repeating: 0, count: min(bytes, Int(header.rawSize)))
        var produced = 0
        let status = frame[FrameHeader.size...].withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = uInt(input.count)
                stream.pointee.next_out = output.baseAddress
                stream.pointee.avail_out = uInt(output.count)
                let status = inflate(stream, Z_SYNC_FLUSH)
                produced = output.count - Int(stream.pointee.avail_out)
                return status
            }
        }
        guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && produced == out.count) else {
            throw .corrupt(stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)")
        }
        out.removeSubrange(produced...)
        return out
    }

    /// CRC-32 (zlib's and gzip's) by libdeflate, which computes the same value ~3× as
    /// fast as zlib's crc32 here (13 GB/s against 4 GB/s, folding with PCLMULQDQ).
    func checksum(header: [UInt8], raw: ArraySlice<UInt8>) -> UInt32 {
        let crc = header.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return raw.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
    }
}
