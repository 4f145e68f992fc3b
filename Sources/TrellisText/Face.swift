import CFreeType
import Glibc
import CHarfBuzz

/// One font file opened for measuring: FreeType reads and checks the file and gives the
/// vertical metrics; HarfBuzz shapes on it at a scale of one unit per font unit, so every
/// advance is an exact integer in font units, unhinted and the same at every pixel size.
/// Widths leave here in ems (font units ÷ units per em), which a point size multiplies.
final class Face {
    let path: String
    let index: Int
    let familyName: String
    let unitsPerEm: Double
    /// Ascender (above the baseline, positive), descender (below, negative) and line gap,
    /// in ems, from the font's horizontal header as FreeType reads it.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// Pair-sum advances for printable ASCII, when they reproduce HarfBuzz exactly; built
    /// on first use (about 9,000 two-letter shapings), so fallback faces never pay for it.
    private(set) lazy var simple: SimpleAdvances? = SimpleAdvances(face: self, shaper: Shaper())

    private let ftFace: FT_Face
    let hbFont: OpaquePointer

    init(path: String, index: Int, library: FT_Library) throws(TextError) {
        // A pipe or a device is not opened at all: reading a pipe blocks until a writer
        // comes, and a device may never end. A folder fails here too.
        var status = stat()
        if stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG { throw .notAFont(path: path) }
        var face: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(index), &face)
        guard error == 0, let face else {
            // A file that opens but does not parse (any other error, a truncated font
            // included) is not a font; one that cannot be opened is not there for us.
            throw error != CFreeTypeUnknownFileFormat && !Face.isReadableFile(path)
                ? .fileNotFound(path: path) : .notAFont(path: path)
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw .notScalable(path: path)
        }
        self.path = path
        self.index = index
        ftFace = face
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        let upem = Double(face.pointee.units_per_EM)
        unitsPerEm = upem
        ascender = Double(face.pointee.ascender) / upem
        descender = Double(face.pointee.descender) / upem
        // FreeType's `height` is ascender − descender + the line gap, in font units.
        lineGap = Double(Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender)) / upem

        let hbFace = hb_ft_face_create_referenced(face)
        hbFont = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_ot_font_set_funcs(hbFont)
        let scale = Int32(face.pointee.units_per_EM)
        hb_font_set_scale(hbFont, scale, scale)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
    }

    func hasGlyph(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0
    }

    private static func isReadableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, R_OK) == 0
    }
}
