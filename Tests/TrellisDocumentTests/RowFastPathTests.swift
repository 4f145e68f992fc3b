import Testing
@testable import TrellisDocument

/// The fast path from a table's rows bytes (`RowScanner`) gives the records the careful
/// parser gives, byte for byte, for rows in its shape and for every row it leaves to the
/// careful path, including errors.
@Suite("Row fast path")
struct RowFastPathTests {
    func records(_ bytes: [UInt8], fastPath: Bool, frames: Bool = false) -> String {
        let records = bytes.withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: "t.json", isWholeFile: true), options: SolveOptions(frames: frames),
                          cache: CellCache(), fastPath: fastPath)
        }
        var out = JSONWriter()
        for record in records { record.write(to: &out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    func expectSameRecords(_ text: String, frames: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        #expect(records(bytes, fastPath: true, frames: frames) == records(bytes, fastPath: false, frames: frames), sourceLocation: sourceLocation)
    }

    static let post = #""Post":{"views":[{"name":"title","type":"label","text":"$title"},{"name":"body","intrinsic":[null,"$bodyH"]}],"constraints":["H:|-[title]-|","H:|-[body]-|","V:|-[title]-4-[body]-|"]}"#

    /// One table of `rows` (the text between its brackets).
    func document(rows: String) -> String {
        #"{"format":"trellis/1","templates":{\#(Self.post),"Plain":{"views":[{"name":"v","intrinsic":[null,"$h"]}],"constraints":["H:|-[v]-|","V:|-[v]-|"]}},"tables":[{"id":"t","width":320,"rows":[\#(rows)]}]}"#
    }

    @Test func generatedSetsGiveTheCarefulRecords() throws {
        for text in [false, true] {
            var generator = DocumentGenerator(tables: 5, rows: 60, seed: 3, text: text)
            generator.kinds = DocumentGenerator.Kind.allCases
            for index in 0..<generator.tables {
                let bytes = generator.document(index)
                // The rows really are left to the scanner.
                let deferred = try bytes.withUnsafeBufferPointer { try JSONParser.parseDeferringTableRows($0).deferredRows }
                #expect(deferred.keys.sorted() == [0])
                for frames in [false, true] {
                    #expect(records(bytes, fastPath: true, frames: frames) == records(bytes, fastPath: false, frames: frames))
                }
            }
        }
    }

    @Test(arguments: [
        // In the scanner's shape: key order, whitespace, no data, numbers of every form.
        #" {"data":{"title":"Hi","bodyH":1.5e1},"template":"Post"} , {"template" : "Plain" , "data" : { "h" : -0.0 } }"#,
        #"{"template":"Plain","data":{"h":12,"unused":"x"}},{"template":"Plain","data":{"h":0.1}}"#,
        #"{"template":"Post","data":{"title":"日本語のタイトル","bodyH":20}}"#,
        // Long strings, read eight bytes at a time, with a stop at every kind of place.
        #"{"template":"Post","data":{"title":"abcdefghijklmnopqrstuvwxyzé0123456789","bodyH":20}}"#,
        #"{"template":"Post","data":{"title":"abcdefghijklm"nopqrstuvwxyz","bodyH":20}}"#,
        #"{"template":"Post","data":{"title":"abcdefghijk\#tlmnopqrstuvwxyz","bodyH":20}}"#,
        // Left to the careful parser, row by row.
        #"{"template":"Plain","data":{"h":20}},{"template":"Plain","rowHeight":50},{"template":"Post","data":{"title":"a\"b\u00e9","bodyH":3}}"#,
        #"{"template":"Plain","data":{"h":20,"flag":true,"nested":{"a":[1,2]}}}"#,
        #"{"template":"Post","data":{"title":null,"bodyH":20}}"#,
        // Errors: the careful path's records, whatever the fast path saw first.
        #"{"template":"Plain","data":{"h":20,"h":21}}"#,
        #"{"template":"Plain","data":{"h":012}}"#,
        #"{"template":"Plain","data":{"h":1e999}}"#,
        #"{"template":"Plain","data":{"h":"20"}}"#,
        #"{"template":"Plain","data":{}}"#,
        #"{"template":"Nope","data":{"h":1}}"#,
        #"{"data":{"h":1}}"#,
        #"{"template":"Plain","data":{"h":1}},"#,
        #"{"template":"Plain","data":{"h":1}} {"template":"Plain","data":{"h":1}}"#,
        #"{"template":"Plain","data":{"h":1}},[1,2"#,
        #"{"template":"Plain","data":{"h":1}}, 7, "x""#,
        #"{"template":"Post","data":{"title":"tab\#tinside","bodyH":1}}"#,
        #"{"template":"Pl\u0061in","data":{"h":1}}"#,
        // Keys and template names compared with the previous row's first: the same bytes,
        // a longer or shorter key there, an escape or a quote where the previous one ended,
        // fewer members than the previous row, then more.
        #"{"template":"Post","data":{"title":"a","bodyH":1}},{"template":"Post","data":{"title":"b","bodyH":2}},{"template":"Post","data":{"titles":"c","title":"d","bodyH":3}}"#,
        #"{"template":"Plain","data":{"h":1,"w":2}},{"template":"Plain","data":{"h":3}},{"template":"Plain","data":{"h":4,"w":5,"x":6}}"#,
        #"{"template":"Plain","data":{"hh":1,"h":2}},{"template":"Plain","data":{"h":3,"hh":4}},{"data":{"h":5},"template":"Plain"}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h\u0061":2,"h":3}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":2}},{"template":"Plain","data":{"h":3,"h":4}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plainer","data":{"h":2}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain\"","data":{"h":2}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"","data":{"h":2}}"#,
        // Plain numbers read in one loop, and the forms left to the whole grammar.
        #"{"template":"Plain","data":{"h":1.50}},{"template":"Plain","data":{"h":0.05}},{"template":"Plain","data":{"h":-0}}"#,
        #"{"template":"Plain","data":{"h":1E2}},{"template":"Plain","data":{"h":12345678901234567890}},{"template":"Plain","data":{"h":9007199254740993}}"#,
        #"{"template":"Plain","data":{"h":0.1234567890123456789}},{"template":"Plain","data":{"h":-12.5e-1}}"#,
        #"{"template":"Plain","data":{"h":00.5}}"#,
        #"{"template":"Plain","data":{"h":1.}}"#,
        #"{"template":"Plain","data":{"h":.5}}"#,
        #"{"template":"Plain","data":{"h":-}}"#,
        #"{"template":"Plain","data":{"h":1.2.3}}"#,
        // Rows read by a skeleton, the previous rows' bytes around their values: a value
        // of another kind or length in a place, whitespace, a key or template name that
        // differs inside a piece or at its end, a row cut inside a piece, more templates
        // than skeletons kept, then the first again, then errors after a match.
        #"{"template":"Post","data":{"title":"a","bodyH":1}},{"template":"Post","data":{"title":"bcdefghijklmnop","bodyH":-2.25}},{"template":"Post","data":{"title":3,"bodyH":"x"}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h": 2}},{"template":"Plain","data":{"h" :3}},{"template":"Plain","data":{"h":4 }},{ "template":"Plain","data":{"h":5}}"#,
        #"{"template":"Plain","data":{"h":1,"w":2}},{"template":"Plain","data":{"h":1,"x":2}},{"template":"Plain","data":{"h":1,"w":2,"x":3}},{"template":"Plain","data":{"h":1,"w":2}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plaim","data":{"h":1}},{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":1"#,
        #"{"template":"Plain","data":{"a":1,"h":1}},{"template":"Plain","data":{"b":1,"h":2}},{"template":"Plain","data":{"c":1,"h":3}},{"template":"Plain","data":{"d":1,"h":4}},{"template":"Plain","data":{"e":1,"h":5}},{"template":"Plain","data":{"a":1,"h":6}},{"template":"Plain","data":{"e":7,"h":7}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Post","data":{"title":"t","bodyH":1}},{"template":"Plain","data":{"h":2}},{"template":"Post","data":{"title":"u","bodyH":2}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":012}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":1e999}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":true}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":"a\nb"}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":1}}{"template":"Plain","data":{"h":1}}"#,
        #"{"template":"Plain","data":{"h":1}},{"template":"Plain","data":{"h":1,"h":2}}"#,
        #"{"template":"Post","data":{"title":"a","bodyH":1}},{"template":"Post","data":{"title":"aé","bodyH":1}},{"template":"Post","data":{"title":"a\#u{01}","bodyH":1}}"#,
        // Small whole numbers read inline, and their neighbours left to JSONNumber.
        #"{"template":"Plain","data":{"h":0}},{"template":"Plain","data":{"h":7 }},{"template":"Plain","data":{"h":123456789012345}},{"template":"Plain","data":{"h":1234567890123456}},{"template":"Plain","data":{"h":90071992547409931}}"#,
        #"{"template":"Plain","data":{"h":0}},{"template":"Plain","data":{"h":00}}"#,
        #"{"template":"Plain","data":{"h":5}},{"template":"Plain","data":{"h":5x}}"#,
        #"{"template":"Plain","data":{"h":5}},{"template":"Plain","data":{"h":5E1}},{"template":"Plain","data":{"h":-5}},{"template":"Plain","data":{"h":50.}}"#,
    ])
    func rowsGiveTheCarefulRecords(rows: String) {
        expectSameRecords(document(rows: rows))
        expectSameRecords(document(rows: rows), frames: true)
    }

    @Test func rowsWithManyKeysGiveTheCarefulRecords() {
        let keys = (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        expectSameRecords(document(rows: #"{"template":"Plain","data":{"h":1,\#(keys)}}"#))
        expectSameRecords(document(rows: #"{"template":"Plain","data":{"h":1,\#(keys),"k39":2}}"#))
    }

    @Test func illFormedUTF8InARowIsTheCarefulError() {
        var bytes = Array(document(rows: #"{"template":"Post","data":{"title":"ab","bodyH":1}}"#).utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "b"))!
        bytes[at] = 0xC0
        #expect(records(bytes, fastPath: true) == records(bytes, fastPath: false))
        #expect(records(bytes, fastPath: true).contains("ill-formed UTF-8"))
    }

    @Test func aRowNestedPastTheLimitIsTheCarefulError() {
        // The row's data nests to the parser's limit counted from the document's root.
        let depth = JSONParser.defaultMaxDepth - JSONParser.tableRowDepth - 2
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        for extra in 0..<3 {
            let deeper = "[" + String(repeating: "[", count: extra) + nested + String(repeating: "]", count: extra) + "]"
            expectSameRecords(document(rows: #"{"template":"Plain","data":{"h":1,"deep":\#(deeper)}}"#))
        }
    }

    /// The rows of a document's last table are taken to end at the document's last `]`
    /// unskipped (`guessingLastRows`); a guess that is wrong must not change a record.
    @Test func aGuessedEndOfTheLastRowsIsChecked() throws {
        let plain = #"{"template":"Plain","data":{"h":20}},{"template":"Plain","data":{"h":30}}"#
        let templates = #""templates":{\#(Self.post),"Plain":{"views":[{"name":"v","intrinsic":[null,"$h"]}],"constraints":["H:|-[v]-|","V:|-[v]-|"]}}"#
        // Right: the guess stands, and the rows are where a skip finds them.
        let one = #"{"format":"trellis/1",\#(templates),"tables":[{"id":"t","width":320,"rows":[\#(plain)]} ] }"#
        let bytes = Array(one.utf8)
        let (guessed, skipped) = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            (try JSONParser.parseDeferringTableRows(buffer, guessingLastRows: true).deferredRows,
             try JSONParser.parseDeferringTableRows(buffer).deferredRows)
        }
        #expect(guessed == skipped)
        expectSameRecords(one)
        // Wrong: another table after the rows ends the document with an array of its
        // own; or the rows end before the document's last `]` (a later table has no
        // rows). Either way the fast path must give the careful records.
        expectSameRecords(#"{"format":"trellis/1",\#(templates),"tables":[{"id":"a","width":320,"rows":[\#(plain)]},{"id":"b","width":300,"note":[1]}]}"#)
        expectSameRecords(#"{"format":"trellis/1",\#(templates),"tables":[{"id":"a","width":320,"rows":[\#(plain)],"x":[]},{"id":"b","width":300,"rows":[]}]}"#)
        // Two tables with rows: only the last is guessed, and both read as skipped.
        let two = #"{"format":"trellis/1",\#(templates),"tables":[{"id":"a","width":320,"rows":[\#(plain)]},{"id":"b","width":300,"rows":[\#(plain)]}]}"#
        expectSameRecords(two)
        let twoBytes = Array(two.utf8)
        let twoRanges = try twoBytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            (try JSONParser.parseDeferringTableRows(buffer, guessingLastRows: true).deferredRows,
             try JSONParser.parseDeferringTableRows(buffer).deferredRows)
        }
        #expect(twoRanges.0 == twoRanges.1)
        // "rows" in a row's text: no guess, the same records.
        expectSameRecords(document(rows: #"{"template":"Post","data":{"title":""rows" and rows","bodyH":3}}"#))
    }

    /// The skip over a table's rows finds the end of a value wherever its brackets,
    /// quotes and escapes fall in the eight-byte words it reads.
    @Test func endOfValueFindsTheClosingBracket() {
        let tricky = #"{"a":"x]}\\\"[{","b":[1,{"c":"\\\\"}],"d":"}"}"#
        #expect(throws: Never.self) { try JSONParser.parse(tricky) }
        // Up to past two of the 64-byte blocks it reads at a time.
        for padding in 0..<70 {
            let value = "[" + String(repeating: " ", count: padding) + tricky + "," + String(repeating: "7", count: padding) + "]"
            let bytes = Array((value + "  ,tail").utf8)
            let end = bytes.withUnsafeBufferPointer { $0.endOfValue(at: 0, limit: $0.count) }
            #expect(end == value.utf8.count, "padding \(padding)")
            // Cut short, it has no end.
            let cut = bytes.withUnsafeBufferPointer { $0.endOfValue(at: 0, limit: value.utf8.count - 1) }
            #expect(cut == nil)
        }
        var generator = DocumentGenerator(tables: 4, rows: 50, seed: 9, text: true)
        generator.kinds = DocumentGenerator.Kind.allCases
        for index in 0..<4 {
            let bytes = generator.document(index)
            let end = bytes.withUnsafeBufferPointer { $0.endOfValue(at: 0, limit: $0.count) }
            #expect(end == bytes.count - 1)
        }
    }

    /// The skip reads 64 bytes at a time as bit masks; a byte-at-a-time reading of the
    /// same rules (written here) must find the same end for any mix of brackets, quotes,
    /// backslashes and other bytes, wherever the blocks fall.
    @Test func endOfValueAgreesWithAByteAtATimeReading() {
        func reference(_ bytes: [UInt8], limit: Int) -> Int? {
            var depth = 0, inString = false, escaped = false
            for index in 0..<limit {
                let byte = bytes[index]
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
            }
            return nil
        }
        // Few brackets and quotes, so that values run long; backslashes rarer still.
        let alphabet = Array(#"{{[[}}]]"""\a:,0 é"#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 40)
        var random = SplitMix64(seed: 12)
        var checked = 0
        for round in 0..<3000 {
            let length = Int.random(in: 1...400, using: &random)
            var bytes = [UInt8(ascii: round % 2 == 0 ? "[" : "{")]
            for _ in 1..<length {
                let byte = alphabet.randomElement(using: &random)!
                // Backslashes in one round of four only, to test blocks without them too.
                bytes.append(byte == UInt8(ascii: "\\") && round % 4 != 0 ? UInt8(ascii: "y") : byte)
            }
            let limit = Int.random(in: 1...bytes.count, using: &random)
            let expected = reference(bytes, limit: limit)
            let found = bytes.withUnsafeBufferPointer { $0.endOfValue(at: 0, limit: limit) }
            #expect(found == expected, "\(String(decoding: bytes[..<limit], as: UTF8.self))")
            if expected != nil { checked += 1 }
        }
        // Enough of the values must end inside their limit for the test to mean anything.
        #expect(checked > 300)
    }

    @Test func scannerReadsKeysAndValuesAsBytes() throws {
        let bytes = Array(#"[{"template":"Post","data":{"title":"Hi","bodyH":2.5}},{"template":"Post","rowHeight":4}]"#.utf8)
        try bytes.withUnsafeBufferPointer { (buffer) throws(RowScanner.Declined) in
            var scanner = RowScanner(buffer, array: 0..<buffer.count)
            var row = RowScanner.Row()
            var more = try scanner.next(into: &row)
            #expect(more)
            #expect(row.isSimple)
            #expect(scanner.bytes(row.template, equal: "Post"))
            let keys = DataKeys(["bodyH", "title", "nope"])
            var hint = 0
            #expect(keys.value(2, in: row, hint: &hint, scanner) == nil)
            guard case .number(let height)? = keys.value(0, in: row, hint: &hint, scanner),
                  case .string(let title)? = keys.value(1, in: row, hint: &hint, scanner) else {
                Issue.record("values not read")
                return
            }
            #expect(height == 2.5)
            #expect(String(decoding: UnsafeBufferPointer(rebasing: buffer[title]), as: UTF8.self) == "Hi")
            more = try scanner.next(into: &row)
            #expect(more)
            #expect(!row.isSimple)
            #expect(String(decoding: UnsafeBufferPointer(rebasing: buffer[row.bytes]), as: UTF8.self) == #"{"template":"Post","rowHeight":4}"#)
            more = try scanner.next(into: &row)
            #expect(!more)
        }
    }

    @Test func rowsOfOneSkeletonShareItsID() throws {
        let rows = [#"{"template":"Post","data":{"title":"Hi","bodyH":2.5}}"#, #"{"template":"Post","data":{"title":"Longer","bodyH":30}}"#,
                    #"{"template":"Plain","data":{"h":1}}"#, #"{"template":"Post","data":{"title":"","bodyH":-1}}"#,
                    #"{"template":"Post", "data":{"title":"","bodyH":-1}}"#]
        let bytes = Array("[\(rows.joined(separator: ","))]".utf8)
        try bytes.withUnsafeBufferPointer { (buffer) throws(RowScanner.Declined) in
            var scanner = RowScanner(buffer, array: 0..<buffer.count)
            var row = RowScanner.Row()
            var ids: [Int] = []
            var values: [[String]] = []
            while try scanner.next(into: &row) {
                #expect(row.isSimple)
                ids.append(row.skeletonID)
                values.append(row.data.map { member in
                    switch member.value {
                    case .number(let number): "\(number)"
                    case .string(let range): String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
                    }
                })
                #expect(String(decoding: UnsafeBufferPointer(rebasing: buffer[row.bytes]), as: UTF8.self) == rows[ids.count - 1])
            }
            // The same bytes around the values: one skeleton; another template or a space: another.
            #expect(ids[0] == ids[1] && ids[1] == ids[3])
            #expect(Set([ids[0], ids[2], ids[4]]).count == 3)
            #expect(values == [["Hi", "2.5"], ["Longer", "30.0"], ["1.0"], ["", "-1.0"], ["", "-1.0"]])
        }
    }
}
