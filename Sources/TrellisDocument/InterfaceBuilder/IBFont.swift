import TrellisLayout
import TrellisText

/// A `<fontDescription>` (or an attributed string's `<font key="NSFont">`) mapped to the
/// nearest font this machine has (format.md §9.3). Apple's system font (San Francisco)
/// is not on Linux: the system font is the default family, DejaVu Sans, at the asked
/// weight; text styles take Dynamic Type's size at the `large` category; a named font is
/// looked up by its family through fontconfig, which falls back to DejaVu Sans.
enum IBFont {
    /// UILabel's font when the file stores none.
    static let labelDefault = Font(.system, size: 17)

    static func font(_ description: XMLElement?, default fallback: Font) -> Font {
        guard let description else { return fallback }
        let size = Double(description["pointSize"] ?? description["size"] ?? "").flatMap { $0.isFinite && $0 > 0 && $0 <= 1000 ? $0 : nil }
        if let style = description["style"], let textStyle = textStyle(style) {
            return Font.preferred(textStyle)
        }
        if let name = description["name"], !name.hasPrefix(".") {
            let family = description["family"] ?? String(name.prefix { $0 != "-" })
            return Font(.family(family, weight: weight(inName: name)), size: size ?? fallback.pointSize)
        }
        var weight = FontWeight(rawValue: description["weight"] ?? "") ?? .regular
        if description["type"] == "boldSystem" { weight = .bold }
        // ".SFUI-Semibold" and the like: the system font at the name's weight.
        if let name = description["name"] { weight = self.weight(inName: name) }
        return Font(.family(FontDescriptor.defaultFamily, weight: weight), size: size ?? fallback.pointSize)
    }

    /// Whether the description names Apple's system font (its types and weights, a text
    /// style, a `.SFUI-…` name, an attributed string's `metaFont`, or no description).
    static func isSystem(_ description: XMLElement?) -> Bool {
        guard let description else { return true }
        if let style = description["style"], textStyle(style) != nil { return true }
        guard let name = description["name"] else { return true }
        return name.hasPrefix(".")
    }

    /// `UICTFontTextStyleBody` and its siblings; `Title0` is the large title.
    private static func textStyle(_ name: String) -> TextStyle? {
        let names: [String: TextStyle] = [
            "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline,
            "Subhead": .subheadline, "Body": .body, "Callout": .callout, "Footnote": .footnote,
            "Caption1": .caption1, "Caption2": .caption2,
        ]
        guard name.hasPrefix("UICTFontTextStyle") else { return nil }
        return names[String(name.dropFirst("UICTFontTextStyle".count))]
    }

    /// The weight a PostScript name ends in (`Avenir-Heavy`, `HelveticaNeue-Medium`).
    private static func weight(inName name: String) -> FontWeight {
        guard let dash = name.lastIndex(of: "-") else { return .regular }
        let suffix = name[name.index(after: dash)...].lowercased()
        // Longer names first: "semibold" holds "bold", "ultralight" holds "light".
        let weights: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("semibold", .semibold),
            ("demibold", .semibold), ("extrabold", .heavy), ("light", .light), ("medium", .medium),
            ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return weights.first { suffix.contains($0.0) }?.1 ?? .regular
    }

    /// The name a measured view's style takes: one per font, so views in the same font
    /// share a style.
    static func styleName(_ font: Font) -> String {
        switch font.descriptor {
        case .family(let family, let weight): "xib:\(family) \(weight.rawValue) \(formatNumber(font.pointSize))"
        case .file(let path): "xib:\(path) \(formatNumber(font.pointSize))"
        }
    }
}
