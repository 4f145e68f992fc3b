import TrellisLayout

/// The rows of one table that share a template and agree on every data key that shapes
/// the cell: one compiled `CellLayout`, and each row's own values for it. A class: a
/// table's groups live in a dictionary and take a row each time, without copies.
final class CellGroup {
    struct Key: Hashable {
        var template: String
        /// The values of the keys that shape the cell, as JSON text.
        var shape: [String]
    }

    let template: Template
    let instance: TemplateInstance
    /// nil when laying out the first row had to break constraints: rows are then laid
    /// out one by one, each breaking what it must.
    let cell: CellLayout?
    let parameters: [(key: String, value: CellLayout.Value, factor: Double)]
    let structuralKeys: [String]
    private(set) var rows: [Int] = []
    private(set) var data: [JSONObject] = []
    private(set) var values: [Double] = []
    let frames: Bool

    /// The `ambiguous` issues of the cell at its first row, with `--check`.
    let ambiguities: [Issue]

    init(template: Template, data: JSONObject, table: TableJob, options: SolveOptions, row: Int, at pointer: JSONPointer) throws(DocumentError) {
        let recorder = KeyRecorder()
        let instance = try template.instantiate(binding: DataBinding(data: data, recorder: recorder), defaultRootMargins: TableJob.cellMargins)
        let parameters = recorder.parameters
        var initial: [Double] = []
        for parameter in parameters { initial.append(try Self.number(parameter, in: data, at: pointer)) }
        let cell: CellLayout
        do {
            cell = try CellLayout(layout: table.layout(for: instance), values: parameters.map(\.value), initial: initial,
                                  frames: options.frames, checkingAmbiguity: options.check)
        } catch {
            throw DocumentError(.constraint, error.description, at: template.pointer.appending("constraints"))
        }
        self.template = template
        self.instance = instance
        self.parameters = parameters
        structuralKeys = recorder.structural.subtracting(parameters.map(\.key)).sorted()
        frames = options.frames
        self.cell = cell.issues.isEmpty ? cell : nil
        ambiguities = cell.ambiguities.map { var issue = $0; issue.row = row; return Issue(issue) }
    }

    /// A parameter's value in a row's data: the constraint constant or intrinsic size.
    private static func number(_ parameter: (key: String, value: CellLayout.Value, factor: Double), in data: JSONObject,
                               at pointer: JSONPointer) throws(DocumentError) -> Double {
        guard let value = data[parameter.key] else {
            throw DocumentError(.missingKey, "missing data key \"\(parameter.key)\"", at: pointer.appending("data"))
        }
        guard case .number(let number) = value, number.isFinite else {
            throw mismatch(value, expected: "a number", at: pointer.appending("data").appending(parameter.key))
        }
        return parameter.factor * number
    }

    func add(row: Int, data: JSONObject, at pointer: JSONPointer) throws(DocumentError) {
        for parameter in parameters { values.append(try Self.number(parameter, in: data, at: pointer)) }
        rows.append(row)
        self.data.append(data)
    }

    /// Solves every row of the group into `result`.
    func solve(into result: inout TableResult, table: TableJob) throws(DocumentError) {
        result.issues += ambiguities
        let names = ["root"] + instance.order
        guard let cell else {
            for position in rows.indices { try solveAlone(position, names: names, into: &result, table: table) }
            return
        }
        let solved = cell.solve(values, count: rows.count)
        let conflicting = Set(solved.conflicting)
        let frameItems = frames ? names.map { name in cell.items.firstIndex { $0 === instance.item(named: name) }! } : []
        for (position, row) in rows.enumerated() {
            if conflicting.contains(position) {
                try solveAlone(position, names: names, into: &result, table: table)
                continue
            }
            result.heights[row] = table.rowHeight(content: solved.heights[position])
            if frames {
                result.frames![row] = zip(names, frameItems).map { ($0, solved.frames[position][$1].rounded(scale: table.document.scale)) }
            }
        }
    }

    /// Lays out one row by itself, reporting what it had to break.
    private func solveAlone(_ position: Int, names: [String], into result: inout TableResult, table: TableJob) throws(DocumentError) {
        let row = rows[position]
        let alone = try template.instantiate(binding: DataBinding(data: data[position]), defaultRootMargins: TableJob.cellMargins)
        let solution: LayoutSolution
        do {
            solution = try table.layout(for: alone).solve()
        } catch {
            throw DocumentError(.constraint, error.description, at: template.pointer.appending("constraints"))
        }
        result.heights[row] = table.rowHeight(content: solution.frame(of: alone.root)!.height)
        if frames {
            result.frames![row] = names.map { ($0, solution.frame(of: alone.item(named: $0)!)!.rounded(scale: table.document.scale)) }
        }
        for issue in solution.issues {
            var located = issue
            located.row = row
            result.issues.append(Issue(located))
        }
    }
}
