/// What a run did (FORMAT §6: the report goes to standard error and, with `--report
/// FILE`, to FILE as JSON).
public struct RunReport: Sendable, Equatable {
    public var inputs = 0
    /// Documents read.
    public var documents = 0
    /// Jobs (a system, a screen or a table), one record each.
    public var jobs = 0
    public var solved = 0
    /// Records with an `error` (exit status 3 when not zero).
    public var errors = 0
    /// Issues (unsatisfiable constraints…) inside solved records.
    public var issues = 0
    public var outputBytes = 0
    public var wallSeconds = 0.0

    public init() {}

    public var documentsPerSecond: Double { wallSeconds > 0 ? Double(documents) / wallSeconds : 0 }

    /// One line for standard error.
    public var summary: String {
        let seconds = (wallSeconds * 1000).rounded() / 1000
        return "\(jobs) jobs in \(documents) documents from \(inputs) inputs: \(solved) solved, \(errors) errors, \(issues) issues"
            + " in \(formatNumber(seconds)) s (\(formatNumber(documentsPerSecond.rounded())) documents/s)"
    }

    /// The report as one JSON object, keys in a fixed order.
    public var json: [UInt8] {
        var out = JSONWriter()
        out.raw("{\"inputs\":")
        out.integer(inputs)
        out.raw(",\"documents\":")
        out.integer(documents)
        out.raw(",\"jobs\":")
        out.integer(jobs)
        out.raw(",\"solved\":")
        out.integer(solved)
        out.raw(",\"errors\":")
        out.integer(errors)
        out.raw(",\"issues\":")
        out.integer(issues)
        out.raw(",\"outputBytes\":")
        out.integer(outputBytes)
        out.raw(",\"wallSeconds\":")
        out.number(wallSeconds)
        out.raw(",\"documentsPerSecond\":")
        out.number(documentsPerSecond)
        out.raw("}\n")
        return out.bytes
    }
}

extension RunReport {
    /// Writes `json` to `path`, replacing the file.
    public func write(to path: String) throws(InputError) {
        try writeFile(json, to: path)
    }
}
