import TrellisLayout

/// Looks up the number that a name in constraint text stands for: a metric name (`pad`)
/// or a data binding (`$width`, passed with its `$`). The caller owns metrics and data,
/// so the parsers stay pure.
///
/// Return nil for a name that has no value; the parser reports it at its column. Throw
/// for any other problem (a `$key` bound to text); the parser adds the column.
public typealias ConstraintValueResolver = (_ name: String) throws(ConstraintSyntaxError) -> Double?

/// A number-valued token as written: a literal, a metric name or a `$key`.
enum ConstraintValueToken: Equatable {
    case number(Double)
    case metric(String)
    case dataKey(String)

    /// The token's number; a missing name is an error at `column`.
    func resolve(with resolve: ConstraintValueResolver, column: Int) throws(ConstraintSyntaxError) -> Double {
        switch self {
        case .number(let value):
            return value
        case .metric(let name):
            guard let value = try Self.lookUp(name, with: resolve, column: column) else {
                throw ConstraintSyntaxError("Unknown metric \"\(name)\"", column: column)
            }
            return value
        case .dataKey(let key):
            guard let value = try Self.lookUp(key, with: resolve, column: column) else {
                throw ConstraintSyntaxError.missingDataKey(key, column: column)
            }
            return value
        }
    }

    /// Asks the resolver, giving its errors a column and refusing values the solver
    /// cannot use; nil when the name has no value.
    static func lookUp(_ name: String, with resolve: ConstraintValueResolver, column: Int) throws(ConstraintSyntaxError) -> Double? {
        let found: Double?
        do {
            found = try resolve(name)
        } catch {
            throw ConstraintSyntaxError(error.message, column: error.column ?? column)
        }
        if let value = found, !value.isFinite {
            throw ConstraintSyntaxError("\"\(name)\" is \(formatNumber(value)), not a finite number", column: column)
        }
        return found
    }
}

extension ConstraintScanner {
    /// `["+" | "-"] (number | metric | "$" key)`, resolved, and the column it starts at.
    /// A name is read as a metric only where `isMetric` says so at the name.
    mutating func scanValue(
        signed: Bool, resolve: ConstraintValueResolver, isMetric: (ConstraintScanner) -> Bool = { _ in true }
    ) throws(ConstraintSyntaxError) -> (value: Double, column: Int) {
        let start = column
        var negative = false
        if signed, let sign = current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            index += 1
            skipSpaces()
        }
        let tokenColumn = column
        let token: ConstraintValueToken
        if let number = scanNumber() {
            guard number.isFinite else {
                throw ConstraintSyntaxError("The number \(text(from: tokenColumn - 1).excerpt) is out of range of a Double", column: tokenColumn)
            }
            token = .number(number)
        } else if take("$") {
            guard let key = scanKey() else {
                throw ConstraintSyntaxError("Expected a data key after '$', found \(quotedCurrent)", column: column)
            }
            token = .dataKey("$" + key)
        } else if isMetric(self), let name = scanIdentifier() {
            token = .metric(name)
        } else {
            throw ConstraintSyntaxError("Expected a number, a metric name or a $key, found \(quotedCurrent)", column: tokenColumn)
        }
        let value = try token.resolve(with: resolve, column: tokenColumn)
        return (negative ? -value : value, start)
    }
}

extension ConstraintSyntaxError {
    static func missingDataKey(_ key: String, column: Int) -> ConstraintSyntaxError {
        ConstraintSyntaxError("Missing data key \"\(key)\"", column: column)
    }
}
