import TrellisLayout
import TrellisText

/// The layout's `Measuring` for one document: texts in the document's styles, measured
/// by the solving thread's `TextMeasurer` and rounded up to the document's pixels.
struct DocumentMeasurer: Measuring {
    let text: TextMeasurer
    let styles: TextStyles
    /// Pixels per point; a document without rounding (scale 0) measures whole points.
    let scale: Double
    /// The solving thread's texts cut, shared by its documents.
    let prepared: PreparedTexts

    init(text: TextMeasurer, styles: TextStyles, scale: Double, prepared: PreparedTexts = PreparedTexts()) {
        self.text = text
        self.styles = styles
        self.scale = scale
        self.prepared = prepared
    }

    func style(_ name: String?) -> TextStyles.Style {
        name.flatMap { styles.byName[$0] } ?? TextStyles.labelDefault
    }

    /// Lines and size of a text at most `width` wide. Styles were checked when the
    /// document was read, so measuring cannot fail; if it did, the text would take no room.
    func layout(of measured: MeasuredText, width: Double?) -> TextLayout? {
        let style = style(measured.style)
        guard let cut = prepared.entry(for: measured.text, font: style.font.descriptor, measurer: text) else { return nil }
        return layout(cut.prepared, style, lines: measured.lines, width: width)
    }

    private func layout(_ cut: PreparedText, _ style: TextStyles.Style, lines: Int, width: Double?) -> TextLayout? {
        try? text.layout(cut, pointSize: style.font.pointSize, paragraph: style.paragraph, width: width, lines: lines, scale: scale)
    }

    /// The width loop measures each text without a width, then at the width the layout
    /// gives it: a text that repeats (the same body in many rows) finds its sizes
    /// remembered with its cut.
    func size(of measured: MeasuredText, width: Double?) -> Size {
        let style = style(measured.style)
        guard let cut = prepared.entry(for: measured.text, font: style.font.descriptor, measurer: text) else {
            return Size(width: 0, height: 0)
        }
        let asked = PreparedTexts.Measure(
            width: width, lines: measured.lines, pointSize: style.font.pointSize, paragraph: style.paragraph, scale: scale)
        if let known = cut.size(at: asked) { return known }
        guard let layout = layout(cut.prepared, style, lines: measured.lines, width: width) else { return Size(width: 0, height: 0) }
        let size = Size(width: layout.width, height: layout.height)
        cut.remember(size, at: asked)
        return size
    }

    /// From an empty text's one line: the first baseline below the top, and the line's
    /// height below its baseline, which is where the last line's baseline sits above the
    /// bottom of any number of lines.
    func baselines(of measured: MeasuredText) -> TextBaselines? {
        guard let line = layout(of: MeasuredText("", style: measured.style), width: nil) else { return nil }
        return TextBaselines(firstFromTop: line.firstBaseline, lastFromBottom: line.lineHeight - line.firstBaseline)
    }
}
