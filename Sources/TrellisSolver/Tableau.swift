// The simplex itself: rows, pivots, and the primal and dual optimisations.
//
// Ties are broken the way kiwi breaks them (kiwi walks its rows in symbol order and keeps
// the first best), so a system with several optimal solutions lands on the same one.

extension Solver {
    // MARK: Symbols and slots

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: idTick, kind: kind)
        idTick += 1
        slotOf.append(-1)
        return symbol
    }

    @inline(__always)
    func symbol(for variable: Variable) -> Symbol {
        let index = Int(variable.index)
        let existing = externalSymbols[index]
        if existing.isValid { return existing }
        let symbol = newSymbol(.external)
        externalSymbols[index] = symbol
        return symbol
    }

    @inline(__always)
    func slot(of symbol: Symbol) -> Int { Int(slotOf[symbol.id]) }

    func insertRow(_ row: Row, basic: Symbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
        }
        slotOf[basic.id] = Int32(slot)
    }

    /// Takes a row out of the tableau without copying its cells.
    func takeRow(at slot: Int) -> Row {
        var row = Row()
        swap(&row, &rows[slot])
        slotOf[basics[slot].id] = -1
        basics[slot] = .invalid
        freeSlots.append(slot)
        return row
    }

    // MARK: Building rows

    /// The row of a new constraint, `0 = expression + markers`, with basic variables
    /// substituted out, and its error symbols entered into the objective.
    func makeRow(for constraint: Constraint, tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.reduced() where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let slot = slot(of: symbol)
            if slot >= 0 { row.insert(rows[slot], term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr ≤ 0 ⇔ expr + s = 0 with s ≥ 0; a soft one adds −e: expr + s − e = 0.
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                tag.otherCoefficient = -coefficient
                row.insert(error, -coefficient)
                objective.rows[objective.index(of: strength.level)].insert(error, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                tag.markerCoefficient = 1
                row.insert(dummy, 1)
            } else {
                // expr = e⁺ − e⁻, both weighted in the objective.
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                tag.otherCoefficient = 1
                row.insert(plus, -1)
                row.insert(minus, 1)
                let level = objective.index(of: strength.level)
                objective.rows[level].insert(plus, strength.weight)
                objective.rows[level].insert(minus, strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: the first external symbol, else the marker or
    /// the other error symbol if its coefficient is negative (so it enters at a value ≥ 0).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if tag.marker.isRestricted && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isRestricted && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Adds a row no symbol can enter for, through an artificial variable `a = row`
    /// minimised to zero (phase one of the simplex). If it stays positive the constraint
    /// cannot hold: its equation is dropped again and the conflict is thrown.
    func addWithArtificialVariable(_ row: Row, tag: Tag) throws(SolverError) {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimize(artificialObjective: true)
        let certificate = artificial!
        artificial = nil
        guard nearZero(certificate.constant) else {
            let conflict = conflictSet(of: certificate, adding: tag.constraint)
            dropEquation(marker: tag.marker)
            discardArtificial(art)
            restoreFeasibility()
            try optimize()
            throw .unsatisfiable(tag.constraint, conflict: conflict)
        }
        let slot = slot(of: art)
        if slot >= 0 {
            var row = takeRow(at: slot)
            if row.cells.isEmpty { return }
            guard let entering = row.cells.first(where: { $0.symbol.isRestricted })?.symbol else {
                // `a = 0` over externals and dummies only: the equation is redundant with
                // the dummies' equations, but kiwi refuses it; so do we.
                let conflict = conflictSet(of: row, adding: tag.constraint)
                dropEquation(marker: tag.marker)
                try optimize()
                throw .unsatisfiable(tag.constraint, conflict: conflict)
            }
            row.solve(for: art, swapping: entering)
            substitute(entering, row)
            insertRow(row, basic: entering)
        }
        discardArtificial(art)
    }

    /// Sets the (non-basic) artificial symbol to zero for good.
    private func discardArtificial(_ art: Symbol) {
        let slot = slot(of: art)
        if slot >= 0 { _ = takeRow(at: slot) }
        for k in rows.indices where basics[k].isValid { rows[k].remove(art) }
        objective.remove(art)
    }

    /// Removes the equation `marker` belongs to: pivot the marker into the basis if it is
    /// not there, then delete its row. Deleting a basic symbol's row projects it away,
    /// and since only this equation ever held the marker, what remains is the system
    /// without that constraint.
    func dropEquation(marker: Symbol) {
        var slot = slot(of: marker)
        if slot < 0 {
            slot = markerLeavingSlot(marker)
            guard slot >= 0 else { return }
            let leaving = basics[slot]
            var row = takeRow(at: slot)
            row.solve(for: leaving, swapping: marker)
            substitute(marker, row)
            return
        }
        _ = takeRow(at: slot)
    }

    func removeErrorEffects(_ tag: Tag) {
        guard !tag.constraint.strength.isRequired else { return }
        let level = objective.index(of: tag.constraint.strength.level)
        let weight = tag.constraint.strength.weight
        for error in [tag.marker, tag.other] where error.kind == .error {
            let slot = slot(of: error)
            if slot >= 0 { objective.rows[level].insert(rows[slot], -weight) } else { objective.rows[level].insert(error, -weight) }
        }
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` everywhere: every basic row, the objective, and the
    /// artificial objective if phase one is running. Restricted rows that turn negative
    /// are queued for the dual simplex, in symbol order as kiwi queues them.
    func substitute(_ symbol: Symbol, _ row: Row) {
        let bit = Row.bit(symbol)
        var turnedNegative: [Symbol] = []
        rows.withUnsafeMutableBufferPointer { all in
            for k in all.indices where all[k].mask & bit != 0 {
                if all[k].substitute(symbol, row) && all[k].constant < 0 {
                    let basic = basics[k]
                    if basic.isValid && !basic.isExternal { turnedNegative.append(basic) }
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
    func pivot(_ slot: Int, entering: Symbol) {
        let leaving = basics[slot]
        var row = takeRow(at: slot)
        row.solve(for: leaving, swapping: entering)
        substitute(entering, row)
        insertRow(row, basic: entering)
    }

    /// Primal simplex on the objective (or on the artificial one during phase one).
    func optimize(artificialObjective: Bool = false) throws(SolverError) {
        while true {
            let entering: Symbol
            if artificialObjective {
                entering = artificial!.cells.first(where: { !$0.symbol.isDummy && $0.coefficient < 0 })?.symbol ?? .invalid
            } else {
                entering = objective.enteringSymbol()
            }
            guard entering.isValid else { return }
            let slot = leavingSlot(entering)
            guard slot >= 0 else { throw .unbounded }
            pivot(slot, entering: entering)
        }
    }

    /// The ratio test: the restricted row that first hits zero as `entering` grows.
    func leavingSlot(_ entering: Symbol) -> Int {
        var best = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestSymbol = Symbol.invalid
        for k in rows.indices where rows[k].mayContain(entering) {
            let basic = basics[k]
            guard basic.isValid && !basic.isExternal else { continue }
            let coefficient = rows[k].coefficient(for: entering)
            guard coefficient < 0 else { continue }
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
        for k in rows.indices where rows[k].mayContain(marker) {
            let basic = basics[k]
            guard basic.isValid else { continue }
            let c = rows[k].coefficient(for: marker)
            if c == 0 { continue }
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
    func dualOptimize() -> Row? {
        while let leaving = infeasible.popLast() {
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
        return entering
    }

    /// Queues every negative restricted row and repairs them.
    func restoreFeasibility() {
        for k in rows.indices where basics[k].isValid && !basics[k].isExternal && rows[k].constant < 0 {
            infeasible.append(basics[k])
        }
        infeasible.sort(by: >)
        _ = dualOptimize()
        infeasible.removeAll()
    }

    // MARK: Constants

    /// Moves constraint `index`'s constant to `constant` and re-optimises by the dual
    /// simplex. Returns the row proving infeasibility, if the new constant is impossible.
    func shiftConstant(_ index: Int, to constant: Double) -> Row? {
        let tag = tags[index]!
        let delta = constant - tag.constant
        tags[index]!.constant = constant
        // The marker moves by s = δ / markerCoefficient (see `Tag`).
        let shift = delta / tag.markerCoefficient
        var slot = slot(of: tag.marker)
        if slot >= 0 {
            if rows[slot].add(-shift) < 0 { infeasible.append(tag.marker) }
            return dualOptimize()
        }
        if tag.other.isValid {
            slot = self.slot(of: tag.other)
            if slot >= 0 {
                if rows[slot].add(-delta / tag.otherCoefficient) < 0 { infeasible.append(tag.other) }
                return dualOptimize()
            }
        }
        var turnedNegative: [Symbol] = []
        for k in rows.indices where rows[k].mayContain(tag.marker) {
            let coefficient = rows[k].coefficient(for: tag.marker)
            if coefficient != 0 && rows[k].add(coefficient * shift) < 0 {
                let basic = basics[k]
                if basic.isValid && !basic.isExternal { turnedNegative.append(basic) }
            }
        }
        turnedNegative.sort()
        infeasible.append(contentsOf: turnedNegative)
        return dualOptimize()
    }

    // MARK: Explanations

    /// The required constraints behind an infeasibility proof `row` (a row whose value
    /// cannot reach zero): those whose markers it holds, i.e. whose dual multipliers are
    /// non-zero; then `constraint` itself. Sorted in the order they were added.
    func conflictSet(of row: Row, adding constraint: Constraint) -> [Constraint] {
        var markers = Set<Symbol>()
        for cell in row.cells where cell.symbol.kind == .slack || cell.symbol.kind == .dummy {
            markers.insert(cell.symbol)
        }
        let involved = tags.compactMap { $0 }
            .filter { $0.constraint.strength.isRequired && markers.contains($0.marker) && $0.constraint !== constraint }
            .sorted { $0.sequence < $1.sequence }
        return involved.map(\.constraint) + [constraint]
    }
}
