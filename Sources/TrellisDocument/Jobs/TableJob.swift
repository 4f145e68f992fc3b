import TrellisLayout

/// One entry of `tables`: rows of self-sizing cells at one width (format.md §3–§5).
///
/// Rows whose view-tree specs have the same shape — one template, differing only in
/// numbers from data — share one compiled `CellLayout`; their own values (intrinsic
/// sizes, constants) go to its batch core together. A row the batch core cannot solve — its required
/// constraints conflict — is laid out alone, breaking what UIKit would break.
struct TableJob {
    var id: String
    var width: Double
    var contentWidth: Double
    var estimatedRowHeight: Double
    var separator: Bool
    var fixedRowHeight: Double?
    var rows: [JSONValue]
    /// The rows as bytes instead (and `rows` empty), when the document was parsed
    /// without them: `RowScanner` reads them.
    var rowBytes: (bytes: UnsafeBufferPointer<UInt8>, array: Range<Int>)?
    var pointer: JSONPointer
    var document: LayoutDocument

    init(_ value: JSONValue, at pointer: JSONPointer, in document: LayoutDocument, id: String) throws(DocumentError) {
        let object = try value.object(at: pointer)
        self.id = id
        self.pointer = pointer
        self.document = document
        width = try object.requiredNumber("width", at: pointer)
        guard width > 0, width.isFinite else { throw DocumentError(.invalidValue, "a table's width must be positive", at: pointer.appending("width")) }
        let accessoryName = try object.string("accessory", at: pointer) ?? "none"
        guard let accessory = CellAccessory(rawValue: accessoryName) else {
            let known = CellAccessory.allCases.map(\.rawValue).sorted().joined(separator: ", ")
            throw DocumentError(.invalidValue, "unknown accessory \"\(accessoryName)\"; expected one of \(known)", at: pointer.appending("accessory"))
        }
        contentWidth = CellContentView.width(tableWidth: width, accessory: accessory)
        estimatedRowHeight = 44
        if object["estimatedRowHeight"] != nil {
            estimatedRowHeight = try object.requiredNumber("estimatedRowHeight", at: pointer)
            guard estimatedRowHeight >= 0 else {
                throw DocumentError(.invalidValue, "estimatedRowHeight cannot be negative", at: pointer.appending("estimatedRowHeight"))
            }
        }
        separator = true
        if let value = object["separator"] {
            guard case .bool(let flag) = value else { throw mismatch(value, expected: "true or false", at: pointer.appending("separator")) }
            separator = flag
        }
        if object["rowHeight"] != nil {
            let height = try object.requiredNumber("rowHeight", at: pointer)
            guard height >= 0 else { throw DocumentError(.invalidValue, "rowHeight cannot be negative", at: pointer.appending("rowHeight")) }
            fixedRowHeight = height
        }
        rows = try object.array("rows", at: pointer)
    }

    func solve(_ options: SolveOptions, cache: CellCache) throws(DocumentError) -> TableResult {
        var grouping = RowGrouping(table: self, options: options, cache: cache)
        if let rowBytes {
            try grouping.addRows(rowBytes.bytes, array: rowBytes.array)
        } else {
            for value in rows { try grouping.add(value) }
        }
        var result = TableResult(width: width, estimatedRowHeight: estimatedRowHeight)
        result.heights = grouping.heights
        if options.frames { result.frames = Array(repeating: [], count: result.heights.count) }
        for group in grouping.groups {
            try group.solve(into: &result, table: self)
        }
        // By row; a row's own issues keep the order they were found in.
        result.issues = result.issues.enumerated()
            .sorted { ($0.element.row ?? 0, $0.offset) < ($1.element.row ?? 0, $1.offset) }
            .map(\.element)
        result.estimate = RowEstimate(heights: result.heights, estimatedRowHeight: estimatedRowHeight)
        return result
    }

    /// A row's values, wherever they are kept.
    func data(_ row: RowData) throws(DocumentError) -> JSONObject {
        switch row {
        case .parsed(let data): return data
        case .bytes(let range):
            guard let rowBytes, case .object(let row) = try? JSONParser.parse(UnsafeBufferPointer(rebasing: rowBytes.bytes[range])),
                  case .object(let data)? = row["data"] ?? .object(JSONObject()) else { throw .declined }
            return data
        }
    }

    /// A row turned into a cell, the one way every path does it: `template` bound to the
    /// row's `data` (noting which keys shape the cell when `recorder` is given), and its
    /// layout, the content view at the table's width with its height fitted.
    func cell(_ template: Template, data: JSONObject, recorder: KeyRecorder? = nil) throws(DocumentError) -> (BoundTemplate, Layout) {
        let bound = try template.bind(DataBinding(data: data, recorder: recorder), rootMargins: CellContentView.defaultMargins)
        let layout = Layout(root: bound.tree.root, width: contentWidth, height: nil)
        layout.direction = document.direction
        layout.measurer = document.measurer
        layout.add(bound.tree.constraints)
        return (bound, layout)
    }

    /// A row's height from its content view's (format.md §4).
    func rowHeight(content: Double) -> Double {
        TrellisLayout.rowHeight(content: content, scale: document.scale, separator: separator)
    }

    /// A row's fixed height: its own `rowHeight`, else the table's; nil to solve it.
    func fixedHeight(_ row: JSONObject, at pointer: JSONPointer) throws(DocumentError) -> Double? {
        if row["rowHeight"] != nil {
            let height = try row.requiredNumber("rowHeight", at: pointer)
            guard height >= 0 else { throw DocumentError(.invalidValue, "rowHeight cannot be negative", at: pointer.appending("rowHeight")) }
            return height
        }
        return fixedRowHeight
    }
}

/// A JSON value as text, to tell rows' shapes apart.
func describe(_ value: JSONValue) -> String {
    var out = JSONWriter()
    out.value(value)
    return String(decoding: out.bytes, as: UTF8.self)
}
