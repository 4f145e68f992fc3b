// The compare.sh workloads (see bench/README.md) under ordo-one/benchmark, for its
// percentiles, allocation counts and baselines: `swift package --package-path bench benchmark`.
import Benchmark
import BenchWorkloads

let benchmarks: @Sendable () -> Void = {
    for workload in Workload.all {
        let spec: Spec
        do {
            spec = try workload.loadSpec()
        } catch {
            // A generated spec exists once compare.sh has run.
            if workload.name == "chained-views" { continue }
            fatalError("\(error)")
        }
        // One runner for all samples: each sample of an edit workload goes on editing the
        // same solver, as compare.sh does, instead of timing the first edits of a new one
        // (those grow the solver's buffers and cost several times a steady-state edit).
        nonisolated(unsafe) let runner = Runner(workload, spec: spec)
        Benchmark(
            workload.name,
            configuration: .init(
                metrics: [.wallClock, .throughput, .mallocCountTotal],
                // An edit takes about a microsecond: time a thousand per sample.
                scalingFactor: workload.build ? .one : .kilo,
                maxDuration: .seconds(2),
                maxIterations: 100_000)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(runner.run(1))
            }
        }
    }
}
