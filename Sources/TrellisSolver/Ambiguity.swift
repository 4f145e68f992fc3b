extension Solver {
    /// Whether `variable` could take another value without making the solution any
    /// worse: the layout does not determine it (UIKit's `hasAmbiguousLayout`).
    ///
    /// In the optimal tableau, a variable is determined unless it is non-basic (a free
    /// parameter), or its row holds a non-basic symbol that costs nothing at any level
    /// (no objective entry) and can move: a free one, or a restricted one that the
    /// ratio test lets grow by a positive step. A move blocked at once by a degenerate
    /// row is not counted, so this never reports a determined variable.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        tableau.isAmbiguous(variable)
    }
}

extension Tableau {
    func isAmbiguous(_ variable: Variable) -> Bool {
        let symbol = externalSymbols[Int(variable.index)]
        guard symbol.isValid else { return true }
        let slot = slot(of: symbol)
        guard slot >= 0 else { return true }
        for cell in rows[slot].cells where !cell.symbol.isDummy {
            let free = objective.rows.allSatisfy { $0.coefficient(for: cell.symbol) == 0 }
            guard free else { continue }
            if cell.symbol.isExternal { return true }
            let leaving = leavingSlot(cell.symbol)
            if leaving < 0 { return true }
            let coefficient = rows[leaving].coefficient(for: cell.symbol)
            if -rows[leaving].constant / coefficient > 1.0e-9 { return true }
        }
        return false
    }
}
