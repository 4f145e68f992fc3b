import Testing
import TrellisLayout
@testable import TrellisDocument

/// Every form of the anchor-constraint grammar (format.md §2.3) and what it means.
@Suite("AnchorConstraintParser")
struct AnchorConstraintParserTests {
    static let metrics: [String: Double] = ["pad": 12, "half": 0.5, "high": 900, "side": 40]
    static let data: [String: Double] = ["$width": 120, "$ratio": 0.25, "$gap": 6, "$priority": 600]

    static func parse(_ text: String, identifier: String? = nil) throws(ConstraintSyntaxError) -> ConstraintSpec {
        try AnchorConstraintParser.parse(text, identifier: identifier) { name in metrics[name] ?? data[name] }
    }

    static func anchor(_ item: String, _ attribute: LayoutAttribute) -> AnchorRef {
        AnchorRef(item: item, attribute: attribute)
    }

    @Test func anchorToAnchor() throws {
        let spec = try Self.parse("avatar.leading == superview.layoutMarginsGuide.leading")
        #expect(spec == ConstraintSpec(
            first: Self.anchor("avatar", .leading), relation: .equal,
            second: Self.anchor("superview.layoutMarginsGuide", .leading),
            text: "avatar.leading == superview.layoutMarginsGuide.leading"))
        #expect(spec.multiplier == 1 && spec.constant == 0 && spec.priority == 1000 && spec.identifier == nil)
    }

    @Test func relations() throws {
        #expect(try Self.parse("a.top == b.top").relation == .equal)
        #expect(try Self.parse("a.top >= b.top").relation == .greaterThanOrEqual)
        #expect(try Self.parse("a.top <= b.top").relation == .lessThanOrEqual)
    }

    @Test func constantsAfterAnAnchor() throws {
        let plus = try Self.parse("title.leading == avatar.trailing + 12")
        #expect(plus.second == Self.anchor("avatar", .trailing) && plus.constant == 12)
        #expect(try Self.parse("avatar.bottom <= superview.bottom - 8").constant == -8)
        #expect(try Self.parse("a.top == b.bottom + 0.5").constant == 0.5)
        #expect(try Self.parse("a.top == b.bottom - 1e2").constant == -100)
    }

    @Test func constantForms() throws {
        let width = try Self.parse("avatar.width == 40")
        #expect(width == ConstraintSpec(first: Self.anchor("avatar", .width), relation: .equal, constant: 40, text: "avatar.width == 40"))
        #expect(width.second == nil)
        #expect(try Self.parse("a.height >= -3").constant == -3)
        #expect(try Self.parse("a.height <= +3").constant == 3)
        #expect(try Self.parse("a.height == side").constant == 40)
        #expect(try Self.parse("a.height == -pad").constant == -12)
        #expect(try Self.parse("a.width == $width").constant == 120)
    }

    @Test func multiplierForms() throws {
        let before = try Self.parse("card.height == 0.5 * card.width")
        #expect(before.first == Self.anchor("card", .height) && before.second == Self.anchor("card", .width))
        #expect(before.multiplier == 0.5 && before.constant == 0)
        #expect(try Self.parse("card.height == card.width * 0.5").multiplier == 0.5)
        #expect(try Self.parse("card.height == card.width / 2").multiplier == 0.5)
        #expect(try Self.parse("card.height == card.width / 4 + 10").constant == 10)
        #expect(try Self.parse("card.height == half * card.width - pad") .constant == -12)
        #expect(try Self.parse("card.height == half * card.width").multiplier == 0.5)
        #expect(try Self.parse("card.height == card.width * $ratio").multiplier == 0.25)
        #expect(try Self.parse("card.height == -1 * card.width").multiplier == -1)
        #expect(try Self.parse("a.centerX == b.centerX * 0.5").multiplier == 0.5)
        let ratio = try Self.parse("card.height == 9 * card.width / 16 + 1")
        #expect(ratio.multiplier == 9.0 / 16 && ratio.constant == 1)
        #expect(try Self.parse("a.width == 2 * b.width * 3").multiplier == 6)
    }

    @Test func metricsAndDataKeysEverywhere() throws {
        let spec = try Self.parse("a.width == half * b.width + $gap @$priority")
        #expect(spec.multiplier == 0.5 && spec.constant == 6 && spec.priority == 600)
        #expect(try Self.parse("a.top == b.bottom + pad @high").priority == 900)
    }

    @Test func priorityNamesAndNumbers() throws {
        #expect(try Self.parse("a.top == b.top @required").priority == 1000)
        #expect(try Self.parse("a.top == b.top @defaultHigh").priority == 750)
        #expect(try Self.parse("a.top == b.top @defaultLow").priority == 250)
        #expect(try Self.parse("a.top == b.top @fittingSizeLevel").priority == 50)
        #expect(try Self.parse("body.top >= title.bottom + 4 @750").priority == 750)
        #expect(try Self.parse("a.width == 10 @ 1").priority == 1)
        #expect(try Self.parse("a.width == 10 @1000").priority == 1000)
        #expect(try Self.parse("a.width == 10 @999.5").priority == 999.5)
        #expect(try Self.parse("a.width == 10").priority == 1000)
    }

    @Test func everyAttributeWithAndWithoutAnchorSuffix() throws {
        for attribute in LayoutAttribute.allCases {
            let name = attribute.rawValue
            let partner = attribute.isLocation ? "b.\(name)" : "10"
            #expect(try Self.parse("a.\(name) == \(partner)").first.attribute == attribute)
            #expect(try Self.parse("a.\(name)Anchor == \(partner)").first.attribute == attribute)
        }
        let spec = try Self.parse("a.leadingAnchor == b.trailingAnchor")
        #expect(spec.first == Self.anchor("a", .leading) && spec.second == Self.anchor("b", .trailing))
    }

    @Test func guidePathsKeepTheirDots() throws {
        let items = ["root.safeAreaLayoutGuide", "card.layoutMarginsGuide", "scroll.contentLayoutGuide",
                     "scroll.frameLayoutGuide", "root.keyboardLayoutGuide", "body.readableContentGuide", "spacer"]
        for item in items {
            let spec = try Self.parse("\(item).top == other.topAnchor")
            #expect(spec.first == Self.anchor(item, .top))
        }
        #expect(try Self.parse("a.bottom <= root.keyboardLayoutGuide.top").second == Self.anchor("root.keyboardLayoutGuide", .top))
    }

    @Test func compatiblePairings() throws {
        _ = try Self.parse("a.firstBaseline == b.lastBaseline")
        _ = try Self.parse("a.top == b.firstBaseline + 4")
        _ = try Self.parse("a.leading == b.leadingMargin")
        _ = try Self.parse("a.left == b.rightMargin")
        _ = try Self.parse("a.centerX == b.leading")
        _ = try Self.parse("a.centerX == b.left")
        _ = try Self.parse("a.centerXWithinMargins == b.centerX")
        _ = try Self.parse("a.width == 2 * b.height")
        _ = try Self.parse("a.width == 0 * b.width + 10")
    }

    @Test func spacesAreOptionalAndTextIsTrimmed() throws {
        let tight = try Self.parse("a.leading>=b.trailing+8@750")
        let loose = try Self.parse(" \t a.leading  >=  b.trailing  +  8  @  750 \t")
        #expect(tight.relation == loose.relation && tight.constant == 8 && loose.constant == 8 && loose.priority == 750)
        #expect(loose.text == "a.leading  >=  b.trailing  +  8  @  750")
        #expect(tight.text == "a.leading>=b.trailing+8@750")
    }

    @Test func identifierIsCarried() throws {
        #expect(try Self.parse("a.bottom <= superview.bottom - 8", identifier: "avatar-bottom").identifier == "avatar-bottom")
    }

    @Test func numberSpellings() throws {
        #expect(try Self.parse("a.width == .5").constant == 0.5)
        #expect(try Self.parse("a.width == 2.").constant == 2)
        #expect(try Self.parse("a.width == 1E3").constant == 1000)
        #expect(try Self.parse("a.width == 2.5e-1 * b.width").multiplier == 0.25)
    }
}
