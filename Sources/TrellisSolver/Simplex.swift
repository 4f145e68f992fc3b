// The simplex method over a `Tableau`: pivots, the primal simplex (optimise an objective
// from a feasible basis) and the dual simplex (regain feasibility from an optimal one).

extension Tableau {
    /// Replaces `symbol` by `row` everywhere: every basic row, the objective, and the
    /// artificial objective if phase one is running. Restricted rows that turn negative
    /// are queued for the dual simplex, in symbol order as kiwi queues them.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        var turnedNegative: [Symbol] = []
        if columns != nil {
            let slots = columns!.take(symbol)
            work += slots.count
            for slot in slots {
                let k = Int(slot)
                guard rows[k].substitute(symbol, row) else { continue }
                mergedCells += rows[k].cells.count + row.cells.count
                columns!.note(row, at: k)
                let basic = basics[k]
                if rows[k].constant < 0 && basic.isValid && !basic.isExternal { turnedNegative.append(basic) }
            }
        } else {
            work += rows.count
            let bit = Row.bit(symbol)
            rows.withUnsafeMutableBufferPointer { all in
                for k in all.indices where all[k].mask & bit != 0 {
                    guard all[k].substitute(symbol, row) else { continue }
                    mergedCells += all[k].cells.count + row.cells.count
                    if all[k].constant < 0 {
                        let basic = basics[k]
                        if basic.isValid && !basic.isExternal { turnedNegative.append(basic) }
                    }
                }
            }
        }
        if !turnedNegative.isEmpty {
            turnedNegative.sort()
            infeasible.append(contentsOf: turnedNegative)
        }
        objective.substitute(symbol, row)
        if artificial != nil { artificial!.substitute(symbol, row) }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(_ slot: Int, entering: Symbol) {
        let leaving = basics[slot]
        var row = takeRow(at: slot)
        row.solve(for: leaving, swapping: entering)
        substitute(entering, row)
        insertRow(row, basic: entering)
    }

    /// Primal simplex on the objective (or on the artificial one during phase one).
    mutating func optimize(artificialObjective: Bool = false) {
        while !isOverLimit {
            let (entering, direction) = artificialObjective ? artificial!.enteringSymbol() : objective.enteringSymbol()
            guard entering.isValid else { return }
            let slot = leavingSlot(entering, direction: direction)
            guard slot >= 0 else {
                // No restricted row limits the move, so it changes no error symbol: its
                // true reduced cost is zero and what is there is rounding noise (a sum of
                // weighted errors cannot fall forever). kiwi reports "unbounded" here.
                if artificialObjective { artificial!.remove(entering) } else { objective.remove(entering) }
                continue
            }
            pivot(slot, entering: entering)
        }
    }

    /// The ratio test: the restricted row that first hits zero as `entering` moves in
    /// `direction` (+1 grows, −1 shrinks; only an external symbol may shrink).
    func leavingSlot(_ entering: Symbol, direction: Double = 1) -> Int {
        var best = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestSymbol = Symbol.invalid
        // The best is the least (ratio, basic symbol): the same in any order of visits.
        forEachSlot(mayHolding: entering) { k in
            let basic = basics[k]
            guard basic.isValid && !basic.isExternal else { return }
            let coefficient = rows[k].coefficient(for: entering) * direction
            guard coefficient < 0 else { return }
            let ratio = -rows[k].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestSymbol) {
                best = k; bestRatio = ratio; bestSymbol = basic
            }
        }
        return best
    }

    /// The row to pivot a marker into, preferring (1) a restricted row where it has a
    /// negative coefficient, smallest ratio; (2) a restricted row, smallest ratio;
    /// (3) the last unrestricted row that holds it.
    func markerLeavingSlot(_ marker: Symbol) -> Int {
        var first = -1, second = -1, third = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var s1 = Symbol.invalid, s2 = Symbol.invalid, s3 = Symbol.invalid
        forEachSlot(mayHolding: marker) { k in
            let basic = basics[k]
            guard basic.isValid else { return }
            let c = rows[k].coefficient(for: marker)
            if c == 0 { return }
            if basic.isExternal {
                if basic > s3 { third = k; s3 = basic }
            } else if c < 0 {
                let r = -rows[k].constant / c
                if r < r1 || (r == r1 && basic < s1) { r1 = r; first = k; s1 = basic }
            } else {
                let r = rows[k].constant / c
                if r < r2 || (r == r2 && basic < s2) { r2 = r; second = k; s2 = basic }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }

    /// Dual simplex: the objective is optimal but some restricted rows went negative.
    /// Returns the row that cannot be repaired (the constraints are infeasible), or nil;
    /// the row's basic symbol is entered into it, as `0 = constant + … − basic`.
    mutating func dualOptimize() -> Row? {
        while !isOverLimit, let leaving = infeasible.popLast() {
            let slot = slot(of: leaving)
            guard slot >= 0 else { continue }
            let constant = rows[slot].constant
            guard constant < 0 && !nearZero(constant) else { continue }
            let entering = dualEnteringSymbol(rows[slot])
            guard entering.isValid else {
                var proof = rows[slot]
                proof.insert(leaving, -1)
                return proof
            }
            objective.noteAllChanged()
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// The symbol with a positive coefficient in `row` whose reduced cost over that
    /// coefficient is smallest, so the objective stays optimal after the pivot.
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var enteringCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            if !entering.isValid || objective.ratioIsSmaller(cell.symbol, cell.coefficient, than: entering, enteringCoefficient) {
                entering = cell.symbol
                enteringCoefficient = cell.coefficient
            }
        }
        // kiwi stops here. An external symbol is free in sign, so one with a negative
        // coefficient repairs the row by shrinking; an optimal objective gives it a zero
        // reduced cost, so entering it keeps the objective optimal.
        if !entering.isValid {
            entering = row.cells.first(where: { $0.symbol.isExternal && $0.coefficient < 0 })?.symbol ?? .invalid
        }
        return entering
    }

    /// Queues every negative restricted row and repairs them.
    mutating func restoreFeasibility() {
        for k in rows.indices where basics[k].isValid && !basics[k].isExternal && rows[k].constant < 0 {
            infeasible.append(basics[k])
        }
        infeasible.sort(by: >)
        _ = dualOptimize()
        infeasible.removeAll()
    }

}
