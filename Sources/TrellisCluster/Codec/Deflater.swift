import CDeflate

/// A libdeflate compressor at one level, kept by one thread for all the frames it
/// deflates (allocating one per frame cost ~6 % of deflate's time on 64 KiB shards).
///
/// libdeflate, not zlib, deflates: on 64 KiB pieces of generated tables at level 1 it
/// runs ~1.5× zlib's level 1 on one core of this machine with a slightly better ratio
/// (13.1 against 12.0; bench/cluster.sh, `deflate` lines). It writes the same raw
/// deflate format, so workers and the coordinator inflate with zlib as before.
final class Deflater {
    private let compressor: OpaquePointer
    /// Where each payload is deflated, kept from frame to frame: a fresh zeroed buffer
    /// of the worst-case size per frame was ~2 % of the coordinator's CPU (memset and
    /// page faults); the frame then copies only the compressed bytes out of it.
    private var scratch: UnsafeMutableRawBufferPointer = .init(start: nil, count: 0)

    /// nil when libdeflate has no memory or refuses the level (outside 0...12).
    init?(level: Int32) {
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        self.compressor = compressor
    }

    deinit {
        libdeflate_free_compressor(compressor)
        scratch.deallocate()
    }

    /// `raw` deflated (raw deflate, no wrapper), valid until the next call.
    func deflate(_ raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let bound = libdeflate_deflate_compress_bound(compressor, raw.count)
        if scratch.count < bound {
            scratch.deallocate()
            scratch = .allocate(byteCount: bound, alignment: 16)
        }
        let produced = libdeflate_deflate_compress(compressor, raw.baseAddress, raw.count, scratch.baseAddress, scratch.count)
        // The bound is the worst case over every input, so the output always fits.
        precondition(produced > 0 || raw.isEmpty, "libdeflate: output larger than its own bound")
        return UnsafeRawBufferPointer(rebasing: scratch[0..<produced])
    }
}
