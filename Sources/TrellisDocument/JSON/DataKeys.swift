/// Data keys the fast path looks up in every row (a cell's parameters, texts or shape),
/// in UTF-8, matched against a row's keys as bytes. The keys share one buffer: an array
/// per key cost a retain and a release at every lookup, one per key and row.
struct DataKeys {
    private let utf8: [UInt8]
    private let ranges: [Range<Int>]

    init(_ keys: [String]) {
        var utf8: [UInt8] = []
        var ranges: [Range<Int>] = []
        for key in keys {
            let start = utf8.count
            utf8 += key.utf8
            ranges.append(start..<utf8.count)
        }
        self.utf8 = utf8
        self.ranges = ranges
    }

    var count: Int { ranges.count }

    /// The value `row` has for key `index`, trying first the member at `hint`, where the
    /// previous row had it (a table's rows mostly list their keys in one order), and
    /// leaving in `hint` where it was found.
    @inline(__always)
    func value(_ index: Int, in row: RowScanner.Row, hint: inout Int, _ scanner: RowScanner) -> RowScanner.Value? {
        let key = ranges[index]
        return utf8.withUnsafeBufferPointer { utf8 in
            let start = utf8.baseAddress! + key.lowerBound
            if hint < row.data.count && scanner.bytes(row.data[hint].key, equal: start, count: key.count) {
                return row.data[hint].value
            }
            for member in row.data.indices where scanner.bytes(row.data[member].key, equal: start, count: key.count) {
                hint = member
                return row.data[member].value
            }
            return nil
        }
    }
}
