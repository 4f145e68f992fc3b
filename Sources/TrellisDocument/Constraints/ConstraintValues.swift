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

    /// The token's number; `column` is where the error for a missing name points.
    func resolve(with resolve: ConstraintValueResolver, column: Int) throws(ConstraintSyntaxError) -> Double {
        let name: String
        switch self {
        case .number(let value): return value
        case .metric(let metric): name = metric
        case .dataKey(let key): name = key
        }
        let found: Double?
        do {
            found = try resolve(name)
        } catch {
            throw ConstraintSyntaxError(error.message, column: error.column ?? column)
        }
        guard let value = found else {
            if case .dataKey = self { throw ConstraintSyntaxError("Missing data key \"\(name)\"", column: column) }
            throw ConstraintSyntaxError("Unknown metric \"\(name)\"", column: column)
        }
        guard value.isFinite else {
            throw ConstraintSyntaxError("\"\(name)\" is \(formatNumber(value)), not a finite number", column: column)
        }
        return value
    }
}
