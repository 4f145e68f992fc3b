/// The run itself cannot go on: an input cannot be found or read, or the output cannot
/// be written (format.md §6, exit status 1).
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
