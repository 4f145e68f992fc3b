import Glibc

/// A file name as the operating system holds it: bytes, which need not be UTF-8. A
/// Swift `String` would turn a name with a byte such as 0xFF into one that no longer
/// exists, so files are opened by these bytes and only shown as text.
public struct SystemPath: Sendable, Hashable {
    /// The name's bytes, without the terminating NUL.
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes a command-line argument had before Swift decoded it: an argument that
    /// was not valid UTF-8 arrives with U+FFFD in place of its bad bytes, and the
    /// original is found again in `argv`.
    public init(argument: String) {
        bytes = Array(argument.utf8)
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return }
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let raw = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            if String(decoding: raw, as: UTF8.self) == argument {
                bytes = raw
                return
            }
        }
    }

    /// The name as text: bytes that are not UTF-8 are shown as `\xFF`.
    public var description: String {
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var decoder = UTF8()
            var iterator = rest.makeIterator()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.unicodeScalars.append(scalar)
                rest = rest.dropFirst(String(scalar).utf8.count)
            case .error, .emptyInput:
                text += "\\x" + String(rest.first!, radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    /// `self/name`.
    func appending(_ name: [UInt8]) -> SystemPath {
        SystemPath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// Calls `body` with the name as a C string.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// stat(2), following links; the error's words when it fails.
    public func status() -> Result<stat, InputError> {
        var info = stat()
        guard withCString({ stat($0, &info) }) == 0 else {
            return .failure(InputError("cannot read \(description): \(String(cString: strerror(errno)))"))
        }
        return .success(info)
    }
}
