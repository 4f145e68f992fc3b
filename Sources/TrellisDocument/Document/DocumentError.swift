/// Why a job cannot be solved (format.md §5 `error` records). The run goes on without it.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable, machine-readable part of an error record.
    public enum Code: String, Sendable {
        /// Not JSON; the message gives line and column.
        case jsonSyntax = "json-syntax"
        /// An Interface Builder file that is not well-formed XML; the message gives the line.
        case xmlSyntax = "xml-syntax"
        /// Larger than the reader's per-document cap (before or after inflating).
        case tooLarge = "too-large"
        /// `format` is missing or not one this version knows.
        case unknownFormat = "unknown-format"
        /// A key the format requires is absent.
        case missingKey = "missing-key"
        /// A value has the wrong type or is out of its domain.
        case invalidValue = "invalid-value"
        /// An expression string does not parse; the message gives the column.
        case expression = "expression"
        /// A layout constraint UIKit would refuse (UIKit's words), or one naming a view
        /// that does not exist; anchor and VFL syntax errors give the column.
        case constraint = "constraint"
        /// A document kind this build cannot solve yet.
        case unsupported = "unsupported"
        /// The solver refused the system for a reason other than an unsatisfiable
        /// required constraint (which is an issue, not an error).
        case solver = "solver"
    }

    public var code: Code
    public var message: String
    public var pointer: JSONPointer

    public init(_ code: Code, _ message: String, at pointer: JSONPointer = .root) {
        self.code = code
        self.message = message
        self.pointer = pointer
    }

    public var description: String { "\(code.rawValue) at '\(pointer)': \(message)" }
}
