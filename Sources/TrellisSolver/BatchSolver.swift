/// Solves many instances of one system that differ only in parameters (the rows of a
/// table that share a template), eight at a time.
///
/// Each instance is first tried in the bases already seen, most recently useful first,
/// through `AffineSolution` (a few fused multiply-adds per lane). Lanes no basis can
/// hold go the scalar way — `setParameter`, whose dual simplex finds their basis — and
/// that basis joins the cache for the instances after it. Every lane is either proved
/// feasible in an optimal basis or solved by the simplex: nothing is ever guessed.
public final class BatchSolver {
    public let solver: Solver
    public let parameters: [Parameter]
    public let outputs: [Variable]
    /// Parameter values the solver holds now.
    private var current: [Double]
    private var bases: [AffineSolution] = []
    /// How many bases to keep; a table's rows rarely need more than a few.
    public var maximumBases = 8

    public struct Statistics: Sendable {
        public var lanes = 0
        public var scalarSolves = 0
        public var basesTaken = 0
    }
    public private(set) var statistics = Statistics()

    /// `solver` must be solved for `values` of `parameters`.
    public init(solver: Solver, parameters: [Parameter], values: [Double], outputs: [Variable]) {
        precondition(values.count == parameters.count)
        self.solver = solver
        self.parameters = parameters
        self.outputs = outputs
        current = values
        bases = [solver.affineSolution(parameters: parameters, values: values, outputs: outputs)]
        statistics.basesTaken = 1
    }

    /// Solves `count` instances. `values` holds `count × parameters.count` numbers, one
    /// instance after another; `results` receives `count × outputs.count`.
    ///
    /// Returns the instances whose required constraints conflict (their results are not
    /// written): the caller decides what to break for them, as UIKit would.
    @discardableResult
    public func solve(_ values: UnsafeBufferPointer<Double>, count: Int, into results: UnsafeMutableBufferPointer<Double>) -> [Int] {
        var conflicting: [Int] = []
        let width = parameters.count, outputCount = outputs.count
        precondition(values.count >= count * width && results.count >= count * outputCount)
        var lanes = [AffineSolution.Lanes](repeating: .zero, count: width)
        var laneOutputs = [AffineSolution.Lanes](repeating: .zero, count: outputCount)
        var first = 0
        while first < count {
            let used = min(8, count - first)
            // Transpose: lane l holds instance first + l (the last one repeated as padding).
            for k in 0..<width {
                for lane in 0..<8 { lanes[k][lane] = values[(first + min(lane, used - 1)) * width + k] }
            }
            var pending = SIMDMask<SIMD8<Int64>>(repeating: false)
            for lane in 0..<used { pending[lane] = true }
            var index = 0
            while index < bases.count && any(pending) {
                // Through a buffer pointer, the basis is borrowed: `bases[index]` copied it,
                // a retain and a release of each of its nine arrays per evaluation.
                let feasible = bases.withUnsafeBufferPointer { bases in
                    lanes.withUnsafeBufferPointer { input in
                        laneOutputs.withUnsafeMutableBufferPointer { output in bases[index].evaluate(input, into: output) }
                    }
                } .& pending
                if any(feasible) {
                    for lane in 0..<used where feasible[lane] {
                        for o in 0..<outputCount { results[(first + lane) * outputCount + o] = laneOutputs[o][lane] }
                    }
                    pending .&= .!feasible
                    if index > 0 { bases.moveToFront(index) }
                }
                index += 1
            }
            for lane in 0..<used where pending[lane] {
                do {
                    try solveScalar(instance: first + lane, values, into: results)
                } catch {
                    conflicting.append(first + lane)
                }
            }
            statistics.lanes += used
            first += used
        }
        return conflicting
    }

    /// The simplex way, for an instance no known basis holds; its basis is kept.
    private func solveScalar(instance: Int, _ values: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>) throws(SolverError) {
        let width = parameters.count
        for k in 0..<width {
            let value = values[instance * width + k]
            if value != current[k] {
                try solver.setParameter(parameters[k], from: current[k], to: value)
                current[k] = value  // only once it holds: on a throw the solver kept the old value
            }
        }
        for (o, variable) in outputs.enumerated() { results[instance * outputs.count + o] = solver.value(of: variable) }
        bases.insert(solver.affineSolution(parameters: parameters, values: current, outputs: outputs), at: 0)
        if bases.count > maximumBases { bases.removeLast() }
        statistics.scalarSolves += 1
        statistics.basesTaken += 1
    }
}

extension Array {
    /// Moves the element at `index` to the front and those before it up one, by moving
    /// their bytes: `insert(remove(at:))` copied the moved basis (~4 % of the batch
    /// solver's instructions in a one-worker run), and `swapAt` every basis it passed.
    mutating func moveToFront(_ index: Int) {
        precondition(index >= 0 && index < count)
        withUnsafeMutableBufferPointer { elements in
            let first = elements.baseAddress!
            let moved = (first + index).move()
            // Overlapping: moveInitialize copies from the end when the target is above.
            (first + 1).moveInitialize(from: first, count: index)
            first.initialize(to: moved)
        }
    }
}
