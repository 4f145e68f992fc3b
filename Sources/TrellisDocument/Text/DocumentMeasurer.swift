import TrellisLayout
import TrellisText

/// The layout's `Measuring` for one document: texts in the document's styles, measured
/// by the solving thread's `TextMeasurer` and rounded up to the document's pixels.
struct DocumentMeasurer: Measuring {
    let text: TextMeasurer
    let styles: TextStyles
    /// Pixels per point; a document without rounding (scale 0) measures whole points.
    let scale: Double
    private let prepared = PreparedTexts()

    init(text: TextMeasurer, styles: TextStyles, scale: Double) {
        self.text = text
        self.styles = styles
        self.scale = scale
    }

    func style(_ name: String?) -> TextStyles.Style {
        name.flatMap { styles.byName[$0] } ?? TextStyles.labelDefault
    }

    /// Lines and size of a text at most `width` wide. Styles were checked when the
    /// document was read, so measuring cannot fail; if it did, the text would take no room.
    func layout(of measured: MeasuredText, width: Double?) -> TextLayout? {
        let style = style(measured.style)
        guard let cut = prepared.text(measured.text, style: measured.style, font: style.font.descriptor, measurer: text) else { return nil }
        return try? text.layout(cut, pointSize: style.font.pointSize, paragraph: style.paragraph, width: width,
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

/// Texts cut and shaped, kept for the width loop: it measures a wrapping text once
/// without a width and again at each width the layout gives it, all rows of a group
/// before the next pass. Cutting (UAX #14 and shaping) is most of measuring, and
/// breaking prepared text at another width costs little; keeping them took a
/// `gen --text` feed (50 tables of 1,000 rows, one worker, a busy machine) from 3.2 s to 1.8 s.
/// Bounded: past `capacity` texts it starts again.
private final class PreparedTexts {
    struct Key: Hashable {
        var text: String
        var style: String?
    }

    private var cut: [Key: PreparedText] = [:]
    let capacity = 4096

    func text(_ text: String, style: String?, font: FontDescriptor, measurer: TextMeasurer) -> PreparedText? {
        let key = Key(text: text, style: style)
        if let known = cut[key] { return known }
        guard let prepared = try? measurer.prepare(text, font: font) else { return nil }
        if cut.count >= capacity { cut.removeAll(keepingCapacity: true) }
        cut[key] = prepared
        return prepared
    }
}
