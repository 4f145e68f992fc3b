/// Text measurement: the size a text takes when it may be at most `width` points wide.
/// The TrellisText module to come implements it (fonts, shaping, line breaking); tests
/// use simple measurers of their own. What a view measures is its intrinsic size, so it
/// is a number like a row's data-bound constants: `CellLayout` carries it in the batch
/// core's lanes, and `WidthLoop` moves it until the layout agrees with it.
public protocol Measuring {
    /// The size of `text` laid out at most `width` wide; nil: as wide as it wants.
    func size(of text: MeasuredText, width: Double?) -> Size
}

/// What a view gives to measure: a label's text, later a button's title.
public struct MeasuredText: Sendable, Hashable {
    public var text: String
    /// A name the measurer knows (a document's `styles`), nil for its default.
    public var style: String?
    /// The most lines; 0 is no limit.
    public var lines: Int

    public init(_ text: String, style: String? = nil, lines: Int = 1) {
        self.text = text
        self.style = style
        self.lines = lines
    }

    /// Whether its size depends on the width the layout gives it: a label of more than
    /// one line wraps at that width (UIKit's automatic `preferredMaxLayoutWidth`).
    public var wrapsToWidth: Bool { lines != 1 }
}
