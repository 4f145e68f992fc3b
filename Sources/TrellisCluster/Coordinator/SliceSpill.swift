import Glibc
import TrellisDocument

/// A sliced document's row text (TableRowsText) kept in a temporary file from the
/// moment each slice's answer arrives until the document is written, so that the
/// coordinator's memory holds a number a row, not the record's text: with `--frames`
/// that is hundreds of bytes a row. The file is unlinked from the start (tmpfile) and
/// goes when the spill does. Appends are gathered a MiB at a time: a write(2) per
/// slice was about a quarter of the coordinator's time on a slice's answer (perf).
final class SliceSpill {
    private let file: UnsafeMutablePointer<FILE>?
    /// Bytes appended, those not yet in the file included.
    private var size = 0
    private var pending: [UInt8] = []
    /// Why the file could not be made or written; the run fails with it.
    private(set) var failure: String?

    init() {
        file = tmpfile()
        if file == nil { failure = "cannot make a temporary file for a sliced table's rows: \(String(cString: strerror(errno)))" }
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Where `bytes` went in the file (an empty range once the spill has failed).
    func append(_ bytes: [UInt8]) -> Range<Int> {
        guard failure == nil else { return 0..<0 }
        pending += bytes
        if pending.count >= 1 << 20 { flush() }
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
        pending.removeAll(keepingCapacity: true)
    }

    /// The bytes at `range`, appended to `bytes`.
    func read(_ range: Range<Int>, appendingTo bytes: inout [UInt8]) throws(InputError) {
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
