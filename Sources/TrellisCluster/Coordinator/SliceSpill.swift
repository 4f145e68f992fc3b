import Glibc
import TrellisDocument

/// A sliced document's row text (TableRowsText) kept from the moment each slice's
/// answer arrives until the document is written: its first `memoryBytes` in memory,
/// the rest in a temporary file, so that the coordinator's memory holds a number a row,
/// not the record's text, however large the table (with `--frames` that is hundreds of
/// bytes a row). The file is unlinked from the start (tmpfile) and goes when the spill
/// does. Without frames a table of 1,000,000 rows has ~34 MB of text, which writing out
/// and reading back cost ~5 % of the coordinator's CPU (perf): up to the budget it
/// stays in memory, each append kept as the array it came in, not copied into one
/// growing buffer (its copies and fresh pages were a tenth of the coordinator's CPU on
/// such a table). Past it, appends are gathered a MiB at a time: a write(2) per slice
/// was about a quarter of the coordinator's time on a slice's answer (perf).
final class SliceSpill {
    /// Text kept in memory before any goes to the file.
    let memoryBytes: Int
    private let file: UnsafeMutablePointer<FILE>?
    /// The spill's first bytes, as appended, and where each starts: `keptBytes` of them.
    private var kept: [[UInt8]] = []
    private var keptStarts: [Int] = []
    private var keptBytes = 0
    /// Bytes appended, those in the file and not yet in it included.
    private var size = 0
    /// Bytes in the file, which holds the spill from `keptBytes` on; the rest are
    /// `pending`.
    private var written = 0
    private var pending: [UInt8] = []
    /// The memory budget has been spent: appends go to the file.
    private var spilling = false
    /// Why the file could not be made or written; the run fails with it.
    private(set) var failure: String?

    init(memoryBytes: Int = 32 << 20) {
        self.memoryBytes = memoryBytes
        file = tmpfile()
        if file == nil { failure = "cannot make a temporary file for a sliced table's rows: \(String(cString: strerror(errno)))" }
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Where `bytes` went in the spill (an empty range once it has failed).
    func append(_ bytes: [UInt8]) -> Range<Int> {
        guard failure == nil else { return 0..<0 }
        defer { size += bytes.count }
        if !spilling && keptBytes + bytes.count <= memoryBytes {
            kept.append(bytes)
            keptStarts.append(size)
            keptBytes += bytes.count
        } else {
            spilling = true
            pending += bytes
            if pending.count >= 1 << 20 { flush() }
        }
        return size..<size + bytes.count
    }

    private func flush() {
        guard let file, failure == nil, !pending.isEmpty else { return }
        do throws(InputError) {
            try writeAll(pending, to: fileno(file), name: "a temporary file for a sliced table's rows")
        } catch {
            failure = error.message
        }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// The bytes at `range`, appended to `bytes`.
    func read(_ range: Range<Int>, appendingTo bytes: inout [UInt8]) throws(InputError) {
        var lower = range.lowerBound
        if lower < keptBytes {
            // The last piece starting at or before `lower` (pieces may be empty).
            var index = keptStarts.partitioningIndex { $0 > lower } - 1
            while lower < min(range.upperBound, keptBytes) {
                let start = keptStarts[index]
                let end = min(kept[index].count, range.upperBound - start)
                bytes += kept[index][(lower - start)..<end]
                lower = start + end
                index += 1
            }
        }
        guard lower < range.upperBound else { return }
        // The file and `pending` hold the spill from `keptBytes` on.
        let later = (lower - keptBytes)..<(range.upperBound - keptBytes)
        if failure == nil && later.lowerBound >= written {
            bytes += pending[(later.lowerBound - written)..<(later.upperBound - written)]
            return
        }
        flush()
        guard let file, failure == nil else { throw InputError(failure ?? "no temporary file") }
        let start = bytes.count
        bytes += repeatElement(0, count: later.count)
        var done = 0
        while done < later.count {
            let read = bytes.withUnsafeMutableBytes { pread(fileno(file), $0.baseAddress! + start + done, later.count - done, off_t(later.lowerBound + done)) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else {
                bytes.removeSubrange(start...)
                throw InputError("cannot read back a sliced table's rows: \(read < 0 ? String(cString: strerror(errno)) : "the temporary file is short")")
            }
            done += read
        }
    }
}
