/// What `trellis --version` says: the version, and how this binary was built, so a
/// benchmark result or a bug report can name the build it came from.
enum BuildInfo {
    static let version = "0.9.0"

    static var configuration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Set by scripts/build with the compiler flag that chooses the CPU target.
    static var cpuTarget: String {
        #if TRELLIS_HASWELL
        "haswell (AVX2, FMA)"
        #else
        "x86-64 baseline (no AVX2/FMA: the batch kernel runs slower; see scripts/build)"
        #endif
    }

    static var description: String { "trellis \(version), \(configuration) build, CPU target \(cpuTarget)" }
}
