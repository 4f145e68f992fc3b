// libFuzzer target: the JSON parser and the §8 expression parser on arbitrary bytes.
// Besides not crashing, an error must point inside the input.
import TrellisDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        _ = try JSONParser.parse(bytes)
    } catch {
        var lines = 1
        for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
        precondition(error.line >= 1 && error.line <= lines && error.column >= 1, "error outside the input: \(error)")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let relation = try ExpressionParser.parse(text)
        precondition(relation.constant.isFinite && relation.terms.allSatisfy { $0.coefficient.isFinite })
    } catch {
        precondition(error.column >= 1 && error.column <= text.utf8.count + 1, "column outside the input: \(error)")
    }
    return 0
}
