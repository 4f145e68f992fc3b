import Testing
@testable import TrellisDocument

/// Tables of self-sizing cells end to end, hand-computed.
@Suite("Table documents")
struct TableDocumentTests {
    func records(_ text: String, frames: Bool = false, check: Bool = false) -> [String] {
        let bytes = Array(text.utf8)
        let records = bytes.withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: "t.json", isWholeFile: true), options: SolveOptions(frames: frames, check: check))
        }
        return records.map { record in
            var out = JSONWriter()
            record.write(to: &out)
            return String(decoding: out.bytes.dropLast(), as: UTF8.self)
        }
    }

    /// A post: title and body stacked in the content view's margins (11 above and below):
    /// 11 + 20 + 4 + body + 11.
    let post = #""Post":{"views":[{"name":"title","intrinsic":[null,20]},{"name":"body","intrinsic":[null,"$bodyH"]}],"constraints":["H:|-[title]-|","H:|-[body]-|","V:|-[title]-4-[body]-|"]}"#

    @Test func formatExample() {
        // Content 88 → 264 px + separator = 88⅓; content 131.5 → 394.5 px, up to 395, + 1 = 132.
        let text = #"{"format":"trellis/1","templates":{\#(post)},"tables":[{"id":"feed-1","width":390,"estimatedRowHeight":88,"rows":[{"template":"Post","data":{"bodyH":42}},{"template":"Post","data":{"bodyH":85.5}}]}]}"#
        #expect(records(text) == [
            #"{"id":"feed-1","kind":"table","width":390,"heights":[88.33333333333333,132],"offsets":[0,88.33333333333333],"contentHeight":220.33333333333331,"estimate":{"estimatedRowHeight":88,"estimatedContentHeight":176,"meanAbsError":22.17,"maxAbsError":44,"suggested":110.17},"issues":[]}"#
        ])
    }

    @Test func rowsWhoseSpecsHaveOneShapeShareACell() {
        // `lines` is read from data but makes no constraint: rows that differ in it give
        // specs of one shape, so they share one compiled cell and are checked once (the
        // loose view's ambiguity at row 0 only, not again at row 1).
        let template = #""Note":{"views":[{"name":"text","type":"label","lines":"$n","intrinsic":[null,"$h"]},{"name":"loose"}],"constraints":["H:|-[text]-|","V:|-[text]-|","loose.top == text.top"]}"#
        let text = #"{"format":"trellis/1","templates":{\#(template)},"tables":[{"id":"t","width":320,"rows":[{"template":"Note","data":{"n":0,"h":20}},{"template":"Note","data":{"n":2,"h":30}},{"template":"Note","data":{"n":0,"h":40}}]}]}"#
        // 11 + h + 11, plus the separator's third of a point.
        #expect(records(text, check: true) == [
            #"{"id":"t","kind":"table","width":320,"heights":[42.333333333333336,52.333333333333336,62.333333333333336],"offsets":[0,42.333333333333336,94.66666666666667],"contentHeight":157,"estimate":{"estimatedRowHeight":44,"estimatedContentHeight":132,"meanAbsError":9.44,"maxAbsError":18.33,"suggested":52.33},"issues":[{"kind":"ambiguous","view":"loose","attributes":["left","width","height"],"row":0}]}"#
        ])
    }

    @Test func accessoryNarrowsTheContentViewAndFramesAreReported() {
        // A caption wraps to a height that depends on the width it gets: its height is
        // bound to the width through a constraint (4000 / width).
        let template = #""Cell":{"views":[{"name":"icon","type":"image","size":[30,30]},{"name":"label","intrinsic":[null,"$h"]}],"constraints":["H:|-[icon]-12-[label]-|","icon.centerY == superview.centerY","V:|-[label]-|","icon.top >= superview.topMargin"]}"#
        let text = #"{"format":"trellis/1","scale":2,"templates":{\#(template)},"tables":[{"id":"t","width":320,"accessory":"disclosureIndicator","separator":false,"estimatedRowHeight":44,"rows":[{"template":"Cell","data":{"h":40.2}},{"template":"Cell","data":{"h":10}}]}]}"#
        // Content view 286 wide; row 1: 11 + 40.2 + 11 = 62.2 → 124.4 px → 125 → 62.5;
        // row 2: the label is 10 but the centred icon needs 30 between the margins: 52.
        #expect(records(text, frames: true) == [
            #"{"id":"t","kind":"table","width":320,"heights":[62.5,52],"offsets":[0,62.5],"contentHeight":114.5,"estimate":{"estimatedRowHeight":44,"estimatedContentHeight":88,"meanAbsError":13.25,"maxAbsError":18.5,"suggested":57.25},"frames":[{"root":[0,0,286,62],"icon":[16,16,30,30],"label":[58,11,212,40]},{"root":[0,0,286,52],"icon":[16,11,30,30],"label":[58,11,212,30]}],"issues":[]}"#
        ])
    }

    @Test func aBadRowMakesItsTableAnErrorAndTheOthersGoOn() {
        let text = #"{"format":"trellis/1","templates":{\#(post)},"tables":[{"id":"bad","width":390,"rows":[{"template":"Post","data":{"bodyH":42}},{"template":"Post","data":{}}]},{"id":"good","width":390,"rows":[{"template":"Post","data":{"bodyH":0}}]}]}"#
        let lines = records(text)
        #expect(lines.count == 2)
        #expect(lines[0] == #"{"id":"bad","kind":"table","error":{"code":"missing-key","message":"missing data key \"bodyH\"","path":"/tables/0/rows/1/data"}}"#)
        #expect(lines[1].hasPrefix(#"{"id":"good","kind":"table","width":390,"heights":[46.333333333333336]"#))
    }

    @Test func fixedRowHeightSkipsSolvingAndTemplatesMix() {
        let other = #""Header":{"views":[{"name":"t","intrinsic":[null,30]}],"constraints":["V:|[t]|"]}"#
        let text = #"{"format":"trellis/1","templates":{\#(post),\#(other)},"tables":[{"id":"mix","width":390,"rows":[{"template":"Header"},{"template":"Post","data":{"bodyH":10}},{"rowHeight":50,"template":"Post"}]}]}"#
        let line = records(text).first ?? ""
        // Header: 30 + separator; post: 56 + separator; the fixed row is 50 as given.
        #expect(line.hasPrefix(#"{"id":"mix","kind":"table","width":390,"heights":[30.333333333333332,56.333333333333336,50]"#), "\(line)")
    }

    /// The batch core's heights must equal the heights of each row laid out alone.
    @Test func batchEqualsRowsLaidOutAlone() {
        var rng = SplitMix64(seed: 7)
        var rows: [String] = []
        var alone: [String] = []
        for _ in 0..<300 {
            let data = #"{"bodyH":\#(Double(Int.random(in: 0...4000, using: &rng)) / 7),"gap":\#(Int.random(in: 0...16, using: &rng)),"cap":\#(Int.random(in: 40...200, using: &rng))}"#
            rows.append(#"{"template":"Capped","data":\#(data)}"#)
            alone.append(#"{"id":"alone","width":375,"rows":[{"template":"Capped","data":\#(data)}]}"#)
        }
        let capped = #""Capped":{"views":[{"name":"title","intrinsic":[null,20]},{"name":"body","intrinsic":[null,"$bodyH"]}],"constraints":["V:|-[title]-$gap-[body]-|",{"c":"body.height <= $cap","priority":800},"H:|-[title]-|","H:|-[body]-|"]}"#
        let batched = records(#"{"format":"trellis/1","templates":{\#(capped)},"tables":[{"id":"all","width":375,"rows":[\#(rows.joined(separator: ","))]}]}"#)
        let single = records(#"{"format":"trellis/1","templates":{\#(capped)},"tables":[\#(alone.joined(separator: ","))]}"#)
        func heights(_ line: String) -> String {
            String(line.split(separator: "\"heights\":[")[1].split(separator: "]")[0])
        }
        #expect(heights(batched[0]).split(separator: ",") == single.map { Substring(heights($0)) })
    }
}

/// Compiled cells kept from table to table (as a worker keeps them) change no byte.
@Suite struct CellCacheTests {
    @Test func aSharedCacheWritesWhatFreshCellsWrite() {
        let generator = DocumentGenerator(tables: 24, rows: 60, seed: 5)
        let shared = CellCache()
        for index in 0..<24 {
            let bytes = generator.document(index)
            func records(_ cache: CellCache) -> [UInt8] {
                let records = bytes.withUnsafeBufferPointer {
                    solveDocument($0, origin: DocumentOrigin(path: "g", isWholeFile: true), options: SolveOptions(frames: true), cache: cache)
                }
                var out = JSONWriter()
                for record in records { record.write(to: &out) }
                return out.bytes
            }
            let fresh = records(CellCache())
            #expect(records(shared) == fresh, "table \(index)")
            #expect(String(decoding: fresh, as: UTF8.self).contains(#""kind":"table""#))
        }
    }

    /// Cells are shared by templates of the same bytes, not of equal Strings: a data key
    /// "café" precomposed and "cafe" + a combining accent are equal Swift Strings, but an
    /// error names the key as the document spells it.
    @Test func aSharedCacheTellsCanonicallyEqualKeysApart() {
        func document(_ key: String, data: String) -> [UInt8] {
            Array(#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"v","intrinsic":[null,"$\#(key)"]}],"constraints":["H:|-[v]-|","V:|-[v]-|"]}},"tables":[{"id":"t","width":320,"rows":[{"template":"T","data":{\#(data)}}]}]}"#.utf8)
        }
        func records(_ bytes: [UInt8], _ cache: CellCache) -> [UInt8] {
            let records = bytes.withUnsafeBufferPointer {
                solveDocument($0, origin: DocumentOrigin(path: "g", isWholeFile: true), options: SolveOptions(), cache: cache)
            }
            var out = JSONWriter()
            for record in records { record.write(to: &out) }
            return out.bytes
        }
        let precomposed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(precomposed == decomposed)
        let shared = CellCache()
        #expect(String(decoding: records(document(precomposed, data: #""\#(precomposed)":20"#), shared), as: UTF8.self).contains(#""heights":[42.333333333333336]"#))
        let missing = document(decomposed, data: "")
        let written = records(missing, shared)
        #expect(written == records(missing, CellCache()))
        #expect(written.starts(with: Array(#"{"id":"t","kind":"table","error":{"code":"missing-key","message":"missing data key \"\#(decomposed)\""#.utf8)))
    }

    /// The thread's cut texts outlive documents: a document whose style of the same name
    /// is another size, or that rounds to another scale, must not get the sizes the texts
    /// had before. Each document through one cache writes what it writes alone.
    @Test func aSharedCacheMeasuresEachDocumentInItsOwnStyles() {
        let body = "A tiny grey cat quietly photographed a surprisingly heavy suitcase. 周末和朋友一起爬山，风景太美了！"
        func document(size: Int, scale: Int) -> [UInt8] {
            let rows = (0..<3).map { #"{"template":"T","data":{"body":"\#(body)","name":"Row \#($0 % 2)"}}"# }
            return Array(#"""
                {"format":"trellis/1","id":"d","scale":\#(scale),"styles":{"body":{"size":\#(size)}},
                "templates":{"T":{"views":[{"name":"name","type":"label","text":"$name","style":"body"},
                {"name":"body","type":"label","text":"$body","style":"body","lines":0}],
                "constraints":["H:|-[name]-(>=8)-|","H:|-[body]-|","V:|-[name]-4-[body]-|"]}},
                "tables":[{"id":"t","width":320,"rows":[\#(rows.joined(separator: ","))]}]}
                """#.utf8)
        }
        func records(_ bytes: [UInt8], _ cache: CellCache) -> String {
            let records = bytes.withUnsafeBufferPointer {
                solveDocument($0, origin: DocumentOrigin(path: "g", isWholeFile: true), options: SolveOptions(frames: true), cache: cache)
            }
            var out = JSONWriter()
            for record in records { record.write(to: &out) }
            return String(decoding: out.bytes, as: UTF8.self)
        }
        let shared = CellCache()
        var seen: Set<String> = []
        for (size, scale) in [(17, 3), (30, 3), (17, 2), (17, 3)] {
            let bytes = document(size: size, scale: scale)
            let alone = records(bytes, CellCache())
            #expect(records(bytes, shared) == alone, "size \(size), scale \(scale)")
            #expect(alone.contains(#""kind":"table""#))
            seen.insert(alone)
        }
        // The documents lay out differently, so a size carried over would show.
        #expect(seen.count == 3)
    }
}
