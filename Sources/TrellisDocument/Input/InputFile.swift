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

    /// As given on the command line or found in a folder; `-` is standard input.
    public var path: String
    public var layout: Layout

    public init(path: String, layout: Layout) {
        self.path = path
        self.layout = layout
    }

    static let suffixes = [".json", ".jsonl", ".json.gz", ".jsonl.gz"]

    /// Expands arguments into inputs: `-` is standard input, a folder gives its
    /// `*.json`, `*.jsonl` and `.gz` files at any depth in byte order of their paths,
    /// a file is taken whatever its name. Everything is checked before any document is
    /// solved, so a missing input fails the run before it writes anything.
    public static func expand(_ arguments: [String]) throws(InputError) -> [InputFile] {
        var inputs: [InputFile] = []
        for argument in arguments {
            if argument == "-" {
                inputs.append(InputFile(path: "-", layout: .stream))
                continue
            }
            switch fileKind(argument) {
            case .directory(let identity):
                var found: [String] = []
                var visited: Set<DirectoryIdentity> = [identity]
                try collect(directory: argument, into: &found, visited: &visited)
                found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                inputs.append(contentsOf: found.map { InputFile(path: $0, layout: layout(of: $0)) })
            case .file:
                inputs.append(InputFile(path: argument, layout: layout(of: argument)))
            case .missing(let reason):
                throw InputError("cannot read \(argument): \(reason)")
            }
        }
        return inputs
    }

    static func layout(of path: String) -> Layout {
        path.hasSuffix(".jsonl") || path.hasSuffix(".jsonl.gz") ? .lines : .wholeFile
    }

    private enum FileKind {
        case file
        case directory(DirectoryIdentity)
        case missing(String)
    }

    /// Device and inode: a link back up the tree would otherwise be walked forever.
    private struct DirectoryIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Follows symbolic links, as `cat` would.
    private static func fileKind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return .file }
        return .directory(DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    private static func collect(directory: String, into found: inout [String], visited: inout Set<DirectoryIdentity>) throws(InputError) {
        guard let handle = opendir(directory) else {
            throw InputError("cannot read folder \(directory): \(String(cString: strerror(errno)))")
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            switch fileKind(path) {
            case .directory(let identity):
                if visited.insert(identity).inserted {
                    try collect(directory: path, into: &found, visited: &visited)
                }
            case .file where suffixes.contains(where: { name.hasSuffix($0) }):
                found.append(path)
            case .file, .missing:
                // A dangling link or a file of another kind is not an input.
                continue
            }
        }
    }
}
