/// One line of output (FORMAT §5, §8): the result of one job or why it failed.
public enum Record: Sendable, Equatable {
    /// `{"id":…,"values":{…},"issues":[…]}`
    case system(id: String, solution: SystemSolution)
    /// `{"id":…,"kind":…,"error":{"code":…,"message":…,"path":…}}`
    case error(id: String, kind: Kind, error: DocumentError)

    /// What the failed job was. `document` is for failures before the document's kind
    /// is known (not JSON, no `format`) and for document kinds not solved yet.
    public enum Kind: String, Sendable {
        case system
        case document
    }

    public var isError: Bool {
        if case .error = self { return true }
        return false
    }

    public var issueCount: Int {
        if case .system(_, let solution) = self { return solution.issues.count }
        return 0
    }

    /// Appends the record as one JSON line, newline included.
    public func write(to out: inout JSONWriter) {
        switch self {
        case .system(let id, let solution):
            out.raw("{\"id\":")
            out.string(id)
            out.raw(",\"values\":{")
            for index in solution.names.indices {
                if index > 0 { out.raw(",") }
                out.key(solution.names[index])
                out.number(solution.values[index])
            }
            out.raw("},\"issues\":[")
            for (index, issue) in solution.issues.enumerated() {
                if index > 0 { out.raw(",") }
                issue.write(to: &out)
            }
            out.raw("]}\n")
        case .error(let id, let kind, let error):
            out.raw("{\"id\":")
            out.string(id)
            out.raw(",\"kind\":")
            out.string(kind.rawValue)
            out.raw(",\"error\":{\"code\":")
            out.string(error.code.rawValue)
            out.raw(",\"message\":")
            out.string(error.message)
            out.raw(",\"path\":")
            out.string(error.pointer.description)
            out.raw("}}\n")
        }
    }
}

extension Issue {
    func write(to out: inout JSONWriter) {
        switch self {
        case .unsatisfiable(let broken, let conflict):
            out.raw("{\"kind\":\"unsatisfiable\",\"broken\":")
            out.string(broken)
            out.raw(",\"conflict\":[")
            for (index, text) in conflict.enumerated() {
                if index > 0 { out.raw(",") }
                out.string(text)
            }
            out.raw("]}")
        }
    }
}
