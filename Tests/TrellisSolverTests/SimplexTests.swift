import Testing
@testable import TrellisSolver

@Suite struct SimplexTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(x + 2 * y >= 10)
        try solver.add((x == 3) | .weight(5.5))
        try solver.add((y <= x) | .weak)
        // x + 2y ≥ 10 with y ≤ x weakly and x = 3 at 5.5: y = 3.5 breaks y ≤ x by 0.5 (cost 0.5);
        // moving x costs 5.5 per unit, so x stays at 3.
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 3.5)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(right == left + width)
        try solver.add(left >= 0)
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(left, strength: .medium)
        for value in [10.0, 250, 0, 42.5] {
            try solver.suggestValue(value, for: width)
            try solver.suggestValue(7, for: left)
            #expect(solver.value(of: width) == value)
            #expect(solver.value(of: right) == 7 + value)
        }
        try solver.suggestValue(-5, for: left)
        #expect(solver.value(of: left) == 0)
    }

    @Test func strictPriorityLevels() throws {
        // Two violations at 250 must not outvote one at 251.
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x == 10) | .priority(250))
        try solver.add((x >= 9.5) | .priority(250))
        try solver.add((x == 0) | .priority(251))
        #expect(solver.value(of: x) == 0)
    }

    @Test func removingAConstraintRestoresTheOthers() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let pin = x == 100
        try solver.add((x == 20) | .weak)
        try solver.add(pin)
        #expect(solver.value(of: x) == 100)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.self) { try solver.remove(pin) }
    }

    @Test func unsatisfiableIsExplainedAndLeavesTheSolverUsable() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        let c1 = a + b == 10
        let c2 = a >= 8
        let c3 = b >= 5
        let unrelated = c == 4
        try solver.add(c1)
        try solver.add(unrelated)
        try solver.add(c2)
        let conflict = try #require(conflictOf { () throws(SolverError) in try solver.add(c3) })
        #expect(conflict.map(ObjectIdentifier.init) == [c1, c2, c3].map(ObjectIdentifier.init))
        #expect(!solver.contains(c3))
        #expect(solver.value(of: a) + solver.value(of: b) == 10)
        #expect(solver.value(of: a) >= 8)
        try solver.add(b >= 1)
        #expect(solver.value(of: b) >= 1)
        #expect(solver.value(of: a) >= 8)
        #expect(solver.value(of: c) == 4)
    }

    @Test func contradictoryEqualitiesAreCaughtThroughDummies() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let first = x == 3
        try solver.add(first)
        #expect(throws: SolverError.self) { try solver.add(x == 4) }
        #expect(solver.value(of: x) == 3)
    }

    @Test func constantsChangeInPlace() throws {
        let solver = Solver()
        let top = solver.makeVariable(), height = solver.makeVariable(), bottom = solver.makeVariable()
        let spacing = bottom == top + height + 8
        try solver.add(top == 20)
        try solver.add(spacing)
        try solver.add((height >= 30) | .strong)
        try solver.add(height == 44)
        #expect(solver.value(of: bottom) == 72)
        try solver.setConstant(-20, of: spacing)   // bottom − top − height − 20 == 0
        #expect(solver.value(of: bottom) == 84)
        let cap = bottom <= 90
        try solver.add(cap)
        // 20 + 44 + 40 > 90: refused, and the old constant stays.
        let conflict = try #require(conflictOf { () throws(SolverError) in try solver.setConstant(-40, of: spacing) })
        #expect(conflict.count == 4)
        #expect(solver.constant(of: spacing) == -20)
        #expect(solver.value(of: bottom) == 84)
        try solver.setConstant(-10, of: spacing)
        #expect(solver.value(of: bottom) == 74)
    }

    @Test func duplicateAndUnknownAreRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let c = x >= 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .strong) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(solver.makeVariable(), strength: .required) }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
    }
}

/// The conflict set `body` was refused with, or nil if it was not refused as unsatisfiable.
func conflictOf(_ body: () throws(SolverError) -> Void) -> [Constraint]? {
    let error: SolverError
    do { try body(); return nil } catch let thrown { error = thrown }
    guard case .unsatisfiable(_, let conflict) = error else { return nil }
    return conflict
}
