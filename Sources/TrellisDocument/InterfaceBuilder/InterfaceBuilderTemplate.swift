import TrellisLayout
import TrellisText

/// A template that names a cell of an Interface Builder file (format.md §9.7):
/// `{"xib": "PostCell.xib", "cell": "post", "texts": {"Body": "$body"}}`. Only
/// translation happens here: the cell becomes the template `trellis import` writes for
/// it, its labels and buttons measured from their texts (`--label-sizes measure`), with
/// `texts` put in place of the stored ones. What comes out is a `Template` like any
/// other, bound to rows and solved through the same cells and batch core.
struct InterfaceBuilderTemplate {
    /// The template as a `trellis/1` template object.
    var object: JSONObject
    /// The fonts its texts are measured in, by the style names they give.
    var fonts: [String: Font]
    /// Where the document wrote what the translation put at a pointer: a bound text's
    /// `texts` entry for the label's `text`.
    var sources: [JSONPointer: JSONPointer] = [:]

    static let keys: Set = ["xib", "cell", "texts"]

    static func isTemplate(_ value: JSONValue) -> Bool {
        if case .object(let object) = value { return object["xib"] != nil }
        return false
    }

    /// `folder`: where the file's path is relative to (the document's folder); `files`:
    /// the files the document's templates have read, by path, so a file that many
    /// templates name is read and parsed once.
    init(_ object: JSONObject, at pointer: JSONPointer, folder: String, files: inout [String: IBDocument]) throws(DocumentError) {
        if let unknown = object.members.first(where: { !Self.keys.contains($0.key) }) {
            throw DocumentError(.invalidValue, "unknown key \"\(unknown.key)\" in an Interface Builder template; expected xib, cell, texts", at: pointer.appending(unknown.key))
        }
        let path = try object.requiredString("xib", at: pointer)
        guard InterfaceBuilderJob.isInterfaceBuilderPath(path) else {
            throw DocumentError(.invalidValue, "\"\(path)\" is not a .xib or .storyboard file", at: pointer.appending("xib"))
        }
        let cellName = try object.requiredString("cell", at: pointer)
        let file = DocumentOrigin.path(path, in: folder)
        let document: IBDocument
        if let read = files[file] {
            document = read
        } else {
            document = try Self.read(file, named: path, at: pointer.appending("xib"))
            files[file] = document
        }
        let cells = document.roots.filter { $0.kind == .tableCell || $0.kind == .collectionCell }
        guard let root = cells.first(where: { $0.id == cellName || $0.aliases.contains(cellName) || $0.cell?["reuseIdentifier"] == cellName }) else {
            let known = cells.map { cell in cell.cell.map { "\($0.id)" + ($0["reuseIdentifier"].map { " (\($0))" } ?? "") } ?? cell.id }
            let list = known.isEmpty ? "it has no table or collection view cells" : "its cells are \(known.joined(separator: ", "))"
            throw DocumentError(.invalidValue, "no cell \"\(cellName)\" in \(path) (by id or reuseIdentifier); \(list)", at: pointer.appending("cell"))
        }
        let translation: IBTranslation
        do throws(InterfaceBuilderError) {
            translation = try IBTranslation(root, in: document, labelSizes: .measure)
        } catch {
            throw DocumentError(error.code, "\(path): \(error.text)", at: pointer.appending("cell"))
        }
        fonts = translation.fonts
        let views = root.view.all.dropFirst()
        var template = InterfaceBuilderImport.template(translation.spec, views: views)
        // A cell whose file stores no margins takes the table's, as a document's template
        // does, when its Xcode showed today's margins.
        if root.view.margins == nil && [.iOS12, .iOS13].contains(document.marginRelease) { template.members.removeAll { $0.key == "margins" } }
        self.object = template
        if let texts = object["texts"] {
            try bind(texts, at: pointer.appending("texts"), views: Array(views), spec: translation.spec, template: pointer)
        }
    }

    private static func read(_ file: String, named path: String, at pointer: JSONPointer) throws(DocumentError) -> IBDocument {
        var bytes: [UInt8] = []
        do throws(InputError) {
            let input = InputFile(path: file, layout: .wholeFile)
            // A pipe or a device is never opened: opening a pipe waits for a writer,
            // and a device may never end.
            if let kind = try input.systemPath.status().get().specialKind {
                throw InputError("cannot read \(file): it is \(kind), not an Interface Builder file")
            }
            let source = try FileSource(input)
            // Past the parser's limit the file is refused anyway: stop reading there.
            while bytes.count <= XMLTreeParser.maxBytes, try source.read(appendingTo: &bytes) {}
        } catch {
            throw DocumentError(.invalidValue, error.message, at: pointer)
        }
        do throws(InterfaceBuilderError) {
            return try bytes.withUnsafeBufferPointer { buffer throws(InterfaceBuilderError) in try IBDocument(buffer) }
        } catch {
            throw DocumentError(error.code, "\(path): \(error.text)", at: pointer)
        }
    }

    /// Puts each of `texts` in place of the text of the label or button it names, by
    /// `userLabel` or Interface Builder id.
    private mutating func bind(_ texts: JSONValue, at pointer: JSONPointer, views: [IBView], spec: ViewTreeSpec, template: JSONPointer) throws(DocumentError) {
        let viewsIndex = object.members.firstIndex { $0.key == "views" }!
        guard case .array(var entries) = object.members[viewsIndex].value else { return }
        let measured = views.filter { view in spec.views.contains { $0.name == view.id && $0.text != nil } }
        for member in try texts.object(at: pointer).members {
            guard case .string = member.value else { throw mismatch(member.value, expected: "a string", at: pointer.appending(member.key)) }
            guard let view = measured.first(where: { $0["userLabel"] == member.key }) ?? measured.first(where: { $0.id == member.key }),
                  let index = spec.views.firstIndex(where: { $0.name == view.id }),
                  case .object(var entry) = entries[index] else {
                let known = measured.map { view in view["userLabel"].map { "\($0) (\(view.id))" } ?? view.id }
                let list = known.isEmpty ? "the cell has none" : "its labels and buttons are \(known.joined(separator: ", "))"
                throw DocumentError(.invalidValue, "no label or button \"\(member.key)\" in the cell, by userLabel or id; \(list)", at: pointer.appending(member.key))
            }
            let field = entry["title"] != nil ? "title" : "text"
            let at = entry.members.firstIndex { $0.key == field }!
            entry.members[at].value = member.value
            entries[index] = .object(entry)
            sources[template.appending("views").appending(index).appending(field)] = pointer.appending(member.key)
        }
        object.members[viewsIndex].value = .array(entries)
    }
}
