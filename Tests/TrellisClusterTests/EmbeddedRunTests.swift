import Foundation
import Testing
import TrellisCluster
import TrellisDocument

/// `trellis solve`'s embedded coordinator against the one-thread `SolveRun`: the same
/// bytes and counts whatever the number of workers.
@Suite("Embedded run")
struct EmbeddedRunTests {
    @Test(arguments: [1, 3])
    func embeddedWorkersWriteWhatOneThreadWrites(workers: Int) throws {
        let scratch = try Scratch()
        try Systems.write(500, to: scratch.path + "/systems.jsonl")
        try scratch.write("whole.json", #"{"format":"trellis-system/1","id":"whole","constraints":[{"expr":"a == 2"}]}"#)
        try scratch.write("broken.json", "{\"format\":")
        let inputs = [scratch.path + "/systems.jsonl", scratch.path + "/whole.json", scratch.path + "/broken.json", Cluster.workload]
        let reference = try Systems.reference(for: inputs, scratch: scratch)
        let oneThread = try SolveRun(inputs: inputs, output: scratch.path + "/one.jsonl").run()
        var run = EmbeddedRun(inputs: inputs, output: scratch.path + "/out.jsonl", workers: workers)
        run.coordinator.progress = false
        // Several packers deliver shards out of order; the output must not care.
        run.coordinator.packers = workers
        let report = try run.run(log: { _ in })
        #expect(report.failure == nil)
        #expect(scratch.read("out.jsonl") == reference)
        #expect(report.totals.tally.jobs == oneThread.jobs && report.totals.tally.errors == oneThread.errors)
        #expect(report.totals.documents == oneThread.documents && report.totals.bytesOut == oneThread.outputBytes)
        #expect(report.workers.count == workers)
    }

    @Test func aMissingInputFailsBeforeAnythingIsWritten() throws {
        #expect(throws: ClusterError.self) {
            try EmbeddedRun(inputs: ["/nonexistent/trellis/in.json"], output: nil, workers: 1).run(log: { _ in })
        }
    }
}
