import TrellisDocument
import TrellisLayout

/// What a worker answers for a row slice (DocumentPart.slice), in place of records:
/// the table's result for the slice's rows, its issues already numbered as the table's
/// rows, for the coordinator to merge; or word that the slice gave something else (an
/// error, or a document that is not a layout document), when the coordinator solves the
/// document whole instead, so every error reads as it does for the whole document.
/// Heights travel twice: as numbers, which the merge's statistics and offsets need, and
/// as the record's text, with the frames, so the merge formats none of them.
///
///     u8 1, then: string id, f64 width, f64 estimated row height,
///         u32 rows, f64 × rows heights, counted heights text,
///         u8 frames?, counted frames text,
///         u32 issues, each: u8 kind (0 unsatisfiable, 1 ambiguous, 2 not-converged,
///             3 unknown-font), its strings, u8 has row + u64 row
///     or u8 0: solve the document whole
///
/// Strings and texts are u32 length + UTF-8; Doubles travel as their bits.
enum SliceResult: Sendable, Equatable {
    /// `result` without frames: they are in `text`.
    case table(id: String, result: TableResult, text: TableRowsText)
    case wholeNeeded

    /// A slice's records (of one job: the table) as the answer for its slice.
    init(records: [Record], firstRow: Int) {
        guard records.count == 1, case .table(let id, var result) = records[0] else {
            self = .wholeNeeded
            return
        }
        let text = TableRowsText(result)
        result.frames = nil
        self = .table(id: id, result: result.relocated(firstRow: firstRow), text: text)
    }

    var encoded: [UInt8] {
        var out = ByteWriter()
        guard case .table(let id, let result, let text) = self else {
            out.u8(0)
            return out.data
        }
        out.data.reserveCapacity(64 + result.heights.count * 8 + text.heights.count + (text.frames?.count ?? 0))
        out.u8(1)
        out.string(id)
        out.f64(result.width)
        out.f64(result.estimate.estimatedRowHeight)
        out.u32(UInt32(result.heights.count))
        for height in result.heights { out.f64(height) }
        out.counted(text.heights)
        out.u8(text.frames == nil ? 0 : 1)
        out.counted(text.frames ?? [])
        out.u32(UInt32(result.issues.count))
        for issue in result.issues {
            switch issue {
            case .unsatisfiable(let broken, let conflict, _):
                out.u8(0)
                out.string(broken)
                Self.strings(conflict, to: &out)
            case .ambiguous(let view, let attributes, _):
                out.u8(1)
                out.string(view)
                Self.strings(attributes, to: &out)
            case .notConverged(let views, _):
                out.u8(2)
                Self.strings(views, to: &out)
            case .unknownFont(let style, let family, let fallback):
                out.u8(3)
                out.string(style)
                out.string(family)
                out.string(fallback)
            }
            out.u8(issue.row == nil ? 0 : 1)
            out.u64(UInt64(issue.row ?? 0))
        }
        return out.data
    }

    init(decoding raw: [UInt8]) throws(FrameError) {
        var reader = ByteReader(raw[...])
        guard try reader.u8() == 1 else {
            guard reader.isAtEnd else { throw .malformedPayload("bytes after a slice's word to solve whole") }
            self = .wholeNeeded
            return
        }
        let id = try reader.string()
        let width = try reader.f64()
        let estimated = try reader.f64()
        var heights: [Double] = []
        let rows = try reader.count(each: 8)
        heights.reserveCapacity(rows)
        for _ in 0..<rows { heights.append(try reader.f64()) }
        let heightsText = Array(try reader.counted())
        guard Self.isNumberList(heightsText, count: rows) else { throw .malformedPayload("a slice's heights text is not \(rows) numbers") }
        let hasFrames = try reader.u8() != 0
        let framesText = Array(try reader.counted())
        // The text goes into the output as it is: it must not end a record's line.
        guard !framesText.contains(where: { $0 < 0x20 }) else { throw .malformedPayload("a control character in a slice's frames text") }
        var issues: [Issue] = []
        for _ in 0..<(try reader.count(each: 10)) {
            let kind = try reader.u8()
            var issue: Issue
            switch kind {
            case 0: issue = .unsatisfiable(broken: try reader.string(), conflict: try Self.strings(&reader))
            case 1: issue = .ambiguous(view: try reader.string(), attributes: try Self.strings(&reader))
            case 2: issue = .notConverged(views: try Self.strings(&reader))
            case 3: issue = .unknownFont(style: try reader.string(), family: try reader.string(), fallback: try reader.string())
            default: throw .malformedPayload("issue kind \(kind)")
            }
            let hasRow = try reader.u8() != 0
            let row = Int(clamping: try reader.u64())
            if hasRow { issue = issue.located(row: row) }
            issues.append(issue)
        }
        guard reader.isAtEnd else { throw .malformedPayload("\(reader.remaining) bytes after a slice's result") }
        self = .table(
            id: id, result: TableResult(width: width, estimatedRowHeight: estimated, heights: heights, issues: issues),
            text: TableRowsText(heights: heightsText, frames: hasFrames ? framesText : nil))
    }

    /// `count` numbers as the record writes them, joined by commas: the only bytes a
    /// heights text may hold.
    private static func isNumberList(_ text: [UInt8], count: Int) -> Bool {
        var commas = 0
        var previous = UInt8(ascii: ",")
        for byte in text {
            switch byte {
            case UInt8(ascii: ","):
                guard previous != UInt8(ascii: ",") else { return false }
                commas += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"): break
            default: return false
            }
            previous = byte
        }
        return count == 0 ? text.isEmpty : commas == count - 1 && previous != UInt8(ascii: ",")
    }

    private static func strings(_ values: [String], to out: inout ByteWriter) {
        out.u32(UInt32(values.count))
        for value in values { out.string(value) }
    }

    private static func strings(_ reader: inout ByteReader) throws(FrameError) -> [String] {
        var values: [String] = []
        for _ in 0..<(try reader.count(each: 4)) { values.append(try reader.string()) }
        return values
    }
}
