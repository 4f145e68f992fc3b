import TrellisLayout
import TrellisText

/// A document's `styles` and `contentSizeCategory` (format.md §2.7), read into fonts:
/// each style's font resolved once, when the document is read, so a font path that is
/// not a font is an error at the style that names it, and an unknown family a warning.
struct TextStyles {
    struct Style {
        var font: Font
        var paragraph: ParagraphStyle
    }

    /// UILabel's default font: the system font at 17 pt, which Dynamic Type does not scale.
    static let labelDefault = Style(font: Font(.system, size: 17), paragraph: .natural)

    var byName: [String: Style] = [:]
    var category = ContentSizeCategory.large
    /// An `unknownFont` issue per style whose family fell back, in document order.
    var warnings: [Issue] = []

    init() {}

    /// `folder`: where font paths in the styles are relative to.
    init(_ document: JSONObject, folder: String, measurer: TextMeasurer) throws(DocumentError) {
        let root = JSONPointer.root
        if let name = try document.string("contentSizeCategory", at: root) {
            guard let known = ContentSizeCategory(rawValue: name) else {
                throw DocumentError(.invalidValue, "unknown contentSizeCategory \"\(name)\"; expected one of \(Self.list(ContentSizeCategory.allCases.map(\.rawValue)))",
                                    at: root.appending("contentSizeCategory"))
            }
            category = known
        }
        guard let value = document["styles"] else { return }
        let pointer = root.appending("styles")
        for member in try value.object(at: pointer).members {
            let stylePointer = pointer.appending(member.key)
            let style = try Self.style(member.value, at: stylePointer, category: category, folder: folder)
            do throws(TextError) {
                try add(style, named: member.key, measurer: measurer)
            } catch {
                throw DocumentError(.invalidValue, error.description, at: stylePointer.appending("font"))
            }
        }
    }

    /// Adds fonts read from an Interface Builder file as styles, by the names its texts
    /// give them. A family this machine lacks falls back in measuring too, and such fonts
    /// are families, never files that could fail to load.
    mutating func add(fonts: [String: Font], measurer: TextMeasurer) {
        for (name, font) in fonts.sorted(by: { $0.key < $1.key }) {
            try? add(Style(font: font, paragraph: .natural), named: name, measurer: measurer)
        }
    }

    /// Adds a style, resolving its font now: a family this machine lacks is a warning.
    mutating func add(_ style: Style, named name: String, measurer: TextMeasurer) throws(TextError) {
        if case .unknownFamily(let family, let fallback)? = try measurer.resolve(style.font.descriptor).warning {
            warnings.append(.unknownFont(style: name, family: family, fallback: fallback))
        }
        byName[name] = style
    }

    private static let keys: Set = ["font", "size", "weight", "lineSpacing", "lineHeightMultiple", "textStyle"]

    private static func style(_ value: JSONValue, at pointer: JSONPointer, category: ContentSizeCategory, folder: String) throws(DocumentError) -> Style {
        let object = try value.object(at: pointer)
        if let unknown = object.members.first(where: { !keys.contains($0.key) }) {
            throw DocumentError(.invalidValue, "unknown style key \"\(unknown.key)\"; expected \(list(keys.sorted()))", at: pointer.appending(unknown.key))
        }
        var weight = FontWeight.regular
        var size = 17.0
        if let name = try object.string("textStyle", at: pointer) {
            guard let textStyle = TextStyle(rawValue: name) else {
                throw DocumentError(.invalidValue, "unknown textStyle \"\(name)\"; expected one of \(list(TextStyle.allCases.map(\.rawValue)))", at: pointer.appending("textStyle"))
            }
            if object["size"] != nil {
                throw DocumentError(.invalidValue, "a style with a textStyle takes its size from the content size category; remove \"size\"", at: pointer.appending("size"))
            }
            weight = textStyle.weight
            size = textStyle.pointSize(at: category)
        }
        if object["size"] != nil {
            size = try object.requiredNumber("size", at: pointer)
            guard size.isFinite, size > 0, size <= 1000 else {
                throw DocumentError(.invalidValue, "a font size must be a number of points above 0, at most 1000", at: pointer.appending("size"))
            }
        }
        if let value = object["weight"] { weight = try Self.weight(value, at: pointer.appending("weight")) }
        var paragraph = ParagraphStyle()
        if object["lineSpacing"] != nil {
            paragraph.lineSpacing = try object.requiredNumber("lineSpacing", at: pointer)
            guard paragraph.lineSpacing >= 0, paragraph.lineSpacing <= 1000 else {
                throw DocumentError(.invalidValue, "lineSpacing must be from 0 to 1000 points", at: pointer.appending("lineSpacing"))
            }
        }
        if object["lineHeightMultiple"] != nil {
            paragraph.lineHeightMultiple = try object.requiredNumber("lineHeightMultiple", at: pointer)
            guard paragraph.lineHeightMultiple >= 0, paragraph.lineHeightMultiple <= 100 else {
                throw DocumentError(.invalidValue, "lineHeightMultiple must be from 0 to 100 (0 is the font's own line height)", at: pointer.appending("lineHeightMultiple"))
            }
        }
        var descriptor = FontDescriptor.family(FontDescriptor.defaultFamily, weight: weight)
        if let font = try object.string("font", at: pointer) {
            guard !font.isEmpty else { throw DocumentError(.invalidValue, "a font is a family name or a font file's path", at: pointer.appending("font")) }
            descriptor = isPath(font) ? .file(path: DocumentOrigin.path(font, in: folder)) : .family(font, weight: weight)
        }
        return Style(font: Font(descriptor, size: size), paragraph: paragraph)
    }

    /// A font file rather than a family: a name with a folder or a font file's extension.
    static func isPath(_ font: String) -> Bool {
        font.contains("/") || [".ttf", ".otf", ".ttc", ".woff"].contains { font.lowercased().hasSuffix($0) }
    }

    private static func weight(_ value: JSONValue, at pointer: JSONPointer) throws(DocumentError) -> FontWeight {
        switch value {
        case .string(let name):
            if let weight = FontWeight(rawValue: name) { return weight }
        case .number(let number):
            if number == number.rounded(), (100...900).contains(number), number.truncatingRemainder(dividingBy: 100) == 0 {
                return FontWeight.allCases[Int(number) / 100 - 1]
            }
        default:
            break
        }
        throw DocumentError(.invalidValue, "a weight is one of \(list(FontWeight.allCases.map(\.rawValue))) or 100, 200, … 900", at: pointer)
    }

    private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }
}
