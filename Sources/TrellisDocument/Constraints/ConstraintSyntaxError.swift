/// Why constraint text (an anchor constraint or a visual format) does not make
/// constraints. Where UIKit refuses the same thing, `message` is UIKit's words.
///
/// `column` is 1-based in the constraint text. The parsers always set it; a value
/// resolver may throw without one and the parser fills in where the name stands.
public struct ConstraintSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var column: Int?

    public init(_ message: String, column: Int? = nil) {
        self.message = message
        self.column = column
    }

    public var description: String {
        guard let column else { return message }
        return "\(message) at column \(column)"
    }
}
