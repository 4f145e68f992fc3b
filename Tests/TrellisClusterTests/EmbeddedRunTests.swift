import Foundation
import Testing
import TrellisCluster
import TrellisDocument

/// `trellis solve`'s embedded coordinator against the one-thread `OneThreadRun`: the same
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
        let oneThread = try OneThreadRun(inputs: inputs, output: scratch.path + "/one.jsonl")
        var run = EmbeddedRun(inputs: inputs, output: scratch.path + "/out.jsonl", workers: workers)
        run.coordinator.progress = false
        // Several packers deliver shards out of order; the output must not care.
        run.coordinator.packers = workers
        let report = try run.run(log: { _ in })
        #expect(report.failure == nil)
        #expect(sameBytes(scratch.read("out.jsonl"), reference), "the output differs from the reference")
        #expect(report.totals.tally == oneThread.tally)
        #expect(report.totals.documents == oneThread.documents && report.totals.bytesOut == oneThread.bytesOut)
        #expect(report.workers.count == workers)
    }

    /// `--frames` and `--check` reach the workers: the records equal the one-thread run's.
    @Test func optionsTravelWithTheShards() throws {
        let scratch = try Scratch()
        let table = #"{"format":"trellis/1","templates":{"C":{"views":[{"name":"t","intrinsic":[null,"$h"]},{"name":"loose"}],"constraints":["H:|-[t]-|","V:|-[t]-|","loose.top == t.top"]}},"tables":[{"id":"tab","width":320,"rows":[{"template":"C","data":{"h":20}},{"template":"C","data":{"h":50}}]}]}"#
        try scratch.write("table.json", table)
        let inputs = [scratch.path + "/table.json"]
        let options = SolveOptions(frames: true, check: true)
        _ = try OneThreadRun(inputs: inputs, output: scratch.path + "/one.jsonl", options: options)
        var run = EmbeddedRun(inputs: inputs, output: scratch.path + "/out.jsonl", workers: 2, options: options)
        run.coordinator.progress = false
        #expect(try run.run(log: { _ in }).failure == nil)
        #expect(sameBytes(scratch.read("out.jsonl"), scratch.read("one.jsonl")))
        let records = String(decoding: scratch.read("out.jsonl"), as: UTF8.self)
        #expect(records.contains(#""frames":[{"root":[0,0,320,42],"t":[16,11,288,20]"#))
        #expect(records.contains(#"{"kind":"ambiguous","view":"loose","attributes":["left","width","height"],"row":0}"#))
    }

    @Test func recordsFollowInputOrder() throws {
        let scratch = try Scratch()
        try scratch.write("in/1.json", #"{"format":"trellis-system/1","id":"one","constraints":[{"expr":"x == 1"}]}"#)
        try scratch.write("in/2.jsonl", #"""
            {"format":"trellis-system/1","id":"two","constraints":[{"expr":"x == 2"}]}

            {"format":"trellis-system/1","id":"bad","constraints":[{"expr":"x =="}]}
            """#)
        var run = EmbeddedRun(inputs: [scratch.path + "/in"], output: scratch.path + "/out.jsonl", workers: 2)
        run.coordinator.progress = false
        let report = try run.run(log: { _ in })
        let written = String(decoding: scratch.read("out.jsonl"), as: UTF8.self)
        #expect(written == #"""
            {"id":"one","values":{"x":1},"issues":[]}
            {"id":"two","values":{"x":2},"issues":[]}
            {"id":"bad","kind":"system","error":{"code":"expression","message":"unexpected end of the expression, expected a number, a name or '(' at column 5 in \"x ==\"","path":"/constraints/0/expr"}}

            """#)
        #expect(report.inputs == 2 && report.totals.documents == 3 && report.totals.tally.solved == 2 && report.totals.tally.errors == 1)
        #expect(report.totals.bytesOut == written.utf8.count)
    }

    @Test func aMissingInputFailsBeforeAnythingIsWritten() throws {
        #expect(throws: ClusterError.self) {
            try EmbeddedRun(inputs: ["/nonexistent/trellis/in.json"], output: nil, workers: 1).run(log: { _ in })
        }
    }
}
