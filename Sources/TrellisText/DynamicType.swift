/// UIKit's text styles (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Headline is body's size set semibold; every other style is regular.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size at a content size category, from the iOS Dynamic Type size table
    /// of Apple's Human Interface Guidelines (Typography).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        Double(Self.sizes[self]![category.index])
    }

    // Columns: extraSmall, small, medium, large (the default), extraLarge,
    // extraExtraLarge, extraExtraExtraLarge, then the five accessibility sizes
    // (AX1 = accessibilityMedium … AX5 = accessibilityExtraExtraExtraLarge).
    private static let sizes: [TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}

/// The user's preferred text size (`UIContentSizeCategory`), smallest first.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.accessibilityMedium.index }

    var index: Int { Self.allCases.firstIndex(of: self)! }
}
