// libFuzzer target: whole documents through `solveDocument` — parse, check, build the
// system or layout, solve, write the records (none for a layout with no jobs). Every
// record must be one line of JSON.
import TrellisDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func systemFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let records = solveDocument(UnsafeBufferPointer(start: data, count: size), origin: DocumentOrigin(path: "fuzz", isWholeFile: true))
    for record in records {
        var out = JSONWriter()
        record.write(to: &out)
        precondition(out.bytes.last == UInt8(ascii: "\n") && !out.bytes.dropLast().contains(UInt8(ascii: "\n")))
        out.bytes.withUnsafeBufferPointer { line in
            _ = try! JSONParser.parse(UnsafeBufferPointer(rebasing: line.dropLast()))
        }
    }
    return 0
}
