/// The quantity the simplex minimises: one row per priority level, most important first.
///
/// A symbol's reduced cost is the vector of its coefficients across the levels, compared
/// lexicographically. With a single level this is exactly kiwi's objective row.
struct Objective {
    /// Priority levels present, in decreasing order; `rows[k]` belongs to `levels[k]`.
    private(set) var levels: [Int] = []
    private(set) var rows: [Row] = []
    /// The symbols whose reduced costs changed since `enteringSymbol` last found the
    /// objective optimal: no other symbol can enter. Scanning whole rows instead made
    /// every add cost as much as there are soft constraints, n² for n views.
    private(set) var changed: [Symbol] = []
    /// Set when the objective changed in ways not listed: the dual simplex of an edit
    /// pivots without ever asking for an entering symbol, so a run of edits would list
    /// without end, at a cost to every edit. The next `enteringSymbol` scans every row.
    private var changedAll = false
    /// Symbols priced by `enteringSymbol` so far (see `Solver.work`).
    private(set) var work = 0

    init() {}

    /// A single-level objective: phase one's artificial variable, written as `row`.
    init(minimising row: Row) {
        levels = [0]
        rows = [row]
        changed = row.cells.map(\.symbol)
    }

    /// The row for `level`, created (empty) the first time the level is seen.
    mutating func index(of level: Int) -> Int {
        var k = 0
        while k < levels.count && levels[k] > level { k += 1 }
        if k < levels.count && levels[k] == level { return k }
        levels.insert(level, at: k)
        rows.insert(Row(), at: k)
        return k
    }

    /// `level`'s row += `coefficient` × `symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        rows[level].insert(symbol, coefficient)
        if !changedAll { changed.append(symbol) }
    }

    /// `level`'s row += `coefficient` × `row`.
    mutating func insert(_ row: Row, _ coefficient: Double, level: Int) {
        rows[level].insert(row, coefficient)
        noteChanged(row)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        var didChange = false
        for k in rows.indices where rows[k].substitute(symbol, row) { didChange = true }
        if didChange { noteChanged(row) }
    }

    private mutating func noteChanged(_ row: Row) {
        guard !changedAll else { return }
        for cell in row.cells { changed.append(cell.symbol) }
    }

    /// Any symbol's reduced cost may have changed (see `changedAll`).
    mutating func noteAllChanged() {
        changedAll = true
        changed.removeAll(keepingCapacity: true)
    }

    mutating func remove(_ symbol: Symbol) {
        for k in rows.indices { rows[k].remove(symbol) }
    }

    /// True when `symbol`'s reduced cost is zero at every level above `level`.
    @inline(__always)
    func isZeroAbove(_ level: Int, _ symbol: Symbol) -> Bool {
        var k = 0
        while k < level {
            if rows[k].coefficient(for: symbol) != 0 { return false }
            k += 1
        }
        return true
    }

    /// The entering symbol of a primal pivot and the way it moves (+1 grows, −1 shrinks).
    ///
    /// First, as kiwi: the first non-dummy symbol whose reduced cost is lexicographically
    /// negative, looking at the most important level first; it grows. Then, where kiwi
    /// would stop: an external symbol is free in sign, so a non-basic one with a positive
    /// reduced cost improves the objective by shrinking. (kiwi keeps externals basic, but
    /// removing a constraint can pivot one out, and kiwi then stops short of the optimum.)
    /// `.invalid` means the objective is optimal.
    ///
    /// Only the `changed` symbols are looked at, in symbol order as they stand in the rows,
    /// so the answer is the one a scan of the whole rows gives.
    mutating func enteringSymbol() -> (Symbol, Double) {
        let candidates: [Symbol]
        if changedAll {
            candidates = Array(Set(rows.flatMap { $0.cells.map(\.symbol) })).sorted()
        } else {
            changed.sort()
            var kept = 0
            for index in changed.indices where kept == 0 || changed[kept - 1] != changed[index] {
                changed[kept] = changed[index]
                kept += 1
            }
            changed.removeLast(changed.count - kept)
            candidates = changed
        }
        work += candidates.count
        for level in rows.indices {
            for symbol in candidates where !symbol.isDummy && rows[level].coefficient(for: symbol) < 0 {
                if level == 0 || isZeroAbove(level, symbol) { return (symbol, 1) }
            }
        }
        for level in rows.indices {
            for symbol in candidates where symbol.isExternal && rows[level].coefficient(for: symbol) > 0 {
                if level == 0 || isZeroAbove(level, symbol) { return (symbol, -1) }
            }
        }
        changed.removeAll(keepingCapacity: true)
        changedAll = false
        return (.invalid, 0)
    }

    /// Is `a / da` lexicographically smaller than `b / db`? Ties are not smaller.
    ///
    /// Above the last level, ratios closer than rounding noise count as equal and the
    /// next level decides: a tie broken by noise would let a lower level go negative.
    @inline(__always)
    func ratioIsSmaller(_ a: Symbol, _ da: Double, than b: Symbol, _ db: Double) -> Bool {
        let last = rows.count - 1
        for level in rows.indices {
            let ra = rows[level].coefficient(for: a) / da
            let rb = rows[level].coefficient(for: b) / db
            if level == last { return ra < rb }
            if abs(ra - rb) > 1.0e-9 * max(1, abs(ra), abs(rb)) { return ra < rb }
        }
        return false
    }
}
