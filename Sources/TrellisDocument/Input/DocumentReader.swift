import Glibc

/// What the reader hands over for each document.
public enum DocumentBytes {
    /// The document's bytes; valid only during the callback.
    case complete(UnsafeBufferPointer<UInt8>)
    /// The document is larger than the cap; its bytes were skipped, not kept.
    case tooLarge
}

/// Takes a long line of a JSON Lines input in parts while it is read, so that work on
/// it starts before its end has been read and memory need not hold all of it.
public protocol LineStream: AnyObject {
    /// How long a line must get, without having ended, to be offered (`begin`).
    var threshold: Int { get }
    /// The line's first `threshold` bytes. Returns how many of them it takes (the
    /// reader forgets those), or nil to leave the line to be read whole like any other.
    func begin(_ bytes: UnsafeBufferPointer<UInt8>, origin: DocumentOrigin) -> Int?
    /// The bytes of the line not taken so far (more each time). Returns how many of
    /// them it takes.
    func more(_ bytes: UnsafeBufferPointer<UInt8>) -> Int
    /// The line ended: its bytes not taken so far, without the newline and a `\r`
    /// before it.
    func end(_ bytes: UnsafeBufferPointer<UInt8>)
    /// The line grew past the reader's cap: it stands for a document too large, and
    /// the reader skips the rest of it.
    func tooLarge()
}

/// Splits an input into documents and hands them over one at a time, so memory holds
/// one document (plus a read chunk), not the input: a `.jsonl` of millions of records
/// streams. Each document's bytes are passed in place, without a copy.
public struct DocumentReader {
    /// The most bytes one document may have after inflating. Any input is read through
    /// this cap, which is also what bounds a decompression bomb.
    public var maxDocumentBytes: Int

    public static let defaultMaxDocumentBytes = 256 * 1024 * 1024

    public init(maxDocumentBytes: Int = defaultMaxDocumentBytes) {
        self.maxDocumentBytes = maxDocumentBytes
    }

    /// `longLines`: a line of a JSON Lines input that reaches its threshold without
    /// ending is offered to it, to be taken in parts as it is read (LineStream).
    public func forEachDocument(in input: InputFile, longLines: (any LineStream)? = nil,
                                _ body: (DocumentBytes, DocumentOrigin) -> Void) throws(InputError) {
        let source = try openInput(input)
        switch input.layout {
        case .wholeFile: try readWhole(source, path: input.path, body)
        case .lines: try readLines(source, path: input.path, longLines: longLines, body)
        case .stream: try readStream(source, path: input.path, body)
        }
    }

    private func readWhole(_ source: ByteSource, path: String, _ body: (DocumentBytes, DocumentOrigin) -> Void) throws(InputError) {
        let origin = DocumentOrigin(path: path, isWholeFile: true)
        // The Interface Builder reader refuses a file past its limit by the size alone,
        // so reading stops one byte past it rather than at the document cap.
        let limit = InterfaceBuilderJob.isInterfaceBuilderPath(path) ? XMLTreeParser.maxBytes + 1 : Int.max
        var buffer: [UInt8] = []
        while try source.read(appendingTo: &buffer) {
            if buffer.count > maxDocumentBytes {
                body(.tooLarge, origin)
                return
            }
            if buffer.count >= limit {
                buffer.removeSubrange(limit...)
                break
            }
        }
        buffer.withUnsafeBufferPointer { body(.complete($0), origin) }
    }

