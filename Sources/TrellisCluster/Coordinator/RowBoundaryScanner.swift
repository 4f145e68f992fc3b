import TrellisDocument

/// RowSlicer's light scan of a document: positions only, no values — where the
/// `tables` array's tables are, and in each the `rows` array's content and the commas
/// between its rows. A class, so the closures that step over members and elements can
/// move the one position.
final class RowBoundaryScanner {
    /// A large table's rows: where the array's content is, and the commas between rows.
    struct TableRows: Equatable {
        let index: Int
        let content: Range<Int>
        let commas: [Int]
        /// Where the rows go back into the rest.
        var insertAt = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Row arrays of at least this many bytes are scanned on two threads: below it, a
    /// thread costs more than half their scan.
    let parallelBytes: Int
    var at = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, parallelBytes: Int = 4 << 20) {
        self.bytes = bytes
        self.parallelBytes = parallelBytes
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

    /// Where the rows of a document's first large table start, when `bytes` is only the
    /// document's beginning and those rows run past its end: the table's index and the
    /// offset of its rows array's content. Every table before it must end in `bytes`
    /// with at most `minBytes` of rows (else nil: a large table would be missed).
    func openRows(minBytes: Int) -> (table: Int, content: Int)? {
        var open: (table: Int, content: Int)?
        guard skipSpace() == UInt8(ascii: "{") else { return nil }
        at += 1
        // Each walk stops (returns false) once the open rows are found.
        _ = members { key in
            guard key.elementsEqual("tables".utf8) else { return skipValue() }
            guard skipSpace() == UInt8(ascii: "[") else { return false }
            var index = 0
            return elements {
                defer { index += 1 }
                guard skipSpace() == UInt8(ascii: "{") else { return skipValue() }
                at += 1
                return members { key in
                    guard key.elementsEqual("rows".utf8) else { return skipValue() }
                    guard skipSpace() == UInt8(ascii: "[") else { return false }
                    let content = at + 1
                    let first = Self.spaceEnd(bytes, from: content)
                    if first < bytes.count && bytes[first] == UInt8(ascii: "]") {
                        at = first + 1
                        return true
                    }
                    guard case .ended(_, let end) = Self.rows(bytes, from: first, until: nil) else {
                        open = (index, content)
                        return false
                    }
                    at = end
                    return end - 1 - content <= minBytes
                }
            }
        }
        return open
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

    /// An array's elements stepped over, `at` on its `[`, to just after its `]`, noting
    /// the commas between them: the rows, where the scan spends its time. A large array's
    /// second half is scanned at the same time on a second thread, from a likely row start
    /// (`},{`); its commas count only if this scan reaches exactly that row start, when
    /// the bytes from there are read the same way whichever thread reads them. (The
    /// reader is alone on the machine's cores then: no slice exists yet.)
    private func rowsArray(commas: inout [Int]) -> Bool {
        let start = Self.spaceEnd(bytes, from: at + 1)
        if start < bytes.count && bytes[start] == UInt8(ascii: "]") {
            at = start + 1
            return true
        }
        var ahead: (guess: Int, thread: JoinableThread, scan: AheadScan)?
        if bytes.count - start >= parallelBytes, let guess = Self.likelyRowStart(bytes, from: start + (bytes.count - start) / 2) {
            let scan = AheadScan()
            let document = Document(bytes: bytes)
            if let thread = try? JoinableThread({ scan.rows = Self.rows(document.bytes, from: guess, until: nil) }) {
                ahead = (guess, thread, scan)
            }
        }
        var outcome = Self.rows(bytes, from: start, until: ahead?.guess)
        if let (_, thread, scan) = ahead {
            thread.join()
            switch outcome {
            case .reached(let first):
                commas += first
                outcome = scan.rows ?? .failed
            case .passed(let first, let index):
                commas += first
                outcome = Self.rows(bytes, from: index, until: nil)
            case .ended, .failed:
                break
            }
        }
        guard case .ended(let rest, let end) = outcome else { return false }
        commas += rest
        at = end
        return true
    }

    /// A second thread's scan, read once it is joined.
    private final class AheadScan: @unchecked Sendable {
        var rows: RowsOutcome?
    }

    /// The document, for the second thread: it only reads it, and is joined before the
    /// scan returns, so the bytes outlive it.
    private struct Document: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    private enum RowsOutcome {
        /// The array ended: the commas between its rows from the start, and the index
        /// just after its `]`.
        case ended([Int], Int)
        /// The scan came to a row that starts at `until`: the commas before it.
        case reached([Int])
        /// The scan stepped past `until` without a row starting there: the commas so
        /// far and where the next row starts.
        case passed([Int], Int)
        case failed
    }

    /// The rows of an array from the row at `start`, on a local index (a class's stored
    /// property pays an exclusivity check on every access).
    private static func rows(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, until boundary: Int?) -> RowsOutcome {
        var commas: [Int] = []
        var index = start
        while true {
            index = spaceEnd(bytes, from: index)
            if let boundary, index >= boundary {
                return index == boundary ? .reached(commas) : .passed(commas, index)
            }
            guard let end = valueEnd(bytes, from: index) else { return .failed }
            index = spaceEnd(bytes, from: end)
            guard index < bytes.count else { return .failed }
            switch bytes[index] {
            case UInt8(ascii: ","):
                commas.append(index)
                index += 1
            case UInt8(ascii: "]"):
                return .ended(commas, index + 1)
            default:
                return .failed
            }
        }
    }

    /// The `{` of the first `},{` in the 64 KiB from `index`: most often the start of a
    /// row of objects (a guess: the same bytes can sit inside a string).
    private static func likelyRowStart(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var at = index
        while at + 2 < min(bytes.count, index + 65536) {
            if bytes[at] == UInt8(ascii: "}") && bytes[at + 1] == UInt8(ascii: ",") && bytes[at + 2] == UInt8(ascii: "{") { return at + 2 }
            at += 1
        }
        return nil
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
