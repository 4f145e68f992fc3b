import TrellisLayout
import TrellisText

/// What a `<label>` or `<button>` shows, as the file stores it, for `--label-sizes
/// measure` (format.md §9.3): its text, font, most lines and, for a button, the padding
/// UIKit puts around its title.
struct IBText {
    var text: String
    var font: Font
    /// Whether `font` stands in for Apple's system font, whose metrics are known
    /// (`SystemFontMetrics`) though the font is not on this machine.
    var isSystemFont: Bool
    var lines: Int
    var insets: DirectionalEdgeInsets
    /// `preferredMaxLayoutWidth`: the width a wrapping label breaks at instead of its own.
    var preferredWidth: Double?

    /// nil for any other element, and for a button with no title (an image button).
    init?(_ element: XMLElement) {
        switch element.name {
        case "label":
            let attributed = element.child("attributedString", key: "attributedText")
            let fragments = attributed?.children("fragment") ?? []
            text = element["text"] ?? element.child("string", key: "text")?.text ?? element.child("mutableString", key: "text")?.text
                ?? fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            let fragmentFont = fragments.first?.child("attributes")?.child("font", key: "NSFont")
            let description = element.child("fontDescription", key: "fontDescription") ?? fragmentFont
            font = IBFont.font(description, default: IBFont.labelDefault)
            isSystemFont = IBFont.isSystem(description)
            // As a document's `lines`: 0 (no limit) up to Int32.max.
            lines = Int(element["numberOfLines"] ?? "1").map { min(max(0, $0), Int(Int32.max)) } ?? 1
            insets = DirectionalEdgeInsets()
            preferredWidth = Double(element["preferredMaxLayoutWidth"] ?? "").flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        case "button":
            if let configuration = element.child("buttonConfiguration", key: "configuration") {
                // iOS 15's configured buttons: the title in the body style, padded 7 above and
                // below and 12 at the sides (the medium size).
                guard let title = configuration["title"] ?? configuration.child("string", key: "title")?.text else { return nil }
                text = title
                let description = configuration.child("fontDescription", key: "titleFontDescription")
                font = IBFont.font(description, default: Font.preferred(.body))
                isSystemFont = IBFont.isSystem(description)
                insets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            } else {
                let normal = element.children("state").first { $0["key"] == "normal" }
                guard let title = normal?["title"] ?? normal?.child("string", key: "title")?.text, !title.isEmpty else { return nil }
                text = title
                // A classic button's title is the system font at 15 points, 6 points of
                // padding above and below it, plus its `contentEdgeInsets`.
                let description = element.child("fontDescription", key: "fontDescription")
                font = IBFont.font(description, default: Font(.system, size: 15))
                isSystemFont = IBFont.isSystem(description)
                var padding = DirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
                if let inset = element.child("inset", key: "contentEdgeInsets") {
                    padding.top += Self.length(inset["minY"])
                    padding.leading += Self.length(inset["minX"])
                    padding.bottom += Self.length(inset["maxY"])
                    padding.trailing += Self.length(inset["maxX"])
                }
                insets = padding
            }
            lines = 1
            preferredWidth = nil
        default:
            return nil
        }
    }

    private static func length(_ text: String?) -> Double {
        Double(text ?? "").flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
    }
}
