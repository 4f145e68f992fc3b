// swift-tools-version:6.1
import PackageDescription

// Dependencies point one way: document → layout → solver; the CLI sits on top. TrellisText
// (fonts, shaping, line breaking) stands alone on its C libraries.
let package = Package(
    name: "Trellis",
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisDocument", targets: ["TrellisDocument"]),
        .library(name: "TrellisText", targets: ["TrellisText"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        .target(name: "TrellisSolver"),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        .systemLibrary(name: "CZMQ", pkgConfig: "libzmq", providers: [.apt(["libzmq3-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .target(name: "TrellisText", dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "CUnibreak"]),
        .target(name: "TrellisLayout", dependencies: ["TrellisSolver"]),
        .target(name: "TrellisDocument", dependencies: ["TrellisSolver", "TrellisLayout", "TrellisText", "CZlib", "CLibXML2"]),
        .target(
            name: "TrellisCluster",
            dependencies: ["TrellisDocument", "TrellisLayout", "CZMQ", "CZlib", "CDeflate", "CISAL", "CMalloc", .product(name: "Histogram", package: "hdrhistogram-swift")]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisDocument",
                "TrellisCluster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        // Corpus/ holds the paragraphs the tests and bench/compare.sh read by path.
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText", "CHarfBuzz"], exclude: ["Corpus"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"]),
        .testTarget(name: "TrellisDocumentTests", dependencies: ["TrellisDocument", "TrellisLayout", "TrellisSolver", "TrellisText"]),
        .testTarget(name: "TrellisClusterTests", dependencies: ["TrellisCluster", "TrellisDocument", "TrellisLayout", "CZMQ", "CZlib"]),
    ]
)
