/// The quantity the simplex minimises: one row per priority level, most important first.
///
/// A symbol's reduced cost is the vector of its coefficients across the levels, compared
/// lexicographically. With a single level this is exactly kiwi's objective row.
struct Objective {
    /// Priority levels present, in decreasing order; `rows[k]` belongs to `levels[k]`.
    private(set) var levels: [Int] = []
    var rows: [Row] = []

    init() {}

    /// A single-level objective: phase one's artificial variable, written as `row`.
    init(minimising row: Row) {
        levels = [0]
        rows = [row]
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

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for k in rows.indices { rows[k].substitute(symbol, row) }
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
    func enteringSymbol() -> (Symbol, Double) {
        for level in rows.indices {
            for cell in rows[level].cells where !cell.symbol.isDummy && cell.coefficient < 0 {
                if level == 0 || isZeroAbove(level, cell.symbol) { return (cell.symbol, 1) }
            }
        }
        for level in rows.indices {
            for cell in rows[level].cells where cell.symbol.isExternal && cell.coefficient > 0 {
                if level == 0 || isZeroAbove(level, cell.symbol) { return (cell.symbol, -1) }
            }
        }
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
