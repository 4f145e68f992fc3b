/// For each symbol, the slots of the rows that may hold it: the tableau's columns.
///
/// A superset, kept cheaply: a slot is noted whenever a row there gains cells, and never
/// struck out when a cell cancels or the row leaves, so every use checks the row itself.
/// With it, a pivot visits the few rows that hold its symbol instead of all of them; a
/// layout of n views pivots about n times, so scanning every row made it cost n². A small
/// tableau is scanned all the same: the scan is faster than keeping lists (see
/// `Tableau.columnsFromRows`); the results are the same either way.
struct Columns {
    private(set) var slots: [[Int32]] = []
    /// Per symbol, the length at which its slots are next cleared of repeats: twice what
    /// the last clearing left, so clearing costs a constant share of each slot noted.
    private var clearAt: [Int] = []
    private static let firstClearing = 128

    /// Every symbol of `row` may now be in `slot`.
    mutating func note(_ row: Row, at slot: Int) {
        let slot = Int32(slot)
        for cell in row.cells {
            let id = cell.symbol.id
            if id >= slots.count {
                slots.append(contentsOf: repeatElement([], count: id - slots.count + 1))
                clearAt.append(contentsOf: repeatElement(Self.firstClearing, count: slots.count - clearAt.count))
            }
            // A row merged into again and again would otherwise repeat its slot.
            guard slots[id].last != slot else { continue }
            slots[id].append(slot)
            // Edits rewrite rows without end, so repeats go now and then. Clearing at fixed
            // lengths instead re-sorted a long column on every note that left it at one
            // (found by fuzzing: a chain of 10 000 views took seconds).
            if slots[id].count >= clearAt[id] {
                slots[id] = Array(Set(slots[id])).sorted()
                clearAt[id] = max(Self.firstClearing, 2 * slots[id].count)
            }
        }
    }

    /// The slots that may hold `symbol`.
    func slots(holding symbol: Symbol) -> [Int32] {
        symbol.id < slots.count ? slots[symbol.id] : []
    }

    /// The slots that may hold `symbol`, forgotten: it is being taken out of every row.
    mutating func take(_ symbol: Symbol) -> [Int32] {
        guard symbol.id < slots.count else { return [] }
        var taken: [Int32] = []
        swap(&taken, &slots[symbol.id])
        return taken
    }
}
