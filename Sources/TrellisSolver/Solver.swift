/// An incremental Cassowary solver: add and remove constraints, edit variables and
/// constants, and read the optimal values at any time.
///
/// The algorithm is kiwi's (and the Cassowary paper's); the objective is lexicographic
/// over priority levels (see `Objective`). After any call, including one that throws,
/// the solver holds an optimal solution of exactly the constraints it has accepted.
public final class Solver {
    // Variables: a dense index each, mapped to its external symbol on first use.
    var externalSymbols: [Symbol] = []
    /// Filled by `updateVariables()`, indexed by `Variable.index`.
    public private(set) var values: [Double] = []

    // The tableau: rows live in slots; `slotOf[symbol.id]` finds a basic symbol's row.
    var rows: [Row] = []
    var basics: [Symbol] = []
    var freeSlots: [Int] = []
    var slotOf: [Int32] = [-1]
    var objective = Objective()
    var artificial: Row?
    var infeasible: [Symbol] = []
    var idTick = 1

    // Constraints and edits.
    var tags: [Tag?] = []
    var freeTags: [Int] = []
    var tagOf: [ObjectIdentifier: Int] = [:]
    var editOf: [Int32: Int] = [:]
    var sequence = 0

    public init() {}

    /// A new unknown. Its value is 0 until a constraint determines it.
    public func makeVariable() -> Variable {
        let variable = Variable(index: Int32(externalSymbols.count))
        externalSymbols.append(.invalid)
        values.append(0)
        return variable
    }

    public var variableCount: Int { externalSymbols.count }

    // MARK: Constraints

    public func contains(_ constraint: Constraint) -> Bool {
        tagOf[ObjectIdentifier(constraint)] != nil
    }

    /// Adds `constraint`. A required constraint that cannot hold is refused with
    /// `.unsatisfiable`, naming the required constraints it conflicts with.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard tagOf[key] == nil else { throw .duplicateConstraint(constraint) }
        sequence += 1
        var tag = Tag(constraint: constraint, constant: constraint.expression.constant, sequence: sequence)
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag)
        // A row of dummies alone is redundant (constant zero) or contradicts required
        // equations (constant non-zero); nothing else can enter for it.
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            if !nearZero(row.constant) {
                throw .unsatisfiable(constraint, conflict: conflictSet(of: row, adding: constraint))
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(row, basic: subject)
        } else {
            try addWithArtificialVariable(row, tag: tag)
        }
        storeTag(tag, for: key)
        try optimize()
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = tagOf.removeValue(forKey: ObjectIdentifier(constraint)), let tag = tags[index] else {
            throw .unknownConstraint(constraint)
        }
        tags[index] = nil
        freeTags.append(index)
        // Take the errors out of the objective before pivoting, or the substitutions
        // would carry them along.
        removeErrorEffects(tag)
        dropEquation(marker: tag.marker)
        try optimize()
    }

    /// Sets the constant of `constraint`'s expression (`expression + constant REL 0`) in
    /// place: only the rows that hold its marker change, then a dual simplex restores
    /// feasibility. If a required constraint cannot take the new value, the old value
    /// stays and `.unsatisfiable` names the conflict.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = tagOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        let old = tags[index]!.constant
        guard constant != old else { return }
        if let failed = shiftConstant(index, to: constant) {
            let conflict = conflictSet(of: failed, adding: constraint)
            infeasible.removeAll()
            _ = shiftConstant(index, to: old)
            throw .unsatisfiable(constraint, conflict: conflict)
        }
    }

    /// The constant `constraint` currently has in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        tagOf[ObjectIdentifier(constraint)].map { tags[$0]!.constant }
    }

    // MARK: Edit variables

    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editOf[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        editOf[variable.index] = tagOf[ObjectIdentifier(constraint)]!
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editOf.removeValue(forKey: variable.index) else { throw .unknownEditVariable(variable) }
        try remove(tags[index]!.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { editOf[variable.index] != nil }

    /// Asks for `variable == value` at the edit's strength; the solution moves by a dual
    /// simplex from the current optimum.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = editOf[variable.index] else { throw .unknownEditVariable(variable) }
        // The edit constraint is `variable − value == 0`.
        if let failed = shiftConstant(index, to: -value) {
            infeasible.removeAll()
            throw .unsatisfiable(tags[index]!.constraint, conflict: conflictSet(of: failed, adding: tags[index]!.constraint))
        }
    }

    // MARK: Values

    /// The current value of `variable`.
    @inline(__always)
    public func value(of variable: Variable) -> Double {
        let symbol = externalSymbols[Int(variable.index)]
        guard symbol.isValid else { return 0 }
        let slot = slotOf[symbol.id]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    /// Copies every variable's value into `values`.
    public func updateVariables() {
        for index in externalSymbols.indices {
            values[index] = value(of: Variable(index: Int32(index)))
        }
    }

    /// Forgets every constraint and edit; the variables stay valid.
    public func reset() {
        for index in externalSymbols.indices { externalSymbols[index] = .invalid }
        for index in values.indices { values[index] = 0 }
        rows.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        slotOf = [-1]
        objective = Objective()
        artificial = nil
        infeasible.removeAll()
        idTick = 1
        tags.removeAll(keepingCapacity: true)
        freeTags.removeAll()
        tagOf.removeAll(keepingCapacity: true)
        editOf.removeAll()
        sequence = 0
    }

    private func storeTag(_ tag: Tag, for key: ObjectIdentifier) {
        let index: Int
        if let free = freeTags.popLast() {
            index = free
            tags[index] = tag
        } else {
            index = tags.count
            tags.append(tag)
        }
        tagOf[key] = index
    }
}
