import Testing
@testable import TrellisDocument

/// Stack views in documents end to end: frames by hand, errors with pointers, UIKit's
/// identifiers in conflicts, and tables of stack cells through the batch core.
@Suite("Stack documents")
struct StackDocumentTests {
    func records(_ text: String, frames: Bool = false, check: Bool = false) -> [String] {
        TableDocumentTests().records(text, frames: frames, check: check)
    }

    /// A screen of template `T` with `views` and `constraints`.
    func screen(_ views: String, _ constraints: String, size: String = "[390,844]") -> String {
        #"{"format":"trellis/1","templates":{"T":{"views":[\#(views)],"constraints":[\#(constraints)]}},"screens":[{"id":"s","template":"T","size":\#(size)}]}"#
    }

    /// The numbers of a record's `heights`.
    func heights(_ line: String) -> [Double] {
        guard let list = line.split(separator: "\"heights\":[").dropFirst().first?.split(separator: "]").first else { return [] }
        return list.split(separator: ",").compactMap { Double($0) }
    }

    @Test func aVerticalStackWithAHiddenViewCustomSpacingAndMargins() {
        // Pinned at (20, 100), 200 wide; margins 5/10: views 180 wide from x 10. a at 5,
        // 20 high; b hidden: 0 high, no spacing before it, at 25; c after a's custom
        // spacing 12, at 37, 40 high; the stack ends 5 below it at 82.
        let text = screen(
            #"{"name":"stack","type":"stack","axis":"vertical","spacing":8,"customSpacing":{"a":12},"marginsRelative":true,"margins":[5,10,5,10],"arranged":["a","b","c"]},"# +
            #"{"name":"a","parent":"stack","intrinsic":[null,20]},{"name":"b","parent":"stack","intrinsic":[null,30],"hidden":true},{"name":"c","parent":"stack","intrinsic":[null,40]}"#,
            #""stack.leading == root.leading + 20","stack.top == root.top + 100","stack.width == 200""#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"stack":[20,100,200,82],"a":[10,5,180,20],"b":[10,25,180,0],"c":[10,37,180,40]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    @Test func fillEquallyCentredTakesItsHeightFromTheTallest() {
        // 320 wide, spacing 10: three views of (320 − 20) / 3 = 100; centred in the
        // tallest (40).
        let text = screen(
            #"{"name":"row","type":"stack","distribution":"fillEqually","alignment":"center","spacing":10,"arranged":["a","b","c"]},"# +
            #"{"name":"a","parent":"row","intrinsic":[40,20]},{"name":"b","parent":"row","intrinsic":[60,30]},{"name":"c","parent":"row","intrinsic":[80,40]}"#,
            #""row.leading == root.leading","row.top == root.top","row.width == 320""#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"row":[0,0,320,40],"a":[0,10,100,20],"b":[110,5,100,30],"c":[220,0,100,40]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    @Test func rightToLeftARowRunsFromTheRight() {
        // The stack's leading edge 20 in from the right: 110 wide (40 + 10 + 60), so at
        // x 260; a, the first, at its right end.
        let text = screen(#"{"name":"row","type":"stack","spacing":10,"arranged":["a","b"]},{"name":"a","parent":"row","intrinsic":[40,20]},{"name":"b","parent":"row","intrinsic":[60,20]}"#,
                          #""row.leading == root.leading + 20","row.top == root.top""#)
            .replacingOccurrences(of: #""format":"trellis/1","#, with: #""format":"trellis/1","direction":"rtl","#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"row":[260,0,110,20],"a":[70,0,40,20],"b":[0,0,60,20]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    @Test func topAndBottomAreLeadingAndTrailingInARow() {
        let row = { (alignment: String) in
            screen(#"{"name":"row","type":"stack","alignment":"\#(alignment)","arranged":["a","b"]},{"name":"a","parent":"row","intrinsic":[10,20]},{"name":"b","parent":"row","intrinsic":[10,40]}"#,
                   #""row.leading == root.leading","row.top == root.top""#)
        }
        #expect(records(row("top")) == records(row("leading")))
        #expect(records(row("bottom")) == records(row("trailing")))
        #expect(records(row("bottom"))[0].contains(#""a":[0,20,10,20]"#))
    }

    @Test func aConflictNamesTheStacksConstraintsAsUIKitDoes() throws {
        let text = screen(
            #"{"name":"stack","type":"stack","axis":"vertical","spacing":8,"arranged":["a","b"]},{"name":"a","parent":"stack","intrinsic":[null,20]},{"name":"b","parent":"stack","hidden":true}"#,
            #""stack.leading == root.leading","stack.top == root.top","b.height == 44""#)
        let line = try #require(records(text).first)
        #expect(line.contains(#""broken":"b.height == 44""#), "\(line)")
        #expect(line.contains(#""'UISV-hiding' V:[b(0)]""#), "\(line)")
    }

    @Test(arguments: [
        (#"{"name":"stack","type":"stack","arranged":["a","zz"]},{"name":"a","parent":"stack"}"#,
         "Unable to find view with name zz", "/templates/T/views/0/arranged/1"),
        (#"{"name":"stack","type":"stack","arranged":["a"]},{"name":"a"}"#,
         #"\"a\" is not a subview of the stack \"stack\": arranged views must be its subviews"#, "/templates/T/views/0/arranged/0"),
        (#"{"name":"stack","type":"stack","arranged":["a","a"]},{"name":"a","parent":"stack"}"#,
         #"\"a\" is already an arranged subview of \"stack\""#, "/templates/T/views/0/arranged/1"),
        (#"{"name":"stack","type":"stack","arranged":["a"],"customSpacing":{"b":4}},{"name":"a","parent":"stack"},{"name":"b","parent":"stack"}"#,
         #"\"b\" is not an arranged subview of \"stack\""#, "/templates/T/views/0/customSpacing/b"),
        (#"{"name":"stack","type":"stack","axis":"diagonal"}"#,
         #"unknown axis \"diagonal\"; expected horizontal or vertical"#, "/templates/T/views/0/axis"),
        (#"{"name":"stack","type":"stack","alignment":"middle"}"#,
         #"unknown alignment \"middle\"; expected fill, leading, top, center, trailing, bottom, firstBaseline or lastBaseline"#, "/templates/T/views/0/alignment"),
        (#"{"name":"stack","type":"stack","arranged":"a"}"#,
         "expected an array of view names, got a string", "/templates/T/views/0/arranged"),
        (#"{"name":"stack","type":"stack","spacing":"$gap"}"#,
         #"missing data key \"gap\" (named by \"$gap\")"#, "/templates/T/views/0/spacing"),
    ])
    func badStacksGiveAPointer(views: String, message: String, path: String) throws {
        let line = try #require(records(screen(views, "")).first)
        #expect(line.contains(#""message":"\#(message)""#), "\(line)")
        #expect(line.contains(#""path":"\#(path)""#), "\(line)")
    }

    /// A card whose badge row hides per row: rows hiding different badges are different
    /// cells, and each is laid out as if alone.
    @Test func rowsThatHideDifferentViewsHaveTheirOwnHeights() {
        let card = #""Card":{"views":[{"name":"column","type":"stack","axis":"vertical","spacing":6,"arranged":["title","badge","body"]},"# +
            #"{"name":"title","parent":"column","intrinsic":[null,20]},{"name":"badge","parent":"column","intrinsic":[null,18],"hidden":"$noBadge"},"# +
            #"{"name":"body","parent":"column","intrinsic":[null,"$bodyH"]}],"constraints":["H:|-[column]-|","V:|-[column]-|"]}"#
        let data = [(false, 40.0), (true, 40), (true, 100), (false, 0), (false, 7)]
        let rows = data.map { #"{"template":"Card","data":{"noBadge":\#($0.0),"bodyH":\#($0.1)}}"# }
        let text = #"{"format":"trellis/1","templates":{\#(card)},"tables":[{"id":"t","width":375,"rows":[\#(rows.joined(separator: ","))]}]}"#
        // Margins 11 above and below; title 20; badge 6 + 18 unless hidden; 6 + body;
        // plus a third of a point of separator.
        let expected = data.map { noBadge, body in 11 + 20 + (noBadge ? 0 : 24) + 6 + body + 11 + 1.0 / 3 }
        let got = heights(records(text)[0])
        #expect(got.count == expected.count)
        for (height, want) in zip(got, expected) { #expect(abs(height - want) < 1e-9, "\(got)") }
    }

    /// A data-bound spacing is a parameter of the cell: rows with different spacings
    /// share one compiled cell and still get their own heights, the same as alone.
    @Test func aBoundSpacingMovesInPlace() {
        let column = #""Column":{"views":[{"name":"column","type":"stack","axis":"vertical","spacing":"$gap","customSpacing":{"title":2},"arranged":["title","body","footer"]},"# +
            #"{"name":"title","parent":"column","intrinsic":[null,20]},{"name":"body","parent":"column","intrinsic":[null,"$bodyH"]},{"name":"footer","parent":"column","intrinsic":[null,10]}],"# +
            #""constraints":["H:|-[column]-|","V:|-[column]-|"]}"#
        // Two columns of multi-line text side by side: the spacing also sets their caps.
        let row = #""Row":{"views":[{"name":"row","type":"stack","spacing":"$gap","alignment":"top","arranged":["left","right"]},"# +
            #"{"name":"left","parent":"row","type":"label","lines":0,"intrinsic":[400,"$leftH"]},{"name":"right","parent":"row","type":"label","lines":0,"intrinsic":[400,20]}],"# +
            #""constraints":["H:|-[row]-|","V:|-[row]-|"]}"#
        let data = [(0.0, 40.0), (8, 40), (12, 100), (30, 0)]
        let rows = data.flatMap { gap, body in
            [#"{"template":"Column","data":{"gap":\#(gap),"bodyH":\#(body)}}"#, #"{"template":"Row","data":{"gap":\#(gap),"leftH":\#(body)}}"#]
        }
        let document = { (rows: [String]) in
            #"{"format":"trellis/1","templates":{\#(column),\#(row)},"tables":[{"id":"t","width":375,"rows":[\#(rows.joined(separator: ","))]}]}"#
        }
        let got = heights(records(document(rows))[0])
        // Column: 11 + title 20 + custom 2 + body + gap + footer 10 + 11. Row: the taller
        // of the two labels, in the margins.
        let separator = 1.0 / 3
        var expected: [Double] = []
        for (gap, body) in data {
            let columnHeight: Double = 11 + 20 + 2 + body + gap + 10 + 11
            let rowHeight: Double = 11 + max(body, 20) + 11
            expected += [columnHeight + separator, rowHeight + separator]
        }
        #expect(got.count == expected.count)
        for (height, want) in zip(got, expected) { #expect(abs(height - want) < 1e-9, "\(got)") }
        #expect(got == rows.flatMap { heights(records(document([$0]))[0]) })
        let frames = records(document(rows), frames: true)[0]
        let alone = rows.map { records(document([$0]), frames: true)[0] }
        for (index, line) in alone.enumerated() {
            let rowFrames = line.split(separator: #""frames":["#)[1].dropLast(17)
            #expect(frames.contains(rowFrames), "row \(index): \(rowFrames)")
        }
    }

    /// Rows that differ only in a bound spacing share one compiled cell, checked once (a
    /// loose view is reported at row 0 only); rows that hide different views do not.
    @Test func aBoundSpacingSharesACellAndHidingDoesNot() {
        let template = #""C":{"views":[{"name":"column","type":"stack","axis":"vertical","spacing":"$gap","arranged":["a","b"]},"# +
            #"{"name":"a","parent":"column","intrinsic":[null,20],"hidden":"$hideA"},{"name":"b","parent":"column","intrinsic":[null,30]},{"name":"loose"}],"# +
            #""constraints":["H:|-[column]-|","V:|-[column]-|","loose.top == column.top"]}"#
        let rows = [(4, false), (9, false), (4, true), (7, true)].map { #"{"template":"C","data":{"gap":\#($0.0),"hideA":\#($0.1)}}"# }
        let text = #"{"format":"trellis/1","templates":{\#(template)},"tables":[{"id":"t","width":320,"rows":[\#(rows.joined(separator: ","))]}]}"#
        let line = records(text, check: true)[0]
        // 11 + 20 + gap + 30 + 11, or 11 + 30 + 11 with a hidden (its spacing goes too).
        #expect(heights(line) == [76.33333333333333, 81.33333333333333, 52.333333333333336, 52.333333333333336])
        #expect(line.contains(#"{"kind":"ambiguous","view":"loose","attributes":["left","width","height"],"row":0}"#), "\(line)")
        #expect(line.contains(#"{"kind":"ambiguous","view":"loose","attributes":["left","width","height"],"row":2}"#), "\(line)")
        #expect(!line.contains(#""row":1}"#) && !line.contains(#""row":3}"#), "\(line)")
    }

    /// The generator's feed built from stacks gives the anchor-built feed's heights,
    /// 10,000 rows through the batch core; and a sample of rows laid out alone agrees.
    @Test func tenThousandStackRowsMatchTheAnchorFeedAndRowsAlone() throws {
        var stacks = DocumentGenerator(tables: 10, rows: 1000, seed: 3)
        stacks.kinds = [.stackFeed]
        var anchors = stacks
        anchors.kinds = [.feed]
        var rowCount = 0
        for index in 0..<10 {
            let stackLines = stacks.document(index).withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "g", isWholeFile: true)) }
            let anchorLines = anchors.document(index).withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "g", isWholeFile: true)) }
            func text(_ record: Record) -> String {
                var out = JSONWriter()
                record.write(to: &out)
                return String(decoding: out.bytes, as: UTF8.self)
            }
            let stackHeights = heights(text(try #require(stackLines.first)))
            #expect(stackHeights.count == 1000)
            #expect(stackHeights == heights(text(try #require(anchorLines.first))), "table \(index)")
            rowCount += stackHeights.count
        }
        #expect(rowCount == 10_000)
        // Rows laid out alone (the scalar path: a table of one row) give the batch's heights.
        let document = String(decoding: stacks.document(0), as: UTF8.self)
        let batch = heights(records(document)[0])
        let templates = String(document.split(separator: #""tables":["#)[0])
        let rowsText = document.split(separator: #""rows":["#)[1].dropLast(5)
        let rows = splitRows(String(rowsText))
        #expect(rows.count == 1000)
        for index in stride(from: 0, to: rows.count, by: 37) {
            let alone = templates + #""tables":[{"id":"alone","width":\#(width(document)),"rows":[\#(rows[index])]}]}"#
            #expect(heights(records(alone)[0]) == [batch[index]], "row \(index)")
        }
    }

    /// The rows of a generated table: its top-level objects, split at depth 0.
    func splitRows(_ text: String) -> [String] {
        var rows: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if character == "," && depth == 0 {
                rows.append(current)
                current = ""
                continue
            }
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            current.append(character)
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    func width(_ document: String) -> String {
        String(document.split(separator: #""width":"#)[1].split(separator: ",")[0])
    }
}
