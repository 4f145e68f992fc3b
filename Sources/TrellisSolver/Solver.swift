/// An incremental Cassowary solver: add and remove constraints, edit variables and
/// constants, and read the optimal values at any time.
///
/// The algorithm is kiwi's (and the Cassowary paper's); the objective is lexicographic
/// over priority levels (see `Objective`). After any call, including one that throws,
/// the solver holds an optimal solution of exactly the constraints it has accepted.
public final class Solver {
    var tableau = Tableau()

    public init() {}

    /// A new unknown. Its value is 0 until a constraint determines it.
    public func makeVariable() -> Variable { tableau.makeVariable() }

    public var variableCount: Int { tableau.externalSymbols.count }

    /// Rows scanned for substitutions and symbols priced for pivots so far: the solver's
    /// work as a count that is the same on every machine, so tests can hold it linear in
    /// the size of what is built.
    public var work: Int { tableau.work + tableau.objective.work }

    /// Cells that substitutions and new rows read and wrote so far: each rewritten row
    /// and the row put in its place, each basic row a new constraint's row takes in.
    /// Rows can fill in: in a chain of n compressible views between two pinned edges,
    /// row i comes to hold about i symbols, and building it costs about n³ cells of work
    /// and n² of memory. Counted the same on every machine, so a caller can refuse a
    /// system before it runs away.
    public var mergedCells: Int { tableau.mergedCells }

    /// The most `mergedCells` may reach. Past it the simplex stops pivoting, so a call
    /// that crosses it returns at once with values that are no longer optimal: check
    /// `isOverLimit` after each call, and throw the solver away once it is true.
    public var mergedCellLimit: Int {
        get { tableau.mergedCellLimit }
        set { tableau.mergedCellLimit = newValue }
    }

    public var isOverLimit: Bool { tableau.isOverLimit }

    // MARK: Constraints

    public func contains(_ constraint: Constraint) -> Bool {
        tableau.tagOf[ObjectIdentifier(constraint)] != nil
    }

    /// Adds `constraint`. A required constraint that cannot hold is refused with
    /// `.unsatisfiable`, naming the required constraints it conflicts with.
    public func add(_ constraint: Constraint) throws(SolverError) { try tableau.add(constraint) }

    public func remove(_ constraint: Constraint) throws(SolverError) { try tableau.remove(constraint) }

    /// Sets the constant of `constraint`'s expression (`expression + constant REL 0`) in
    /// place: only the rows that hold its marker change, then a dual simplex restores
    /// feasibility. If a required constraint cannot take the new value, the old value
    /// stays and `.unsatisfiable` names the conflict.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        try tableau.setConstant(constant, of: constraint)
    }

    /// The constant `constraint` currently has in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        tableau.tagOf[ObjectIdentifier(constraint)].map { tableau.tags[$0].constant }
    }

    // MARK: Edit variables

    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength: strength)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { tableau.editOf[Int(variable.index)] >= 0 }

    /// Asks for `variable == value` at the edit's strength; the solution moves by a dual
    /// simplex from the current optimum.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    // MARK: Values

    /// The current value of `variable`.
    public func value(of variable: Variable) -> Double { tableau.value(of: variable) }

    /// Every variable's value as of the last `updateVariables()`, by `Variable.index`.
    public var values: [Double] { tableau.values }

    /// Copies every variable's value into `values`.
    public func updateVariables() { tableau.updateVariables() }

    /// Forgets every constraint and edit; the variables stay valid, with value 0.
    public func reset() {
        let count = tableau.externalSymbols.count
        tableau = Tableau()
        for _ in 0..<count { _ = tableau.makeVariable() }
    }
}
