import Testing
@testable import TrellisSolver

/// `Solver.mergedCellLimit`: the simplex stops once substitutions and new rows have read
/// and written more cells than the limit, and the solver says so (`isOverLimit`).
@Suite struct MergedCellLimitTests {
    /// `x[0] == 0`, `x[i] == x[i-1] + 1`: without dummies each new row takes in a basic
    /// row of no cells; with them, row i holds the i dummies above it.
    func chain(_ count: Int, limit: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        solver.mergedCellLimit = limit
        let x = (0..<count).map { _ in solver.makeVariable() }
        try solver.add(x[0] == 0)
        for i in 1..<count { try solver.add(x[i] == x[i - 1] + 1) }
        return (solver, x)
    }

    @Test func aChainWithoutDummiesStaysWithinALowLimit() throws {
        let (solver, x) = try chain(300, limit: 10_000)
        #expect(!solver.isOverLimit, "\(solver.mergedCells) cells")
        #expect(solver.value(of: x[299]) == 299)
    }

    /// An affine solution builds the tableau again with dummies (300 · 299 / 2 cells for
    /// the chain's rows alone): that work counts too.
    @Test func theRebuildWithDummiesCountsTowardsTheLimit() throws {
        let (solver, x) = try chain(300, limit: 10_000)
        _ = solver.affineSolution(parameters: [], values: [], outputs: [x[299]])
        #expect(solver.isOverLimit, "\(solver.mergedCells) cells")
        #expect(solver.mergedCells > 10_000)
    }

    @Test func withoutALimitTheSameWorkSolves() throws {
        let (solver, x) = try chain(300, limit: .max)
        _ = solver.affineSolution(parameters: [], values: [], outputs: [x[299]])
        #expect(!solver.isOverLimit)
        #expect(solver.mergedCells >= 300 * 299 / 2)
        #expect(solver.value(of: x[299]) == 299)
    }
}
