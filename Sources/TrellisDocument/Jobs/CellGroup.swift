import TrellisLayout

/// The rows of one table whose view-tree specs have one shape (`ViewTreeSpec.shape`):
/// one compiled cell, and each row's own values for it. A class: a table's groups live
/// in a dictionary and take a row each time, without copies.
final class CellGroup {
    let compiled: CompiledCell
    /// Every row's own values, in one stored property: each access to a class's stored
    /// property is checked for exclusivity at run time, ~6 % of a one-worker run's samples
    /// when a row joined through one access per lane and column (perf, `trellis gen
    /// --tables 1000 --rows 1000`). Adding a row is one `inout` access, and unchecked: a
    /// group is filled and solved by the one thread that groups its table's rows, and
    /// nothing reaches the group while its columns are being written.
    @exclusivity(unchecked) private var columns: Columns

    private struct Columns {
        /// The compiled cell's parameter keys and factors, for the fast path. Kept here, not
        /// read from `compiled` at each row: that cost a retain and a release of each array.
        let keys: DataKeys
        let factors: [Double]
        var rows: [Int] = []
        var data: [RowData] = []
        var values: [Double] = []
        /// Per row, the texts of the cell's measured views.
        var texts: [[MeasuredText]] = []
        /// Where the fast path's rows have each lane's key.
        var lanePlaces = KeyPlaces()

        init(keys: DataKeys, factors: [Double]) {
            self.keys = keys
            self.factors = factors
        }

        mutating func add(row: Int, scanned: RowScanner.Row, in scanner: RowScanner, texts: [MeasuredText]?) throws(DocumentError) {
            lanePlaces.locate(keys, in: scanned, scanner)
            for lane in factors.indices {
                guard case .number(let number)? = lanePlaces.value(lane, in: scanned) else {
                    throw .declined
                }
                values.append(factors[lane] * number)
            }
            if let texts { self.texts.append(texts) }
            rows.append(row)
            data.append(.bytes(scanned.bytes))
        }
    }

    init(_ compiled: CompiledCell) {
        self.compiled = compiled
        columns = Columns(keys: compiled.laneKeys, factors: compiled.laneFactors)
    }

    private var template: Template { compiled.template }
    private var tree: ViewTree { compiled.bound.tree }
    private var frames: Bool { compiled.frames }
    private var rows: [Int] { columns.rows }

    func add(row: Int, data: JSONObject, at pointer: JSONPointer) throws(DocumentError) {
        for parameter in compiled.parameters { columns.values.append(try CompiledCell.number(parameter, in: data, at: pointer)) }
        if !compiled.texts.isEmpty { columns.texts.append(try compiled.texts(in: data, at: pointer)) }
        columns.rows.append(row)
        columns.data.append(.parsed(data))
    }

    /// The fast path's `add`: keys matched and values read from the row's bytes.
    func add(row: Int, scanned: RowScanner.Row, in scanner: RowScanner) throws(DocumentError) {
        let texts = compiled.texts.isEmpty ? nil : try compiled.texts(in: scanned, scanner)
        try columns.add(row: row, scanned: scanned, in: scanner, texts: texts)
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
        let solved = cell.solve(columns.values, count: rows.count, texts: columns.texts)
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
        let (alone, layout) = try table.cell(template, data: table.data(columns.data[position]))
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

