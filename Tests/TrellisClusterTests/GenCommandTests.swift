import Foundation
import Testing
import TrellisDocument

/// `trellis gen` with counts it cannot honour: a clear refusal, exit status 2, nothing
/// written. (`--rows 99999999999` used to build the whole table in memory, 2.8 GB after
/// 20 s, and write nothing.)
@Suite struct GenCommandTests {
    @Test func rowsBeyondOneDocumentAreRefused() throws {
        let scratch = try Scratch()
        for text in [false, true] {
            let maxRows = DocumentGenerator.maxRows(text: text)
            for rows in ["99999999999", String(maxRows + 1)] {
                let gen = try Child(["gen", "--tables", "1", "--rows", rows, "-o", scratch.path + "/set"] + (text ? ["--text"] : []), in: scratch)
                #expect(gen.exitStatus(within: 60) == 2, "\(gen.stderr)")
                #expect(gen.stderr.contains("at most \(maxRows) rows"), "\(gen.stderr)")
                #expect(!FileManager.default.fileExists(atPath: scratch.path + "/set"))
            }
        }
    }

    @Test func aFullDiskIsAnError() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/set", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/set/tables-0000.jsonl", withDestinationPath: "/dev/full")
        let gen = try Child(["gen", "--tables", "2", "--rows", "5000", "-o", scratch.path + "/set"], in: scratch)
        #expect(gen.exitStatus(within: 60) == 1, "\(gen.stderr)")
        #expect(gen.stderr.contains("cannot write"), "\(gen.stderr)")
    }
}
