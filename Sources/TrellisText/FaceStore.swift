import CFreeType

/// The font files one measurer has opened, each once, on its own FreeType library.
final class FaceStore {
    private let library: FT_Library
    private var faces: [String: Face] = [:]

    init() {
        var library: FT_Library?
        FT_Init_FreeType(&library)
        self.library = library!
    }

    deinit {
        faces = [:]
        FT_Done_FreeType(library)
    }

    func open(_ path: String, index: Int) throws(TextError) -> Face {
        let key = "\(path)#\(index)"
        if let face = faces[key] { return face }
        let face = try Face(path: path, index: index, library: library)
        faces[key] = face
        return face
    }
}
