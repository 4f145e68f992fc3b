/// The fonts one descriptor measures with: the font asked for first, then the fallbacks
/// that lend glyphs it lacks, character by character (DejaVu Sans, WenQuanYi Micro Hei
/// for CJK, then whatever fontconfig ranks next, such as Symbola for emoji). Faces open
/// only when a character first needs them.
final class FontChain {
    /// Numbers chains within one measurer: part of the word cache's key.
    let id: Int
    let warning: FontWarning?
    /// The face whose metrics set the line height and baselines.
    let primary: Face
    /// The primary face has every printable ASCII character: ASCII text never falls back.
    let asciiIsPrimary: Bool
    /// The fast path for ASCII words, when all of them are the primary face's.
    private(set) lazy var ascii: SimpleAdvances? = asciiIsPrimary ? primary.simple : nil
    private let candidates: [FontConfig.Candidate?]  // nil: the primary, a file outside fontconfig
    private var faces: [Face?]
    private var asciiFace: [Int8]  // for U+0000–U+007F: index of the face, -1 unknown
    private var otherFace: [UInt32: Int32] = [:]

    init(id: Int, descriptor: FontDescriptor, store: FaceStore) throws(TextError) {
        self.id = id
        var chain: [FontConfig.Candidate] = []
        var warning: FontWarning?
        let first: Face
        var weight = FontWeight.regular
        switch descriptor {
        case .file(let path):
            first = try store.open(path, index: 0)
            chain = FontConfig.sorted(family: FontDescriptor.defaultFamily, weight: weight)
        case .family(let family, let fontWeight):
            weight = fontWeight
            var sorted = FontConfig.sorted(family: family, weight: weight)
            if !(sorted.first?.isFamily(family) ?? false) {
                let fallback = FontDescriptor.defaultFamily
                warning = .unknownFamily(family, fallback: fallback)
                sorted = FontConfig.sorted(family: fallback, weight: weight)
            }
            guard let best = sorted.first else { throw .fileNotFound(path: "(no font installed for '\(family)')") }
            first = try store.open(best.path, index: best.index)
            chain = Array(sorted.dropFirst())
        }
        let defaults = FontConfig.sorted(family: FontDescriptor.defaultFamily, weight: weight).prefix(1)
            + FontConfig.sorted(family: FontDescriptor.cjkFamily, weight: .regular).prefix(1)
        chain = defaults + chain
        var seen: Set<String> = ["\(first.path)#\(first.index)"]
        chain = chain.filter { seen.insert("\($0.path)#\($0.index)").inserted }
        self.warning = warning
        primary = first
        candidates = [nil] + chain
        faces = [first] + Array(repeating: nil, count: chain.count)
        asciiFace = Array(repeating: -1, count: 128)
        self.store = store
        asciiIsPrimary = (0x20...0x7E).allSatisfy { first.hasGlyph($0) }
    }

    private let store: FaceStore

    /// The face for a character, by its place in the chain: the first with a glyph for
    /// it, or the primary (which draws its missing-glyph box) when none has one.
    func faceIndex(for scalar: UInt32) -> Int {
        if scalar < 128, asciiFace[Int(scalar)] >= 0 { return Int(asciiFace[Int(scalar)]) }
        if scalar >= 128, let known = otherFace[scalar] { return Int(known) }
        var chosen = 0
        if !primary.hasGlyph(scalar) {
            for i in 1..<candidates.count where candidates[i]!.characters.contains(scalar) {
                if faces[i] == nil { faces[i] = try? store.open(candidates[i]!.path, index: candidates[i]!.index) }
                if let face = faces[i], face.hasGlyph(scalar) { chosen = i; break }
            }
        }
        if scalar < 128 { asciiFace[Int(scalar)] = Int8(chosen) } else { otherFace[scalar] = Int32(chosen) }
        return chosen
    }

    func face(at index: Int) -> Face { faces[index]! }
}
