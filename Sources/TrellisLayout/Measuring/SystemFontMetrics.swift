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

    /// A label's baselines when its stored frame is `height` high on a screen of `scale`
    /// pixels a point: it shows as many whole lines as fit (at most `lines`; 0: no
    /// limit), at least one, and Auto Layout keeps its first baseline a fixed distance
    /// below its top and its last a fixed distance above its bottom, those of its block
    /// of lines (rounded up to pixels, the text at its top), however high the frame.
    public func labelBaselines(height: Double, lines: Int, scale: Double) -> TextBaselines {
        let (count, block) = shownBlock(height: height, lines: lines, scale: scale)
        return TextBaselines(firstFromTop: ascender, lastFromBottom: block - ascender - (count - 1) * lineHeight)
    }

    /// A button's title baselines: its title label's block of lines is centred in the
    /// button's frame, taller or shorter than it.
    public func titleBaselines(height: Double, lines: Int, scale: Double) -> TextBaselines {
        let (count, block) = shownBlock(height: height, lines: lines, scale: scale)
        let above = (height - block) / 2
        return TextBaselines(firstFromTop: above + ascender, lastFromBottom: height - above - ascender - (count - 1) * lineHeight)
    }

    /// The lines a frame `height` high shows and their block's height in whole pixels.
    private func shownBlock(height: Double, lines: Int, scale: Double) -> (count: Double, block: Double) {
        // Stored heights are rounded up to pixels, so a line that almost fits fits. The
        // count stays a Double: a height from the file may be any finite number.
        var count = max(1, ((height + 0.01) / lineHeight).rounded(.down))
        if lines > 0 { count = min(count, Double(lines)) }
        return (count, (count * lineHeight * scale).rounded(.up) / scale)
    }
}
