import Glibc
import TrellisDocument

/// A sliced document's row text (TableRowsText) kept from the moment each slice's
/// answer arrives until the document is written: its first `memoryBytes` in memory,
/// the rest in a temporary file, so that the coordinator's memory holds a number a row,
/// not the record's text, however large the table (with `--frames` that is hundreds of
/// bytes a row). The file is unlinked from the start (tmpfile) and goes when the spill
/// does. Without frames a table of 1,000,000 rows has ~20 MB of text, which writing out
/// and reading back cost ~5 % of the coordinator's CPU (perf): below the budget it
/// stays in memory. Past it, appends are gathered a MiB at a time: a write(2) per
/// slice was about a quarter of the coordinator's time on a slice's answer (perf).
final class SliceSpill {
    /// Text kept in memory before any goes to the file.
    let memoryBytes: Int
    private let file: UnsafeMutablePointer<FILE>?
    /// Bytes appended, those not yet in the file included.
    private var size = 0
    /// Bytes in the file; the rest are `pending`.
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
        pending += bytes
        if pending.count >= (spilling ? 1 << 20 : memoryBytes) {
            spilling = true
            flush()
        }
        defer { size += bytes.count }
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
        if failure == nil && range.lowerBound >= written {
            bytes += pending[(range.lowerBound - written)..<(range.upperBound - written)]
            return
        }
        flush()
        guard let file, failure == nil else { throw InputError(failure ?? "no temporary file") }
        let start = bytes.count
        bytes += repeatElement(0, count: range.count)
        var done = 0
        while done < range.count {
            let read = bytes.withUnsafeMutableBytes { pread(fileno(file), $0.baseAddress! + start + done, range.count - done, off_t(range.lowerBound + done)) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else {
                bytes.removeSubrange(start...)
                throw InputError("cannot read back a sliced table's rows: \(read < 0 ? String(cString: strerror(errno)) : "the temporary file is short")")
            }
            done += read
        }
    }
}
