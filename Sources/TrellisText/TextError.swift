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

    public var description: String {
        switch self {
        case .fileNotFound(let path): "font file '\(path)' does not exist or cannot be read"
        case .notAFont(let path): "'\(path)' is not a font file (FreeType does not recognise its format)"
        case .notScalable(let path): "'\(path)' is a bitmap font; only scalable fonts (TrueType, OpenType) can be measured"
        case .invalidPointSize(let size): "font size \(size) is not a number of points above zero"
        case .invalidScale(let scale): "scale \(scale) is not a number of pixels per point above zero"
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

/// Text that is not valid UTF-8, with the offset of the first byte that is not.
public struct InvalidUTF8: Error, Hashable, Sendable, CustomStringConvertible {
    public let byteOffset: Int

    public init(byteOffset: Int) {
        self.byteOffset = byteOffset
    }

    public var description: String { "invalid UTF-8 at byte \(byteOffset)" }

    /// The bytes as a string, or the offset of the first sequence that is not UTF-8
    /// (overlong forms, surrogates and values past U+10FFFF included, as RFC 3629 says).
    public static func decode(_ bytes: [UInt8]) throws(InvalidUTF8) -> String {
        var i = 0
        let n = bytes.count
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the range of the second byte
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: throw InvalidUTF8(byteOffset: i)
            }
            guard i + length <= n, (low...high).contains(bytes[i + 1]) else { throw InvalidUTF8(byteOffset: i) }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { throw InvalidUTF8(byteOffset: i) }
            i += length
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
