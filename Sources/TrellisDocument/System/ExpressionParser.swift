import TrellisSolver

/// Why an expression string does not parse; `column` is 1-based within the string.
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var column: Int

    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    public var description: String { "\(message) at column \(column)" }
}

/// Parses the linear expressions of format.md §8: `x + 2*y >= 10`, `y <= x/2 - 3`.
///
/// Grammar (spaces and tabs between tokens are ignored):
///
///     relation := sum ("==" | ">=" | "<=") sum
///     sum      := product (("+" | "-") product)*
///     product  := unary (("*" | "/") unary)*
///     unary    := ("+" | "-")* primary
///     primary  := number | name | "(" sum ")"
///     name     := [A-Za-z_][A-Za-z0-9_.]*
///
/// A product needs a constant on one side and a divisor must be a non-zero constant,
/// so everything stays linear. `v / c` scales by `1 / c`, as kiwi does, so the
/// coefficients (and the results) match kiwi bit for bit.
public struct ExpressionParser {
    /// Parentheses are the only recursion; the cap keeps hostile input off the stack.
    public static let maxParenthesisDepth = 64

    public static func parse(_ text: String) throws(ExpressionError) -> LinearRelation {
        var text = text
        let result: Result<LinearRelation, ExpressionError> = text.withUTF8 { buffer in
            var parser = ExpressionParser(bytes: buffer)
            do throws(ExpressionError) {
                return .success(try parser.parseRelation())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A linear form while parsing: terms in order of appearance plus a constant.
    private struct Linear {
        var terms: [NamedTerm] = []
        var constant = 0.0

        var hasVariables: Bool { !terms.isEmpty }

        func scaled(by factor: Double) -> Linear {
            Linear(terms: terms.map { NamedTerm($0.name, $0.coefficient * factor) }, constant: constant * factor)
        }

        mutating func add(_ other: Linear, sign: Double) {
            for term in other.terms { terms.append(NamedTerm(term.name, sign * term.coefficient)) }
            constant += sign * other.constant
        }

        var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func parseRelation() throws(ExpressionError) -> LinearRelation {
        let lhs = try parseSum(depth: 0)
        skipSpaces()
        guard index < bytes.count else { throw fail("expected a relation (==, >=, <=)") }
        let relationStart = index
        let relation = try parseRelationOperator()
        let rhs = try parseSum(depth: 0)
        skipSpaces()
        guard index >= bytes.count else {
            if peekRelation() { throw fail("only one relation is allowed") }
            throw fail("expected an operator (+, -, *, /), found \(bytes.quotedCharacter(at: index))")
        }
        var difference = lhs
        difference.add(rhs, sign: -1)
        guard difference.isFinite else { throw ExpressionError(message: "a coefficient is out of range of a Double", column: relationStart + 1) }
        return LinearRelation(terms: difference.terms, constant: difference.constant, relation: relation)
    }

    private func peekRelation() -> Bool {
        let byte = bytes[index]
        return byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }

    private mutating func parseRelationOperator() throws(ExpressionError) -> Relation {
        guard peekRelation() else {
            throw fail("expected an operator (+, -, *, /) or a relation (==, >=, <=), found \(bytes.quotedCharacter(at: index))")
        }
        let first = bytes[index]
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") else {
            // UIKit's words for the same mistake in a VFL predicate.
            throw fail("Unknown relation. Must be ==, >=, or <=")
        }
        index += 2
        switch first {
        case UInt8(ascii: "="): return .equal
        case UInt8(ascii: ">"): return .greaterThanOrEqual
        default: return .lessThanOrEqual
        }
    }

    private mutating func parseSum(depth: Int) throws(ExpressionError) -> Linear {
        var result = try parseProduct(depth: depth)
        while true {
            skipSpaces()
            guard index < bytes.count else { return result }
            let sign: Double
            switch bytes[index] {
            case UInt8(ascii: "+"): sign = 1
            case UInt8(ascii: "-"): sign = -1
            default: return result
            }
            let operatorStart = index
            index += 1
            result.add(try parseProduct(depth: depth), sign: sign)
            // A product is finite and its terms are appended with a sign, not merged, so
            // only the constant can overflow here. (Checking every term after every
            // addition made a sum of n terms cost n².)
            guard result.constant.isFinite else { throw outOfRange(at: operatorStart) }
        }
    }

    private mutating func parseProduct(depth: Int) throws(ExpressionError) -> Linear {
        var result = try parseUnary(depth: depth)
        while true {
            skipSpaces()
            guard index < bytes.count else { return result }
            let operatorStart = index
            switch bytes[index] {
            case UInt8(ascii: "*"):
                index += 1
                let factor = try parseUnary(depth: depth)
                if !factor.hasVariables {
                    result = result.scaled(by: factor.constant)
                } else if !result.hasVariables {
                    result = factor.scaled(by: result.constant)
                } else {
                    throw ExpressionError(message: "not linear: both factors of '*' have variables", column: operatorStart + 1)
                }
            case UInt8(ascii: "/"):
                index += 1
                let divisor = try parseUnary(depth: depth)
                guard !divisor.hasVariables else {
                    throw ExpressionError(message: "not linear: the divisor has variables", column: operatorStart + 1)
                }
                guard divisor.constant != 0 else {
                    throw ExpressionError(message: "division by zero", column: operatorStart + 1)
                }
                result = result.scaled(by: 1 / divisor.constant)
            default:
                return result
            }
            guard result.isFinite else { throw outOfRange(at: operatorStart) }
        }
    }

    /// Signs are read in a loop, not by recursion, so `-------x` costs no stack.
    private mutating func parseUnary(depth: Int) throws(ExpressionError) -> Linear {
        var negative = false
        while true {
            skipSpaces()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "-") {
                negative.toggle()
            } else if bytes[index] != UInt8(ascii: "+") {
                break
            }
            index += 1
        }
        let operand = try parsePrimary(depth: depth)
        return negative ? operand.scaled(by: -1) : operand
    }

    private mutating func parsePrimary(depth: Int) throws(ExpressionError) -> Linear {
        guard index < bytes.count else { throw fail("unexpected end of the expression, expected a number, a name or '('") }
        let byte = bytes[index]
        if isDigit(byte) || byte == UInt8(ascii: ".") {
            return Linear(constant: try parseNumber())
        }
        if isNameStart(byte) {
            let start = index
            while index < bytes.count && isNameContinuation(bytes[index]) { index += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            return Linear(terms: [NamedTerm(name, 1)])
        }
        if byte == UInt8(ascii: "(") {
            guard depth < Self.maxParenthesisDepth else { throw fail("parentheses are nested deeper than \(Self.maxParenthesisDepth) levels") }
            let open = index
            index += 1
            let inner = try parseSum(depth: depth + 1)
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else {
                if index < bytes.count {
                    throw fail("expected ')' to close the '(' at column \(open + 1), found \(bytes.quotedCharacter(at: index))")
                }
                throw fail("expected ')' to close the '(' at column \(open + 1)")
            }
            index += 1
            return inner
        }
        throw fail("expected a number, a name or '(', found \(bytes.quotedCharacter(at: index))")
    }

    /// `12`, `1.5`, `.5`, `2.`, `1e-3`. An `e` not followed by digits is left alone, so
    /// it reads as a name and gets a clear error.
    private mutating func parseNumber() throws(ExpressionError) -> Double {
        let start = index
        var sawDigit = false
        while index < bytes.count && isDigit(bytes[index]) { index += 1; sawDigit = true }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count && isDigit(bytes[index]) { index += 1; sawDigit = true }
        }
        guard sawDigit else { index = start; throw fail("expected a digit") }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            var cursor = index + 1
            if cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-")) { cursor += 1 }
            if cursor < bytes.count && isDigit(bytes[cursor]) {
                index = cursor
                while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw ExpressionError(message: "number \(text.excerpt) is out of range of a Double", column: start + 1)
        }
        return value
    }

    private mutating func skipSpaces() {
        while index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: ".")
    }

    /// Errors point at the current position. Every byte before it is ASCII (anything
    /// else stops the parse where it stands), so the byte offset is the column.
    private func fail(_ message: String) -> ExpressionError {
        ExpressionError(message: message, column: index + 1)
    }

    private func outOfRange(at offset: Int) -> ExpressionError {
        ExpressionError(message: "a coefficient is out of range of a Double", column: offset + 1)
    }
}
