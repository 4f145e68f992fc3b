import Testing
@testable import TrellisDocument

/// Documents that are large in one dimension. Nothing here is timed: each used to cost
/// the square of its size somewhere on the way (the view names of a template, rows of
/// the tableau, the frames of the record, an expression's terms), which at these sizes
/// took minutes and gigabytes; now each takes a moment.
@Suite struct LargeDocumentTests {
    func record(_ text: String) -> String {
        let records = Array(text.utf8).withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "t.json", isWholeFile: true)) }
        var out = JSONWriter()
        for record in records { record.write(to: &out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test func tenThousandChainedViews() {
        let count = 10_000
        let views = (0..<count).map { #"{"name":"v\#($0)"}"# }
        var constraints = [#""v0.top == superview.top""#]
        for index in 0..<count {
            if index > 0 { constraints.append(#""v\#(index).top == v\#(index - 1).bottom + 1""#) }
            constraints += [#""v\#(index).leading == superview.leading""#, #""v\#(index).width == 20""#, #""v\#(index).height == 10""#]
        }
        let text = #"{"format":"trellis/1","id":"d","templates":{"T":{"views":[\#(views.joined(separator: ","))],"constraints":[\#(constraints.joined(separator: ","))]}},"screens":[{"id":"s","template":"T","size":[390,844]}]}"#
        // View i: 20 × 10 at the left, 1 point below view i − 1: top 11·i.
        let frames = (0..<count).map { #""v\#($0)":[0,\#(11 * $0),20,10]"# }
        let expected = #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],\#(frames.joined(separator: ","))},"contentSizes":{},"issues":[]}"# + "\n"
        let got = record(text)
        #expect(got == expected, "\(got.prefix(300))")
    }

    /// Each conflict is explained through its markers, not by scanning every constraint.
    @Test func tenThousandConflicts() {
        let count = 10_000
        let views = (0..<count).map { #"{"name":"v\#($0)"}"# }
        var constraints: [String] = []
        for index in 0..<count {
            constraints += [#""v\#(index).leading == superview.leading""#, #""v\#(index).top == superview.top""#,
                            #""v\#(index).width == 20""#, #""v\#(index).height == 10""#, #""v\#(index).width == 30""#]
        }
        let text = #"{"format":"trellis/1","id":"d","templates":{"T":{"views":[\#(views.joined(separator: ","))],"constraints":[\#(constraints.joined(separator: ","))]}},"screens":[{"id":"s","template":"T","size":[390,844]}]}"#
        let got = record(text)
        // UIKit breaks the later one of each pair: every view stays 20 wide.
        #expect(got.components(separatedBy: #""kind":"unsatisfiable""#).count - 1 == count)
        #expect(got.contains(#"{"kind":"unsatisfiable","broken":"v9999.width == 30","conflict":["v9999.width == 20","v9999.width == 30"]}"#))
        #expect(got.contains(#""v9999":[0,0,20,10]"#))
    }

    @Test func anExpressionOf200001Terms() {
        let count = 200_001
        let terms = (0..<count).map { "x\($0)" }.joined(separator: " + ")
        let text = #"{"format":"trellis-system/1","id":"long","constraints":[{"expr":"\#(terms) == 7"}]}"#
        // The first variable is solved for; the others are free and stay 0.
        let values = (1..<count).map { #""x\#($0)":0"# }
        let expected = #"{"id":"long","values":{"x0":7,\#(values.joined(separator: ","))},"issues":[]}"# + "\n"
        let got = record(text)
        #expect(got == expected, "\(got.prefix(300))")
    }
}
