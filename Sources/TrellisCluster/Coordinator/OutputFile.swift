import Glibc
import TrellisDocument

/// Where records go: a file or standard output, written a shard at a time with
/// write(2) — a shard's records are already one buffer, so there is nothing to gain
/// from more buffering, and a crash loses at most the shard being written.
final class OutputFile {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    let name: String

    /// `path` nil or `-` is standard output. `resumeAt` keeps a file's first bytes (a
    /// resumed run's records so far) and cuts whatever follows them.
    init(path: String?, resumeAt: Int?) throws(InputError) {
        guard let path, path != "-" else {
            descriptor = STDOUT_FILENO
            ownsDescriptor = false
            name = "standard output"
            return
        }
        name = path
        ownsDescriptor = true
        if let resumeAt {
            descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw InputError("cannot write \(path): \(String(cString: strerror(errno)))") }
            var info = stat()
            fstat(descriptor, &info)
            guard Int(info.st_size) >= resumeAt else {
                close(descriptor)
                throw InputError("cannot resume: \(path) has \(info.st_size) bytes but its journal says \(resumeAt) were written")
            }
            ftruncate(descriptor, off_t(resumeAt))
            lseek(descriptor, off_t(resumeAt), SEEK_SET)
        } else {
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw InputError("cannot write \(path): \(String(cString: strerror(errno)))") }
        }
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    func write(_ bytes: [UInt8]) throws(InputError) {
        try writeAll(bytes, to: descriptor, name: name)
    }

    func sync() {
        if ownsDescriptor { fdatasync(descriptor) }
    }
}
