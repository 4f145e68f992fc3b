/// Why text could not be measured: a font that cannot be used, or a size that is not one.
/// Each case names what the caller gave, so a document can point at the style that asked.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path, or it cannot be read.
    case fileNotFound(path: String)
    /// The file exists but FreeType does not recognise it as a font.
    case notAFont(path: String)
    /// A font FreeType opens but that cannot be measured exactly (a bitmap-only font).
    case notScalable(path: String)
    /// A point size that is not a finite number above zero.
    case invalidPointSize(Double)
    /// Pixels per point that is not a finite number above zero.
    case invalidScale(Double)
    /// A line spacing that is not a finite number, or a line height multiple that is not
    /// a finite number of at least zero.
    case invalidParagraphStyle(lineSpacing: Double, lineHeightMultiple: Double)

    public var description: String {
        switch self {
        case .fileNotFound(let path): "font file '\(path)' does not exist or cannot be read"
        case .notAFont(let path): "'\(path)' is not a font file (FreeType does not recognise its format)"
        case .notScalable(let path): "'\(path)' is a bitmap font; only scalable fonts (TrueType, OpenType) can be measured"
        case .invalidPointSize(let size): "font size \(size) is not a number of points above zero"
        case .invalidScale(let scale): "scale \(scale) is not a number of pixels per point above zero"
        case .invalidParagraphStyle(let spacing, let multiple):
            "lineSpacing \(spacing) and lineHeightMultiple \(multiple) must be finite, the multiple not negative"
        }
    }
}

/// Something about a font the caller should hear of, after which measuring goes on.
public enum FontWarning: Hashable, Sendable, CustomStringConvertible {
    /// fontconfig knows no family of that name; the default family stands in.
    case unknownFamily(String, fallback: String)

    public var description: String {
        switch self {
        case .unknownFamily(let family, let fallback):
            "unknown font family '\(family)'; using '\(fallback)'"
        }
    }
}
