import Glibc
import Testing
import TrellisLayout
import TrellisText
@testable import TrellisDocument

/// Labels and buttons in documents, measured with TrellisText (format.md §2.7). The
/// reference for a text's lines is TrellisText itself, whose breaking is tested against
/// Pango and its widths against HarfBuzz; what is tested here is how documents use it:
/// sizes rounded to pixels, baselines, Dynamic Type, the width loop, rows and shapes.
@Suite("Text in documents")
struct TextDocumentTests {
    let text = TextMeasurer()

    func solve(_ document: String, path: String = "t.json", frames: Bool = true) -> [Record] {
        Array(document.utf8).withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: path, isWholeFile: true), options: SolveOptions(frames: frames))
        }
    }

    func screen(_ document: String) -> ScreenResult? {
        guard case .screen(_, let result)? = solve(document).first else { return nil }
        return result
    }

    func frame(_ result: ScreenResult?, _ name: String) -> Rect? {
        result?.frames.first { $0.name == name }?.frame
    }

    func document(_ views: String, _ constraints: String, extra: String = "", size: String = "[390,844]") -> String {
        #"{"format":"trellis/1","id":"d"\#(extra),"templates":{"T":{"views":[\#(views)],"constraints":[\#(constraints)]}},"screens":[{"id":"s","template":"T","size":\#(size)}]}"#
    }

    /// Up to the next third of a point (the default scale, 3).
    func ceil3(_ value: Double) -> Double { (value * 3 - 1e-7).rounded(.up) / 3 }

    @Test func aLabelIsAsLargeAsItsText() throws {
        let result = screen(document(#"{"name":"l","type":"label","text":"Hello, world"}"#, #""l.leading == superview.leading","l.top == superview.top""#))
        let measured = try text.measure("Hello, world", font: Font(size: 17))
        #expect(frame(result, "l") == Rect(x: 0, y: 0, width: ceil3(measured.lines[0].width), height: ceil3(measured.lineHeight)))
        #expect(result?.issues == [])
    }

    @Test func anEmptyTextIsOneLineHighAndNoWidth() throws {
        let result = screen(document(#"{"name":"l","type":"label","text":""}"#, #""l.leading == superview.leading","l.top == superview.top""#))
        let line = try text.measure("x", font: Font(size: 17)).lineHeight
        #expect(frame(result, "l") == Rect(x: 0, y: 0, width: 0, height: ceil3(line)))
    }

    @Test func aGivenIntrinsicSizeOverridesMeasuring() {
        let result = screen(document(#"{"name":"l","type":"label","text":"Hello, world","intrinsic":[50,10]}"#, #""l.leading == superview.leading","l.top == superview.top""#))
        #expect(frame(result, "l") == Rect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func aButtonIsItsTitlePlusContentInsets() throws {
        let result = screen(document(#"{"name":"b","type":"button","title":"Follow","contentInsets":[6,12,8,14]}"#, #""b.leading == superview.leading","b.top == superview.top""#))
        let title = try text.measure("Follow", font: Font(size: 17))
        let button = try #require(frame(result, "b"))
        #expect(abs(button.width - (ceil3(title.lines[0].width) + 26)) < 1e-9)
        #expect(abs(button.height - (ceil3(title.lineHeight) + 14)) < 1e-9)
    }

    /// Two labels of different sizes aligned on their first baselines: each sits at its
    /// top plus its font's ascender. The last baselines: the last line's, above the bottom
    /// by the line's height below its baseline.
    @Test func baselinesAreTheTextsBaselines() throws {
        let styles = #","styles":{"big":{"font":"DejaVu Sans","size":30},"small":{"size":12}}"#
        let result = screen(document(
            #"{"name":"big","type":"label","text":"Big","style":"big"},{"name":"small","type":"label","text":"one two three four five six seven","style":"small","lines":0}"#,
            #""big.leading == superview.leading","big.top == superview.top + 100","small.leading == big.trailing + 8","small.width == 60","small.firstBaseline == big.firstBaseline","#
                + #""small.lastBaseline == superview.top + 300 @250""#,
            extra: styles))
        let big = try text.measure("Big", font: Font(size: 30))
        let small = try text.measure("one two three four five six seven", font: Font(size: 12), width: 60)
        #expect(small.lineCount > 2)
        let smallTop = 100 + big.firstBaseline - small.firstBaseline
        #expect(abs(frame(result, "small")!.y - smallTop) <= 1.0 / 3)
        #expect(frame(result, "small")!.height == ceil3(Double(small.lineCount) * small.lineHeight))
    }

    /// Dynamic Type: a `body` text style is 17 pt at `large` and 28 pt at
    /// `accessibilityMedium` (Apple's table); the label's height follows.
    @Test func dynamicTypeScalesTextStyles() throws {
        func height(_ category: String) -> Double? {
            let extra = #","contentSizeCategory":"\#(category)","styles":{"b":{"textStyle":"body"}}"#
            return frame(screen(document(#"{"name":"l","type":"label","text":"Hello","style":"b"}"#, #""l.leading == superview.leading","l.top == superview.top""#, extra: extra)), "l")?.height
        }
        let at17 = try text.measure("Hello", font: Font(size: 17)).lineHeight
        let at28 = try text.measure("Hello", font: Font(size: 28)).lineHeight
        #expect(height("large") == ceil3(at17))
        #expect(height("accessibilityMedium") == ceil3(at28))
        #expect(height("extraSmall") == ceil3(try text.measure("Hello", font: Font(size: 14)).lineHeight))
    }

    static let paragraph = "A multi-line label is measured at the width the layout gives it, and the layout is solved again until that width stops moving."

    /// §2.4: a wrapping label pinned to the margins wraps at the width that leaves it.
    @Test func aWrappingLabelWrapsAtTheWidthItIsGiven() throws {
        let result = screen(document(#"{"name":"l","type":"label","text":"\#(Self.paragraph)","lines":0}"#,
                                     #""H:|-[l]-|","l.top == superview.top""#, size: "[300,600]"))
        let wrapped = try text.measure(Self.paragraph, font: Font(size: 17), width: 268)
        #expect(wrapped.lineCount > 3)
        #expect(frame(result, "l") == Rect(x: 16, y: 0, width: 268, height: ceil3(Double(wrapped.lineCount) * wrapped.lineHeight)))
        #expect(result?.issues == [])
    }

    /// A label 1020 pt wider than it is high, whose text is about 1047 pt long: one line
    /// high it is too narrow for the text and wraps to two; two lines high it is wide
    /// enough for one. It never settles, and after four passes that is reported.
    @Test func aWidthThatNeverSettlesIsNotConverged() throws {
        #expect(try text.measure(Self.paragraph, font: Font(size: 17)).lines[0].width < 1059)
        let result = screen(document(#"{"name":"l","type":"label","text":"\#(Self.paragraph)","lines":0,"compression":[1,1000]}"#,
                                     #""l.leading == superview.leading","l.top == superview.top","l.width == l.height + 1020""#))
        #expect(result?.issues == [.notConverged(views: ["l"])])
    }

    /// Rows of a text feed solved in the batch core have the heights each row gets laid
    /// out alone, with its own solver.
    @Test func batchAndScalarGiveTheSameHeights() throws {
        let bytes = DocumentGenerator(tables: 1, rows: 60, seed: 5, text: true).document(0)
        let records = bytes.withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "g", isWholeFile: true)) }
        guard case .table(_, let batch)? = records.first else { Issue.record("no table: \(records)"); return }
        let object = try #require(try? JSONParser.parse(bytes.withUnsafeBufferPointer { $0 }))
        guard case .object(let root) = object else { return }
        let document = try LayoutDocument(root, origin: DocumentOrigin(path: "g", isWholeFile: true), text: text)
        let table = try TableJob(document.tables[0], at: JSONPointer.root.appending("tables").appending(0), in: document, id: "t")
        var distinct: Set<Double> = []
        for (index, row) in table.rows.enumerated() {
            let data = try row.object(at: .root)["data"]!.object(at: .root)
            let (bound, layout) = try table.cell(try document.template(named: "TextPostCell", at: .root), data: data)
            let alone = try layout.solve()
            #expect(table.rowHeight(content: alone.frame(of: bound.tree.root)!.height) == batch.heights[index], "row \(index)")
            distinct.insert(batch.heights[index])
        }
        #expect(distinct.count > 5, "the feed's texts give rows of many heights")
        #expect(batch.issues == [])
    }

    /// A million different texts would still be one cell: texts do not shape it.
    @Test func textsBoundToDataDoNotShapeTheCell() throws {
        let bytes = Array(#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"l","type":"label","text":"$t","lines":0}],"constraints":["H:|-[l]-|","V:|-[l]-|"]}},"tables":[]}"#.utf8)
        guard case .object(let root) = try JSONParser.parse(bytes.withUnsafeBufferPointer { $0 }) else { return }
        let document = try LayoutDocument(root, origin: DocumentOrigin(path: "t", isWholeFile: true), text: text)
        let template = try document.template(named: "T", at: .root)
        func shape(_ body: String) throws -> ViewTreeSpec {
            let recorder = KeyRecorder()
            let bound = try template.bind(DataBinding(data: JSONObject([JSONMember(key: "t", value: .string(body))]), recorder: recorder), rootMargins: DirectionalEdgeInsets())
            #expect(recorder.structural.isEmpty)
            return bound.spec.shape
        }
        #expect(try shape("short") == shape("a much longer text of many words"))
    }

    /// Sizes remembered with a cut text are the sizes measured afresh: at more widths than
    /// an entry keeps, in turns, and for the same text in two fonts (which share nothing).
    @Test func rememberedSizesAreMeasuredSizes() throws {
        var styles = TextStyles()
        styles.byName["cjk"] = TextStyles.Style(font: Font(.family(FontDescriptor.cjkFamily), size: 15), paragraph: .natural)
        let measurer = DocumentMeasurer(text: text, styles: styles, scale: 3)
        let widths = (0..<(PreparedTexts.Entry.sizesKept + 4)).map { 120 + 17 * Double($0) }
        for _ in 0..<2 {
            for width in widths + [nil] {
                for (style, font) in [(nil, Font(size: 17)), ("cjk", Font(.family(FontDescriptor.cjkFamily), size: 15))] {
                    let fresh = try TextMeasurer().measure(Self.paragraph, font: font, width: width, scale: 3)
                    let size = measurer.size(of: MeasuredText(Self.paragraph, style: style, lines: 0), width: width)
                    #expect(size == Size(width: fresh.width, height: fresh.height), "\(style ?? "default") at \(width ?? .infinity)")
                }
            }
        }
    }

    /// Labels arranged in stacks: a row aligned on first baselines puts each label's
    /// baseline at the same height, and a column of a wrapping label and a one-line one
    /// is as high as their measured heights and the spacing.
    @Test func labelsInStacks() throws {
        var styles = TextStyles()
        styles.byName["big"] = TextStyles.Style(font: Font(size: 30), paragraph: .natural)
        let measurer = DocumentMeasurer(text: text, styles: styles, scale: 3)
        let root = View(name: "root")
        let rowView = View(name: "row"), columnView = View(name: "column")
        root.addSubview(rowView)
        root.addSubview(columnView)
        let big = View(name: "big"), small = View(name: "small"), wrapping = View(name: "wrapping"), single = View(name: "single")
        big.measuredText = MeasuredText("Big", style: "big")
        small.measuredText = MeasuredText("small")
        wrapping.measuredText = MeasuredText(Self.paragraph, lines: 0)
        single.measuredText = MeasuredText("One line")
        let row = StackView(rowView)
        row.alignment = .firstBaseline
        row.spacing = 8
        [big, small].forEach(row.addArrangedSubview)
        let column = StackView(columnView)
        column.axis = .vertical
        column.spacing = 6
        [wrapping, single].forEach(column.addArrangedSubview)
        let layout = Layout(root: root, width: 390, height: 844)
        layout.measurer = measurer
        layout.add(row.makeConstraints() + column.makeConstraints())
        layout.add([rowView.leadingAnchor.constraint(equalTo: root.leadingAnchor), rowView.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                    columnView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), columnView.widthAnchor.constraint(equalToConstant: 250),
                    columnView.topAnchor.constraint(equalTo: root.topAnchor, constant: 200)])
        let solution = try layout.solve()
        #expect(solution.issues == [])
        let bigLine = try text.measure("Big", font: Font(size: 30)), smallLine = try text.measure("small", font: Font(size: 17))
        let bigBaseline = solution.frame(of: big)!.y + bigLine.firstBaseline
        let smallBaseline = solution.frame(of: small)!.y + smallLine.firstBaseline
        #expect(abs(bigBaseline - smallBaseline) < 1e-9)
        let wrapped = try text.measure(Self.paragraph, font: Font(size: 17), width: 250)
        #expect(wrapped.lineCount > 3)
        #expect(abs(solution.frame(of: columnView)!.height - (ceil3(Double(wrapped.lineCount) * wrapped.lineHeight) + 6 + ceil3(smallLine.lineHeight))) < 1e-9)
    }

    // MARK: Bad input

    @Test func anUnknownFamilyIsAWarningAndFallsBack() {
        let result = screen(document(#"{"name":"l","type":"label","text":"Hello","style":"x"}"#, #""l.leading == superview.leading","l.top == superview.top""#,
                                     extra: #","styles":{"x":{"font":"No Such Family Anywhere","size":17}}"#))
        let fallback = screen(document(#"{"name":"l","type":"label","text":"Hello"}"#, #""l.leading == superview.leading","l.top == superview.top""#))
        #expect(result?.issues == [.unknownFont(style: "x", family: "No Such Family Anywhere", fallback: "DejaVu Sans")])
        #expect(frame(result, "l") == frame(fallback, "l"))
    }

    @Test func aFontPathThatIsNotAFontIsAnError() throws {
        let folder = "/tmp/trellis-text-\(getpid())"
        mkdir(folder, 0o755)
        let path = folder + "/notes.ttf"
        let file = fopen(path, "w")!
        fputs("this is not a font", file)
        fclose(file)
        defer { unlink(path); rmdir(folder) }
        let records = solve(document(#"{"name":"l","type":"label","text":"Hello","style":"x"}"#, "", extra: #","styles":{"x":{"font":"notes.ttf","size":17}}"#),
                            path: folder + "/doc.json")
        guard case .error(_, _, let error)? = records.first else { Issue.record("\(records)"); return }
        #expect(error.code == .invalidValue)
        #expect(error.pointer.description == "/styles/x/font")
        #expect(error.message.contains("is not a font file"))
    }

    @Test func badStylesNameWhereTheyAre() {
        for (styles, pointer) in [(#"{"x":{"textStyle":"huge"}}"#, "/styles/x/textStyle"), (#"{"x":{"size":-3}}"#, "/styles/x/size"),
                                  (#"{"x":{"weight":"chunky"}}"#, "/styles/x/weight"), (#"{"x":{"colour":"red"}}"#, "/styles/x/colour"),
                                  (#"{"x":{"lineHeightMultiple":-1}}"#, "/styles/x/lineHeightMultiple")] {
            let records = solve(document("", "", extra: #","styles":\#(styles)"#))
            guard case .error(_, _, let error)? = records.first else { Issue.record("\(styles): \(records)"); continue }
            #expect(error.pointer.description == pointer, "\(styles)")
        }
        let records = solve(document("", "", extra: #","contentSizeCategory":"gigantic""#))
        guard case .error(_, _, let error)? = records.first else { Issue.record("\(records)"); return }
        #expect(error.pointer.description == "/contentSizeCategory")
    }

    @Test func invalidUTF8InATextIsTheParsersError() {
        var bytes = Array(document(#"{"name":"l","type":"label","text":"caf__"}"#, "").utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "_"))!
        bytes[at] = 0xC3
        bytes[at + 1] = 0x28
        let records = bytes.withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "t.json", isWholeFile: true)) }
        guard case .error(_, _, let error)? = records.first else { Issue.record("\(records)"); return }
        #expect(error.code == .jsonSyntax)
        #expect(error.pointer.description == "/templates/T/views/0/text")
    }

    /// A megabyte of text is measured, not refused: as many lines as it takes.
    @Test func aMegabyteStringIsMeasured() throws {
        let words = String(repeating: "measure these words ", count: (1 << 20) / 20 + 1)
        #expect(words.utf8.count >= 1 << 20)
        let result = screen(document(#"{"name":"l","type":"label","text":"\#(words)","lines":0}"#, #""H:|-[l]-|","l.top == superview.top""#))
        let wrapped = try text.measure(words, font: Font(size: 17), width: 358)
        #expect(frame(result, "l")?.height == ceil3(Double(wrapped.lineCount) * wrapped.lineHeight))
    }
}
