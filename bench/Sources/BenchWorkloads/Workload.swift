import Foundation
import TrellisSolver

/// One of the side-by-side workloads. kiwi/harness.cpp has the same table.
public struct Workload: Sendable {
    public var name: String
    public var specFile: String
    public var mode: Mode

    public enum Mode: Sendable {
        /// Build a solver from scratch per op.
        case build
        /// Edit one built solver per op (suggestValue).
        case edit
        /// Solve ops in batches through `BatchSolver`: the parameters are constants of
        /// the constraints, moved per cell, eight cells to a SIMD pass.
        case batch
    }

    public var build: Bool { mode == .build }

    public static let all = [
        Workload(name: "enaml-build", specFile: "enaml.txt", mode: .build),
        Workload(name: "enaml-suggest", specFile: "enaml.txt", mode: .edit),
        Workload(name: "feedcell-scratch", specFile: "feedcell.txt", mode: .build),
        Workload(name: "feedcell-reuse", specFile: "feedcell.txt", mode: .edit),
        Workload(name: "feedcell-batch", specFile: "feedcell.txt", mode: .batch),
    ]

    public static func named(_ name: String) -> Workload? { all.first { $0.name == name } }

    /// bench/workloads, found from this file's place in the source tree.
    public static let specDirectory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Sources/BenchWorkloads/Workload.swift
        return url.appendingPathComponent("workloads").path
    }()

    public func loadSpec(from directory: String = Workload.specDirectory) throws -> Spec {
        try Spec.load(directory + "/" + specFile)
    }
}

/// A solver holding a spec's system. In scratch form the parameters of op `op` are folded
/// into the constants; otherwise each parameter is an edit variable.
struct Instance {
    let solver = Solver()
    var variables: [Variable] = []
    var parameters: [Variable] = []
    /// In scratch form, where each parameter entered the constants (for `BatchSolver`).
    var bindings: [[Parameter.Binding]] = []

    init(_ spec: Spec, scratch: Bool, op: Int) {
        variables.reserveCapacity(spec.variables.count)
        for _ in spec.variables { variables.append(solver.makeVariable()) }
        if !scratch {
            for _ in spec.parameters { parameters.append(solver.makeVariable()) }
        }
        bindings = Array(repeating: [], count: spec.parameters.count)
        for step in spec.steps {
            switch step {
            case .edit(let variable, let strength):
                try! solver.addEditVariable(variables[variable], strength: strength)
            case .parameter(let parameter, let strength):
                if !scratch { try! solver.addEditVariable(parameters[parameter], strength: strength) }
            case .constraint(let index):
                let c = spec.constraints[index]
                var terms: [Term] = []
                terms.reserveCapacity(c.terms.count + (scratch ? 0 : c.parameterTerms.count))
                for t in c.terms { terms.append(Term(variables[t.index], t.coefficient)) }
                var constant = c.constant
                for t in c.parameterTerms {
                    if scratch {
                        constant += t.coefficient * spec.parameters[t.index].at(op)
                    } else {
                        terms.append(Term(parameters[t.index], t.coefficient))
                    }
                }
                let constraint = Constraint(LinearExpression(terms, constant: constant), c.relation, strength: c.strength)
                try! solver.add(constraint)
                if scratch {
                    for t in c.parameterTerms { bindings[t.index].append(Parameter.Binding(constraint, factor: t.coefficient)) }
                }
            }
        }
    }

    /// One edit op: the parameters' and suggestions' values for `op`, then the update.
    func suggest(_ spec: Spec, op: Int) {
        for p in spec.parameters { try! solver.suggestValue(p.at(op), for: parameters[p.index]) }
        for s in spec.suggestions { try! solver.suggestValue(s.at(op), for: variables[s.index]) }
        solver.updateVariables()
    }

    func outputs(_ spec: Spec) -> Double {
        var sum = 0.0
        for index in spec.outputs { sum += solver.values[Int(variables[index].index)] }
        return sum
    }
}

/// Runs ops `op`, `op + 1`, … of a workload; kiwi's harness runs the same sequence.
public final class Runner {
    let spec: Spec
    let build: Bool
    let edited: Instance?
    let batch: BatchSolver?
    public private(set) var op = 0

