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

    /// nil when libdeflate has no memory or refuses the level (outside 0...12).
    init?(level: Int32) {
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// `raw` deflated (raw deflate, no wrapper).
    func deflate(_ raw: [UInt8]) -> [UInt8] {
        let bound = libdeflate_deflate_compress_bound(compressor, raw.count)
        var out = [UInt8](repeating: 0, count: bound)
        let produced = raw.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_deflate_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        // The bound is the worst case over every input, so the output always fits.
        precondition(produced > 0 || raw.isEmpty, "libdeflate: output larger than its own bound")
        out.removeSubrange(produced...)
        return out
    }
}
