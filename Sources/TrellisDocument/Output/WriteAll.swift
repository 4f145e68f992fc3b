import Glibc

/// Writes all of `bytes` to `descriptor`, going on after short writes and signals;
/// `name` names the file in the error.
public func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(InputError) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
        if written < 0 {
            if errno == EINTR { continue }
            throw InputError("cannot write \(name): \(String(cString: strerror(errno)))")
        }
        offset += written
    }
}

/// Replaces the file at `path` with `bytes` (a report, say).
public func writeFile(_ bytes: [UInt8], to path: String) throws(InputError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw InputError("cannot write \(path): \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, name: path)
}
