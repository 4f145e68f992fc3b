import CDeflate
import CISAL

/// A compressor at one level, kept by one thread for all the frames it deflates, with
/// its state and output buffer.
///
/// Levels 1...3 are ISA-L's (igzip): on 64 KiB pieces of generated tables at level 1 it
/// runs ~2.2× libdeflate's level 1 (~5× zlib's) on one core of this machine, for frames
/// ~7 % larger (ratio 9.0 against 9.7; bench/cluster.sh, `deflate` lines). Deflate is
/// most of the coordinator's CPU, which deflates every byte of input. Level 0 writes
/// stored blocks (libdeflate's level 0: a copy), for frames that never cross a wire
/// (EmbeddedRun); ISA-L's own level 0 still compresses. Both write plain raw deflate,
/// which zlib inflates as well (FrameCodecTests).
final class Deflater {
    private enum Engine {
        case stored(OpaquePointer)
        case isal(level: Int32, stream: UnsafeMutablePointer<isal_zstream>, levelBuffer: UnsafeMutableRawBufferPointer)
    }

    private let engine: Engine
    /// Where each payload is deflated, kept from frame to frame: a fresh zeroed buffer
    /// of the worst-case size per frame was ~2 % of the coordinator's CPU (memset and
    /// page faults); the frame then copies only the compressed bytes out of it.
    private var scratch: UnsafeMutableRawBufferPointer = .init(start: nil, count: 0)

    /// nil when the level is outside 0...3 (or, at level 0, without memory).
    init?(level: Int32) {
        if level == 0 {
            guard let compressor = libdeflate_alloc_compressor(0) else { return nil }
            engine = .stored(compressor)
            return
        }
        let size = trellis_isal_level_buffer_size(level)
        guard size >= 0 else { return nil }
        engine = .isal(level: level, stream: .allocate(capacity: 1), levelBuffer: .allocate(byteCount: Int(size), alignment: 16))
    }

    deinit {
        switch engine {
        case .stored(let compressor):
            libdeflate_free_compressor(compressor)
        case .isal(_, let stream, let levelBuffer):
            stream.deallocate()
            levelBuffer.deallocate()
        }
        scratch.deallocate()
    }

    /// The most bytes `count` raw bytes deflate to. ISA-L falls back to stored blocks,
    /// at most the input plus their headers, which libdeflate's bound (stored blocks
    /// with the most overhead) covers; ISA-L's largest block header is added to be sure.
    static func bound(_ count: Int) -> Int {
        libdeflate_deflate_compress_bound(nil, count) + Int(ISAL_DEF_MAX_HDR_SIZE)
    }

    /// `raw` deflated (raw deflate, no wrapper), valid until the next call.
    func deflate(_ raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let bound = Self.bound(raw.count)
        if scratch.count < bound {
            scratch.deallocate()
            scratch = .allocate(byteCount: bound, alignment: 16)
        }
        let produced: Int
        switch engine {
        case .stored(let compressor):
            produced = libdeflate_deflate_compress(compressor, raw.baseAddress, raw.count, scratch.baseAddress, scratch.count)
            precondition(produced > 0 || raw.isEmpty, "libdeflate: output larger than its own bound")
        case .isal(let level, let stream, let levelBuffer):
            produced = trellis_isal_deflate(
                stream, level, levelBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(levelBuffer.count),
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(raw.count),
                scratch.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(scratch.count))
            // The bound is the worst case over every input, so the output always fits.
            precondition(produced >= 0, "ISA-L: output larger than the deflate bound")
        }
        return UnsafeRawBufferPointer(rebasing: scratch[0..<produced])
    }
}
