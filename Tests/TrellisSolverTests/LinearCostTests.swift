import Testing
@testable import TrellisSolver

/// Building a layout of n views costs the solver about n, in work and in memory. Both are
/// counted (`Solver.work`, cells in the tableau), not timed: before these were linear,
/// the counts below grew with n².
@Suite struct LinearCostTests {
    /// A view's frame, as a layout makes it: four variables.
    struct Frame {
        var left, top, width, height: Variable

        init(_ solver: Solver) {
            (left, top, width, height) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        }
    }

    static func cells(_ solver: Solver) -> Int {
        solver.tableau.rows.reduce(0) { $0 + $1.cells.count }
    }

    /// `v[i].top == v[i-1].bottom + 1`, each view 20 × 10 at the left: row i of the
    /// tableau used to hold the dummies of every equation above it.
    @Test func aChainOfViewsKeepsItsRowsShort() throws {
        let count = 3000
        let solver = Solver()
        let root = Frame(solver)
        try solver.add(root.left == 0)
        try solver.add(root.top == 0)
        let views = (0..<count).map { _ in Frame(solver) }
        for (index, view) in views.enumerated() {
            if index == 0 {
                try solver.add(view.top == root.top + 0)
            } else {
                let above = views[index - 1]
                try solver.add(view.top == (above.top + above.height) + 1)
            }
            try solver.add(view.left == root.left + 0)
            try solver.add(view.width == 20)
            try solver.add(view.height == 10)
        }
        #expect(solver.value(of: views[count - 1].top) == Double(11 * (count - 1)))
        #expect(Self.cells(solver) <= 4 * count, "\(Self.cells(solver)) cells for \(count) views")
        #expect(solver.work <= 4 * count, "work \(solver.work) for \(count) views")
    }

    /// Labels placed one by one, each with an intrinsic size (hugging and compression
    /// resistance, soft constraints with error symbols in the objective): every add used
    /// to scan every row, and every optimisation the whole objective.
    @Test func independentLabelsCostTheSameEach() throws {
        func work(_ count: Int) throws -> Int {
            let solver = Solver()
            let root = Frame(solver)
            try solver.add(root.left == 0)
            try solver.add(root.top == 0)
            try solver.add(root.width == 390)
            for index in 0..<count {
                let view = Frame(solver)
                try solver.add(view.left == root.left + Double(index % 300))
                try solver.add(view.top == root.top + Double(index % 800))
                for (size, variable) in [(100.0 + Double(index % 50), view.width), (20, view.height)] {
                    try solver.add((variable <= size) | .priority(250))
                    try solver.add((variable >= size) | .priority(750))
                }
                // Inside the root, above compression resistance: the labels near the right
                // edge are squeezed, which takes pivots.
                try solver.add((view.left + view.width <= root.left + root.width) | .priority(800))
                #expect(solver.value(of: view.width) == min(100 + Double(index % 50), 390 - Double(index % 300)))
            }
            return solver.work
        }
        let small = try work(1000), large = try work(4000)
        #expect(large <= 5 * small, "work \(small) for 1000 labels, \(large) for 4000")
        #expect(large <= 40 * 4000, "work \(large) for 4000 labels")
    }

    /// Rows without dummies give the same values, bit for bit, and the same conflicts as
    /// rows with them (kiwi's way): random systems, added one constraint at a time. Odd
    /// seeds also find rows through columns on one side, as a large tableau does.
    @Test(arguments: 0..<300)
    func leavingDummiesOutChangesNothing(seed: UInt64) throws {
        var rng = SplitMix64(state: seed &+ 7_000)
        let variableCount = Int.random(in: 2...7, using: &rng)
        let without = Solver()
        let with = Solver()
        with.tableau.keepsDummies = true
        if seed % 2 == 1 { without.tableau.columnsFromRows = 0 }
        let variables = (0..<variableCount).map { _ in (without.makeVariable(), with.makeVariable()) }
        for _ in 0..<Int.random(in: 1...24, using: &rng) {
            let spec = IncrementalPropertyTests.randomSpec(&rng, variables: variableCount)
            var outcomes: [String] = []
            for (solver, pick) in [(without, 0), (with, 1)] {
                let chosen = variables.map { pick == 0 ? $0.0 : $0.1 }
                do {
                    try solver.add(IncrementalPropertyTests.build(spec, chosen))
                    outcomes.append("added")
                } catch {
                    guard case .unsatisfiable(let broken, let conflict) = error else { throw error }
                    // Constraint objects differ between the two solvers; their positions do not.
                    outcomes.append("\(broken.expression) conflicts with \(conflict.map(\.expression))")
                }
                outcomes.append(chosen.map { "\(solver.value(of: $0).bitPattern)" }.joined(separator: " "))
            }
            #expect(outcomes[0] == outcomes[2], "seed \(seed)")
            #expect(outcomes[1] == outcomes[3], "seed \(seed)")
            if outcomes[0] != outcomes[2] || outcomes[1] != outcomes[3] { return }
        }
        // Rebuilt with dummies for a change of constant, it is the same tableau as one that
        // always had them: the same rows, cell for cell.
        if let constraint = without.tableau.constraints.last ?? nil {
            try? without.setConstant(constraint.expression.constant + 1, of: constraint)
            let twin = with.tableau.constraints.last!!
            try? with.setConstant(twin.expression.constant + 1, of: twin)
            #expect(without.tableau.keepsDummies)
            #expect(without.tableau.rows.map(\.cells.count) == with.tableau.rows.map(\.cells.count))
            #expect(without.tableau.rows.map(\.constant) == with.tableau.rows.map(\.constant))
        }
    }
}

/// Edits pivot without end; what the solver keeps for finding rows and prices must not
/// grow with them.
@Suite struct EditingKeepsTheSolverSmall {
    @Test func tenThousandEditsKeepTheListsBounded() throws {
        let solver = Solver()
        solver.tableau.columnsFromRows = 0
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        try solver.add(x + y + z == 100)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(z >= 0)
        try solver.add((x == 20) | .priority(300))
        try solver.add((y <= 30) | .priority(200))
        try solver.addEditVariable(z, strength: .priority(500))
        func sizes() -> (changed: Int, columns: Int) {
            (solver.tableau.objective.changed.count, solver.tableau.columns!.slots.reduce(0) { $0 + $1.count })
        }
        var afterWarmUp = (changed: 0, columns: 0)
        for edit in 0..<10_000 {
            let value = [0.0, 95, 40, 120, 5][edit % 5]
            try solver.suggestValue(value, for: z)
            #expect(solver.value(of: z) == min(value, 100))
            if edit == 999 { afterWarmUp = sizes() }
        }
        let end = sizes()
        #expect(end.changed <= 2 * afterWarmUp.changed + 64, "\(afterWarmUp) → \(end)")
        #expect(end.columns <= 2 * afterWarmUp.columns + 256, "\(afterWarmUp) → \(end)")
    }
}
