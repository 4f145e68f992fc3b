/// Why an Interface Builder file, or one root of it, cannot be laid out.
struct InterfaceBuilderError: Error {
    var code: DocumentError.Code
    var message: String
    var line: Int?

    init(_ message: String, line: Int? = nil, code: DocumentError.Code = .invalidValue) {
        self.code = code
        self.message = message
        self.line = line
    }

    /// The message with its place in the file.
    var text: String { line.map { "line \($0): \(message)" } ?? message }
}
