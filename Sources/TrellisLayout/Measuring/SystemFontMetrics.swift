/// Apple's system font (San Francisco) in proportion to its point size, which is all a
/// label's baselines need when its size is given rather than measured (Interface
/// Builder's stored frames, `--label-sizes design`). The font is not on Linux; the
/// ratios are UIFont's `ascender`, `descender` and `lineHeight` for it, checked
/// against the stored frames of baseline-constrained labels (format.md §9.3).
public struct SystemFontMetrics: Sendable, Hashable {
    public var pointSize: Double

    public init(pointSize: Double) {
        self.pointSize = pointSize
    }

    public var ascender: Double { 0.952 * pointSize }
    /// Below the baseline, as a positive distance.
    public var descender: Double { 0.241 * pointSize }
    public var lineHeight: Double { ascender + descender }

    /// A label's baselines when it is `height` high on a screen of `scale` pixels a
    /// point: UILabel centres its block of lines, rounded up to pixels, vertically in a
    /// frame taller than its text, and shows as many whole lines as fit (at most `lines`;
    /// 0: no limit), at least one.
    public func labelBaselines(height: Double, lines: Int, scale: Double) -> TextBaselines {
        // Stored heights are rounded up to pixels, so a line that almost fits fits. The
        // count stays a Double: a height from the file may be any finite number.
        var count = max(1, ((height + 0.01) / lineHeight).rounded(.down))
        if lines > 0 { count = min(count, Double(lines)) }
        let block = (count * lineHeight * scale).rounded(.up) / scale
        let above = (height - block) / 2
        return TextBaselines(firstFromTop: above + ascender, lastFromBottom: height - above - ascender - (count - 1) * lineHeight)
    }
}
