import TrellisLayout

/// The rows of one table whose view-tree specs have one shape (`ViewTreeSpec.shape`):
/// one compiled cell, and each row's own values for it. A class: a table's groups live
/// in a dictionary and take a row each time, without copies.
final class CellGroup {
    let compiled: CompiledCell
    private(set) var rows: [Int] = []
    private(set) var data: [RowData] = []
    private(set) var values: [Double] = []
    /// Per row, the texts of the cell's measured views.
    private(set) var texts: [[MeasuredText]] = []

    init(_ compiled: CompiledCell) {
        self.compiled = compiled
    }

    private var template: Template { compiled.template }
    private var tree: ViewTree { compiled.bound.tree }
    private var frames: Bool { compiled.frames }

    func add(row: Int, data: JSONObject, at pointer: JSONPointer) throws(DocumentError) {
        for parameter in compiled.parameters { values.append(try CompiledCell.number(parameter, in: data, at: pointer)) }
        if !compiled.texts.isEmpty { texts.append(try compiled.texts(in: data, at: pointer)) }
        rows.append(row)
        self.data.append(.parsed(data))
    }

    /// The fast path's `add`: keys matched and values read from the row's bytes.
    func add(row: Int, scanned: RowScanner.Row, in scanner: RowScanner) throws(DocumentError) {
        for lane in compiled.lanes {
            guard case .number(let number)? = scanned.value(of: lane.key, in: scanner) else { throw .declined }
            values.append(lane.factor * number)
        }
        if !compiled.texts.isEmpty { texts.append(try compiled.texts(in: scanned, scanner)) }
        rows.append(row)
        data.append(.bytes(scanned.bytes))
    }

    /// Solves every row of the group into `result`.
    func solve(into result: inout TableResult, table: TableJob) throws(DocumentError) {
        if let first = rows.first {
            result.issues += compiled.ambiguities.map { $0.located(row: first) }
        }
        let names = ["root"] + tree.order
        guard let cell = compiled.cell else {
            for position in rows.indices { try solveAlone(position, names: names, into: &result, table: table) }
            return
        }
        let solved = cell.solve(values, count: rows.count, texts: texts)
        for (position, views) in solved.unconverged { result.issues.append(.notConverged(views: views, row: rows[position])) }
        let conflicting = Set(solved.conflicting)
        // One pass over the items: finding each name by a scan cost n² in a cell of
        // thousands of views (found by fuzzing).
        let itemIndex = frames ? Dictionary(cell.items.enumerated().map { (ObjectIdentifier($0.element), $0.offset) }, uniquingKeysWith: { first, _ in first }) : [:]
        let frameItems = frames ? names.map { itemIndex[ObjectIdentifier(tree.item(named: $0)!)]! } : []
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
        let (alone, layout) = try table.cell(template, data: table.data(data[position]))
        let solution: LayoutSolution
        do {
            solution = try layout.solve()
        } catch {
            throw DocumentError(refusing: error, constraints: template.pointer.appending("constraints"), values: table.pointer.appending("rows").appending(row))
        }
        result.heights[row] = table.rowHeight(content: solution.frame(of: alone.tree.root)!.height)
        if frames {
            result.frames![row] = names.map { ($0, solution.frame(of: alone.tree.item(named: $0)!)!.rounded(scale: table.document.scale)) }
        }
        result.issues += solution.issues.map { $0.located(row: row) }
    }
}

