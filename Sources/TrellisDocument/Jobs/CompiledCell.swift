import TrellisLayout
import TrellisText

/// A template compiled into a cell layout at one content width: its view-tree spec and
/// views, the `CellLayout` (and so its solver and batch core), and which data keys are
/// parameters and which shape the cell. Built from the first row that needs it;
/// `CellCache` keeps it for later tables.
final class CompiledCell {
    let template: Template
    let bound: BoundTemplate
    /// nil when laying out the first row had to break constraints: rows are then laid
    /// out one by one, each breaking what it must.
    let cell: CellLayout?
    var parameters: [ParameterBinding] { bound.spec.parameters }
    let structuralKeys: [String]
    let frames: Bool
    /// With `--check`, the views the first row's values leave open (no row set yet).
    let ambiguities: [Issue]
    /// For each measured view of `cell`, in its order: the view's text as this cell was
    /// compiled with it, and the data key each row's own text comes from, if bound.
    let texts: [(text: MeasuredText, key: String?)]
    /// For the fast path: each parameter's key and factor, and the keys of bound texts
    /// with the index in `texts` of the text each one sets.
    let laneKeys: DataKeys
    let laneFactors: [Double]
    private let textKeys: DataKeys
    private let textKeyTexts: [Int]

    init(template: Template, data: JSONObject, table: TableJob, options: SolveOptions, at pointer: JSONPointer) throws(DocumentError) {
        let recorder = KeyRecorder()
        let (bound, layout) = try table.cell(template, data: data, recorder: recorder)
        let parameters = bound.spec.parameters
        var initial: [Double] = []
        for parameter in parameters { initial.append(try Self.number(parameter, in: data, at: pointer)) }
        let cell: CellLayout
        do {
            cell = try CellLayout(layout: layout, values: bound.tree.values(of: parameters), initial: initial,
                                  frames: options.frames, checkingAmbiguity: options.check)
        } catch {
            throw DocumentError(refusing: error, constraints: template.pointer.appending("constraints"), values: pointer)
        }
        self.template = template
        self.bound = bound
        structuralKeys = recorder.structural.subtracting(parameters.map(\.key)).sorted()
        frames = options.frames
        self.cell = cell.issues.isEmpty ? cell : nil
        ambiguities = cell.ambiguities
        let texts = cell.measuredViews.map { ($0.measuredText!, bound.textKeys[$0.name]) }
        self.texts = texts
        laneKeys = DataKeys(parameters.map(\.key))
        laneFactors = parameters.map(\.factor)
        let boundTexts = texts.indices.filter { texts[$0].1 != nil }
        textKeys = DataKeys(boundTexts.map { texts[$0].1! })
        textKeyTexts = boundTexts
    }

    /// `texts(in:at:)` for a row the fast path read.
    func texts(in row: RowScanner.Row, _ scanner: RowScanner) throws(DocumentError) -> [MeasuredText] {
        var out = texts.map(\.text)
        var hint = 0
        for key in textKeyTexts.indices {
            guard case .string(let range)? = textKeys.value(key, in: row, hint: &hint, scanner) else { throw .declined }
            out[textKeyTexts[key]].text = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[range]), as: UTF8.self)
        }
        return out
    }

    /// A row's texts, one per measured view: bound ones from the row's data.
    func texts(in data: JSONObject, at pointer: JSONPointer) throws(DocumentError) -> [MeasuredText] {
        var out = texts.map(\.text)
        for (index, source) in texts.enumerated() {
            guard let key = source.key else { continue }
            guard let value = data[key] else {
                throw DocumentError(.missingKey, "missing data key \"\(key)\"", at: pointer.appending("data"))
            }
            guard case .string(let text) = value else {
                throw mismatch(value, expected: "a string", at: pointer.appending("data").appending(key))
            }
            out[index].text = text
        }
        return out
    }

    /// A parameter's value in a row's data: the constraint constant or intrinsic size.
    static func number(_ parameter: ParameterBinding, in data: JSONObject, at pointer: JSONPointer) throws(DocumentError) -> Double {
        guard let value = data[parameter.key] else {
            throw DocumentError(.missingKey, "missing data key \"\(parameter.key)\"", at: pointer.appending("data"))
        }
        guard case .number(let number) = value, number.isFinite else {
            throw mismatch(value, expected: "a number", at: pointer.appending("data").appending(parameter.key))
        }
        return parameter.factor * number
    }
}

