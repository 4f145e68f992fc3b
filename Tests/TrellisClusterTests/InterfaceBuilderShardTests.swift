import Foundation
import Testing
import TrellisCluster
import TrellisDocument

/// An Interface Builder file travels to workers as one whole-file document whose path
/// names it, so its records are the same whoever solves them (format.md §9.5).
@Suite("Interface Builder in shards")
struct InterfaceBuilderShardTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder")

    @Test func aFolderOfInterfaceBuilderFilesSolvesAsInOneThread() throws {
        let scratch = try Scratch()
        for file in ["ProfileCell.xib", "Login.storyboard"] {
            try scratch.write("in/ib/" + file, String(contentsOf: Self.fixtures.appendingPathComponent(file), encoding: .utf8))
        }
        try scratch.write("in/system.json", #"{"format":"trellis-system/1","id":"beside","constraints":[{"expr":"x == 1"}]}"#)
        let inputs = [scratch.path + "/in"]
        _ = try OneThreadRun(inputs: inputs, output: scratch.path + "/one.jsonl")
        var run = EmbeddedRun(inputs: inputs, output: scratch.path + "/out.jsonl", workers: 2)
        run.coordinator.progress = false
        #expect(try run.run(log: { _ in }).failure == nil)
        #expect(sameBytes(scratch.read("out.jsonl"), scratch.read("one.jsonl")))
        let ids = String(decoding: scratch.read("out.jsonl"), as: UTF8.self).split(separator: "\n").map { line in
            line.split(separator: "\"")[3]
        }
        #expect(ids == ["Login/lgn-Vw-001", "Login/acc-Tv-002", "Login/hdr-Vw-003", "Login/acc-Co-006", "ProfileCell/pC1-cv-0x2", "beside"])
    }

    @Test func theFileKeepsItsPathThroughTheShardCodec() throws {
        let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("ProfileCell.xib")))
        var jobs = ShardJobs(maxDocumentBytes: 1 << 20)
        bytes.withUnsafeBufferPointer { jobs.append(.complete($0), origin: DocumentOrigin(path: "cells/ProfileCell.xib", isWholeFile: true)) }
        let decoded = try ShardJobs(decoding: jobs.encoded)
        #expect(decoded == jobs)
        let records = decoded.documents[0].bytes!.withUnsafeBufferPointer { solveDocument($0, origin: decoded.documents[0].origin) }
        guard case .screen(let id, _) = records[0] else { Issue.record("\(records)"); return }
        #expect(id == "ProfileCell/pC1-cv-0x2")
    }

    /// `--label-sizes` reaches the workers: each value gives, through the command line
    /// and two workers, the records the library gives for it, and the two differ (the
    /// stored frames against texts measured in this machine's fonts).
    @Test func labelSizesTravelToTheWorkers() throws {
        let scratch = try Scratch()
        let file = Self.fixtures.appendingPathComponent("ProfileCell.xib").path
        var outputs: [LabelSizes: String] = [:]
        for sizes in LabelSizes.allCases {
            _ = try OneThreadRun(inputs: [file], output: scratch.path + "/one-\(sizes).jsonl", options: SolveOptions(labelSizes: sizes))
            let child = try Child(["solve", file, "--workers", "2", "--label-sizes", sizes.rawValue, "-o", scratch.path + "/\(sizes).jsonl"], in: scratch)
            #expect(child.exitStatus(within: 60) == 0, "\(child.stderr)")
            #expect(sameBytes(scratch.read("\(sizes).jsonl"), scratch.read("one-\(sizes).jsonl")))
            outputs[sizes] = String(decoding: scratch.read("\(sizes).jsonl"), as: UTF8.self)
        }
        #expect(outputs[.measure] != outputs[.design])
        var jobs = ShardJobs(maxDocumentBytes: 1 << 20, options: SolveOptions(labelSizes: .design))
        jobs.append(.complete(UnsafeBufferPointer(start: nil, count: 0)), origin: DocumentOrigin(path: "a.xib", isWholeFile: true))
        #expect(try ShardJobs(decoding: jobs.encoded).options.labelSizes == .design)
    }

    @Test func renderDrawsAnInterfaceBuilderRoot() throws {
        let scratch = try Scratch()
        let file = Self.fixtures.appendingPathComponent("Login.storyboard").path
        let child = try Child(["render", file, "--id", "Login/lgn-Vw-001", "--label-sizes", "design", "-o", scratch.path + "/login.svg"], in: scratch)
        #expect(child.exitStatus(within: 30) == 0, "\(child.stderr)")
        let svg = String(decoding: scratch.read("login.svg"), as: UTF8.self)
        #expect(svg.contains(#"<rect x="16" y="149" width="361" height="34""#) && svg.contains(">eml-Tf-002</text>"))
    }
}
