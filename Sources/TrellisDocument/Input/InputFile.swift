import Glibc

/// One input of a run (format.md §1), after folders are expanded.
public struct InputFile: Sendable, Equatable {
    /// How documents are laid out in the input.
    public enum Layout: Sendable, Equatable {
        /// `*.json`: the whole input is one document.
        case wholeFile
        /// `*.jsonl`: one document per line; blank lines are skipped.
        case lines
        /// Standard input: JSON documents one after another, separated by whitespace,
        /// so both a pretty-printed document and JSON Lines can be piped in.
        case stream
    }

    /// As given on the command line or found in a folder, as text; `-` is standard
    /// input.
    public var path: String
    /// The bytes to open, which need not be UTF-8.
    public var systemPath: SystemPath
    public var layout: Layout

    public init(path: String, layout: Layout) {
        self.init(systemPath: SystemPath(bytes: Array(path.utf8)), layout: layout)
    }

    init(systemPath: SystemPath, layout: Layout) {
        self.path = systemPath.description
        self.systemPath = systemPath
        self.layout = layout
    }

    static let suffixes = [".json", ".jsonl", ".json.gz", ".jsonl.gz", ".xib", ".storyboard"]

    /// Expands arguments into inputs: `-` is standard input, a folder gives its
    /// `*.json`, `*.jsonl`, `.gz`, `*.xib` and `*.storyboard` files at any depth in byte order of their paths,
    /// a file is taken whatever its name. Everything is checked before any document is
    /// solved, so a missing input fails the run before it writes anything. A folder
    /// entry that cannot be read (a dangling or looping link) fails it too: skipping it
    /// would lose its records without a word.
    public static func expand(_ arguments: [String]) throws(InputError) -> [InputFile] {
        var inputs: [InputFile] = []
        for argument in arguments {
            if argument == "-" {
                inputs.append(InputFile(path: "-", layout: .stream))
                continue
            }
            let path = SystemPath(argument: argument)
            let info = try path.status().get()
            if info.isDirectory {
                var found: [SystemPath] = []
                var visited: Set<FileIdentity> = [FileIdentity(info)]
                try collect(directory: path, into: &found, visited: &visited)
                found.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
                inputs.append(contentsOf: found.map { InputFile(systemPath: $0, layout: layout(of: $0.bytes)) })
            } else {
                inputs.append(InputFile(systemPath: path, layout: layout(of: path.bytes)))
            }
        }
        return inputs
    }

    static func layout(of path: [UInt8]) -> Layout {
        hasSuffix(path, ".jsonl") || hasSuffix(path, ".jsonl.gz") ? .lines : .wholeFile
    }

    private static func hasSuffix(_ name: [UInt8], _ suffix: String) -> Bool {
        name.count >= suffix.utf8.count && name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    private static func collect(directory: SystemPath, into found: inout [SystemPath], visited: inout Set<FileIdentity>) throws(InputError) {
        guard let handle = directory.withCString({ opendir($0) }) else {
            throw InputError("cannot read folder \(directory.description): \(String(cString: strerror(errno)))")
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let path = directory.appending(name)
            // Links are followed, as `cat` would.
            let info = try path.status().get()
            if info.isDirectory {
                // A link back up the tree would otherwise be walked forever.
                if visited.insert(FileIdentity(info)).inserted {
                    try collect(directory: path, into: &found, visited: &visited)
                }
            } else if suffixes.contains(where: { hasSuffix(name, $0) }) {
                found.append(path)
            }
        }
    }
}

/// Device and inode: what tells two names of one file apart from two files.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

extension stat {
    var isDirectory: Bool { (st_mode & S_IFMT) == S_IFDIR }

    /// What the file is when it is not a regular file, in `ls`'s words; nil for one.
    var specialKind: String? {
        switch st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "an unknown kind of file"
        }
    }
}

extension InputFile {
    /// Refuses an output path that is a directory, or that would destroy or feed back
    /// into an input: one of the inputs itself (by any name, links and hard links
    /// included), or a file inside an input folder, which the next run would read as input.
    public static func checkOutput(_ output: String, against arguments: [String]) throws(InputError) {
        guard output != "-" else { return }
        let outputPath = SystemPath(argument: output)
        let existing = try? outputPath.status().get()
        // Found now rather than when the file is opened, which may be after the whole run.
        if let existing, existing.isDirectory {
            throw InputError("the output \(output) is a directory; give a file in it")
        }
        let folder = realFolder(containing: outputPath)
        for argument in arguments where argument != "-" {
            guard let info = try? SystemPath(argument: argument).status().get() else { continue }
            if let existing, FileIdentity(existing) == FileIdentity(info) {
                throw InputError("the output \(output) is the input \(argument); it would be overwritten before it is read")
            }
            if info.isDirectory, let folder, let input = realPath(SystemPath(argument: argument)),
               folder == input || folder.starts(with: input + [UInt8(ascii: "/")]) {
                throw InputError("the output \(output) is inside the input folder \(argument); the next run would read it as input")
            }
        }
    }

    /// The canonical path of the folder `path` is (or would be) in.
    private static func realFolder(containing path: SystemPath) -> [UInt8]? {
        let bytes = path.bytes
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return realPath(SystemPath(bytes: Array(".".utf8))) }
        return realPath(SystemPath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash])))
    }

    private static func realPath(_ path: SystemPath) -> [UInt8]? {
        guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }
}
