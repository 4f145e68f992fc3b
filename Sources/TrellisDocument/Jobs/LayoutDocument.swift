import TrellisLayout
import TrellisText

/// A `trellis/1` document (format.md §2): templates, and the screens and tables that use
/// them. Each screen and each table is a job with a record of its own.
struct LayoutDocument {
    static let format = "trellis/1"

    var direction: LayoutDirection
    /// Pixels per point for rounding; 0 turns rounding off.
    var scale: Double
    var templates: [String: Template] = [:]
    var screens: [JSONValue]
    var tables: [JSONValue]
    /// Measures the labels and buttons of every job, in the document's styles.
    var measurer: DocumentMeasurer
    /// What measuring depends on besides a text (styles, content size category, where
    /// font paths start, scale), for sharing compiled cells between documents.
    var textKey: String
    /// The bytes of tables' `rows` when the document was parsed without them.
    var deferredRows: DeferredRows?

    /// `text`: the solving thread's measurer; `prepared`: the texts it cut.
    init(_ object: JSONObject, origin: DocumentOrigin, text: TextMeasurer, prepared: PreparedTexts = PreparedTexts(),
         interfaceBuilder: InterfaceBuilderTemplates = InterfaceBuilderTemplates()) throws(DocumentError) {
        let root = JSONPointer.root
        switch try object.string("direction", at: root) ?? "ltr" {
        case "ltr": direction = .leftToRight
        case "rtl": direction = .rightToLeft
        case let other:
            throw DocumentError(.invalidValue, "unknown direction \"\(other)\"; expected \"ltr\" or \"rtl\"", at: root.appending("direction"))
        }
        scale = 3
        if object["scale"] != nil {
            scale = try object.requiredNumber("scale", at: root)
            // Outside this range the pixel grid is meaningless: at 1e-300 every frame
            // rounds to zero, at 1e300 a point's pixels lose the point's precision.
            guard scale == 0 || (1...1000).contains(scale) else {
                throw DocumentError(.invalidValue, "scale must be 0 (no rounding) or a number of pixels per point from 1 to 1000", at: root.appending("scale"))
            }
        }
        var styles = try TextStyles(object, folder: origin.folder, measurer: text)
        // Interface Builder cells, translated first: their fonts are styles of the document.
        let templateMembers = try object["templates"].map { v throws(DocumentError) in try v.object(at: root.appending("templates")).members } ?? []
        var translated: [String: InterfaceBuilderTemplate] = [:]
        var files: [String: IBDocument] = [:]
        for member in templateMembers where InterfaceBuilderTemplate.isTemplate(member.value) {
            let pointer = root.appending("templates").appending(member.key)
            let cell = try interfaceBuilder.template(try member.value.object(at: pointer), at: pointer, folder: origin.folder, files: &files)
            styles.add(fonts: cell.fonts, measurer: text)
            translated[member.key] = cell
        }
        measurer = DocumentMeasurer(text: text, styles: styles, scale: scale == 0 ? 1 : scale, prepared: prepared)
        textKey = "\(object["styles"].map(describe) ?? "")\u{0}\(styles.category)\u{0}\(origin.folder)\u{0}\(scale)"
        for member in templateMembers {
            let pointer = root.appending("templates").appending(member.key)
            let names = Set(styles.byName.keys)
            if let cell = translated[member.key] {
                templates[member.key] = Template(name: member.key, cell, at: pointer, styles: names)
            } else {
                templates[member.key] = try Template(name: member.key, member.value, at: pointer, styles: names)
            }
        }
        screens = try object.array("screens", at: root)
        tables = try object.array("tables", at: root)
    }

    func template(named name: String, at pointer: JSONPointer) throws(DocumentError) -> Template {
        guard let template = templates[name] else {
            throw DocumentError(.invalidValue, "no template named \"\(name)\"", at: pointer)
        }
        return template
    }

    /// One record per job: every screen, then every table (format.md §1), of the jobs
    /// `jobs` selects.
    func records(documentID: String, options: SolveOptions, cache: CellCache, jobs: JobSelection = .all) -> [Record] {
        var records: [Record] = []
        for (index, value) in screens.enumerated() where jobs.includesScreens() {
            let pointer = JSONPointer.root.appending("screens").appending(index)
            let id = jobID(value, fallback: "\(documentID)/screens/\(index)")
            do throws(DocumentError) {
                var result = try ScreenJob(value, at: pointer, in: self).solve(checkingAmbiguity: options.check)
                result.issues = measurer.styles.warnings + result.issues
                if let what = result.overflow() { throw overflowError(what, at: pointer) }
                records.append(.screen(id: id, result: result))
            } catch {
                records.append(.error(id: id, kind: .screen, error: error))
            }
        }
        for (index, value) in tables.enumerated() where jobs.includes(table: index) {
            let pointer = JSONPointer.root.appending("tables").appending(index)
            let id = jobID(value, fallback: "\(documentID)/tables/\(index)")
            do throws(DocumentError) {
                var job = try TableJob(value, at: pointer, in: self, id: id)
                if let deferredRows, let range = deferredRows.ranges[index] {
                    job.rowBytes = (deferredRows.bytes, range)
                }
                var result = try job.solve(options, cache: cache)
                result.issues = measurer.styles.warnings + result.issues
                if let (what, row) = result.overflow() {
                    throw overflowError(what, at: row.map { pointer.appending("rows").appending($0) } ?? pointer)
                }
                records.append(.table(id: id, result: result))
            } catch {
                records.append(.error(id: id, kind: .table, error: error))
            }
        }
        return records
    }

    private func jobID(_ value: JSONValue, fallback: String) -> String {
        if case .object(let object) = value, case .string(let id)? = object["id"] { return id }
        return fallback
    }
}
