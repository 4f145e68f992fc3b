/// Where a document starts in the input, for error positions and fallback ids.
public struct DocumentOrigin: Sendable, Equatable {
    /// The input path as given (`-` for standard input).
    public var path: String
    /// 1-based line and column of the document's first byte.
    public var line: Int
    public var column: Int
    /// A `.json` file holds one document; other inputs hold many, told apart by line.
    public var isWholeFile: Bool

    public init(path: String, line: Int = 1, column: Int = 1, isWholeFile: Bool) {
        self.path = path
        self.line = line
        self.column = column
        self.isWholeFile = isWholeFile
    }

    /// The id of a record whose document has no readable `id`: the path for a `.json`
    /// file, `PATH:LINE` for a document of a JSON Lines file or of standard input.
    public var fallbackID: String { isWholeFile ? path : "\(path):\(line)" }

    /// The folder font paths in the document are relative to: its file's, or the
    /// working directory for standard input ("").
    var folder: String {
        guard path != "-", let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A file a document names (a font, an Interface Builder file): a relative path
    /// starts at the document's `folder`.
    static func path(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
    }

    /// Turns a position inside the document into one inside the input.
    func inputPosition(line documentLine: Int, column documentColumn: Int) -> (line: Int, column: Int) {
        (line + documentLine - 1, documentLine == 1 ? column + documentColumn - 1 : documentColumn)
    }
}
