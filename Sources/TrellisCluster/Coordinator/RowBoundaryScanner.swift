import TrellisDocument

/// RowSlicer's light scan of a document: positions only, no values — where the
/// `tables` array's tables are, and in each the `rows` array's content and the commas
/// between its rows. A class, so the closures that step over members and elements can
/// move the one position.
final class RowBoundaryScanner {
    /// A large table's rows: where the array's content is, and the commas between rows.
    struct TableRows {
        let index: Int
        let content: Range<Int>
        let commas: [Int]
        /// Where the rows go back into the rest.
        var insertAt = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The number of tables and those whose rows take more than `minBytes`; nil
    /// when the document is not the plain shape this scan knows.
    func largeTables(minBytes: Int) -> (Int, [TableRows])? {
        var tableCount: Int?
        var large: [TableRows] = []
        guard skipSpace() == UInt8(ascii: "{") else { return nil }
        at += 1
        let found = members { key in
            guard key.elementsEqual("tables".utf8) else { return skipValue() }
            guard tableCount == nil, skipSpace() == UInt8(ascii: "[") else { return false }
            var index = 0
            let ok = elements {
                defer { index += 1 }
                guard skipSpace() == UInt8(ascii: "{") else { return skipValue() }
                at += 1
                var rowsSeen = false
                return members { key in
                    guard key.elementsEqual("rows".utf8) else { return skipValue() }
                    guard !rowsSeen, skipSpace() == UInt8(ascii: "[") else { return false }
                    rowsSeen = true
                    let contentStart = at + 1
                    var commas: [Int] = []
                    guard rowsArray(commas: &commas) else { return false }
                    let content = contentStart..<(at - 1)
                    if content.count > minBytes && !commas.isEmpty {
                        large.append(TableRows(index: index, content: content, commas: commas))
                    }
                    return true
                }
            }
            tableCount = index
            return ok
        }
        guard found, let tableCount else { return nil }
        return (tableCount, large)
    }

    /// An object's members from just after its `{` to just after its `}`; `value`
    /// is at the member's value and must step over it.
    private func members(_ value: (ArraySlice<UInt8>) -> Bool) -> Bool {
        if skipSpace() == UInt8(ascii: "}") {
            at += 1
            return true
        }
        var keys: [ArraySlice<UInt8>] = []
        while true {
            guard skipSpace() == UInt8(ascii: "\""), let key = plainString(), !keys.contains(where: { $0.elementsEqual(key) }) else { return false }
            keys.append(key)
            guard skipSpace() == UInt8(ascii: ":") else { return false }
            at += 1
            guard value(key) else { return false }
            switch skipSpace() {
            case UInt8(ascii: ","): at += 1
            case UInt8(ascii: "}"):
                at += 1
                return true
            default: return false
            }
        }
    }

    /// An array's elements, `at` on its `[`, to just after its `]`: `element` steps
    /// over each one from its first byte.
    private func elements(_ element: () -> Bool) -> Bool {
        at += 1
        if skipSpace() == UInt8(ascii: "]") {
            at += 1
            return true
        }
        while true {
            skipSpace()
            guard element() else { return false }
            switch skipSpace() {
            case UInt8(ascii: ","):
                at += 1
            case UInt8(ascii: "]"):
                at += 1
                return true
            default:
                return false
            }
        }
    }

    @discardableResult
    private func skipSpace() -> UInt8? {
        at = Self.spaceEnd(bytes, from: at)
        return at < bytes.count ? bytes[at] : nil
    }

    /// A string without escapes, `at` on its opening quote; its content.
    private func plainString() -> ArraySlice<UInt8>? {
        let start = at + 1
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                at = index + 1
                return ArraySlice(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            case UInt8(ascii: "\\"): return nil
            default: index += 1
            }
        }
        return nil
    }

    /// Steps over one value of any kind.
    private func skipValue() -> Bool {
        guard skipSpace() != nil, let end = Self.valueEnd(bytes, from: at) else { return false }
        at = end
        return true
    }

    /// An array's elements stepped over, `at` on its `[`, to just after its `]`,
    /// noting the commas between them: the rows, where the scan spends its time, so
    /// it runs on a local index (a class's stored property pays an exclusivity
    /// check on every access).
    private func rowsArray(commas: inout [Int]) -> Bool {
        var index = Self.spaceEnd(bytes, from: at + 1)
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            at = index + 1
            return true
        }
        while true {
            guard let end = Self.valueEnd(bytes, from: Self.spaceEnd(bytes, from: index)) else { return false }
            index = Self.spaceEnd(bytes, from: end)
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: ","):
                commas.append(index)
                index += 1
            case UInt8(ascii: "]"):
                at = index + 1
                return true
            default:
                return false
            }
        }
    }

    private static func spaceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return index
            }
        }
        return index
    }

    /// Where the value starting at `start` ends, skipped as the worker's row path skips
    /// it (`endOfValue`: brackets and quotes); nil when no value starts there.
    private static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"): return nil
        default: return bytes.endOfValue(at: start, limit: bytes.count)
        }
    }
}
