/// A table's rows sorted into cell groups as they are read: a fixed height noted, any
/// other row bound to its template's compiled cell for its shape and added to that
/// cell's group. Rows come parsed (the careful path) or as bytes (`RowScanner`).
struct RowGrouping {
    let table: TableJob
    let options: SolveOptions
    let cache: CellCache
    /// Every row's height so far; 0 for a row its group will solve.
    private(set) var heights: [Double] = []
    /// In the order of their first rows.
    private(set) var groups: [CellGroup] = []
    private var groupByCell: [ObjectIdentifier: CellGroup] = [:]
    private var lastGroup: CellGroup?
    private var templateCells: [String: TemplateCells] = [:]
    private let rowsPointer: JSONPointer

    init(table: TableJob, options: SolveOptions, cache: CellCache) {
        self.table = table
        self.options = options
        self.cache = cache
        rowsPointer = table.pointer.appending("rows")
    }

    /// The careful path: a parsed row.
    mutating func add(_ value: JSONValue) throws(DocumentError) {
        let index = heights.count
        heights.append(0)
        let rowPointer = rowsPointer.appending(index)
        let row = try value.object(at: rowPointer)
        if let height = try table.fixedHeight(row, at: rowPointer) {
            heights[index] = height
            return
        }
        let templateName = try row.requiredString("template", at: rowPointer)
        let template = try table.document.template(named: templateName, at: rowPointer.appending("template"))
        var data = JSONObject()
        if let value = row["data"] { data = try value.object(at: rowPointer.appending("data")) }
        let compiled = try cells(of: template).cell(for: data, table: table, options: options, at: rowPointer)
        try group(of: compiled).add(row: index, data: data, at: rowPointer)
    }

    /// The fast path: every row of the array at `array` in `bytes`. Rows outside the
    /// scanner's shape are parsed and take the careful path; an error of any kind
    /// throws, for the careful path to redo the document.
    mutating func addRows(_ bytes: UnsafeBufferPointer<UInt8>, array: Range<Int>) throws(DocumentError) {
        var scanner = RowScanner(bytes, array: array)
        var row = RowScanner.Row()
        var names = TemplateNames()
        while true {
            do throws(RowScanner.Declined) {
                guard try scanner.next(into: &row) else { return }
            } catch {
                throw .declined
            }
            if !row.isSimple {
                let maxDepth = JSONParser.defaultMaxDepth - JSONParser.tableRowDepth
                guard let value = try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[row.bytes]), maxDepth: maxDepth) else {
                    throw .declined
                }
                try add(value)
                continue
            }
            let index = heights.count
            heights.append(0)
            if let height = table.fixedRowHeight {
                heights[index] = height
                continue
            }
            let cells = try names.cells(of: row, in: scanner) { name throws(DocumentError) in
                self.cells(of: try table.document.template(named: name, at: .root))
            }
            var compiled = cells.cell(for: row, in: scanner)
            if compiled == nil {
                compiled = try cells.cell(for: table.data(.bytes(row.bytes)), table: table, options: options, at: rowsPointer.appending(index))
                cells.remember(compiled!, for: row, in: scanner)
            }
            try group(of: compiled!).add(row: index, scanned: row, in: scanner)
        }
    }

    /// A table asks the cache once per template; its rows then look up only their shape.
    private mutating func cells(of template: Template) -> TemplateCells {
        if let cells = templateCells[template.name] { return cells }
        let cells = cache.cells(for: template, table: table, options: options)
        templateCells[template.name] = cells
        return cells
    }

    private mutating func group(of compiled: CompiledCell) -> CellGroup {
        // Runs of rows of one cell are common: the last group first.
        if let last = lastGroup, last.compiled === compiled { return last }
        let key = ObjectIdentifier(compiled)
        let group: CellGroup
        if let known = groupByCell[key] {
            group = known
        } else {
            group = CellGroup(compiled)
            groupByCell[key] = group
            groups.append(group)
        }
        lastGroup = group
        return group
    }
}

/// For the fast path: the cells of the templates a table's rows name, found by the bytes
/// of a row's template name (no String per row), the last row's template first, and
/// without comparing when the row has the last row's skeleton.
private struct TemplateNames {
    /// Each template's name where a row first named it, in the bytes being read.
    private var known: [(name: Range<Int>, cells: TemplateCells)] = []
    private var last = 0
    private var lastSkeletonID = 0

    mutating func cells(of row: RowScanner.Row, in scanner: RowScanner,
                        lookUp: (String) throws(DocumentError) -> TemplateCells) throws(DocumentError) -> TemplateCells {
        if row.skeletonID != lastSkeletonID {
            try find(row.template, in: scanner, lookUp: lookUp)
            lastSkeletonID = row.skeletonID
        }
        return known[last].cells
    }

    /// Points `last` at the template named by the bytes of `name`.
    private mutating func find(_ name: Range<Int>, in scanner: RowScanner,
                               lookUp: (String) throws(DocumentError) -> TemplateCells) throws(DocumentError) {
        if last < known.count && scanner.bytes(name, equal: known[last].name) { return }
        if let index = known.indices.first(where: { scanner.bytes(name, equal: known[$0].name) }) {
            last = index
            return
        }
        let cells = try lookUp(String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[name]), as: UTF8.self))
        last = known.count
        known.append((name, cells))
    }
}
