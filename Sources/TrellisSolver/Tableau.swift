/// The simplex itself: rows, pivots, and the primal and dual optimisations.
///
/// A value type on purpose: `Solver` (a class) enters it once per call, and inside its
/// mutating methods Swift checks exclusive access statically. Run as methods of the class,
/// every touch of a stored array paid a dynamic exclusivity check, a quarter of the time
/// of `suggestValue`.
///
/// Ties are broken the way kiwi breaks them (kiwi walks its rows in symbol order and keeps
/// the first best), so a system with several optimal solutions lands on the same one.
struct Tableau {
    // Variables: a dense index each, mapped to its external symbol on first use.
    var externalSymbols: [Symbol] = []
    /// Filled by `updateVariables()`, indexed by `Variable.index`.
    var values: [Double] = []

    // The tableau: rows live in slots; `slotOf[symbol.id]` finds a basic symbol's row.
    var rows: [Row] = []
    var basics: [Symbol] = []
    var freeSlots: [Int] = []
    var slotOf: [Int32] = [-1]
    /// The tag a marker symbol belongs to, by symbol id; -1 for other symbols.
    var tagOfMarker: [Int32] = [-1]
    var objective = Objective()
    var artificial: Objective?
    var infeasible: [Symbol] = []
    var idTick = 1

    // Constraints and edits. `tags[k]` is live while `constraints[k]` is not nil.
    var tags: [Tag] = []
    var constraints: [Constraint?] = []
    var freeTags: [Int] = []
    var tagOf = IdentityMap()
    /// Tag of each variable's edit constraint, by `Variable.index`; -1 for none.
    var editOf: [Int32] = []
    var sequence = 0

    /// Whether rows hold the dummy symbols of required equations, as kiwi's always do.
    /// A dummy is fixed at zero and never chosen to enter the basis, so leaving it out
    /// changes no value and no pivot; it is needed only to remove an equation, to move its
    /// constant, and to tell which equations a conflict involves. But every row that
    /// substitutes a basic variable inherits that variable's dummies: in a chain of n
    /// views (`v[i].top == v[i-1].bottom + 1`) row i holds i of them, n² cells in all.
    /// So a tableau starts without them; the first call that needs them builds it again
    /// with them (`keepingDummies`), from `constraints`, which without removals are the
    /// constraints in the order they were added.
    var keepsDummies = false
    /// Set when an add met a conflict (or a row it cannot read) without dummies: the
    /// tableau is then half changed, and `add` builds it again with them.
    var wantsDummies = false
    /// Rows visited for a symbol to substitute (see `Solver.work`).
    var work = 0
    /// Cells substitutions and new rows read and wrote, and the most allowed (see
    /// `Solver.mergedCellLimit`): past it, the simplex stops pivoting.
    var mergedCells = 0
    var mergedCellLimit = Int.max
    var isOverLimit: Bool { mergedCells > mergedCellLimit }
    /// The rows each symbol may be in, once there are more than `columnsFromRows` rows.
    var columns: Columns?
    var columnsFromRows = 256

    // MARK: Constraints

