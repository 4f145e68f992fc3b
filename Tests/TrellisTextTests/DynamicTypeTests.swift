import Testing
import TrellisText

@Suite struct DynamicTypeTests {
    @Test func applesVerifiedPoints() {
        #expect(TextStyle.body.pointSize(at: .large) == 17)
        #expect(TextStyle.body.pointSize(at: .extraSmall) == 14)
        #expect(TextStyle.body.pointSize(at: .extraExtraExtraLarge) == 23)
        #expect(TextStyle.body.pointSize(at: .accessibilityMedium) == 28)
        #expect(TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.largeTitle.pointSize(at: .large) == 34)
        #expect(TextStyle.caption2.pointSize(at: .medium) == 11)
        #expect(TextStyle.footnote.pointSize(at: .large) == 13)
    }

    @Test func everyStyleGrowsOrStaysWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
            #expect(sizes.allSatisfy { $0 >= 11 }, "\(style): nothing under 11 pt")
        }
    }

    @Test func headlineIsSemiboldBody() {
        for category in ContentSizeCategory.allCases {
            #expect(TextStyle.headline.pointSize(at: category) == TextStyle.body.pointSize(at: category))
        }
        #expect(TextStyle.headline.weight == .semibold)
        #expect(TextStyle.allCases.filter { $0.weight != .regular } == [.headline])
        #expect(Font.preferred(.headline) == Font(.family("DejaVu Sans", weight: .semibold), size: 17))
    }

    /// DejaVu Sans has no semibold; fontconfig gives the nearest, its bold.
    @Test func headlineMeasuresInTheBoldFace() throws {
        let measurer = TextMeasurer()
        let headline = try measurer.resolve(Font.preferred(.headline).descriptor)
        #expect(headline.path.hasSuffix("DejaVuSans-Bold.ttf"))
        let body = try measurer.measure("Headline", font: .preferred(.body))
        let bold = try measurer.measure("Headline", font: .preferred(.headline))
        #expect(bold.lines[0].width > body.lines[0].width)
    }

    @Test func labelsScaleWithTheCategory() throws {
        let measurer = TextMeasurer()
        let file = FontFile.dejaVuSans
        let em = Double(file.ascender - file.descender + file.lineGap) / Double(file.unitsPerEm)
        let text = "Dynamic Type scales every text style with the reader's preferred size."
        let large = try measurer.measure(text, font: .preferred(.body, category: .large))
        let ax1 = try measurer.measure(text, font: .preferred(.body, category: .accessibilityMedium))
        #expect(abs(large.lineHeight - 17 * em) < 1e-9)
        #expect(abs(ax1.lineHeight - 28 * em) < 1e-9)
        #expect(abs(ax1.lines[0].width - large.lines[0].width * 28 / 17) < 1e-9)
        let narrow = try measurer.measure(text, font: .preferred(.body, category: .accessibilityMedium), width: 300)
        #expect(narrow.lineCount > (try measurer.measure(text, font: .preferred(.body), width: 300)).lineCount)
    }
}
