import TrellisLayout
import TrellisText

/// The layout's `Measuring` for one document: texts in the document's styles, measured
/// by the solving thread's `TextMeasurer` and rounded up to the document's pixels.
struct DocumentMeasurer: Measuring {
    let text: TextMeasurer
    let styles: TextStyles
    /// Pixels per point; a document without rounding (scale 0) measures whole points.
    let scale: Double

    func style(_ name: String?) -> TextStyles.Style {
        name.flatMap { styles.byName[$0] } ?? TextStyles.labelDefault
    }

    /// Lines and size of a text at most `width` wide. Styles were checked when the
    /// document was read, so measuring cannot fail; if it did, the text would take no room.
    func layout(of measured: MeasuredText, width: Double?) -> TextLayout? {
        let style = style(measured.style)
        return try? text.measure(measured.text, font: style.font, paragraph: style.paragraph, width: width,
                                 lines: measured.lines, scale: scale)
    }

    func size(of measured: MeasuredText, width: Double?) -> Size {
        guard let layout = layout(of: measured, width: width) else { return Size(width: 0, height: 0) }
        return Size(width: layout.width, height: layout.height)
    }

    /// From an empty text's one line: the first baseline below the top, and the line's
    /// height below its baseline, which is where the last line's baseline sits above the
    /// bottom of any number of lines.
    func baselines(of measured: MeasuredText) -> TextBaselines? {
        guard let line = layout(of: MeasuredText("", style: measured.style), width: nil) else { return nil }
        return TextBaselines(firstFromTop: line.firstBaseline, lastFromBottom: line.lineHeight - line.firstBaseline)
    }
}
