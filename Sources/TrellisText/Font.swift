/// A font at a size, as `UIFont` is: a descriptor and a point size.
public struct Font: Hashable, Sendable {
    public var descriptor: FontDescriptor
    public var pointSize: Double

    public init(_ descriptor: FontDescriptor = .system, size pointSize: Double) {
        self.descriptor = descriptor
        self.pointSize = pointSize
    }

    /// The font of a Dynamic Type text style at a content size category, as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives it: the size from Apple's
    /// table, the weight of the style (headline is semibold), in `family`.
    public static func preferred(
        _ style: TextStyle, category: ContentSizeCategory = .large,
        family: String = FontDescriptor.defaultFamily
    ) -> Font {
        Font(.family(family, weight: style.weight), size: style.pointSize(at: category))
    }
}

/// How lines of a paragraph are spaced, in `NSParagraphStyle`'s words.
public struct ParagraphStyle: Hashable, Sendable {
    /// Points added between two lines (not after the last one).
    public var lineSpacing: Double
    /// A factor on the font's natural line height; 0 or 1 leaves it as it is. The extra
    /// height goes above the glyphs, as TextKit places it.
    public var lineHeightMultiple: Double

    public init(lineSpacing: Double = 0, lineHeightMultiple: Double = 0) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
    }

    public static let natural = ParagraphStyle()
}
