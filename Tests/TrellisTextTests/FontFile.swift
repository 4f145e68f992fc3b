import Foundation
import TrellisText

/// Numbers read straight from a font file's tables, without FreeType or HarfBuzz: the
/// hand-computed side of the metric tests.
struct FontFile {
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int

    static let dejaVuSans = try! FontFile(path: TextMeasurer().resolve(.system).path)

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func u16(_ offset: Int) -> Int { Int(data[offset]) << 8 | Int(data[offset + 1]) }
        func i16(_ offset: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(offset)))) }
        func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }
        var tables: [String: Int] = [:]
        for i in 0..<u16(4) {
            let record = 12 + 16 * i
            tables[String(decoding: data[record..<record + 4], as: UTF8.self)] = u32(record + 8)
        }
        let head = tables["head"]!, hhea = tables["hhea"]!
        unitsPerEm = u16(head + 18)
        ascender = i16(hhea + 4)
        descender = i16(hhea + 6)
        lineGap = i16(hhea + 8)
    }
}
