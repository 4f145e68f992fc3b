// The floor of table-e2e in compare.sh: how fast the same set can be read at all.
//
//   trellis-floor [--rounds R] DIR
//       FLOOR <rows> <memchr seconds> <parse seconds>
//
// memchr: read every file of DIR and find its document and row boundaries with memchr
// (a '{' opens each row), nothing else. parse: read the files, cut documents at line
// ends and read every table row with Trellis's fast path (`countTableRows`), building
// nothing. Each figure is the best of R rounds (default 5), from the first read on.
import Foundation
import TrellisDocument

var arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.count == 3 && arguments[0] == "--rounds" ? Int(arguments[1]) ?? 5 : 5
if arguments.count == 3 { arguments.removeFirst(2) }
guard arguments.count == 1 else {
    FileHandle.standardError.write("usage: trellis-floor [--rounds R] DIR\n".data(using: .utf8)!)
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[0])
let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    .filter { !$0.hasDirectoryPath }.sorted { $0.path < $1.path }

/// Calls `body` with each file's bytes, read into one reused buffer.
func eachFile(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    for file in files {
        let descriptor = open(file.path, O_RDONLY)
        precondition(descriptor >= 0, "cannot open \(file.path)")
        var size = 0
        while true {
            if size == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
            let read = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + size, $0.count - size) }
            precondition(read >= 0, "cannot read \(file.path)")
            if read == 0 { break }
            size += read
        }
        close(descriptor)
        buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<size])) }
    }
}

/// Calls `body` with each byte offset of `byte` in `bytes`.
func eachOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count, let found = memchr(base + offset, Int32(byte), bytes.count - offset) {
        let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        body(at)
        offset = at + 1
    }
}

func best(_ work: () -> Int) -> (rows: Int, seconds: Double) {
    var fastest = Double.infinity
    var count = 0
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        count = work()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (count, fastest)
}

let memchrFloor = best {
    var boundaries = 0
    eachFile { bytes in
        eachOffset(of: UInt8(ascii: "\n"), in: bytes) { _ in boundaries += 1 }
        eachOffset(of: UInt8(ascii: "{"), in: bytes) { _ in boundaries += 1 }
    }
    return boundaries
}
let parseFloor = best {
    var rows = 0
    eachFile { bytes in
        var start = 0
        eachOffset(of: UInt8(ascii: "\n"), in: bytes) { end in
            guard let count = countTableRows(UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
                FileHandle.standardError.write("trellis-floor: a document the fast path does not read\n".data(using: .utf8)!)
                exit(1)
            }
            rows += count
            start = end + 1
        }
    }
    return rows
}
print("FLOOR \(parseFloor.rows) \(memchrFloor.seconds) \(parseFloor.seconds)")
