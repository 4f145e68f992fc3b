import Glibc

/// A forward-only stream of bytes: a file, standard input, or an inflating wrapper.
protocol ByteSource: AnyObject {
    /// Appends the next bytes to `buffer`; returns false, appending nothing, at the end.
    func read(appendingTo buffer: inout [UInt8]) throws(InputError) -> Bool
}

/// A file or standard input read with read(2), in 256 KiB chunks: big enough that the
/// system call cost vanishes, small enough to stay in cache. A smaller file gets a
/// chunk of its size plus one byte (to see the end): a folder of 8 KB documents made a
/// zeroed 256 KiB chunk per file otherwise.
final class FileSource: ByteSource {
    static let chunkSize = 256 * 1024

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let path: String
    private var chunk: [UInt8]

    init(_ input: InputFile) throws(InputError) {
        path = input.path
        if input.path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            descriptor = input.systemPath.withCString { open($0, O_RDONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { throw InputError("cannot open \(path): \(String(cString: strerror(errno)))") }
            ownsDescriptor = true
        }
        var info = stat()
        let regular = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        chunk = [UInt8](repeating: 0, count: regular ? min(Self.chunkSize, Int(info.st_size) + 1) : Self.chunkSize)
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    func read(appendingTo buffer: inout [UInt8]) throws(InputError) -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return true
            }
            if count == 0 { return false }
            if errno != EINTR { throw InputError("cannot read \(path): \(String(cString: strerror(errno)))") }
        }
    }
}

/// Bytes already read (the sniffed head of an input) followed by the rest of a source.
final class PrefixedSource: ByteSource {
    private var prefix: [UInt8]
    private let rest: ByteSource

    init(prefix: [UInt8], rest: ByteSource) {
        self.prefix = prefix
        self.rest = rest
    }

    func read(appendingTo buffer: inout [UInt8]) throws(InputError) -> Bool {
        if !prefix.isEmpty {
            buffer.append(contentsOf: prefix)
            prefix = []
            return true
        }
        return try rest.read(appendingTo: &buffer)
    }
}

/// Opens an input, inflating it when it starts with the gzip magic bytes. Sniffing
/// rather than trusting the `.gz` suffix also covers compressed standard input, and
/// no JSON text can start with byte 0x1F.
func openInput(_ input: InputFile) throws(InputError) -> ByteSource {
    let file = try FileSource(input)
    var head: [UInt8] = []
    while head.count < 2, try file.read(appendingTo: &head) {}
    if head.count >= 2 && head[0] == 0x1F && head[1] == 0x8B {
        return try GzipSource(compressed: PrefixedSource(prefix: head, rest: file), path: input.path)
    }
    return PrefixedSource(prefix: head, rest: file)
}
