import TrellisLayout

/// One line of output (format.md §5, §8): the result of one job or why it failed.
public enum Record: Sendable, Equatable {
    /// `{"id":…,"values":{…},"issues":[…]}`
    case system(id: String, solution: SystemSolution)
    /// `{"id":…,"kind":"screen","size":[…],"frames":{…},"contentSizes":{…},"issues":[…]}`
    case screen(id: String, result: ScreenResult)
    /// `{"id":…,"kind":"table","width":…,"heights":[…],"offsets":[…],…,"issues":[…]}`
    case table(id: String, result: TableResult)
    /// `{"id":…,"kind":…,"error":{"code":…,"message":…,"path":…}}`
    case error(id: String, kind: Kind, error: DocumentError)

    /// What the failed job was. `document` is for failures before the document's kind
    /// is known (not JSON, no `format`) and for document kinds not solved yet.
    public enum Kind: String, Sendable {
        case system
        case screen
        case table
        case document
    }

    public var isError: Bool {
        if case .error = self { return true }
        return false
    }

    public var issueCount: Int {
        switch self {
        case .system(_, let solution): return solution.issues.count
        case .screen(_, let result): return result.issues.count
        case .table(_, let result): return result.issues.count
        case .error: return 0
        }
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
            out.raw("},\"issues\":")
            out.issues(solution.issues)
            out.raw("}\n")
        case .screen(let id, let result):
            out.raw("{\"id\":")
            out.string(id)
            out.raw(",\"kind\":\"screen\",\"size\":")
            out.numbers([result.width, result.height])
            out.raw(",\"frames\":")
            out.frames(result.frames)
            out.raw(",\"contentSizes\":{")
            for (index, entry) in result.contentSizes.enumerated() {
                if index > 0 { out.raw(",") }
                out.key(entry.name)
                out.numbers([entry.width, entry.height])
            }
            out.raw("},\"issues\":")
            out.issues(result.issues)
            out.raw("}\n")
        case .table(let id, let result):
            result.write(id: id, to: &out, hasFrames: result.frames != nil, heights: { $0.repeatedNumberList(result.heights) },
                offsets: { $0.numberList(result.estimate.offsets) }, frames: { $0.frameList(result.frames ?? []) })
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

extension TableResult {
    /// The table's record, its per-row arrays' contents (without brackets) written by
    /// `heights`, `offsets` and, with `--frames` (`hasFrames`), `frames`: from this
    /// result's rows, or from a sliced table's pieces, already text.
    public func write<E: Error>(
        id: String, to out: inout JSONWriter, hasFrames: Bool, heights: (inout JSONWriter) throws(E) -> Void,
        offsets: (inout JSONWriter) throws(E) -> Void, frames: (inout JSONWriter) throws(E) -> Void
    ) throws(E) {
        out.raw("{\"id\":")
        out.string(id)
        out.raw(",\"kind\":\"table\",\"width\":")
        out.number(width)
        out.raw(",\"heights\":[")
        try heights(&out)
        out.raw("],\"offsets\":[")
        try offsets(&out)
        out.raw("],\"contentHeight\":")
        out.number(estimate.contentHeight)
        out.raw(",\"estimate\":{\"estimatedRowHeight\":")
        out.number(estimate.estimatedRowHeight)
        out.raw(",\"estimatedContentHeight\":")
        out.number(estimate.estimatedContentHeight)
        out.raw(",\"meanAbsError\":")
        out.number(estimate.meanAbsError)
        out.raw(",\"maxAbsError\":")
        out.number(estimate.maxAbsError)
        out.raw(",\"suggested\":")
        out.number(estimate.suggested)
        out.raw("}")
        if hasFrames {
            out.raw(",\"frames\":[")
            try frames(&out)
            out.raw("]")
        }
        out.raw(",\"issues\":")
        out.issues(issues)
        out.raw("}\n")
    }
}

extension JSONWriter {
    /// `[x, y, …]`
    mutating func numbers(_ values: [Double]) {
        raw("[")
        numberList(values)
        raw("]")
    }

    /// `{…},{…},…`: a table's frames array's content, a row's frames each.
    mutating func frameList(_ rows: [[(name: String, frame: Rect)]]) {
        for (index, row) in rows.enumerated() {
            if index > 0 { raw(",") }
            frames(row)
        }
    }

    /// `{"name":[x,y,width,height],…}`
    mutating func frames(_ frames: [(name: String, frame: Rect)]) {
        raw("{")
        for (index, entry) in frames.enumerated() {
            if index > 0 { raw(",") }
            key(entry.name)
            numbers([entry.frame.x, entry.frame.y, entry.frame.width, entry.frame.height])
        }
        raw("}")
    }

    /// `["a","b",…]`
    mutating func strings(_ values: [String]) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }

    /// `,"row":N}` in a table, `}` elsewhere: the end of an issue.
    mutating func row(_ row: Int?) {
        if let row {
            raw(",\"row\":")
            integer(row)
        }
        raw("}")
    }

    mutating func issues(_ issues: [Issue]) {
        raw("[")
        for (index, issue) in issues.enumerated() {
            if index > 0 { raw(",") }
            issue.write(to: &self)
        }
        raw("]")
    }
}

extension Issue {
    func write(to out: inout JSONWriter) {
        switch self {
        case .unsatisfiable(let broken, let conflict, let row):
            out.raw("{\"kind\":\"unsatisfiable\",\"broken\":")
            out.string(broken)
            out.raw(",\"conflict\":")
            out.strings(conflict)
            out.row(row)
        case .ambiguous(let view, let attributes, let row):
            out.raw("{\"kind\":\"ambiguous\",\"view\":")
            out.string(view)
            out.raw(",\"attributes\":")
            out.strings(attributes)
            out.row(row)
        case .notConverged(let views, let row):
            out.raw("{\"kind\":\"not-converged\",\"views\":")
            out.strings(views)
            out.row(row)
        case .unknownFont(let style, let family, let fallback):
            out.raw("{\"kind\":\"unknown-font\",\"style\":")
            out.string(style)
            out.raw(",\"family\":")
            out.string(family)
            out.raw(",\"fallback\":")
            out.string(fallback)
            out.raw("}")
        }
    }
}
