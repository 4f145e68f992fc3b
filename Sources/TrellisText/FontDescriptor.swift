/// Which font a label asks for, before any file is opened: a family found through
/// fontconfig at a weight, or a font file (a path the caller has already made absolute,
/// e.g. relative to its document). Like `UIFontDescriptor`, it names a font without a size.
public enum FontDescriptor: Hashable, Sendable {
    case family(String, weight: FontWeight = .regular)
    case file(path: String)

    /// DejaVu Sans: the default family, and the fallback for an unknown one.
    public static let defaultFamily = "DejaVu Sans"
    /// WenQuanYi Micro Hei: the fallback for Chinese, Japanese and Korean characters that
    /// the asked-for font has no glyph for.
    public static let cjkFamily = "WenQuanYi Micro Hei"

    public static let system = FontDescriptor.family(defaultFamily)
}

/// UIKit's font weights (`UIFont.Weight`), lightest first, with their OpenType weight
/// classes, which fontconfig converts to its own scale.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var openTypeWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
