import Testing
@testable import TrellisSolver

/// A small deterministic generator, so failures reproduce from the seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Incremental operations (add, remove, constant changes, in any order) must land on an
/// optimum of the constraints that remain. The optimal point may not be unique, but the
/// optimal objective is: per priority level, the weighted sum of violations must equal
/// that of a solver built from scratch with the final constraints, and every required
/// constraint must hold.
@Suite struct IncrementalPropertyTests {
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    static func violation(_ spec: Spec, _ values: (Int) -> Double) -> Double {
        let lhs = spec.terms.reduce(spec.constant) { $0 + $1.1 * values($1.0) }
        switch spec.relation {
        case .equal: return abs(lhs)
        case .lessThanOrEqual: return max(0, lhs)
        case .greaterThanOrEqual: return max(0, -lhs)
        }
    }

    /// Weighted violations per level (most important first), with required ones apart.
    static func objective(_ specs: [Spec], _ values: (Int) -> Double) -> (required: Double, levels: [Int: Double]) {
        var required = 0.0
        var levels: [Int: Double] = [:]
        for spec in specs {
            let v = violation(spec, values)
            if spec.strength.isRequired { required = max(required, v) } else { levels[spec.strength.level, default: 0] += v * spec.strength.weight }
        }
        return (required, levels)
    }

    static func randomSpec(_ rng: inout SplitMix64, variables: Int) -> Spec {
        let count = Int.random(in: 1...3, using: &rng)
        let terms = (0..<count).map { _ in
            (Int.random(in: 0..<variables, using: &rng), [1.0, -1, 2, -0.5, 3].randomElement(using: &rng)!)
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let strength: Strength = [
            .required, .required, .priority(250), .priority(750), .priority(251), Strength(level: 750, weight: 3),
        ].randomElement(using: &rng)!
        return Spec(terms: terms, constant: Double(Int.random(in: -60...60, using: &rng)), relation: relation, strength: strength)
    }

    static func build(_ spec: Spec, _ variables: [Variable]) -> Constraint {
        Constraint(LinearExpression(spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant), spec.relation, strength: spec.strength)
    }

    /// Whether some symbol's reduced cost is lexicographically negative (or, for a free
    /// external symbol, non-zero), found by scanning every row of the objective.
    static func canImprove(_ objective: Objective) -> Bool {
        let rows = objective.rows
        return rows.indices.contains { level in
            rows[level].cells.contains { cell in
                let attractive = (!cell.symbol.isDummy && cell.coefficient < 0) || (cell.symbol.isExternal && cell.coefficient > 0)
                return attractive && rows[..<level].allSatisfy { $0.coefficient(for: cell.symbol) == 0 }
            }
        }
    }

    @Test(arguments: 0..<500)
    func incrementalMatchesScratch(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let variableCount = Int.random(in: 2...6, using: &rng)
        let solver = Solver()
        // Odd seeds find rows through columns, as a large tableau does.
        if seed % 2 == 1 { solver.tableau.columnsFromRows = 0 }
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        // Every variable has a weak preferred value so the objective is bounded and shaped.
        var live: [(Spec, Constraint)] = []
        for index in 0..<variableCount {
            let spec = Spec(terms: [(index, 1)], constant: Double(-10 * index), relation: .equal, strength: .priority(1))
            let constraint = Self.build(spec, variables)
            try solver.add(constraint)
            live.append((spec, constraint))
        }
        var log: [String] = []
        for _ in 0..<Int.random(in: 5...25, using: &rng) {
            let action = Int.random(in: 0..<10, using: &rng)
            log.append(["add", "add", "add", "add", "add", "add", "remove", "remove", "setConstant", "setConstant"][action])
            if action < 6 || live.count <= variableCount {
                let spec = Self.randomSpec(&rng, variables: variableCount)
                let constraint = Self.build(spec, variables)
                do {
                    try solver.add(constraint)
                    live.append((spec, constraint))
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                }
            } else if action < 8 {
                let index = Int.random(in: variableCount..<live.count, using: &rng)
                try solver.remove(live.remove(at: index).1)
            } else {
                let index = Int.random(in: variableCount..<live.count, using: &rng)
                let newConstant = Double(Int.random(in: -60...60, using: &rng))
                do {
                    try solver.setConstant(newConstant, of: live[index].1)
                    live[index].0.constant = newConstant
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(solver.constant(of: live[index].1) == live[index].0.constant)
                }
            }
            let t = solver.tableau
            let infeasibleRows = t.rows.indices.filter { t.basics[$0].isValid && t.basics[$0].isRestricted && t.rows[$0].constant < -1e-7 }
            #expect(infeasibleRows.isEmpty, "a restricted row is negative after \(log)")
            #expect(!Self.canImprove(t.objective), "the objective can still improve after \(log)")
            let specs = live.map(\.0)
            let incremental = Self.objective(specs) { solver.value(of: variables[$0]) }
            #expect(incremental.required < 1e-6, "a required constraint is violated")

            let scratch = Solver()
            let fresh = (0..<variableCount).map { _ in scratch.makeVariable() }
            for spec in specs { try scratch.add(Self.build(spec, fresh)) }
            let reference = Self.objective(specs) { scratch.value(of: fresh[$0]) }
            for level in Set(incremental.levels.keys).union(reference.levels.keys).sorted(by: >) {
                let a = incremental.levels[level] ?? 0, b = reference.levels[level] ?? 0
                #expect(abs(a - b) < 1e-6 * max(1, abs(b)), "level \(level): incremental \(a), scratch \(b), after \(log)")
                if abs(a - b) >= 1e-6 * max(1, abs(b)) { return }
            }
        }
    }
}
