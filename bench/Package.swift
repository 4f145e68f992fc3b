// swift-tools-version:6.1
import PackageDescription

// The benchmark package: its own package so the root stays free of benchmark
// dependencies (ordo-one/benchmark wants its targets under Benchmarks/).
//
// - `trellis-compare`: the Trellis half of compare.sh (the kiwi half is kiwi/harness.cpp).
// - `trellis-floor`: the floor beside compare.sh's table-e2e (reading and parsing the set).
// - `trellis-text-compare`: the Trellis half of compare.sh's text-measure (the Pango half
//   is Tests/TextReference/pango_lines.c).
// - `TrellisBenchmarks`: the same workloads for `swift package benchmark`.
// Both run the systems in workloads/ through `BenchWorkloads`.
let package = Package(
    name: "TrellisBench",
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchWorkloads",
            dependencies: [.product(name: "TrellisSolver", package: "Trellis")]),
        .executableTarget(
            name: "trellis-compare",
            dependencies: ["BenchWorkloads"]),
        .executableTarget(
            name: "trellis-floor",
            dependencies: [.product(name: "TrellisDocument", package: "Trellis")]),
        .executableTarget(
            name: "trellis-text-compare",
            dependencies: [.product(name: "TrellisText", package: "Trellis")]),
        .executableTarget(
            name: "TrellisBenchmarks",
            dependencies: [
                "BenchWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TrellisBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
