import Foundation
import Testing
import TrellisCluster

/// `trellis solve` starts its coordinator and in-process workers in a race: whichever
/// turns first must not matter.
@Suite("Start-up")
struct StartupTests {
    @Test func durationsBeyondTheClockSaturateInsteadOfTrapping() {
        #expect(Monotonic.nanoseconds(.infinity) == .max)
        #expect(Monotonic.nanoseconds(1e300) == .max)
        #expect(Monotonic.nanoseconds(-1) == 0)
        #expect(Monotonic.nanoseconds(.nan) == 0)
        #expect(Monotonic.nanoseconds(1.5) == 1_500_000_000)
        #expect(Monotonic.deadline(after: .infinity) == .max)
    }

    /// The embedded run's "never warn" used to be converted to nanoseconds whenever the
    /// loop turned before a worker had joined, which trapped once in 100–300 runs.
    @Test func fiveHundredSolvesOfATinyInputAllSucceed() throws {
        let scratch = try Scratch()
        try scratch.write("tiny.json", #"{"format":"trellis-system/1","id":"t","constraints":[{"expr":"x == 1"}]}"#)
        var failures: [String] = []
        for run in 0..<500 where failures.count < 3 {
            let child = try Child(["solve", scratch.path + "/tiny.json", "--workers", "2"], in: scratch,
                                  stdout: scratch.path + "/out.jsonl")
            let status = child.exitStatus(within: 30)
            let output = String(decoding: scratch.read("out.jsonl"), as: UTF8.self)
            if status != 0 || output != #"{"id":"t","values":{"x":1},"issues":[]}"# + "\n" {
                failures.append("run \(run): status \(status.map(String.init) ?? "hung"): \(child.stderr)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
