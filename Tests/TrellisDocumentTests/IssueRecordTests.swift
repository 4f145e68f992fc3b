import Testing
import TrellisLayout
@testable import TrellisDocument

/// Each kind of issue as a record writes it (format.md §5.4).
@Suite("Issue records")
struct IssueRecordTests {
    func written(_ issues: [TrellisLayout.Issue]) -> String {
        var result = ScreenResult(width: 10, height: 20)
        result.issues = issues
        var out = JSONWriter()
        Record.screen(id: "s", result: result).write(to: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test func everyKindWithAndWithoutARow() {
        let issues: [TrellisLayout.Issue] = [
            .unsatisfiable(broken: "a.width == 5", conflict: ["root.width == 10", "a.width == 5"]),
            .ambiguous(view: "a", attributes: ["left", "width"], row: 3),
            .notConverged(views: ["body", "title"], row: 0),
        ]
        #expect(written(issues) == #"{"id":"s","kind":"screen","size":[10,20],"frames":{},"contentSizes":{},"issues":["#
            + #"{"kind":"unsatisfiable","broken":"a.width == 5","conflict":["root.width == 10","a.width == 5"]},"#
            + #"{"kind":"ambiguous","view":"a","attributes":["left","width"],"row":3},"#
            + #"{"kind":"not-converged","views":["body","title"],"row":0}]}"# + "\n")
    }
}
