import CFontconfig
import Synchronization

/// Fonts found by fontconfig: the installed font files that best match a family and
/// weight, best first, each with the characters it has glyphs for. Calls are serialised:
/// they happen once per font descriptor and measurer, never per label.
enum FontConfig {
    private static let lock = Mutex(())

    /// One installed font file (a face `index` inside it, for collections such as .ttc).
    struct Candidate {
        let path: String
        let index: Int
        let families: [String]
        let characters: CharacterSet

        func isFamily(_ name: String) -> Bool {
            families.contains { $0.lowercased() == name.lowercased() }
        }
    }

    /// An immutable fontconfig character set, read from several threads.
    final class CharacterSet: @unchecked Sendable {
        private let set: OpaquePointer

        init(copying set: OpaquePointer) { self.set = FcCharSetCopy(set) }
        deinit { FcCharSetDestroy(set) }

        func contains(_ scalar: UInt32) -> Bool { FcCharSetHasChar(set, scalar) != 0 }
    }

    /// The installed fonts for a family at a weight, in fontconfig's order of preference
    /// (the first is what `fc-match` names); a family fontconfig does not know still gets
    /// a list, led by its default font.
    static func sorted(family: String, weight: FontWeight) -> [Candidate] {
        lock.withLock { _ in
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    _ = FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
            FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight.openTypeWeight)))
            FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultMatch
            guard let set = FcFontSort(nil, pattern, FcBool(FcTrue), nil, &result) else { return [] }
            defer { FcFontSetDestroy(set) }
            var candidates: [Candidate] = []
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i], let candidate = candidate(font) else { continue }
                candidates.append(candidate)
            }
            return candidates
        }
    }

    private static func candidate(_ font: OpaquePointer) -> Candidate? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return nil }
        var families: [String] = []
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, FC_FAMILY, Int32(families.count), &name) == FcResultMatch, let name {
            families.append(String(cString: name))
        }
        return Candidate(
            path: String(cString: file), index: Int(index), families: families,
            characters: CharacterSet(copying: charset))
    }
}
