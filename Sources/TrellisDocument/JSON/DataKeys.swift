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

/// Where rows of one skeleton (`RowScanner.Row.skeletonID`) have each of some
/// `DataKeys`, found at the first such row: the rows after it look up nothing.
struct KeyPlaces {
    private var skeletonID = -1
    /// Per key, its member's index in the row's data, or -1 if the rows lack it.
    private var members: [Int] = []

    /// Finds the places of `keys` in `row`, unless they are known for its skeleton.
    @inline(__always)
    mutating func locate(_ keys: DataKeys, in row: RowScanner.Row, _ scanner: RowScanner) {
        guard row.skeletonID != skeletonID else { return }
        members.removeAll(keepingCapacity: true)
        for index in 0..<keys.count {
            var member = 0
            members.append(keys.value(index, in: row, hint: &member, scanner) == nil ? -1 : member)
        }
        skeletonID = row.skeletonID
    }

    /// Key `index`'s value in `row`, whose keys `locate` last saw.
    @inline(__always)
    func value(_ index: Int, in row: RowScanner.Row) -> RowScanner.Value? {
        let member = members[index]
        return member < 0 ? nil : row.data[member].value
    }
}
