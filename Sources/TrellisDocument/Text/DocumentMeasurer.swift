import Glibc
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
        guard let cut = prepared.entry(for: measured, measurer: self) else { return nil }
        return layout(cut.prepared, measured, width: width)
    }

    private func layout(_ cut: PreparedText, _ measured: MeasuredText, width: Double?) -> TextLayout? {
        let style = style(measured.style)
        return try? text.layout(cut, pointSize: style.font.pointSize, paragraph: style.paragraph, width: width,
                                lines: measured.lines, scale: scale)
    }

    /// The width loop measures each text without a width, then at the width the layout
    /// gives it, then checks it again there: a text that repeats in a table (the same
    /// body in many rows) finds both sizes remembered with it.
    func size(of measured: MeasuredText, width: Double?) -> Size {
        guard let cut = prepared.entry(for: measured, measurer: self) else { return Size(width: 0, height: 0) }
        if width == nil, let natural = cut.natural, natural.lines == measured.lines { return natural.size }
        if let last = cut.last, last.width == width, last.lines == measured.lines { return last.size }
        guard let layout = layout(cut.prepared, measured, width: width) else { return Size(width: 0, height: 0) }
        let size = Size(width: layout.width, height: layout.height)
        if width == nil { cut.natural = (measured.lines, size) } else { cut.last = (width, measured.lines, size) }
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

/// Texts cut and shaped, kept for the width loop: it measures a wrapping text once
/// without a width and again at each width the layout gives it, all rows of a group
/// before the next pass. Cutting (UAX #14 and shaping) is most of measuring, and
/// breaking prepared text at another width costs little; keeping them took a
/// `gen --text` feed (50 tables of 1,000 rows, one worker, a busy machine) from 3.2 s to 1.8 s,
/// and remembering the last size for the checking pass (and handing the cut text out
/// by reference, not copied) to 1.0 s.
/// Bounded: past `capacity` texts it starts again.
private final class PreparedTexts {
    /// By the text's bytes, which are what is measured: hashing them skips the Unicode
    /// normalization that hashing a `String` does (about 6 % of a text feed's time).
    struct Key: Hashable {
        var text: String
        var style: String?

        /// Compared as bytes in place: `elementsEqual` over the UTF-8 views walks them one
        /// byte at a time, generically (about 14 % of a text feed's time).
        static func == (a: Key, b: Key) -> Bool {
            guard a.style == b.style, a.text.utf8.count == b.text.utf8.count else { return false }
            var a = a.text, b = b.text
            return a.withUTF8 { a in b.withUTF8 { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(style)
        }
    }

    /// A text cut, its size without a width, and the size it had at the width it was
    /// last measured at.
    final class Entry {
        let prepared: PreparedText
        var natural: (lines: Int, size: Size)?
        var last: (width: Double?, lines: Int, size: Size)?

        init(_ prepared: PreparedText) {
            self.prepared = prepared
        }
    }

    private var cut: [Key: Entry] = [:]
    let capacity = 4096

    func entry(for measured: MeasuredText, measurer: DocumentMeasurer) -> Entry? {
        let key = Key(text: measured.text, style: measured.style)
        if let known = cut[key] { return known }
        let font = measurer.style(measured.style).font.descriptor
        guard let prepared = try? measurer.text.prepare(measured.text, font: font) else { return nil }
        if cut.count >= capacity { cut.removeAll(keepingCapacity: true) }
        let entry = Entry(prepared)
        cut[key] = entry
        return entry
    }
}