/// Compiled cells by content (workers cache compiled templates by content hash): a
/// feed's next table with the same templates and width reuses the cells, their solvers
/// and the bases their batch cores found. One per solving thread; not thread-safe. It
/// also keeps the thread's `TextMeasurer` and the texts it cut, which outlive documents too.
///
/// Reuse cannot change a record: a cell's solver gives the optimum of the same
/// constraints whatever it solved before, and row heights and frames are rounded to the
/// pixel grid after snapping (see `PixelGrid`), so the last bits of a path never show.
public final class CellCache {
    /// By everything but the template's JSON (see `cells(for:table:options:)`), then by
    /// the JSON, compared with `sameJSON`: writing it out as a key for every table
    /// (`describe`) was ~3 % of a one-worker run's time.
    private var templates: [TemplatePlace: [(object: JSONObject, cells: TemplateCells)]] = [:]
    private var count = 0

    /// What makes two tables' cells the same besides the template's JSON, compared as
    /// values (a pointer's and a number's text were ~8,000 instructions a table) and as
    /// strictly as text: strings by their bytes, the width by its bits.
    private struct TemplatePlace: Hashable {
        let pointer: JSONPointer
        let width: UInt64
        let leftToRight: Bool
        let frames: Bool
        let textKey: String

        static func == (first: Self, second: Self) -> Bool {
            first.width == second.width && first.leftToRight == second.leftToRight && first.frames == second.frames
                && sameUTF8(first.textKey, second.textKey) && first.pointer.tokens.count == second.pointer.tokens.count
                && zip(first.pointer.tokens, second.pointer.tokens).allSatisfy { tokens in
                    switch tokens {
                    case (.key(let a), .key(let b)): sameUTF8(a, b)
                    case (.index(let a), .index(let b)): a == b
                    default: false
                    }
                }
        }

        // Hashable's own hash: byte-equal strings hash equal, so it agrees with `==`.
    }
    /// Templates kept at most; past it the cache starts again.
    let capacity: Int

    public init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// Made when a document first has styles or text to measure.
    public private(set) lazy var textMeasurer = TextMeasurer()
    /// The texts that measurer cut, for every document of the thread.
    private(set) lazy var preparedTexts = PreparedTexts()
    /// The Interface Builder cells its documents' templates named, translated.
    let interfaceBuilderTemplates = InterfaceBuilderTemplates()

    /// The cells of `template` as `table` lays them out. A table asks once per
    /// template; its rows then look up only their shape.
    func cells(for template: Template, table: TableJob, options: SolveOptions) -> TemplateCells {
        // Ambiguity is found at the first row that compiles a cell, so with `--check` every
        // table compiles its own: its issues must not depend on the tables before it.
        guard !options.check else { return TemplateCells(template: template) }
        // What makes two tables' cells the same: the template as JSON and where it sits
        // (its pointer is in error messages), the content width, direction and frames,
        // and what its texts are measured in (their sizes and baselines are in the cell).
        let key = TemplatePlace(pointer: template.pointer, width: table.contentWidth.bitPattern,
                                leftToRight: table.document.direction == .leftToRight, frames: options.frames,
                                textKey: table.document.textKey)
        let object = JSONValue.object(template.object)
        if let known = templates[key]?.first(where: { sameJSON(.object($0.object), object) }) { return known.cells }
        if count >= capacity {
            templates.removeAll(keepingCapacity: true)
            count = 0
        }
        let cells = TemplateCells(template: template)
        templates[key, default: []].append((template.object, cells))
        count += 1
        return cells
    }
}

