import Glibc

/// Writes records as JSON Lines to a file or standard output through one buffer,
/// flushed in 256 KiB writes: a record is ~100 bytes, and a write(2) per record would
/// cost more than solving a small system.
public final class RecordWriter {
    static let flushThreshold = 256 * 1024

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let path: String
    private var out = JSONWriter()
    public private(set) var bytesWritten = 0

    /// `path` nil or `-` is standard output; a file is created or truncated.
    public init(path: String?) throws(InputError) {
        if let path, path != "-" {
            self.path = path
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw InputError("cannot write \(path): \(String(cString: strerror(errno)))") }
            ownsDescriptor = true
        } else {
            self.path = "standard output"
            descriptor = STDOUT_FILENO
            ownsDescriptor = false
        }
        out.bytes.reserveCapacity(Self.flushThreshold + 64 * 1024)
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    public func write(_ record: Record) throws(InputError) {
        record.write(to: &out)
        if out.bytes.count >= Self.flushThreshold { try flush() }
    }

    public func flush() throws(InputError) {
        try writeAll(out.bytes, to: descriptor, name: path)
        bytesWritten += out.bytes.count
        out.bytes.removeAll(keepingCapacity: true)
    }
}
