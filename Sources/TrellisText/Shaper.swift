import CHarfBuzz

/// HarfBuzz shaping with one reusable buffer: kerning, ligatures and every other default
/// feature of the font, script and direction guessed from the text.
final class Shaper {
    private let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()!
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Shapes `count` UTF-8 bytes with `face` and reports every glyph's cluster (the byte
    /// offset, from `bytes`, of the first character it draws) and its advance in font units.
    func shape(_ bytes: UnsafePointer<UInt8>, count: Int, face: Face, _ glyph: (Int, Int32) -> Void) {
        hb_buffer_clear_contents(buffer)
        bytes.withMemoryRebound(to: CChar.self, capacity: count) {
            hb_buffer_add_utf8(buffer, $0, Int32(count), 0, Int32(count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.hbFont, buffer, nil, 0)
        var length: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return }
        for i in 0..<Int(length) {
            glyph(Int(infos[i].cluster), positions[i].x_advance)
        }
    }
}