    mutating func makeVariable() -> Variable {
        let variable = Variable(index: Int32(externalSymbols.count))
        externalSymbols.append(.invalid)
        values.append(0)
        editOf.append(-1)
        return variable
    }

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        do {
            try addOnce(constraint)
        } catch {
            guard wantsDummies else { throw error }
            self = keepingDummies()
            try addOnce(constraint)
        }
    }

    private mutating func addOnce(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard tagOf[key] == nil else { throw .duplicateConstraint(constraint) }
        // Each coefficient may be finite while their sum is not (1e308·x + 1e308·x).
        let terms = constraint.expression.reduced()
        guard constraint.expression.constant.isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFinite(constraint)
        }
        sequence += 1
        let firstNewSymbol = idTick
        var tag = Tag(strength: constraint.strength, constant: constraint.expression.constant, sequence: sequence)
        var row = makeRow(for: constraint, terms: terms, tag: &tag)
        var subject = chooseSubject(row, tag)
        // A row of dummies alone is redundant (constant zero) or contradicts required
        // equations (constant non-zero); nothing else can enter for it.
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            if !nearZero(row.constant) { throw unsatisfiable(constraint, proof: row) }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            // The row's own dummy, kept until now so the row reads as it does with dummies.
            if !keepsDummies && tag.marker.isDummy { row.remove(tag.marker) }
            if subject.id >= firstNewSymbol {
                // A symbol this row made is in no other row yet, only (an error symbol) in
                // the objective. Scanning every row for it made building n views cost n².
                objective.substitute(subject, row)
            } else {
                substitute(subject, row)
            }
            insertRow(row, basic: subject)
        } else {
            try addWithArtificialVariable(row, tag: tag, constraint: constraint)
        }
        let index: Int
        if let free = freeTags.popLast() {
            index = free
            tags[index] = tag
            constraints[index] = constraint
        } else {
            index = tags.count
            tags.append(tag)
            constraints.append(constraint)
        }
        tagOf[key] = index
        tagOfMarker[tag.marker.id] = Int32(index)
        optimize()
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        keepDummies()
        guard let index = tagOf.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let tag = tags[index]
        constraints[index] = nil
        tagOfMarker[tag.marker.id] = -1
        freeTags.append(index)
        // Take the errors out of the objective before pivoting, or the substitutions
        // would carry them along.
        removeErrorEffects(tag)
        dropEquation(marker: tag.marker)
        optimize()
    }

    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = tagOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        let old = tags[index].constant
        guard constant != old else { return }
        keepDummies()
        if let failed = shiftConstant(index, to: constant) {
            let conflict = conflictSet(of: failed, adding: constraint)
            infeasible.removeAll()
            _ = shiftConstant(index, to: old)
            throw .unsatisfiable(constraint, conflict: conflict)
        }
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editOf[Int(variable.index)] < 0 else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        editOf[Int(variable.index)] = Int32(tagOf[ObjectIdentifier(constraint)]!)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let index = Int(editOf[Int(variable.index)])
        guard index >= 0, let constraint = constraints[index] else { throw .unknownEditVariable(variable) }
        editOf[Int(variable.index)] = -1
        try remove(constraint)
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let index = Int(editOf[Int(variable.index)])
        guard index >= 0 else { throw .unknownEditVariable(variable) }
        keepDummies()
        // The edit constraint is `variable − value == 0`.
        if let failed = shiftConstant(index, to: -value) {
            infeasible.removeAll()
            let constraint = constraints[index]!
            throw .unsatisfiable(constraint, conflict: conflictSet(of: failed, adding: constraint))
        }
    }

    // MARK: Values

    @inline(__always)
    func value(of variable: Variable) -> Double {
        let symbol = externalSymbols[Int(variable.index)]
        guard symbol.isValid else { return 0 }
        let slot = slotOf[symbol.id]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    mutating func updateVariables() {
        for index in externalSymbols.indices {
            values[index] = value(of: Variable(index: Int32(index)))
        }
    }

    // MARK: Symbols and slots

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: idTick, kind: kind)
        idTick += 1
        slotOf.append(-1)
        tagOfMarker.append(-1)
        return symbol
    }

    @inline(__always)
    mutating func symbol(for variable: Variable) -> Symbol {
        let index = Int(variable.index)
        let existing = externalSymbols[index]
        if existing.isValid { return existing }
        let symbol = newSymbol(.external)
        externalSymbols[index] = symbol
        return symbol
    }

    @inline(__always)
    func slot(of symbol: Symbol) -> Int { Int(slotOf[symbol.id]) }

    mutating func insertRow(_ row: Row, basic: Symbol) {
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
        if columns != nil {
            columns!.note(row, at: slot)
        } else if rows.count > columnsFromRows {
            var built = Columns()
            for k in rows.indices { built.note(rows[k], at: k) }
            columns = built
        }
    }

    /// Calls `body` with every slot whose row may hold `symbol` (and perhaps others).
    @inline(__always)
    func forEachSlot(mayHolding symbol: Symbol, _ body: (Int) -> Void) {
        if let columns {
            for slot in columns.slots(holding: symbol) { body(Int(slot)) }
        } else {
            for k in rows.indices where rows[k].mayContain(symbol) { body(k) }
        }
    }

    /// Takes a row out of the tableau without copying its cells.
    mutating func takeRow(at slot: Int) -> Row {
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
    mutating func makeRow(for constraint: Constraint, terms: [Term], tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        row.cells.reserveCapacity(terms.count + 3)
        for term in terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let slot = slot(of: symbol)
            if slot >= 0 {
                row.insert(rows[slot], term.coefficient)
                mergedCells += rows[slot].cells.count
            } else {
                row.insert(symbol, term.coefficient)
            }
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
                objective.insert(error, strength.weight, level: objective.index(of: strength.level))
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
                objective.insert(plus, strength.weight, level: level)
                objective.insert(minus, strength.weight, level: level)
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
    mutating func addWithArtificialVariable(_ row: Row, tag: Tag, constraint: Constraint) throws(SolverError) {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = Objective(minimising: row)
        optimize(artificialObjective: true)
        let certificate = artificial!.rows[0]
        artificial = nil
        guard nearZero(certificate.constant) else {
            let error = unsatisfiable(constraint, proof: certificate)
            if wantsDummies { throw error }
            dropEquation(marker: tag.marker)
            discardArtificial(art)
            restoreFeasibility()
            optimize()
            throw error
        }
        let slot = slot(of: art)
        if slot >= 0 {
            var row = takeRow(at: slot)
            // Without dummies, an empty row may be one of dummies only, which is refused.
            if row.cells.isEmpty && keepsDummies { return }
            guard let entering = row.cells.first(where: { $0.symbol.isRestricted })?.symbol else {
                // `a = 0` over externals and dummies only: the equation is redundant with
                // the dummies' equations, but kiwi refuses it; so do we.
                let error = unsatisfiable(constraint, proof: row)
                if wantsDummies { throw error }
                dropEquation(marker: tag.marker)
                optimize()
                throw error
            }
            row.solve(for: art, swapping: entering)
            substitute(entering, row)
            insertRow(row, basic: entering)
        }
        discardArtificial(art)
    }

    /// Sets the (non-basic) artificial symbol to zero for good.
    private mutating func discardArtificial(_ art: Symbol) {
        let slot = slot(of: art)
        if slot >= 0 { _ = takeRow(at: slot) }
        if columns != nil {
            for k in columns!.take(art) { rows[Int(k)].remove(art) }
        } else {
            for k in rows.indices where basics[k].isValid { rows[k].remove(art) }
        }
        objective.remove(art)
    }

    /// Removes the equation `marker` belongs to: pivot the marker into the basis if it is
    /// not there, then delete its row. Deleting a basic symbol's row projects it away,
    /// and since only this equation ever held the marker, what remains is the system
    /// without that constraint.
    mutating func dropEquation(marker: Symbol) {
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

    mutating func removeErrorEffects(_ tag: Tag) {
        guard !tag.strength.isRequired else { return }
        let level = objective.index(of: tag.strength.level)
        let weight = tag.strength.weight
        for error in [tag.marker, tag.other] where error.kind == .error {
            let slot = slot(of: error)
            if slot >= 0 { objective.insert(rows[slot], -weight, level: level) } else { objective.insert(error, -weight, level: level) }
        }
    }

    // MARK: Constants

    /// Moves constraint `index`'s constant to `constant` and re-optimises by the dual
    /// simplex. Returns the row proving infeasibility, if the new constant is impossible.
    mutating func shiftConstant(_ index: Int, to constant: Double) -> Row? {
        let delta = constant - tags[index].constant
        tags[index].constant = constant
        switch constantResponse(index) {
        case .basicRow(let slot, let rate):
            if rows[slot].add(rate * delta) < 0 && !basics[slot].isExternal { infeasible.append(basics[slot]) }
        case .rowsHolding(let marker, let scale):
            var turnedNegative: [Symbol] = []
            for k in rows.indices where basics[k].isValid && rows[k].mayContain(marker) {
                let coefficient = rows[k].coefficient(for: marker)
                if coefficient != 0 && rows[k].add(coefficient * scale * delta) < 0 && !basics[k].isExternal {
                    turnedNegative.append(basics[k])
                }
            }
            turnedNegative.sort()
            infeasible.append(contentsOf: turnedNegative)
        }
        return dualOptimize()
    }

    /// Which basic rows move, and how fast, as a constraint's constant grows.
    enum ConstantResponse {
        /// One basic row moves at `rate`.
        case basicRow(slot: Int, rate: Double)
        /// Every row holding `marker` moves at its coefficient there times `scale`.
        case rowsHolding(marker: Symbol, scale: Double)
    }

    /// The marker moves by δ / markerCoefficient (see `Tag`): its own row, if basic,
    /// moves by −1/markerCoefficient; otherwise every row holding it moves by its
    /// coefficient there over markerCoefficient. A basic `other` error symbol stands in
    /// for a non-basic marker, as in kiwi's `suggestValue`.
    func constantResponse(_ index: Int) -> ConstantResponse {
        let tag = tags[index]
        var slot = slot(of: tag.marker)
        if slot >= 0 { return .basicRow(slot: slot, rate: -1 / tag.markerCoefficient) }
        if tag.other.isValid {
            slot = self.slot(of: tag.other)
            if slot >= 0 { return .basicRow(slot: slot, rate: -1 / tag.otherCoefficient) }
        }
        return .rowsHolding(marker: tag.marker, scale: 1 / tag.markerCoefficient)
    }

    // MARK: Explanations

    /// The error for `constraint`, whose row `proof` cannot reach zero. Without dummies the
    /// conflict cannot be told: `wantsDummies` is set and the error is not for the caller.
    mutating func unsatisfiable(_ constraint: Constraint, proof: Row) -> SolverError {
        guard keepsDummies else {
            wantsDummies = true
            return .unsatisfiable(constraint, conflict: [])
        }
        return .unsatisfiable(constraint, conflict: conflictSet(of: proof, adding: constraint))
    }

    /// From here on rows hold dummies (see `keepsDummies`).
    mutating func keepDummies() {
        if !keepsDummies { self = keepingDummies() }
    }

    /// The same constraints and edit variables added again in the same order, with
    /// dummies: the tableau a solver that always kept them would hold, symbol for symbol.
    func keepingDummies() -> Tableau {
        var rebuilt = Tableau()
        rebuilt.keepsDummies = true
        rebuilt.columnsFromRows = columnsFromRows
        rebuilt.mergedCells = mergedCells
        rebuilt.mergedCellLimit = mergedCellLimit
        for _ in externalSymbols { _ = rebuilt.makeVariable() }
        // Each was accepted without dummies, and dummies decide nothing but conflicts.
        for case let constraint? in constraints {
            // Past the limit the caller throws the tableau away (`Solver.isOverLimit`).
            guard !rebuilt.isOverLimit else { break }
            try? rebuilt.addOnce(constraint)
        }
        for (variable, index) in editOf.enumerated() where index >= 0 {
            let constraint = constraints[Int(index)]!
            rebuilt.editOf[variable] = rebuilt.tagOf[ObjectIdentifier(constraint)].map(Int32.init) ?? -1
        }
        rebuilt.work += work + objective.work
        return rebuilt
    }

    /// The required constraints behind an infeasibility proof `row` (a row whose value
    /// cannot reach zero): those whose markers it holds, i.e. whose dual multipliers are
    /// non-zero; then `constraint` itself. Sorted in the order they were added.
    func conflictSet(of row: Row, adding constraint: Constraint) -> [Constraint] {
        // Found through the markers' tags: scanning every tag made n conflicts cost n².
        var involved: [Int] = []
        for cell in row.cells where cell.symbol.kind == .slack || cell.symbol.kind == .dummy {
            let index = Int(tagOfMarker[cell.symbol.id])
            guard index >= 0, let other = constraints[index], other !== constraint, tags[index].strength.isRequired else { continue }
            involved.append(index)
        }
        return involved.sorted { tags[$0].sequence < tags[$1].sequence }.map { constraints[$0]! } + [constraint]
    }
}
