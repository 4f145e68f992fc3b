import Testing
@testable import TrellisSolver

/// The batch core must give what a solver built from scratch gives, instance by
/// instance, whichever basis each instance lands in.
@Suite struct BatchSolverTests {
    /// A self-sizing cell, reduced to its vertical axis: title, body and an optional
    /// media block stacked with spacing; the body is capped at a height it may exceed
    /// only by breaking a priority-750 wish, and the cell's height is minimised at 50.
    struct Cell {
        let solver = Solver()
        let top, title, body, media, height: Variable
        var parameters: [Parameter] = []

        init(_ values: [Double]) throws {
            top = solver.makeVariable(); title = solver.makeVariable(); body = solver.makeVariable()
            media = solver.makeVariable(); height = solver.makeVariable()
            let s = solver
            func intrinsic(_ v: Variable, _ value: Double) throws -> Parameter {
                let hug = (v <= value) | .priority(250), squeeze = (v >= value) | .priority(750)
                try s.add(hug); try s.add(squeeze)
                return Parameter([.init(hug, factor: -1), .init(squeeze, factor: -1)])
            }
            try s.add(top == 11)
            parameters.append(try intrinsic(title, values[0]))
            parameters.append(try intrinsic(body, values[1]))
            parameters.append(try intrinsic(media, values[2]))
            let spacing = height >= top + title + body + media + 24
            try s.add(spacing)
            parameters.append(Parameter([.init(spacing, factor: -1)]))
            try s.add((body <= 120) | .priority(500))
            try s.add((height == 0) | .priority(50))
            try s.add(height <= 400)
            try s.setConstant(-values[3], of: spacing)
        }

        var outputs: [Variable] { [title, body, media, height] }
    }

    @Test func batchEqualsScratchOnRandomRows() throws {
        var rng = SplitMix64(state: 42)
        let rows = 500
        var values: [Double] = []
        for _ in 0..<rows {
            values += [Double(Int.random(in: 17...40, using: &rng)), Double(Int.random(in: 0...300, using: &rng)),
                       [0, 0, 180, 240].randomElement(using: &rng)!, Double(Int.random(in: 20...30, using: &rng))]
        }
        let first = Array(values[0..<4])
        let cell = try Cell(first)
        let batch = BatchSolver(solver: cell.solver, parameters: cell.parameters, values: first, outputs: cell.outputs)
        var results = [Double](repeating: .nan, count: rows * 4)
        let conflicting = values.withUnsafeBufferPointer { input in
            results.withUnsafeMutableBufferPointer { output in batch.solve(input, count: rows, into: output) }
        }
        #expect(conflicting.isEmpty)
        for row in 0..<rows {
            let reference = try Cell(Array(values[row * 4 ..< row * 4 + 4]))
            for (o, variable) in reference.outputs.enumerated() {
                let expected = reference.solver.value(of: variable)
                #expect(abs(results[row * 4 + o] - expected) < 1e-9, "row \(row) output \(o): \(results[row * 4 + o]) vs \(expected)")
            }
        }
        // The point of the batch core: most rows never touch the simplex.
        #expect(batch.statistics.lanes == rows)
        #expect(batch.statistics.scalarSolves < rows / 10, "\(batch.statistics)")
        #expect(batch.statistics.basesTaken > 1, "the rows were meant to need several bases")
    }
}

/// `moveToFront` moves an element's bytes; elements holding references must come out
/// in the new order, each still alive and released once.
@Suite struct MoveToFrontTests {
    final class Tracked {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    @Test func movesEachIndexToTheFrontKeepingTheOthersInOrder() {
        for count in 1...6 {
            for index in 0..<count {
                var items = (0..<count).map { (Tracked($0), [$0]) }
                weak var watched = items[index].0
                items.moveToFront(index)
                let expected = [index] + (0..<count).filter { $0 != index }
                #expect(items.map(\.0.id) == expected)
                #expect(items.map(\.1) == expected.map { [$0] })
                items.removeAll()
                #expect(watched == nil)
            }
        }
    }
}
