/// An RFC 6901 JSON Pointer: where in a document a value sits ("/constraints/3/expr").
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    public enum Token: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public private(set) var tokens: [Token]

    public init(_ tokens: [Token] = []) {
        self.tokens = tokens
    }

    /// The whole document.
    public static let root = JSONPointer()

    public func appending(_ key: String) -> JSONPointer {
        var copy = self
        copy.tokens.append(.key(key))
        return copy
    }

    public func appending(_ index: Int) -> JSONPointer {
        var copy = self
        copy.tokens.append(.index(index))
        return copy
    }

    /// `~` and `/` are the pointer's own syntax, so a key spells them `~0` and `~1`.
    public var description: String {
        var out = ""
        for token in tokens {
            out.append("/")
            switch token {
            case .index(let index):
                out.append(String(index))
            case .key(let key):
                for character in key.unicodeScalars {
                    switch character {
                    case "~": out.append("~0")
                    case "/": out.append("~1")
                    default: out.unicodeScalars.append(character)
                    }
                }
            }
        }
        return out
    }
}
