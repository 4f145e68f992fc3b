import Testing
import TrellisLayout
@testable import TrellisDocument

/// Visual formats from Apple's Auto Layout Guide and what they make. Expected
/// constraints are written in the anchor grammar, which both pins the structure and
/// checks the readable text the parser synthesizes.
@Suite("VisualFormatParser")
struct VisualFormatParserTests {
    static let views: Set<String> = [
        "a", "b", "c", "v", "button", "textField", "purpleBox", "lowerButton", "upperButton", "flexibleButton",
        "find", "findNext", "findField", "topField", "bottomField", "maroonView", "blueView", "avatar", "title",
        "wideView", "redBox", "yellowBox", "_private1",
    ]
    static let values: [String: Double] = ["pad": 12, "size": 40, "high": 750, "$w": 90, "$gap": 6]

    static func parse(_ format: String, options: [VisualFormatAlignment] = []) throws(ConstraintSyntaxError) -> [ConstraintSpec] {
        try VisualFormatParser.parse(format, options: options, views: views) { values[$0] }
    }

    /// The format's constraints must be exactly these anchor constraints, in order.
    static func check(_ format: String, options: [VisualFormatAlignment] = [], _ expected: [String],
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let specs = try parse(format, options: options)
        #expect(specs.map(\.text) == expected, sourceLocation: sourceLocation)
        #expect(specs == (try expected.map { text throws(ConstraintSyntaxError) in try AnchorConstraintParser.parse(text) }),
                sourceLocation: sourceLocation)
    }

    @Test func standardSpaceBetweenSiblings() throws {
        try Self.check("[button]-[textField]", ["textField.leading == button.trailing + 8"])
    }

    @Test func widthConstraint() throws {
        try Self.check("[button(>=50)]", ["button.width >= 50"])
    }

    @Test func connectionToSuperview() throws {
        try Self.check("|-50-[purpleBox]-50-|", [
            "purpleBox.leading == superview.leading + 50", "purpleBox.trailing == superview.trailing - 50",
        ])
    }

    @Test func verticalLayout() throws {
        try Self.check("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"])
    }

    @Test func flushViews() throws {
        try Self.check("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"])
        try Self.check("|[v]|", ["v.leading == superview.leading", "v.trailing == superview.trailing"])
        try Self.check("V:|[v]|", ["v.top == superview.top", "v.bottom == superview.bottom"])
    }

    @Test func priority() throws {
        try Self.check("[button(100@20)]", ["button.width == 100 @20"])
        try Self.check("[wideView(>=60@700)]", ["wideView.width >= 60 @700"])
    }

    @Test func equalWidths() throws {
        try Self.check("[lowerButton(==upperButton)]", ["lowerButton.width == upperButton.width"])
        try Self.check("V:[redBox][yellowBox(==redBox)]", ["yellowBox.top == redBox.bottom", "yellowBox.height == redBox.height"])
        try Self.check("[a(>=b@750,<=c)]", ["a.width >= b.width @750", "a.width <= c.width"])
    }

    @Test func multiplePredicates() throws {
        try Self.check("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
        try Self.check("[a(>=50,<=100@750)]", ["a.width >= 50", "a.width <= 100 @750"])
        try Self.check("[a]-(>=8,<=20@500)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"])
    }

    @Test func completeLineOfLayout() throws {
        try Self.check("|-[find]-[findNext]-[findField(>=20)]-|", [
            "find.leading == superview.leadingMargin", "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8", "findField.width >= 20",
            "findField.trailing == superview.trailingMargin",
        ])
    }

    @Test func formatDocumentExample() throws {
        try Self.check("H:|-[avatar(40)]-12-[title]-|", [
            "avatar.leading == superview.leadingMargin", "avatar.width == 40", "title.leading == avatar.trailing + 12",
            "title.trailing == superview.trailingMargin",
        ])
        try Self.check("V:|-[a]-[b]-|", ["a.top == superview.topMargin", "b.top == a.bottom + 8", "b.bottom == superview.bottomMargin"])
    }

    @Test func spacingPredicates() throws {
        try Self.check("[a]-(>=8@750)-[b]", ["b.leading >= a.trailing + 8 @750"])
        try Self.check("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"])
        try Self.check("[a]->=5-[b]", ["b.leading >= a.trailing + 5"])
        try Self.check("[a]-0-[b]", ["b.leading == a.trailing"])
        try Self.check("[a]-2.5-[b]", ["b.leading == a.trailing + 2.5"])
        try Self.check("[a]-1e1-[b]", ["b.leading == a.trailing + 10"])
    }

    /// Inequalities toward a trailing `|` turn around when the view moves first.
    @Test func inequalitiesToTheSuperview() throws {
        try Self.check("V:|-(>=20)-[a]-(>=30@300)-|", ["a.top >= superview.top + 20", "a.bottom <= superview.bottom - 30 @300"])
        try Self.check("|-(<=4)-[a]-(<=-2)-|", ["a.leading <= superview.leading + 4", "a.trailing >= superview.trailing + 2"])
    }

    @Test func metricsAndData() throws {
        try Self.check("|-pad-[a(size)]-(>=pad@high)-|", [
            "a.leading == superview.leading + 12", "a.width == 40", "a.trailing <= superview.trailing - 12 @750",
        ])
        try Self.check("[a($w)]-$gap-[b(<=$w@defaultLow)]", [
            "a.width == 90", "b.leading == a.trailing + 6", "b.width <= 90 @250",
        ])
        try Self.check("[a(10@required)][b(10@fittingSizeLevel)]-(5@defaultHigh)-[c]", [
            "a.width == 10", "b.leading == a.trailing", "b.width == 10 @50", "c.leading == b.trailing + 5 @750",
        ])
    }

    /// A metric wins over a view of the same name, as in UIKit.
    @Test func metricsShadowViews() throws {
        let specs = try VisualFormatParser.parse("[a(==b)]", views: ["a", "b"]) { $0 == "b" ? 33 : nil }
        #expect(specs.map(\.text) == ["a.width == 33"])
    }

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try Self.parse("H:|-[a]-[b]") == (try Self.parse("|-[a]-[b]")))
        try Self.check("[_private1]", [])
    }

    @Test func structureOfOneConstraint() throws {
        let specs = try Self.parse("|-50-[purpleBox]")
        #expect(specs == [ConstraintSpec(
            first: AnchorRef(item: "purpleBox", attribute: .leading), relation: .equal,
            second: AnchorRef(item: "superview", attribute: .leading), multiplier: 1, constant: 50, priority: 1000,
            text: "purpleBox.leading == superview.leading + 50", identifier: nil)])
    }

    @Test func alignmentOptions() throws {
        try Self.check("V:[a]-[b]-[c]", options: [.alignAllTrailing, .alignAllLeading], [
            "b.top == a.bottom + 8", "c.top == b.bottom + 8",
            "a.leading == b.leading", "a.trailing == b.trailing", "b.leading == c.leading", "b.trailing == c.trailing",
        ])
        try Self.check("|-[a]-[b(20)]-|", options: [.alignAllCenterY, .alignAllTop], [
            "a.leading == superview.leadingMargin", "b.leading == a.trailing + 8", "b.width == 20",
            "b.trailing == superview.trailingMargin", "a.top == b.top", "a.centerY == b.centerY",
        ])
        try Self.check("[a][b]", options: [.alignAllFirstBaseline, .alignAllLastBaseline, .alignAllBottom], [
            "b.leading == a.trailing", "a.bottom == b.bottom", "a.lastBaseline == b.lastBaseline",
            "a.firstBaseline == b.firstBaseline",
        ])
        try Self.check("V:[a][b]", options: [.alignAllLeft, .alignAllRight, .alignAllCenterX], [
            "b.top == a.bottom", "a.left == b.left", "a.right == b.right", "a.centerX == b.centerX",
        ])
    }

    /// UIKit aligns pairs of views only, so one view never trips the axis check.
    @Test func alignmentWithOneView() throws {
        try Self.check("|-[a]-|", options: [.alignAllLeading], ["a.leading == superview.leadingMargin", "a.trailing == superview.trailingMargin"])
    }

    @Test func everyAlignmentOptionInBothOrientations() throws {
        for option in VisualFormatAlignment.allCases {
            let acrossRows = option.attribute.axis == .vertical
            #expect((try? Self.parse("[a][b]", options: [option])) != nil || !acrossRows, "\(option)")
            #expect((try? Self.parse("V:[a][b]", options: [option])) != nil || acrossRows, "\(option)")
            #expect((try? Self.parse("[a][b]", options: [option])) == nil || acrossRows, "\(option)")
            #expect((try? Self.parse("V:[a][b]", options: [option])) == nil || !acrossRows, "\(option)")
        }
    }

    @Test func optionsByName() throws {
        let specs = try VisualFormatParser.parse("V:[a][b]", options: ["alignAllLeading"], views: ["a", "b"])
        #expect(specs.map(\.text) == ["b.top == a.bottom", "a.leading == b.leading"])
        #expect(VisualFormatAlignment.allCases.allSatisfy { VisualFormatAlignment(rawValue: $0.rawValue) == $0 })
    }

    /// Every constraint the parser makes reads back through the anchor parser unchanged.
    @Test func synthesizedTextRoundTrips() throws {
        let formats = ["|-(>=0.1@1.5)-[a(<=1e-7)]-(-2.25)-[b(==c@999)]-(<=1e17)-|", "V:|[a]-[b(>=size@high)]-pad-|"]
        for format in formats {
            for spec in try Self.parse(format, options: []) {
                #expect(try AnchorConstraintParser.parse(spec.text) == spec)
            }
        }
    }

    @Test func recognizesVisualFormats() {
        for text in ["H:|[a]|", "V:[a]", "|-[a]", "[a][b]", "V|[a]", "H", "  [a]"] {
            #expect(VisualFormatParser.isVisualFormat(text), "\(text)")
        }
        for text in ["a.top == b.top", "Header.top == b.top", "V.top == b.top", "H2.width == 1", "", "  "] {
            #expect(!VisualFormatParser.isVisualFormat(text), "\(text)")
        }
    }
}
