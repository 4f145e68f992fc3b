/// One coefficient of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau: `constant + Σ coefficientᵢ × symbolᵢ`.
///
/// As a basic row it reads `basic = constant + Σ cᵢ·sᵢ` over parametric symbols; as a
/// fresh constraint row it reads `0 = constant + Σ cᵢ·sᵢ`.
///
/// Cells are a flat array sorted by symbol, with no coefficient near zero. Adding one
/// row into another is a single merge of two sorted arrays, done in place from the back
/// so it allocates only when the row outgrows its capacity. `mask` has bit `id % 64` set
/// for every symbol in the row (and possibly for symbols since removed): a clear bit
/// proves a symbol absent without searching, which lets `substitute` skip most rows.
struct Row {
    var constant: Double
    var cells: [Cell]
    var mask: UInt64

    @inline(__always)
    init(constant: Double = 0) {
        self.constant = constant
        cells = []
        mask = 0
    }

    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(symbol.raw >> 2 & 63) }

    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Row.bit(symbol) != 0 }

    /// Index of `symbol`, or where it would be inserted (negative: `-(insertion) - 1`).
    @inline(__always)
    func search(_ symbol: Symbol) -> Int {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let s = buffer[mid].symbol.raw
                if s < symbol.raw { low = mid + 1 } else if s > symbol.raw { high = mid } else { return mid }
            }
            return -low - 1
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let index = search(symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// `constant += value`; returns the new constant.
    @inline(__always)
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// `row += coefficient × symbol`, dropping the cell if it cancels to zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let index = search(symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            let position = -index - 1
            // New slack, error and dummy symbols have the highest ids: they append.
            if position == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position)
            }
            mask |= Row.bit(symbol)
        }
    }

    /// `row += coefficient × other`: constant and cells, dropping cells that cancel.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        let m = other.cells.count
        guard m > 0 else { return }
        let n = cells.count
        cells.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: m))
        var newMask: UInt64 = 0
        var start = 0
        cells.withUnsafeMutableBufferPointer { out in
            other.cells.withUnsafeBufferPointer { src in
                // Merge from the back: write index w never passes read index i, because
                // every step consumes at least one cell for the one it writes.
                var i = n - 1
                var j = m - 1
                var w = n + m - 1
                while j >= 0 {
                    let s = src[j].symbol
                    if i >= 0 && out[i].symbol.raw > s.raw {
                        newMask |= Row.bit(out[i].symbol)
                        out[w] = out[i]; w -= 1; i -= 1
                    } else if i >= 0 && out[i].symbol == s {
                        let sum = out[i].coefficient + src[j].coefficient * coefficient
                        if !nearZero(sum) {
                            newMask |= Row.bit(s)
                            out[w] = Cell(symbol: s, coefficient: sum); w -= 1
                        }
                        i -= 1; j -= 1
                    } else {
                        let value = src[j].coefficient * coefficient
                        if !nearZero(value) {
                            newMask |= Row.bit(s)
                            out[w] = Cell(symbol: s, coefficient: value); w -= 1
                        }
                        j -= 1
                    }
                }
                while i >= 0 {
                    newMask |= Row.bit(out[i].symbol)
                    out[w] = out[i]; w -= 1; i -= 1
                }
                start = w + 1
            }
        }
        if start > 0 { cells.removeFirst(start) }
        mask = newMask
    }

    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
        let index = search(symbol)
        if index >= 0 { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buffer in
            for k in buffer.indices { buffer[k].coefficient = -buffer[k].coefficient }
        }
    }

    /// Solves `0 = a·x + b·y + c` for `x`, leaving `x = −b/a·y − c/a`.
    /// `symbol` (x here) must be in the row; it is removed.
    mutating func solve(for symbol: Symbol) {
        let index = search(symbol)
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for k in buffer.indices { buffer[k].coefficient *= factor }
        }
    }

    /// Turns `lhs = b·rhs + …` into `rhs = lhs/b − …`: a pivot of this row.
    /// `lhs` must not be in the row; `rhs` must.
    mutating func solve(for lhs: Symbol, swapping rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`: `a·x + b` with `x = 3·y + c` becomes `3a·y + a·c + b`.
    /// Returns whether the row changed.
    @inline(__always)
    @discardableResult
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        guard mayContain(symbol) else { return false }
        let index = search(symbol)
        guard index >= 0 else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
        return true
    }
}
