/// Why a document is not JSON, and where: line and column (1-based; the column counts
/// characters, not bytes) and the JSON Pointer of the value that was being parsed.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    public var pointer: JSONPointer

    public init(message: String, line: Int, column: Int, pointer: JSONPointer) {
        self.message = message
        self.line = line
        self.column = column
        self.pointer = pointer
    }

    public var description: String { "\(message) at line \(line), column \(column)" }
}
