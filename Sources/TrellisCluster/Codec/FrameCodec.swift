import CZlib

/// Compresses payloads into frames and back, with hard limits.
///
/// Raw deflate (no zlib or gzip wrapper): the frame header already carries the size
/// and a CRC-32 over header and payload, so a second checksum would be paid for twice.
public struct FrameCodec: Sendable {
    /// The most raw bytes a frame may declare. It must hold the largest document the
    /// reader accepts plus the shard's bookkeeping.
    public var maxRawBytes: Int
    /// zlib level. Level 1 deflates generated table documents at ~370 MB/s on one core
    /// of this machine to a twelfth of their size (bench/RESULTS.md, cluster section);
    /// higher levels gain little size for several times the coordinator's CPU, which
    /// deflates every byte of input.
    public var level: Int32

    public static let defaultMaxRawBytes = 256 * 1024 * 1024 + 16 * 1024 * 1024

    public init(maxRawBytes: Int = defaultMaxRawBytes, level: Int32 = 1) {
        self.maxRawBytes = maxRawBytes
        self.level = level
    }

    /// The largest frame a peer can legitimately send: `ZMQ_MAXMSGSIZE` is set to it,
    /// so libzmq drops a bigger message before allocating it.
    public var maxFrameBytes: Int { FrameHeader.size + Int(compressBound(uLong(maxRawBytes))) }

    public func encode(_ raw: [UInt8], kind: FrameKind, runID: UInt64, shardID: UInt64) -> [UInt8] {
        var header = FrameHeader(kind: kind, runID: runID, shardID: shardID, rawSize: UInt64(raw.count), compressedSize: 0, checksum: 0)
        let compressed = deflateRaw(raw)
        header.compressedSize = UInt64(compressed.count)
        header.checksum = checksum(header: header.checkedBytes, raw: raw[...])
        var frame = header.encoded
        frame.reserveCapacity(FrameHeader.size + compressed.count)
        frame.append(contentsOf: compressed)
        return frame
    }

    /// The header and the raw payload, or why the frame is refused. Memory spent is at
    /// most what the payload really inflates to, and never more than the declared size
    /// (itself at most `maxRawBytes`) plus one byte.
    public func decode(_ frame: [UInt8], kind: FrameKind) throws(FrameError) -> (header: FrameHeader, raw: [UInt8]) {
        let header = try FrameHeader.parse(frame, expecting: kind, maxRawBytes: maxRawBytes)
        let raw = try inflateRaw(frame[FrameHeader.size...], declared: header.rawSize)
        guard checksum(header: header.checkedBytes, raw: raw[...]) == header.checksum else { throw .checksumMismatch }
        return (header, raw)
    }

    func checksum(header: [UInt8], raw: ArraySlice<UInt8>) -> UInt32 {
        var crc = header.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        // crc32 takes a 32-bit length; feed large payloads in pieces.
        raw.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = min(buffer.count - offset, 1 << 30)
                crc = crc32(crc, buffer.baseAddress! + offset, uInt(count))
                offset += count
            }
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    private func deflateRaw(_ raw: [UInt8]) -> [UInt8] {
        // zlib keeps a pointer back to its z_stream, so the stream needs a fixed address.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // -15: raw deflate with the largest window.
        precondition(trellis_deflateInit2(stream, level, -15) == Z_OK, "zlib deflateInit2 failed")
        defer {
            deflateEnd(stream)
            stream.deallocate()
        }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(stream, uLong(raw.count))))
        var produced = 0
        raw.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                var inputLeft = input.count
                var status = Z_OK
                while status != Z_STREAM_END {
                    let feed = min(inputLeft, Int(UInt32.max))
                    stream.pointee.avail_in = uInt(feed)
                    stream.pointee.next_out = output.baseAddress! + produced
                    stream.pointee.avail_out = uInt(min(output.count - produced, Int(UInt32.max)))
                    let outBefore = Int(stream.pointee.avail_out)
                    status = deflate(stream, inputLeft == feed ? Z_FINISH : Z_NO_FLUSH)
                    precondition(status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR, "zlib deflate failed: \(status)")
                    produced += outBefore - Int(stream.pointee.avail_out)
                    inputLeft -= feed - Int(stream.pointee.avail_in)
                }
            }
        }
        out.removeSubrange(produced...)
        return out
    }

    private func inflateRaw(_ compressed: ArraySlice<UInt8>, declared: UInt64) throws(FrameError) -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard trellis_inflateInit2(stream, -15) == Z_OK else { throw .corrupt("zlib inflateInit2 failed") }
        defer { inflateEnd(stream) }
        // One byte of room past the declared size: output landing there proves the
        // frame inflates past what it declared, without inflating any further.
        let ceiling = Int(declared) + 1
        var out = [UInt8](repeating: 0, count: min(ceiling, max(64 * 1024, compressed.count * 4)))
        var produced = 0
        var status = Z_OK
        let failure: FrameError? = compressed.withUnsafeBufferPointer { input -> FrameError? in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            while true {
                if produced == out.count {
                    if out.count == ceiling { return .inflatesPastDeclaredSize(declared: declared) }
                    out.append(contentsOf: repeatElement(0, count: min(ceiling, out.count * 2) - out.count))
                }
                status = out.withUnsafeMutableBufferPointer { output in
                    stream.pointee.next_out = output.baseAddress! + produced
                    stream.pointee.avail_out = uInt(output.count - produced)
                    let before = Int(stream.pointee.avail_out)
                    let status = inflate(stream, Z_NO_FLUSH)
                    produced += before - Int(stream.pointee.avail_out)
                    return status
                }
                switch status {
                case Z_STREAM_END:
                    if produced > Int(declared) { return .inflatesPastDeclaredSize(declared: declared) }
                    return nil
                case Z_OK:
                    continue
                case Z_BUF_ERROR:
                    // No progress possible: out of input (truncated) or of room (grown above).
                    if stream.pointee.avail_in == 0 { return .shorterThanDeclared(declared: declared, actual: produced) }
                    continue
                default:
                    return .corrupt(stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)")
                }
            }
        }
        if let failure { throw failure }
        guard stream.pointee.avail_in == 0 else { throw .trailingBytes }
        guard produced == Int(declared) else { throw .shorterThanDeclared(declared: declared, actual: produced) }
        out.removeSubrange(produced...)
        return out
    }
}
