import Testing
@testable import TrellisDocument

/// Values a hostile user would try: finite numbers so large that solving, summing or
/// rounding them overflows, and names and options no constraint could use. Each gives
/// an error record that points at the job or the value, and never `inf` or `nan`.
@Suite("Hostile values")
struct HostileValueTests {
    func records(_ text: String) -> [String] { LayoutDocumentTests().records(text) }

    static let overflowing: [(document: String, path: String)] = [
        // The screen itself.
        (#"{"format":"trellis/1","templates":{"T":{"views":[],"constraints":[]}},"screens":[{"id":"j","template":"T","size":[1e308,844]}]}"#, "/screens/0"),
        // A constant and a metric.
        (#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"a"}],"constraints":["a.width == 1.7e308","H:|[a]","V:|[a(10)]"]}},"screens":[{"id":"j","template":"T","size":[100,100]}]}"#, "/screens/0"),
        (#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"a"}],"metrics":{"m":1e308},"constraints":["H:|-m-[a(m)]","V:|[a(10)]"]}},"screens":[{"id":"j","template":"T","size":[100,100]}]}"#, "/screens/0"),
        // An intrinsic size in a cell, bound to data.
        (#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"a","intrinsic":[null,"$h"]}],"constraints":["V:|[a]|","H:|[a]|"]}},"tables":[{"id":"j","width":300,"rows":[{"template":"T","data":{"h":10}},{"template":"T","data":{"h":1e308}}]}]}"#, "/tables/0/rows/1"),
        // Fixed and estimated row heights, whose sums overflow.
        (#"{"format":"trellis/1","templates":{"T":{"views":[],"constraints":[]}},"tables":[{"id":"j","width":300,"rowHeight":1e308,"rows":[{"template":"T"},{"template":"T"}]}]}"#, "/tables/0"),
        (#"{"format":"trellis/1","templates":{"T":{"views":[],"constraints":[]}},"tables":[{"id":"j","width":300,"estimatedRowHeight":1.5e308,"rows":[{"template":"T"},{"template":"T"}]}]}"#, "/tables/0"),
    ]

    @Test(arguments: overflowing)
    func valuesThatOverflowGiveAnErrorRecordNeverInfinity(document: String, path: String) {
        let lines = records(document)
        #expect(lines.count == 1)
        for line in lines {
            #expect(!line.contains("inf") && !line.contains("nan"), "\(line)")
            #expect(line.contains(#""code":"invalid-value""#) && line.contains(#""path":"\#(path)""#), "\(line)")
        }
    }

    /// At a scale of 1e-300 every frame rounded to zero, silently.
    @Test(arguments: [1e-300, 0.5, -1, 1e300])
    func aScaleWithoutAMeaningfulPixelGridIsRefused(scale: Double) {
        let lines = records(#"{"format":"trellis/1","scale":\#(scale),"templates":{"T":{"views":[],"constraints":[]}},"screens":[{"id":"j","template":"T","size":[100,100]}]}"#)
        #expect(lines.count == 1 && lines[0].contains(#""path":"/scale""#), "\(lines)")
    }

    @Test func largeButSafeValuesStillSolve() {
        let lines = records(#"{"format":"trellis/1","templates":{"T":{"views":[],"constraints":[]}},"screens":[{"id":"j","template":"T","size":[1e12,844]}]}"#)
        #expect(lines == [#"{"id":"j","kind":"screen","size":[1000000000000,844],"frames":{"root":[0,0,1000000000000,844]},"contentSizes":{},"issues":[]}"#])
    }

    /// Beside 1e20 a Double has no room for 40: the required `a.height == 40` came out
    /// 0, with no issue. Past ±1e12 a size or constant is refused, at the values.
    static let imprecise: [(document: String, path: String)] = [
        (#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"a","intrinsic":[1e20,1e20]}],"constraints":["a.top == root.top","a.leading == root.leading","a.height == 40"]}},"screens":[{"id":"j","template":"T","size":[375,667]}]}"#, "/screens/0"),
        (#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"a"}],"constraints":["H:|[a(10)]","V:|[a(10)]","a.top == root.top + 2e12"]}},"screens":[{"id":"j","template":"T","size":[375,667]}]}"#, "/screens/0"),
        (#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"a","intrinsic":[30,"$h"]}],"constraints":["V:|[a]|","H:|[a]","a.height <= 40"]}},"tables":[{"id":"j","width":300,"rows":[{"template":"T","data":{"h":10}},{"template":"T","data":{"h":1e20}}]}]}"#, "/tables/0/rows/1"),
        (#"{"format":"trellis/1","templates":{"T":{"views":[{"name":"a","intrinsic":[30,"$h"]}],"constraints":["V:|[a]|","H:|[a]","a.height <= 40"]}},"tables":[{"id":"j","width":300,"rows":[{"template":"T","data":{"h":3e12}},{"template":"T","data":{"h":10}}]}]}"#, "/tables/0/rows/0"),
    ]

    @Test(arguments: imprecise)
    func valuesTooLargeToSolveExactlyAreRefused(document: String, path: String) {
        let lines = records(document)
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.contains(#""code":"invalid-value","message":"A size or constant beyond ±1e12 points"#) && $0.contains(#""path":"\#(path)""#) }, "\(lines)")
    }

    /// Each term is finite; their sum is not. Left alone, the solver dropped the
    /// required constraint and answered x = 0.
    @Test func likeTermsThatSumPastADoubleAreAnError() {
        let lines = records(#"{"format":"trellis-system/1","id":"o","constraints":[{"expr":"1e308*x + 1e308*x == 1"}]}"#)
        #expect(lines == [#"{"id":"o","kind":"system","error":{"code":"solver","message":"a coefficient or constant of 1e308*x + 1e308*x == 1 is out of range of a Double","path":"/constraints/0"}}"#])
    }

    static let refusedViews: [(view: String, path: String, message: String)] = [
        (#"{"name":"my view"}"#, "/templates/T/views/0/name", "cannot name a view"),
        (#"{"name":"café"}"#, "/templates/T/views/0/name", "cannot name a view"),
        (#"{"name":"1st"}"#, "/templates/T/views/0/name", "cannot name a view"),
        (#"{"name":"t","type":"label","lines":-1}"#, "/templates/T/views/0/lines", "lines must be a whole number"),
        (#"{"name":"t","type":"label","lines":1.5}"#, "/templates/T/views/0/lines", "lines must be a whole number"),
        (#"{"name":"t","type":"label","lines":1e18}"#, "/templates/T/views/0/lines", "lines must be a whole number from 0 (no limit) to 2147483647"),
        (#"{"name":"t","type":"label","style":"nope"}"#, "/templates/T/views/0/style", #"no style named \"nope\""#),
    ]

    @Test(arguments: refusedViews)
    func viewsNoConstraintCouldUseAreRefused(view: String, path: String, message: String) {
        let text = #"{"format":"trellis/1","styles":{"body":{"size":17}},"templates":{"T":{"views":[\#(view)],"constraints":[]}},"screens":[{"id":"s","template":"T","size":[100,100]}]}"#
        let line = records(text).first ?? ""
        #expect(line.contains(#""path":"\#(path)""#) && line.contains(message), "\(line)")
    }

    @Test func aKnownStyleAndALineCountAreAccepted() {
        let text = #"{"format":"trellis/1","styles":{"body":{"size":17}},"templates":{"T":{"views":[{"name":"t_1","type":"label","style":"body","lines":0}],"constraints":[]}},"screens":[{"id":"s","template":"T","size":[100,100]}]}"#
        #expect(records(text).first?.contains(#""t_1":[0,0,0,0]"#) == true)
    }

    /// A loop of parents is reported at the member that closes it, the last in the list.
    @Test(arguments: [
        (#"{"name":"a","parent":"b"},{"name":"b","parent":"a"}"#, #""b\" cannot be its own ancestor","path":"/templates/T/views/1/parent""#),
        (#"{"name":"a","parent":"a"}"#, #""a\" cannot be its own ancestor","path":"/templates/T/views/0/parent""#),
        (#"{"name":"x"},{"name":"a","parent":"c"},{"name":"b","parent":"a"},{"name":"c","parent":"b"},{"name":"d","parent":"a"}"#,
         #""c\" cannot be its own ancestor","path":"/templates/T/views/3/parent""#),
        (#"{"name":"a","parent":"zz"},{"name":"b","parent":"b"}"#, #""Unable to find view with name zz","path":"/templates/T/views/0/parent""#),
    ])
    func loopsOfParentsAreNamedAtTheViewThatClosesThem(views: String, expected: String) {
        let text = #"{"format":"trellis/1","templates":{"T":{"views":[\#(views)],"constraints":[]}},"screens":[{"id":"s","template":"T","size":[100,100]}]}"#
        let line = records(text).first ?? ""
        #expect(line.contains(expected), "\(line)")
    }
}
