import CDeflate
import CISAL

/// An ISA-L (igzip) compressor at one level, kept by one thread for all the frames it
/// deflates, with its stream state, level buffer and output buffer.
///
/// ISA-L, not libdeflate or zlib, deflates: on 64 KiB pieces of generated tables at
/// level 1 it runs ~2.2× libdeflate's level 1 (~5× zlib's) on one core of this machine,
/// for frames ~7 % larger (ratio 9.0 against 9.7; bench/cluster.sh, `deflate` lines).
/// Deflate is most of the coordinator's CPU, which deflates every byte of input. It
/// writes plain raw deflate, which zlib inflates as well (FrameCodecTests).
final class Deflater {
    private let level: Int32
    private let stream: UnsafeMutablePointer<isal_zstream>
    private let levelBuffer: UnsafeMutableRawBufferPointer
    /// Where each payload is deflated, kept from frame to frame: a fresh zeroed buffer
    /// of the worst-case size per frame was ~2 % of the coordinator's CPU (memset and
    /// page faults); the frame then copies only the compressed bytes out of it.
    private var scratch: UnsafeMutableRawBufferPointer = .init(start: nil, count: 0)

    /// nil when the level is not one of ISA-L's (0...3).
    init?(level: Int32) {
        let size = trellis_isal_level_buffer_size(level)
        guard size >= 0 else { return nil }
        self.level = level
        levelBuffer = .allocate(byteCount: Int(size), alignment: 16)
        stream = .allocate(capacity: 1)
    }

    deinit {
        stream.deallocate()
        levelBuffer.deallocate()
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
        let produced = trellis_isal_deflate(
            stream, level, levelBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(levelBuffer.count),
            raw.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(raw.count),
            scratch.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(scratch.count))
        // The bound is the worst case over every input, so the output always fits.
        precondition(produced >= 0, "ISA-L: output larger than the deflate bound")
        return UnsafeRawBufferPointer(rebasing: scratch[0..<produced])
    }
}
