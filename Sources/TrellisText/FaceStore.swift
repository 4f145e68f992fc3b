import CFreeType
import Glibc

/// The font files one measurer has opened, each once, on its own FreeType library.
/// A file is known by its device and inode, not its name: documents can spell one path
/// in endless ways (`./f.ttf`, `././f.ttf`, …), and the store lives as long as its
/// measurer, across documents, so keying by name would grow with every spelling.
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
        var status = stat()
        // A path that cannot be read is Face's to report.
        let key = stat(path, &status) == 0 ? "\(status.st_dev):\(status.st_ino)#\(index)" : "\(path)#\(index)"
        if let face = faces[key] { return face }
        let face = try Face(path: path, index: index, library: library)
        faces[key] = face
        return face
    }
}
