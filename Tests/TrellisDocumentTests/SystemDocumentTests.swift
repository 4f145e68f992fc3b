import Testing
@testable import TrellisDocument

/// End to end: document text in, record bytes out.
@Suite("System documents")
struct SystemDocumentTests {
    private func record(_ text: String, origin: DocumentOrigin = DocumentOrigin(path: "t.jsonl", line: 7, isWholeFile: false)) -> String {
        let bytes = Array(text.utf8)
        let records = bytes.withUnsafeBufferPointer { solveDocument($0, origin: origin) }
        var out = JSONWriter()
        for record in records { record.write(to: &out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test func formatExampleWithoutEdits() {
        let text = #"""
            {"format":"trellis-system/1","id":"sys-1",
             "constraints":[{"expr":"x + 2*y >= 10","strength":"required"},
                            {"expr":"x == 3","strength":5.5},
                            {"expr":"y <= x","strength":"weak"}]}
            """#
        #expect(record(text) == #"{"id":"sys-1","values":{"x":3,"y":3.5},"issues":[]}"# + "\n")
    }

    @Test func editsOverrideWeakerConstraints() {
        // Same values as kiwisolver 1.5.1 for the same calls.
        let text = #"""
            {"format":"trellis-system/1","id":"sys-1",
             "constraints":[{"expr":"x + 2*y >= 10","strength":"required"},
                            {"expr":"x == 3","strength":5.5},
                            {"expr":"y <= x","strength":"weak"}],
             "edits":[{"variable":"x","strength":"strong","value":40}]}
            """#
        #expect(record(text) == #"{"id":"sys-1","values":{"x":40,"y":40},"issues":[]}"# + "\n")
    }

    @Test func valuesFollowFirstAppearanceConstraintsThenEdits() {
        let text = #"""
            {"format":"trellis-system/1","id":"order","edits":[{"variable":"e","value":2},{"variable":"b","value":7}],
             "constraints":[{"expr":"b + a == 10"},{"expr":"c == a"}]}
            """#
        #expect(record(text) == #"{"id":"order","values":{"b":7,"a":3,"c":3,"e":2},"issues":[]}"# + "\n")
    }

    @Test func unsatisfiableRequiredConstraintIsLeftOutAndReported() {
        let text = #"""
            {"format":"trellis-system/1","id":"conflict","constraints":[
              {"expr":"left >= 0"},{"expr":"w == right - left"},{"expr":"right <= 100"},
              {"expr":"top == 5"},{"expr":"w >= 120"},{"expr":"w == 80","strength":"medium"}]}
            """#
        #expect(record(text) == #"{"id":"conflict","values":{"left":20,"w":80,"right":100,"top":5},"issues":["#
            + #"{"kind":"unsatisfiable","broken":"w >= 120","conflict":["left >= 0","w == right - left","right <= 100","w >= 120"]}]}"#
            + "\n")
    }

    @Test func contradictoryConstantsAreUnsatisfiable() {
        let text = #"{"format":"trellis-system/1","id":"k","constraints":[{"expr":"x == 1"},{"expr":"x == 2"},{"expr":"1 >= 2"}]}"#
        #expect(record(text) == #"{"id":"k","values":{"x":1},"issues":["#
            + #"{"kind":"unsatisfiable","broken":"x == 2","conflict":["x == 1","x == 2"]},"#
            + #"{"kind":"unsatisfiable","broken":"1 >= 2","conflict":["1 >= 2"]}]}"# + "\n")
    }

    @Test func numericStrengthsAreWeights() {
        // 3 × |x − 10| against 2 × |x − 20|: the heavier one wins.
        let text = #"{"format":"trellis-system/1","id":"w","constraints":[{"expr":"x == 10","strength":3},{"expr":"x == 20","strength":2}]}"#
        #expect(record(text) == #"{"id":"w","values":{"x":10},"issues":[]}"# + "\n")
        let clipped = #"{"format":"trellis-system/1","id":"c","constraints":[{"expr":"x == 1","strength":2e9},{"expr":"x == 2","strength":1e300}]}"#
        #expect(record(clipped).contains(#""broken":"x == 2""#))
    }

    @Test func idFallsBackToPathAndLine() {
        let text = #"{"format":"trellis-system/1","constraints":[{"expr":"x == 1"}]}"#
        #expect(record(text) == #"{"id":"t.jsonl:7","values":{"x":1},"issues":[]}"# + "\n")
        #expect(record(text, origin: DocumentOrigin(path: "one.json", isWholeFile: true)).hasPrefix(#"{"id":"one.json","#))
    }

    @Test func emptySystemSolvesToNothing() {
        #expect(record(#"{"format":"trellis-system/1","id":"e"}"#) == #"{"id":"e","values":{},"issues":[]}"# + "\n")
    }

    @Test(arguments: [
        (#"{"format":"trellis-system/1","id":"a","constraints":[{"expr":"x >= 1"},{"expr":"x * x >= 1"}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"expression","message":"not linear: both factors of '*' have variables at column 3 in \"x * x >= 1\"","path":"/constraints/1/expr"}}"#),
        (#"{"format":"trellis-system/1","id":"a","constraints":[{"expr":"x >= 1","strength":"mighty"}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"unknown strength \"mighty\"; expected required, strong, medium, weak or a positive number","path":"/constraints/0/strength"}}"#),
        (#"{"format":"trellis-system/1","id":"a","constraints":[{"expr":"x >= 1","strength":0}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"a strength must be positive, got 0","path":"/constraints/0/strength"}}"#),
        (#"{"format":"trellis-system/1","id":"a","constraints":[{"expr":"x >= 1","strength":-2}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"a strength must be positive, got -2","path":"/constraints/0/strength"}}"#),
        (#"{"format":"trellis-system/1","id":"a","constraints":[{"expr":"x >= 1","strength":null}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"expected a strength name or a number, got null","path":"/constraints/0/strength"}}"#),
        (#"{"format":"trellis-system/1","id":"a","constraints":[{"strength":"weak"}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"missing-key","message":"missing key \"expr\"","path":"/constraints/0"}}"#),
        (#"{"format":"trellis-system/1","id":"a","constraints":{"expr":"x >= 1"}}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"expected an array, got an object","path":"/constraints"}}"#),
        (#"{"format":"trellis-system/1","id":"a","constraints":["x >= 1"]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"expected an object, got a string","path":"/constraints/0"}}"#),
        (#"{"format":"trellis-system/1","id":"a","edits":[{"variable":"x","strength":"required","value":1}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"an edit variable cannot be required","path":"/edits/0/strength"}}"#),
        (#"{"format":"trellis-system/1","id":"a","edits":[{"variable":"x","strength":5e9,"value":1}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"an edit variable cannot be required","path":"/edits/0/strength"}}"#),
        (#"{"format":"trellis-system/1","id":"a","edits":[{"variable":"x","value":1},{"variable":"x","value":2}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"duplicate edit variable \"x\"","path":"/edits/1/variable"}}"#),
        (#"{"format":"trellis-system/1","id":"a","edits":[{"variable":"x y","value":1}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"\"x y\" is not a variable name","path":"/edits/0/variable"}}"#),
        (#"{"format":"trellis-system/1","id":"a","edits":[{"variable":"x"}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"missing-key","message":"missing key \"value\"","path":"/edits/0"}}"#),
        (#"{"format":"trellis-system/1","id":"a","edits":[{"variable":"x","value":"1"}]}"#,
         #"{"id":"a","kind":"system","error":{"code":"invalid-value","message":"expected a number, got a string","path":"/edits/0/value"}}"#),
        (#"{"format":"trellis/2","id":"a"}"#,
         #"{"id":"a","kind":"document","error":{"code":"unknown-format","message":"unknown format \"trellis/2\"; expected \"trellis/1\" or \"trellis-system/1\"","path":"/format"}}"#),
        (#"{"id":"a"}"#,
         #"{"id":"a","kind":"document","error":{"code":"unknown-format","message":"missing key \"format\"","path":""}}"#),
        (#"{"format":1,"id":"a"}"#,
         #"{"id":"a","kind":"document","error":{"code":"invalid-value","message":"expected a string, got a number","path":"/format"}}"#),
        (#"{"format":"trellis-system/1","id":7}"#,
         #"{"id":"t.jsonl:7","kind":"document","error":{"code":"invalid-value","message":"expected a string, got a number","path":"/id"}}"#),
        (#"{"format":"trellis/1","id":"layout","tables":[{"id":"t"}]}"#,
         #"{"id":"t","kind":"table","error":{"code":"missing-key","message":"missing key \"width\"","path":"/tables/0"}}"#),
        (#"[1]"#,
         #"{"id":"t.jsonl:7","kind":"document","error":{"code":"invalid-value","message":"a document must be a JSON object, got an array","path":""}}"#),
        ("{\"format\":\"trellis-system/1\",\n \"id\": x}",
         #"{"id":"t.jsonl:7","kind":"document","error":{"code":"json-syntax","message":"expected a value, found 'x' at line 8, column 8","path":"/id"}}"#),
        (#"{"format":"trellis-system/1","constraints":[{"expr":"x >= 1"} {"expr":"y"}]}"#,
         #"{"id":"t.jsonl:7","kind":"document","error":{"code":"json-syntax","message":"expected ',' or ']', found '{' at line 7, column 63","path":"/constraints"}}"#),
    ])
    func errorRecords(text: String, expected: String) {
        #expect(record(text) == expected + "\n")
    }

    @Test func syntaxErrorColumnsShiftOnlyOnTheFirstLine() {
        let origin = DocumentOrigin(path: "-", line: 3, column: 10, isWholeFile: false)
        #expect(record("{x", origin: origin).contains("at line 3, column 11"))
        #expect(record("{\n x", origin: origin).contains("at line 4, column 2"))
    }

    @Test func unknownKeysAreIgnored() {
        let text = #"{"format":"trellis-system/1","id":"u","note":"kept for the producer","constraints":[{"expr":"x == 2","expected":2}]}"#
        #expect(record(text) == #"{"id":"u","values":{"x":2},"issues":[]}"# + "\n")
    }

    @Test func outputIsIdenticalFromRunToRun() {
        let text = #"{"format":"trellis-system/1","id":"d","constraints":[{"expr":"a + b == 10"},{"expr":"a >= b / 3","strength":"strong"},{"expr":"a == 0.1","strength":"weak"}]}"#
        let first = record(text)
        for _ in 0..<20 { #expect(record(text) == first) }
    }
}
