import Testing
import TrellisSolver
@testable import TrellisLayout

/// A layout whose solver rows fill in is refused once the solver has rewritten more cells
/// than `LayoutSystem.mergedCellBudget` allows, instead of running for minutes. The
/// budget is lowered here so that the chains stay small enough for a debug build.
@Suite struct SolverBudgetTests {
    /// `count` views, each 10 tall by its intrinsic size (compressible) and 1 point below
    /// the last, between the top and bottom of a screen `height` tall: the views' heights
    /// share what the edges leave, so every row comes to hold the heights' errors.
    func pinnedChain(_ count: Int, height: Double) -> (Layout, [View]) {
        let root = View(name: "root")
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            let view = View(name: "v\(index)")
            view.intrinsicHeight = 10
            root.addSubview(view)
            let above = views.last?.bottomAnchor ?? root.topAnchor
            constraints += [
                view.topAnchor.constraint(equalTo: above, constant: views.isEmpty ? 0 : 1),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ]
            views.append(view)
        }
        constraints.append(views.last!.bottomAnchor.constraint(equalTo: root.bottomAnchor))
        let layout = Layout(root: root, width: 100, height: height)
        layout.add(constraints)
        return (layout, views)
    }

    @Test func aFilledInChainCostsCubicallyInRewrittenCells() throws {
        // 100 and 200 views squeezed into 500 points: twice the views, about 8× the cells.
        let small = try LayoutSystem(building: pinnedChain(100, height: 500).0).solver.mergedCells
        let large = try LayoutSystem(building: pinnedChain(200, height: 1000).0).solver.mergedCells
        #expect(small > 100_000)
        #expect(large > 6 * small, "\(small) cells for 100 views, \(large) for 200")
    }

    @Test func aLayoutPastTheBudgetIsRefused() throws {
        let (layout, _) = pinnedChain(200, height: 1000)
        #expect(throws: LayoutError.tooLarge(100_000)) {
            _ = try LayoutSystem(building: layout, mergedCellBudget: 100_000)
        }
    }

    @Test func aLayoutWithinTheBudgetIsSolved() throws {
        // 40 views of 10 points and 39 gaps of 1 in 439 points: each keeps its height.
        let (layout, views) = pinnedChain(40, height: 439)
        let system = try LayoutSystem(building: layout, mergedCellBudget: 100_000)
        #expect(system.solver.mergedCells <= 100_000)
        let solution = try layout.solve()
        #expect(solution.frame(of: views[39]) == Rect(x: 0, y: 429, width: 100, height: 10))
    }

}