/// One template's compiled cells: one per shape of its view-tree spec, found by the
/// values of the data keys that shape it.
final class TemplateCells {
    let template: Template
    /// Known once the first cell is compiled.
    private var structuralKeys: [String]?
    /// By the values of the structural keys (as JSON text): the quick way from a row's
    /// data to its cell, without binding the template again.
    private var byData: [[String]: CompiledCell] = [:]
    /// By the shape of the spec: data that differs in a structural key can still give
    /// the same shape (a key that only sets a label's text), and then the same cell.
    private var bySpecShape: [ViewTreeSpec: CompiledCell] = [:]
    /// For the fast path: by the structural keys' values as `RowScanner` read them,
    /// filled from the lookups above and emptied if the keys change. Unchecked: a
    /// `CellCache`'s cells are used by one thread, and no access here overlaps another;
    /// the run-time check of each row's access was ~80 instructions a row.
    @exclusivity(unchecked) private var byBytes = ShapeIndex()

    init(template: Template) {
        self.template = template
    }

    /// The cell in the shape `data` gives it, compiled from `data` if new.
    func cell(for data: JSONObject, table: TableJob, options: SolveOptions, at pointer: JSONPointer) throws(DocumentError) -> CompiledCell {
        if let keys = structuralKeys, let cell = byData[keys.map { data[$0].map(describe) ?? "" }] { return cell }
        var compiled = try CompiledCell(template: template, data: data, table: table, options: options, at: pointer)
        if structuralKeys != compiled.structuralKeys { byBytes = ShapeIndex(keys: compiled.structuralKeys) }
        structuralKeys = compiled.structuralKeys
        let specShape = compiled.bound.spec.shape
        if let same = bySpecShape[specShape] { compiled = same } else { bySpecShape[specShape] = compiled }
        byData[compiled.structuralKeys.map { data[$0].map(describe) ?? "" }] = compiled
        return compiled
    }

    /// The cell a row read by the fast path has, if a row with the same structural
    /// values has been seen; nil to look it up by `cell(for:table:options:at:)` and
    /// `remember` it.
    func cell(for row: RowScanner.Row, in scanner: RowScanner) -> CompiledCell? {
        byBytes.cell(for: row, in: scanner)
    }

    func remember(_ cell: CompiledCell, for row: RowScanner.Row, in scanner: RowScanner) {
        byBytes.remember(cell, for: row, in: scanner)
    }
}

/// Compiled cells by a row's structural values as the fast path reads them, as bytes to
/// hash and compare: each written one way only — a tag, then a number's bits or a
/// string's length and bytes — so equal keys mean equal values, as `describe` would
/// write them.
private struct ShapeIndex {
    /// False until the template's first cell is compiled.
    private var known = false
    private var keys = DataKeys([])
    /// Where rows have each structural key.
    private var places = KeyPlaces()
    /// The row being looked up's key, its storage reused from row to row.
    private var key: [UInt8] = []
    private var cells: [[UInt8]: CompiledCell] = [:]
    // The last lookup's key and cell. Stored properties, not an optional tuple: binding
    // one copies it, a retain and a release a row.
    private var lastKey: [UInt8] = []
    private var lastCell: CompiledCell?

    init() {}

    init(keys: [String]) {
        known = true
        self.keys = DataKeys(keys)
    }

    mutating func cell(for row: RowScanner.Row, in scanner: RowScanner) -> CompiledCell? {
        guard known else { return nil }
        read(row, in: scanner)
        // Rows in a run mostly share their shape: compare with the last before hashing.
        if lastCell != nil && lastKey == key { return lastCell }
        guard let cell = cells[key] else { return nil }
        lastKey = key
        lastCell = cell
        return cell
    }

    mutating func remember(_ cell: CompiledCell, for row: RowScanner.Row, in scanner: RowScanner) {
        guard known else { return }
        read(row, in: scanner)
        cells[key] = cell
        lastKey = key
        lastCell = cell
    }

    private mutating func read(_ row: RowScanner.Row, in scanner: RowScanner) {
        key.removeAll(keepingCapacity: true)
        places.locate(keys, in: row, scanner)
        for index in 0..<keys.count {
            switch places.value(index, in: row) {
            case nil:
                key.append(0)
            case .number(let number)?:
                key.append(1)
                withUnsafeBytes(of: number.bitPattern.littleEndian) { key += $0 }
            case .string(let range)?:
                key.append(2)
                withUnsafeBytes(of: UInt64(range.count).littleEndian) { key += $0 }
                key += scanner.bytes[range]
            }
        }
    }
}
