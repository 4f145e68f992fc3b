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
    /// For each slot, the sweep that last kept it: repeats are struck in one pass, without
    /// hashing or sorting (a chain of views notes each slot thousands of times).
    private var keptIn: [UInt32] = []
    private var sweep: UInt32 = 0

    /// Every symbol of `row` may now be in `slot`.
    mutating func note(_ row: Row, at slot: Int) {
        let slot = Int32(slot)
        for cell in row.cells {
            let id = cell.symbol.id
            if id >= slots.count { slots.append(contentsOf: repeatElement([], count: id - slots.count + 1)) }
            // A row merged into again and again would otherwise repeat its slot.
            guard slots[id].last != slot else { continue }
            slots[id].append(slot)
            // Edits rewrite rows without end; when a list reaches a power of two, repeats go.
            let count = slots[id].count
            if count >= 128 && count & (count - 1) == 0 { removeRepeats(id) }
        }
    }

    private mutating func removeRepeats(_ id: Int) {
        sweep &+= 1
        if sweep == 0 {
            keptIn = Array(repeating: 0, count: keptIn.count)
            sweep = 1
        }
        let sweep = sweep
        var list = slots[id]
        slots[id] = []
        let largest = Int(list.max()!)
        if largest >= keptIn.count { keptIn.append(contentsOf: repeatElement(0, count: largest - keptIn.count + 1)) }
        keptIn.withUnsafeMutableBufferPointer { kept in
            list.removeAll { slot in
                if kept[Int(slot)] == sweep { return true }
                kept[Int(slot)] = sweep
                return false
            }
        }
        slots[id] = list
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
