import Foundation
import Testing
import TrellisLayout
import TrellisText
@testable import TrellisDocument

/// Interface Builder cells as table templates (format.md §9.7): a table of rows bound
/// to a cell of a `.xib` is the same table as one bound to the JSON template written
/// by hand for that cell, record for record.
@Suite("Interface Builder cells as templates")
struct InterfaceBuilderTemplateTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/interface-builder")

    func solve(_ document: String, folder: URL = Self.examples, frames: Bool = true) -> [Record] {
        Array(document.utf8).withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: folder.appendingPathComponent("t.json").path, isWholeFile: true),
                          options: SolveOptions(frames: frames))
        }
    }

    func bytes(_ records: [Record]) -> [UInt8] {
        var writer = JSONWriter()
        for record in records { record.write(to: &writer) }
        return writer.bytes
    }

    static let rows = [
        ("Grace Hopper", "3h", "Shipped the new compiler flags. Builds are a third faster on the small machines."),
        ("Ada", "5h", "Short one."),
        ("Edsger Dijkstra", "1d", "Testing shows the presence, not the absence, of bugs. So we read the proofs as well as the test reports."),
        ("Ken Thompson", "3d", ""),
        ("Margaret Hamilton", "1w", "The priority display showed which jobs the computer had dropped. 日本語のテキストも同じ規則で折り返されます。"),
    ]

    static func table(_ templates: String, styles: String = "{}", width: Int = 393) -> String {
        let rows = Self.rows.map { name, time, body in
            #"{"template":"post","data":{"name":"\#(name)","time":"\#(time)","body":"\#(body)"}}"#
        }.joined(separator: ",")
        return #"{"format":"trellis/1","id":"feed","styles":\#(styles),"templates":\#(templates),"tables":[{"id":"posts","width":\#(width),"rows":[\#(rows)]}]}"#
    }

    static let fromCell = table(#"{"post":{"xib":"PostCell.xib","cell":"PostCell","texts":{"Name":"$name","Time":"$time","Body":"$body"}}}"#)

    /// PostCell.xib written by hand as a document's template, with its fonts as styles.
    static let byHand: String = {
        let url = examples.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Fixtures/InterfaceBuilder/PostCell.template.json")
        guard case .object(let fixture)? = try? JSONParser.parse(Array((try? Data(contentsOf: url)) ?? Data())),
              let styles = fixture["styles"], let template = fixture["template"] else { return "" }
        return table(#"{"post":\#(describe(template))}"#, styles: describe(styles))
    }()

    @Test(arguments: [393, 320, 768])
    func aCellTemplateGivesTheRecordsOfItsJSONTemplate(width: Int) throws {
        let cell = solve(Self.fromCell.replacingOccurrences(of: #""width":393"#, with: #""width":\#(width)"#))
        let hand = solve(Self.byHand.replacingOccurrences(of: #""width":393"#, with: #""width":\#(width)"#))
        guard case .table(_, let result) = try #require(cell.first) else { Issue.record("\(cell)"); return }
        #expect(result.issues.isEmpty, "\(result.issues)")
        // The texts were measured: a long body makes a taller row than an empty one.
        #expect(result.heights[2] > result.heights[3])
        #expect(bytes(cell) == bytes(hand), "\(String(decoding: bytes(cell), as: UTF8.self))\n\(String(decoding: bytes(hand), as: UTF8.self))")
    }

    /// Texts bound to data are parameters: every row is one cell shape, as with the
    /// JSON template, so the rows go through the batch core together.
    @Test func boundTextsDoNotShapeTheCell() throws {
        guard case .object(let object) = try JSONParser.parse(Array(Self.fromCell.utf8)) else { Issue.record("not an object"); return }
        let document = try LayoutDocument(object,
                                          origin: DocumentOrigin(path: Self.examples.appendingPathComponent("t.json").path, isWholeFile: true),
                                          text: TextMeasurer())
        let job = try TableJob(document.tables[0], at: JSONPointer.root.appending("tables").appending(0), in: document, id: "posts")
        let cells = CellCache().cells(for: try document.template(named: "post", at: .root), table: job, options: SolveOptions())
        var compiled: Set<ObjectIdentifier> = []
        for (name, time, body) in Self.rows {
            let data = JSONObject([JSONMember(key: "name", value: .string(name)), JSONMember(key: "time", value: .string(time)),
                                   JSONMember(key: "body", value: .string(body))])
            compiled.insert(ObjectIdentifier(try cells.cell(for: data, table: job, options: SolveOptions(), at: .root)))
        }
        #expect(compiled.count == 1)
    }

    @Test func theCellIsFoundByItsIdsToo() throws {
        let expected = bytes(solve(Self.fromCell))
        for id in ["pst-Ce-001", "pst-Co-002"] {
            #expect(bytes(solve(Self.fromCell.replacingOccurrences(of: #""cell":"PostCell""#, with: #""cell":"\#(id)""#))) == expected)
        }
        // A label is named by its Interface Builder id as well as its userLabel.
        #expect(bytes(solve(Self.fromCell.replacingOccurrences(of: #""Body":"$body""#, with: #""pst-Bd-006":"$body""#))) == expected)
    }

    /// A label's `preferredMaxLayoutWidth` comes with the cell: the body breaks at 150
    /// points whatever the table's width.
    @Test func aPreferredWidthComesWithTheCell() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibpreferred-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = try String(contentsOf: Self.examples.appendingPathComponent("PostCell.xib"), encoding: .utf8)
        let narrowed = xib.replacingOccurrences(of: #"numberOfLines="0""#, with: #"numberOfLines="0" preferredMaxLayoutWidth="150""#)
        #expect(narrowed != xib)
        try Data(narrowed.utf8).write(to: folder.appendingPathComponent("PostCell.xib"))
        guard case .table(_, let wide)? = solve(Self.fromCell).first,
              case .table(_, let narrow)? = solve(Self.fromCell, folder: folder).first else {
            Issue.record("no tables")
            return
        }
        let body = try #require(narrow.frames?[2].first { $0.name == "body" }?.frame)
        #expect(body.height > (wide.frames?[2].first { $0.name == "body" }?.frame.height ?? .infinity))
        #expect(narrow.heights[2] > wide.heights[2])
    }

    func firstError(_ document: String) -> DocumentError? {
        for case .error(_, _, let error) in solve(document) { return error }
        return nil
    }

    @Test func aMissingFileIsAnErrorAtXib() throws {
        let error = try #require(firstError(Self.fromCell.replacingOccurrences(of: "PostCell.xib", with: "Missing.xib")))
        #expect(error.pointer.description == "/templates/post/xib")
        #expect(error.message.contains("Missing.xib") && error.message.contains("No such file"), "\(error.message)")
    }

    @Test func anUnknownCellListsTheCells() throws {
        let error = try #require(firstError(Self.fromCell.replacingOccurrences(of: #""cell":"PostCell""#, with: #""cell":"Nope""#)))
        #expect(error.pointer.description == "/templates/post/cell")
        #expect(error.message == #"no cell "Nope" in PostCell.xib (by id or reuseIdentifier); its cells are pst-Ce-001 (PostCell)"#)
    }

    @Test func aTextNamingNoLabelListsTheLabels() throws {
        let error = try #require(firstError(Self.fromCell.replacingOccurrences(of: #""Body":"$body""#, with: #""Avatar":"$body""#)))
        #expect(error.pointer.description == "/templates/post/texts/Avatar")
        #expect(error.message == #"no label or button "Avatar" in the cell, by userLabel or id; its labels and buttons are Name (pst-Nm-004), Time (pst-Tm-005), Body (pst-Bd-006), Reply (pst-Rp-007)"#)
    }

    @Test func aMissingDataKeyPointsAtTheTextThatNamesIt() throws {
        let error = try #require(firstError(Self.fromCell.replacingOccurrences(of: #""Body":"$body""#, with: #""Body":"$message""#)))
        #expect(error.code == .missingKey)
        #expect(error.pointer.description == "/templates/post/texts/Body", "\(error)")
    }

    @Test func aFileThatIsNotInterfaceBuilderIsAnErrorAtXib() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibtemplate-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<document><objects>".utf8).write(to: folder.appendingPathComponent("Broken.xib"))
        guard case .error(_, _, let error)? = solve(Self.fromCell.replacingOccurrences(of: "PostCell.xib", with: "Broken.xib"), folder: folder).first else {
            Issue.record("no error")
            return
        }
        #expect(error.code == .xmlSyntax && error.pointer.description == "/templates/post/xib")
        #expect(error.message.hasPrefix("Broken.xib: line "), "\(error.message)")
    }

    @Test func unknownKeysAreErrors() throws {
        let error = try #require(firstError(Self.fromCell.replacingOccurrences(of: #""cell":"PostCell""#, with: #""cell":"PostCell","text":{}"#)))
        #expect(error.pointer.description == "/templates/post/text")
    }

    /// A worker keeps the cell it translated for the next documents, until the file
    /// changes: a cell edited between two documents is read again.
    @Test func aCellFileEditedBetweenDocumentsIsReadAgain() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ib-edit-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: Self.examples.appendingPathComponent("PostCell.xib"), encoding: .utf8)
        let file = folder.appendingPathComponent("PostCell.xib")
        try original.write(to: file, atomically: false, encoding: .utf8)
        let cache = CellCache()
        func heights() -> [Double] {
            let records = Array(Self.fromCell.utf8).withUnsafeBufferPointer {
                solveDocument($0, origin: DocumentOrigin(path: folder.appendingPathComponent("t.json").path, isWholeFile: true),
                              options: SolveOptions(), cache: cache)
            }
            guard case .table(_, let result)? = records.first else { return [] }
            return result.heights
        }
        let before = heights()
        #expect(heights() == before)
        // The body's font grows from the body style's 17 points to 34: rows with a body grow.
        let edited = original.replacingOccurrences(of: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
                                                   with: #"<fontDescription key="fontDescription" type="system" pointSize="34"/>"#)
        try #require(edited != original)
        try edited.write(to: file, atomically: false, encoding: .utf8)
        let after = heights()
        #expect(after.count == before.count && zip(after, before).contains { $0 > $1 }, "\(before) \(after)")
    }
}
