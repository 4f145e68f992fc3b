/// A text broken into lines at a width: what a label shows and how big it is, in points.
public struct TextLayout: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        /// UTF-8 byte offsets of the line's text, without its trailing white space and
        /// line break.
        public var range: Range<Int>
        /// The advance width of that text, unrounded.
        public var width: Double
    }

    public var lines: [Line]
    /// The label's size: the widest line and all lines' height, each rounded up to a
    /// whole pixel at the scale measured with.
    public var width: Double
    public var height: Double
    /// One line's height: the font's ascender − descender + line gap, times the
    /// paragraph's line height multiple.
    public var lineHeight: Double
    /// Space between two lines.
    public var lineSpacing: Double
    /// The first line's baseline below the top (the ascender, below any extra height of
    /// the line height multiple).
    public var firstBaseline: Double
    /// When a line limit cut text off.
    public var isTruncated: Bool

    public var lineCount: Int { lines.count }

    /// The baseline of line `index` (from 0) below the top.
    public func baseline(ofLine index: Int) -> Double {
        firstBaseline + Double(index) * (lineHeight + lineSpacing)
    }

    public var lastBaseline: Double { baseline(ofLine: lines.count - 1) }
}
