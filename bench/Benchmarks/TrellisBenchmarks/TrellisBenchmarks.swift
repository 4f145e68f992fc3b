// The compare.sh workloads (see bench/README.md) under ordo-one/benchmark, for its
// statistics, allocation counts and baselines: `swift package --package-path bench benchmark`.
import Benchmark
import BenchWorkloads

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        maxDuration: .seconds(2),
        maxIterations: 1_000_000)

    for workload in Workload.all {
        let spec: Spec
        do {
            spec = try workload.loadSpec()
        } catch {
            fatalError("\(error)")
        }
        Benchmark(workload.name) { benchmark in
            // Built outside the measurement: for the edit workloads, the solver being edited.
            let runner = Runner(workload, spec: spec)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(runner.run(1))
            }
        }
    }
}