    /// One document per line. A line of only spaces, tabs or a `\r` is blank and
    /// skipped; a trailing `\r` (CRLF files) is not part of the document.
    /// A line that `longLines` takes is handed to it instead of `body`.
    private func readLines(_ source: ByteSource, path: String, longLines: (any LineStream)?,
                           _ body: (DocumentBytes, DocumentOrigin) -> Void) throws(InputError) {
        var buffer: [UInt8] = []
        var start = 0
        var scan = 0
        var line = 1
        var ended = false
        // Inside a line already reported as too large: drop bytes until its end.
        var skipping = false
        // The line is being handed to `longLines` (`streamed` of its bytes so far), or
        // was offered to it and declined.
        var streaming = false
        var streamed = 0
        var offered = false

        func emit(_ end: Int) {
            buffer.withUnsafeBufferPointer { whole in
                var last = end
                if last > start && whole[last - 1] == UInt8(ascii: "\r") { last -= 1 }
                let document = UnsafeBufferPointer(rebasing: whole[start..<last])
                guard document.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }) else { return }
                body(.complete(document), DocumentOrigin(path: path, line: line, isWholeFile: false))
            }
        }

        /// The streamed line's last bytes, without a trailing `\r`.
        func endStream(_ end: Int) {
            var last = end
            if last > start && buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            buffer.withUnsafeBufferPointer { longLines?.end(UnsafeBufferPointer(rebasing: $0[start..<last])) }
            streaming = false
        }

        while true {
            if let newline = Self.firstNewline(in: buffer, from: scan) {
                if skipping { skipping = false } else if streaming { endStream(newline) } else { emit(newline) }
                line += 1
                start = newline + 1
                scan = start
                offered = false
                streamed = 0
                continue
            }
            scan = buffer.count
            if let longLines, !skipping {
                // Offered exactly its first `threshold` bytes, whatever the reads
                // brought, so that what it does depends on the input alone.
                if !offered && buffer.count - start >= longLines.threshold {
                    offered = true
                    let origin = DocumentOrigin(path: path, line: line, isWholeFile: false)
                    if let taken = buffer.withUnsafeBufferPointer({ longLines.begin(UnsafeBufferPointer(rebasing: $0[start..<start + longLines.threshold]), origin: origin) }) {
                        streaming = true
                        streamed = taken
                        start += taken
                    }
                }
                if streaming {
                    let taken = buffer.withUnsafeBufferPointer { longLines.more(UnsafeBufferPointer(rebasing: $0[start...])) }
                    streamed += taken
                    start += taken
                }
            }
            if !skipping && streamed + buffer.count - start > maxDocumentBytes {
                if streaming {
                    longLines?.tooLarge()
                    streaming = false
                } else {
                    body(.tooLarge, DocumentOrigin(path: path, line: line, isWholeFile: false))
                }
                skipping = true
            }
            if skipping {
                start = buffer.count
            }
            if ended {
                if streaming {
                    endStream(buffer.count)
                } else if !skipping && start < buffer.count {
                    emit(buffer.count)
                }
                return
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                scan -= start
                start = 0
            }
            ended = try !source.read(appendingTo: &buffer)
        }
    }

    private static func firstNewline(in buffer: [UInt8], from offset: Int) -> Int? {
        guard offset < buffer.count else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress,
                  let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), raw.count - offset) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Standard input: documents follow each other separated by whitespace. A light
    /// scan (strings, escapes and bracket depth, nothing else) finds where each top-level
    /// value ends; the parser then checks it properly. Unbalanced brackets can glue
    /// documents together, which the parser then reports as one syntax error.
    private func readStream(_ source: ByteSource, path: String, _ body: (DocumentBytes, DocumentOrigin) -> Void) throws(InputError) {
        enum State {
            case between
            case container
            case string
            case scalar
        }
        var state = State.between
        var buffer: [UInt8] = []
        var scan = 0
        var start = 0
        var depth = 0
        var strings = StringState()
        var line = 1
        var column = 1
        var origin = DocumentOrigin(path: path, isWholeFile: false)
        var skipping = false
        var ended = false

        func finish(_ end: Int) {
            if !skipping {
                buffer.withUnsafeBufferPointer { body(.complete(UnsafeBufferPointer(rebasing: $0[start..<end])), origin) }
            }
            skipping = false
            state = .between
            start = end
        }

        while true {
            while scan < buffer.count {
                let byte = buffer[scan]
                switch state {
                case .between:
                    switch byte {
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                        start = scan + 1
                    default:
                        start = scan
                        origin.line = line
                        origin.column = column
                        depth = 1
                        strings = StringState(inString: byte == UInt8(ascii: "\""))
                        switch byte {
                        case UInt8(ascii: "{"), UInt8(ascii: "["): state = .container
                        case UInt8(ascii: "\""): state = .string
                        default: state = .scalar
                        }
                        scan += 1
                        column += 1
                        continue
                    }
                case .scalar:
                    switch byte {
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
                         UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""):
                        // The scalar ended before this byte; look at it again between documents.
                        finish(scan)
                        continue
                    default:
                        break
                    }
                case .container, .string:
                    if strings.takes(byte) {
                        // The closing quote of a document that is a string ends it.
                        if state == .string && !strings.inString { depth = 0 }
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        depth += 1
                    } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        depth -= 1
                    }
                }
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                scan += 1
                if state != .between && state != .scalar && depth == 0 { finish(scan) }
            }
            if state != .between && !skipping && scan - start > maxDocumentBytes {
                body(.tooLarge, origin)
                skipping = true
            }
            if skipping || state == .between { start = scan }
            if ended {
                if state != .between { finish(scan) }
                return
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                scan -= start
                start = 0
            }
            ended = try !source.read(appendingTo: &buffer)
        }
    }
}
