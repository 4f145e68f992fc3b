import CDeflate
import Glibc
import TrellisDocument

/// The append-only journal of a coordinator run, beside its output: one line when the
/// run starts, then one line after each shard's records reach the output, carrying the
/// run's totals (and so the output's length) at that point:
///
///     trellis-journal 1 <identity>
///     shard <shards> <documents> <jobs> <solved> <errors> <issues> <rows> <tables> <bytesIn> <bytesInCompressed> <bytesOut> <crc32>
///
/// Records are written before their line, so after a crash the output holds at least
/// what the last whole line says; `--resume` cuts it back to exactly that and goes on
/// from the next shard: nothing is repeated, nothing lost. A line is one write(2), and
/// its CRC-32 rejects a torn or edited last line, which is then simply not counted.
final class Journal {
    private let descriptor: Int32
    let path: String

    /// What a journal is for: the inputs — their paths and their content — and how they
    /// are cut. Resuming with anything else would cut other shards, or put records of
    /// another content after the ones written, so it is refused. Content is each file's
    /// size, modification time and CRC-32. The CRC catches an input rewritten with its
    /// size and time put back; reading every input once more costs ~0.15 s per 100 MB,
    /// an eighth of what the coordinator spends reading and deflating the same bytes
    /// (bench/RESULTS.md, the journal section).
    static func identity(files: [InputFile], plan: ShardPlan, maxDocumentBytes: Int, solve: SolveOptions = SolveOptions()) throws(InputError) -> String {
        var text = ""
        // One buffer for every file: a fresh 1 MiB per file cost more than the reading
        // on folders of small documents.
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        for file in files {
            text += file.path + "\u{0}" + (canBeReadAgain(file.path) ? try fingerprint(file.path, chunk: &chunk) : "") + "\u{0}"
        }
        // Options change the records, and the cut the shards' ids, so a run with others must
        // not resume this one.
        text += "\(plan.targetBytes)/\(plan.maxDocuments)/slices=\(plan.slicer.minTableBytes)/slice=\(plan.sliceBytes)/streamed=\(plan.streamedLineBytes)/\(maxDocumentBytes)/frames=\(solve.frames)/check=\(solve.check)/labels=\(solve.labelSizes)"
        return hex(crc(Array(text.utf8)))
    }

    /// Whether the input at `path` gives the same bytes when read again: not standard
    /// input, a pipe or a device, whose bytes the run itself reads once (reading a FIFO
    /// for its fingerprint would take them, or wait for a writer). Those are known by
    /// path alone, and cannot be resumed. A path that cannot be examined counts as a
    /// file, so that reading it names the error.
    static func canBeReadAgain(_ path: String) -> Bool {
        guard path != "-" else { return false }
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return info.st_mode & S_IFMT == S_IFREG
    }

    /// Size, modification time (ns) and CRC-32 of a file's bytes.
    private static func fingerprint(_ path: String, chunk: inout [UInt8]) throws(InputError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        fstat(descriptor, &info)
        var sum: UInt32 = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw InputError("cannot read \(path): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            sum = chunk.withUnsafeBytes { libdeflate_crc32(sum, $0.baseAddress, count) }
        }
        return "\(info.st_size)/\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)/\(sum)"
    }

    /// Starts a new journal, replacing any old one.
    init(creating path: String, identity: String) throws(InputError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw InputError("cannot write journal \(path): \(String(cString: strerror(errno)))") }
        try append("trellis-journal 1 \(identity)\n")
    }

    /// Opens an existing journal to go on with it, with the totals of its last whole
    /// line (zero totals when it has none). nil when there is no journal: a fresh run.
    static func resume(path: String, identity: String) throws(InputError) -> (Journal, RunTotals)? {
        let reading = open(path, O_RDONLY | O_CLOEXEC)
        if reading < 0 {
            if errno == ENOENT { return nil }
            throw InputError("cannot read journal \(path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        fstat(reading, &info)
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(reading)
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "a special file"
            throw InputError("cannot resume: journal \(path) is \(kind), not a file")
        }
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            text.append(contentsOf: chunk[0..<count])
        }
        close(reading)
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let header = lines.first, String(decoding: header, as: UTF8.self) == "trellis-journal 1 \(identity)" else {
            throw InputError("cannot resume: \(path) is the journal of other inputs or options")
        }
        var totals = RunTotals()
        var kept = header.count + 1
        // The last element follows the last newline: empty, or a torn line to drop.
        for line in lines.dropFirst().dropLast() {
            guard let entry = parse(String(decoding: line, as: UTF8.self)) else { break }
            totals = entry
            kept += line.count + 1
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError("cannot write journal \(path): \(String(cString: strerror(errno)))") }
        // Cut whatever follows the last good line, so the next line starts clean.
        ftruncate(descriptor, off_t(kept))
        return (Journal(descriptor: descriptor, path: path), totals)
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    func record(_ totals: RunTotals) throws(InputError) {
        let body = "shard " + totals.fields.map(String.init).joined(separator: " ")
        try append(body + " " + Self.hex(Self.crc(Array(body.utf8))) + "\n")
    }

    /// Makes the journal durable (at the end of a run and when stopped by a signal).
    func sync() {
        fdatasync(descriptor)
    }

    private static func parse(_ line: String) -> RunTotals? {
        let words = line.split(separator: " ")
        guard words.count == 13, words[0] == "shard" else { return nil }
        let body = words.dropLast().joined(separator: " ")
        guard hex(crc(Array(body.utf8))) == words[12] else { return nil }
        let numbers = words[1..<12].compactMap { Int($0) }
        return RunTotals(fields: numbers)
    }

    private func append(_ line: String) throws(InputError) {
        let bytes = Array(line.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw InputError("cannot write journal \(path): \(String(cString: strerror(errno)))") }
    }

    private static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