    public init(_ workload: Workload, spec: Spec) {
        self.spec = spec
        self.build = workload.build
        self.edited = workload.mode == .edit ? Instance(spec, scratch: false, op: 0) : nil
        self.batch = workload.mode == .batch ? Self.batchSolver(spec, outputs: spec.outputs) : nil
    }

    /// A solver for cell 0 whose parameters are the spec's, reporting `outputs`.
    static func batchSolver(_ spec: Spec, outputs: [Int]) -> BatchSolver {
        let instance = Instance(spec, scratch: true, op: 0)
        return BatchSolver(
            solver: instance.solver, parameters: instance.bindings.map(Parameter.init),
            values: spec.parameters.map { $0.at(0) }, outputs: outputs.map { instance.variables[$0] })
    }

    /// The parameters of ops `op ..< op + count`, one op after another.
    func parameterValues(_ count: Int) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(count * spec.parameters.count)
        for k in 0..<count { for p in spec.parameters { values.append(p.at(op + k)) } }
        return values
    }

    /// Runs `count` ops and returns the sum of their outputs (the checksum's part).
    public func run(_ count: Int) -> Double {
        if let batch {
            let values = parameterValues(count)
            var results = [Double](repeating: 0, count: count * batch.outputs.count)
            values.withUnsafeBufferPointer { input in
                results.withUnsafeMutableBufferPointer { output in batch.solve(input, count: count, into: output) }
            }
            op += count
            return results.reduce(0, +)
        }
        var sum = 0.0
        for _ in 0..<count {
            if let edited {
                edited.suggest(spec, op: op)
                sum += edited.outputs(spec)
            } else {
                let instance = Instance(spec, scratch: true, op: op)
                instance.solver.updateVariables()
                sum += instance.outputs(spec)
            }
            op += 1
        }
        return sum
    }

    /// Every variable's value after each of the first `ops` ops, from a fresh start.
    public static func dump(_ workload: Workload, spec: Spec, ops: Int) -> [(op: Int, variable: String, value: Double)] {
        var out: [(Int, String, Double)] = []
        if workload.mode == .batch {
            let batch = batchSolver(spec, outputs: Array(spec.variables.indices))
            let runner = Runner(workload, spec: spec)
            let values = runner.parameterValues(ops)
            var results = [Double](repeating: 0, count: ops * spec.variables.count)
            values.withUnsafeBufferPointer { input in
                results.withUnsafeMutableBufferPointer { output in batch.solve(input, count: ops, into: output) }
            }
            for op in 0..<ops {
                for (index, name) in spec.variables.enumerated() { out.append((op, name, results[op * spec.variables.count + index])) }
            }
            return out
        }
        let edited = Instance(spec, scratch: false, op: 0)
        for op in 0..<ops {
            let instance: Instance
            if workload.build {
                instance = Instance(spec, scratch: true, op: op)
                instance.solver.updateVariables()
            } else {
                instance = edited
                instance.suggest(spec, op: op)
            }
            for (index, name) in spec.variables.enumerated() {
                out.append((op, name, instance.solver.value(of: instance.variables[index])))
            }
        }
        return out
    }
}

/// Seconds on the monotonic clock.
@inline(__always)
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The best round's throughput: each round runs batches of ops until `budget` seconds have
/// passed; batches are long enough (≥ 2 ms) that reading the clock costs nothing.
public func measure(_ runner: Runner, rounds: Int, budget: Double) -> (opsPerSecond: Double, ops: Int, checksum: Double) {
    var checksum = runner.run(1)
    var batch = 1
    while true {
        let start = now()
        checksum += runner.run(batch)
        if now() - start > 0.002 { break }
        batch *= 2
    }
    var best = 0.0
    var bestOps = 0
    for _ in 0..<rounds {
        var ops = 0
        let start = now()
        var elapsed = 0.0
        repeat {
            checksum += runner.run(batch)
            ops += batch
            elapsed = now() - start
        } while elapsed < budget
        if Double(ops) / elapsed > best {
            best = Double(ops) / elapsed
            bestOps = ops
        }
    }
    return (best, bestOps, checksum)
}
