import Glibc
import TrellisDocument

/// A sliced document's row text (TableRowsText) kept in a temporary file from the
/// moment each slice's answer arrives until the document is written, so that the
/// coordinator's memory holds a number a row, not the record's text: with `--frames`
/// that is hundreds of bytes a row. The file is unlinked from the start (tmpfile) and
/// goes when the spill does.
final class SliceSpill {
    private let file: UnsafeMutablePointer<FILE>?
    private var size = 0
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
        guard let file, failure == nil else { return 0..<0 }
        do throws(InputError) {
            try writeAll(bytes, to: fileno(file), name: "a temporary file for a sliced table's rows")
        } catch {
            failure = error.message
            return 0..<0
        }
        defer { size += bytes.count }
        return size..<size + bytes.count
    }

    /// The bytes at `range`, handed to `sink` a chunk at a time.
    func copy(_ range: Range<Int>, to sink: ([UInt8]) throws(InputError) -> Void) throws(InputError) {
        guard let file else { throw InputError(failure ?? "no temporary file") }
        var offset = range.lowerBound
        while offset < range.upperBound {
            var chunk = [UInt8](repeating: 0, count: min(1 << 20, range.upperBound - offset))
            let read = chunk.withUnsafeMutableBytes { pread(fileno(file), $0.baseAddress, $0.count, off_t(offset)) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { throw InputError("cannot read back a sliced table's rows: \(read < 0 ? String(cString: strerror(errno)) : "the temporary file is short")") }
            chunk.removeSubrange(read...)
            try sink(chunk)
            offset += read
        }
    }
}
