import Foundation
import Testing
@testable import TrellisDocument
import TrellisLayout

/// `snp` constraint entries: the seed article's SnapKit examples as document lines give
/// the frames the Swift maker gives (SnapKitSeedTests, where each is computed by hand),
/// and bad lines give the column where reading stopped.
@Suite("SnapKit document lines")
struct SnapKitDocumentTests {
    let documents = LayoutDocumentTests()

    func snp(_ view: String, _ lines: String...) -> String {
        lines.map { #"{"view":"\#(view)","snp":"\#($0)"}"# }.joined(separator: ",")
    }

    let phone = #"[{"id":"s","template":"T","size":[390,844],"safeArea":[47,0,34,0]}]"#

    @Test func safeAreaTableAndButton() {
        let constraints = [
            snp("tableview", "make.top.equalTo(self.view.safeAreaLayoutGuide.snp.top)", "make.centerY.equalTo(view)",
                "make.width.equalTo(view)", "make.bottom.equalTo(view).inset(-60)"),
            snp("nextBtn", "make.left.equalTo(tableview)", "make.right.equalTo(tableview)",
                "make.bottom.equalTo(self.view.safeAreaLayoutGuide.snp.bottom)", "make.height.equalTo(60)"),
            snp("titleLabel", "make.left.equalTo(view).offset(24)", "make.top.equalTo(view).offset(24)"),
        ].joined(separator: ",")
        let records = documents.records(documents.document(
            #"{"name":"tableview"},{"name":"titleLabel","intrinsic":[100,20]},{"name":"nextBtn"}"#, constraints, screens: phone))
        #expect(records.count == 1)
        let record = records.first ?? ""
        #expect(record.contains(#""frames":{"root":[0,0,390,844],"tableview":[0,47,390,750],"titleLabel":[24,24,100,20],"nextBtn":[0,750,390,60]}"#), "\(record)")
        #expect(record.contains(#""broken":"tableview.bottom == root.bottom + 60""#), "\(record)")
    }

    @Test func scrollViewWithRedAndBlueViews() {
        let constraints = [
            snp("scrollView", "make.center.equalToSuperview()", "make.width.equalTo(300)", "make.height.equalTo(400)"),
            snp("redView", "make.left.equalToSuperview().offset(10)", "make.right.equalToSuperview().offset(-100)",
                "make.width.equalToSuperview().offset(200)", "make.top.bottom.height.equalToSuperview()"),
            snp("blueView", "make.center.equalToSuperview()", "make.size.equalToSuperview().offset(-200)"),
        ].joined(separator: ",")
        let records = documents.records(documents.document(
            #"{"name":"scrollView","type":"scroll"},{"name":"redView","parent":"scrollView"},{"name":"blueView","parent":"redView"}"#,
            constraints, screens: phone))
        #expect(records == [
            #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"scrollView":[45,222,300,400],"redView":[10,0,500,400],"blueView":[100,100,300,200]},"contentSizes":{"scrollView":[610,400]},"issues":[]}"#,
        ])
    }

    @Test func edgesAndBasicUsage() {
        let constraints = [
            snp("myView", "make.edges.equalToSuperview()"),
            snp("label", #"make.centerX.equalTo(view.snp.centerX).multipliedBy(1).labeled(\"label6.centerX\")"#,
                "make.top.equalTo(view.snp.top).offset(10)"),
        ].joined(separator: ",")
        let records = documents.records(documents.document(#"{"name":"myView"},{"name":"label","intrinsic":[100,20]}"#, constraints, screens: phone))
        #expect(records == [
            #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"myView":[0,0,390,844],"label":[145,10,100,20]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    /// Each line makes what the Swift maker makes for it (SnapKitMakerTests), with
    /// `superview` where the maker names the superview itself.
    @Test(arguments: [
        ("make.edges.equalToSuperview().inset(16)",
         ["box.left == superview.left + 16", "box.top == superview.top + 16", "box.right == superview.right - 16", "box.bottom == superview.bottom - 16"]),
        ("make.leading.trailing.equalToSuperview().inset(16)", ["box.leading == superview.leading + 16", "box.trailing == superview.trailing - 16"]),
        ("make.size.equalTo(CGSize(width: 40, height: 30))", ["box.width == 40", "box.height == 30"]),
        ("make.size.equalTo(other).inset(10)", ["box.width == other.width - 20", "box.height == other.height - 20"]),
        ("make.center.equalTo(other).inset(UIEdgeInsets(top: 2, left: 10, bottom: 8, right: 4))",
         ["box.centerX == other.centerX + 3", "box.centerY == other.centerY - 3"]),
        ("make.directionalEdges.equalTo(superview).inset(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
         ["box.top == superview.top + 1", "box.bottom == superview.bottom - 3", "box.leading == superview.leading + 2", "box.trailing == superview.trailing - 4"]),
        ("make.margins.equalTo(other.snp.edges)",
         ["box.leftMargin == other.left", "box.rightMargin == other.right", "box.topMargin == other.top", "box.bottomMargin == other.bottom"]),
        ("make.center.equalTo(20)", ["box.centerX == superview.left + 20", "box.centerY == superview.top + 20"]),
        ("make.width.equalTo(100)", ["box.width == 100"]),
        ("make.lastBaseline.equalTo(other).inset(4)", ["box.lastBaseline == other.lastBaseline - 4"]),
        ("make.centerY.equalTo(other)", ["box.centerY == other.centerY"]),
        ("make.top.equalTo(other.snp.bottom).offset(8)", ["box.top == other.bottom + 8"]),
        ("make.top.equalTo(view.safeAreaLayoutGuide.snp.top)", ["box.top == root.safeAreaLayoutGuide.top"]),
        ("make.leading.equalTo(superview.layoutMarginsGuide).offset(-gap)", ["box.leading == superview.layoutMarginsGuide.leading - 12"]),
        ("make.height.equalTo(other.snp.width).multipliedBy(0.5)", ["box.height == 0.5 * other.width"]),
        ("make.height.equalTo(other.snp.width).dividedBy(4).offset(gap)", ["box.height == 0.25 * other.width + 12"]),
        ("make.width.lessThanOrEqualTo(gap).priority(750)", ["box.width <= 12 @750"]),
        ("make.width.greaterThanOrEqualToSuperview().priority(.high)", ["box.width >= superview.width @750"]),
        (#"$0.width.equalTo(1).priority(ConstraintPriority.medium).labeled("w") ;"#, ["box.width == 1 @500"]),
        ("  make . top . equalTo ( other . snp . bottom ) . offset ( 8 )  ", ["box.top == other.bottom + 8"]),
    ])
    func linesMakeWhatTheMakerMakes(line: String, expected: [String]) throws {
        let specs = try SnapKitLineParser.parse(line, view: "box", views: ["root", "box", "other"]) { $0 == "gap" ? 12 : nil }
        #expect(specs.map(\.text) == expected)
    }

    @Test func labelsAndPrioritiesReachTheConstraint() throws {
        let specs = try SnapKitLineParser.parse(#"make.width.equalTo(5).priority(.low).labeled("名字 \"w\"")"#, view: "box", views: ["box"])
        #expect(specs.map(\.identifier) == [#"名字 "w""#])
        #expect(specs.map(\.priority) == [250])
    }

    /// The message and the 1-based column in the line, counted in characters.
    @Test(arguments: [
        ("make.top.equalTo(other.snp.bottom).offset(8", "Expected ')' after the offset value, found the end at column 44"),
        ("make.top.equalTo(avatr.snp.bottom)", "Unable to find view with name avatr at column 18"),
        ("make.top.equalTo(avatr)", "Unable to find view with name avatr at column 18"),
        ("make.tops.equalTo(other)", #"Unknown attribute "tops" at column 6"#),
        ("make.top.equalTo(other.snp.tops)", #"Unknown attribute "tops" at column 28"#),
        ("make.equalTo(other)", "Expected an attribute such as top before equalTo at column 6"),
        ("make.top", "Expected '.' and an attribute such as top, found the end at column 9"),
        ("make.centerX.equalTo(other).multiplyBy(1)",
         #"Unknown modifier "multiplyBy"; expected offset, inset, multipliedBy, dividedBy, priority or labeled at column 29"#),
        ("make.edges.equalTo(other.snp.size)", "Cannot constraint to multiple non identical attributes. at column 20"),
        ("make.top.equalTo(other.snp.leading)", "Constraint improperly relates anchors of incompatible types: box.top == other.leading at column 18"),
        ("make.leading.equalTo(other.snp.left)", "Invalid pairing of layout attributes at column 22"),
        ("make.top.equalTo(other).multipliedBy(0)",
         "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. at column 38"),
        ("make.width.equalTo(other).dividedBy(0)", "Division by zero at column 37"),
        ("make.width.equalTo(10).priority(1001)",
         "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000. at column 33"),
        ("make.width.equalTo(10).priority(.urgent)", "Unknown priority; expected required, high, medium or low at column 34"),
        ("make.width.equalTo(10).priority(.high).offset(2)", "Only labeled may follow priority or labeled, found offset at column 40"),
        (#"make.top.equalToSuperview().labeled("头像").offset(1)"#, "Only labeled may follow priority or labeled, found offset at column 43"),
        ("make.width.equalTo(1e400)", "The number 1e400 is out of range of a Double at column 20"),
        ("make.width.equalTo(nan)", "Unable to find view with name nan at column 20"),
        ("make.width.equalTo(((1)))", "Expected a number, a metric name or a $key, found '(' at column 20"),
        ("make.size.equalTo(CGSize(height: 4, width: 4))", "Expected 'width:' in CGSize at column 26"),
        ("make.size.equalToSuperview().inset(CGSize(width: 1, height: 1))", "inset takes a number or insets, not a CGSize at column 36"),
        ("make.width.equalTo($w)", #"Missing data key "$w" at column 20"#),
        ("make.width.equalTo(10) junk", "Expected the end of the line, found 'j' at column 24"),
        ("top.equalTo(10)", "Expected an attribute such as top before equalTo at column 5"),
        // Characters that look like ASCII ones, or are not seen at all, are named by code point.
        ("make.top.equalTo(\u{430}vatar)", "Expected a number, a metric name or a $key, found 'а' (U+0430) at column 18"),
        ("make.top\u{0}.equalToSuperview()", "Expected '.' and an attribute such as top, found U+0000 at column 9"),
        ("make.top.equalTo\u{202E}(other)", "Expected '(' after equalTo, found U+202E at column 17"),
        ("make.top.equalTo(👩\u{200D}👧)", "Expected a number, a metric name or a $key, found '👩' (U+1F469) at column 18"),
    ])
    func errorsGiveTheColumn(line: String, message: String) {
        do {
            let specs = try SnapKitLineParser.parse(line, view: "box", views: ["root", "box", "other"])
            Issue.record("expected an error, made \(specs.map(\.text))")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func errorRecordsNameThePointerAndColumn() {
        let lines = documents.records(documents.document(
            #"{"name":"box"}"#, #"{"view":"box","snp":"make.width.equalTo(10)"},{"view":"box","snp":"make.top.equalTo(avatar.snp.bottom).offset(8"}"#))
        #expect(lines == [
            #"{"id":"s","kind":"screen","error":{"code":"constraint","message":"Unable to find view with name avatar at column 18","path":"/templates/T/constraints/1/snp"}}"#,
        ])
        let ghost = documents.records(documents.document(#"{"name":"box"}"#, #"{"view":"ghost","snp":"make.width.equalTo(10)"}"#))
        #expect(ghost == [
            #"{"id":"s","kind":"screen","error":{"code":"constraint","message":"Unable to find view with name ghost","path":"/templates/T/constraints/0/view"}}"#,
        ])
        let missing = documents.records(documents.document(#"{"name":"box"}"#, #"{"snp":"make.width.equalTo(10)"}"#))
        #expect(missing.first?.contains(#""code":"missing-key""#) == true)
    }

    @Test func dataKeysInInsetsGiveEachRowItsHeight() {
        let text = #"{"format":"trellis/1","id":"d","templates":{"C":{"views":[{"name":"box","intrinsic":[null,20]}],"constraints":[{"view":"box","snp":"make.top.bottom.equalToSuperview().inset($pad)"},{"view":"box","snp":"make.leading.trailing.equalToSuperview()"}]}},"tables":[{"id":"t","width":300,"rows":[{"template":"C","data":{"pad":4}},{"template":"C","data":{"pad":10}}]}]}"#
        let records = documents.records(text)
        // Heights: 20 + 2 × 4 and 20 + 2 × 10, each with the separator's 1/3 point.
        #expect(records.first?.contains(#""heights":[28.333333333333332,40.333333333333336]"#) == true, "\(records)")
    }

    /// The quick start's example. Its texts are measured, so only frames that no text
    /// sizes are checked: 16 + 59 of safe area above the avatar, 16 + 48 + 12 before
    /// the name, the body 12 below the avatar and 16 in from each side of 393, the photo
    /// as wide, and the button's trailing edge on the photo's, 393 − 16.
    @Test func theExampleScreen() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/screens/snapkit-post.json")
        let record = try #require(documents.records(try String(contentsOf: url, encoding: .utf8)).first)
        for frame in [#""avatar":[16,75,48,48]"#, #""name":[76,79,"#, #""body":[16,135,361,"#, #""photo":[16,"#] {
            #expect(record.contains(frame), "\(frame) in \(record)")
        }
        let like = try #require(record.split(separator: #""like":["#).last?.split(separator: "]").first)
        let numbers = like.split(separator: ",").compactMap { Double($0) }
        #expect(numbers.count == 4 && numbers[0] + numbers[2] == 377, "\(record)")
        #expect(record.hasSuffix(#""issues":[]}"#))
    }

    @Test func hostileLinesEndInAnError() {
        let deep = "make.width.equalTo(" + String(repeating: "(", count: 100_000) + "1"
        let long = "make" + String(repeating: ".top", count: 250_000) + ".equalTo(1)"
        let label = #"make.top.equalTo(1).labeled(""# + String(repeating: "é", count: 500_000)
        for line in [deep, label] {
            #expect(throws: ConstraintSyntaxError.self) { _ = try SnapKitLineParser.parse(line, view: "box", views: ["box"]) }
        }
        // A number too long for a Double is shown by its ends, not whole.
        let digits = "make.top.equalToSuperview().offset(" + String(repeating: "9", count: 100_000) + ")"
        #expect(throws: ConstraintSyntaxError("The number 9999999999999999…9999999999999999 (100000 characters) is out of range of a Double", column: 36)) {
            _ = try SnapKitLineParser.parse(digits, view: "box", views: ["box"])
        }
        // A million bytes of repeated attributes are one attribute.
        #expect((try? SnapKitLineParser.parse(long, view: "box", views: ["box"]))?.map(\.text) == ["box.top == superview.top + 1"])
    }
}
