import Foundation
import Glibc
import Testing
@testable import TrellisCluster
import TrellisDocument

/// The resume journal: what a crash can leave behind, and what resuming makes of it.
@Suite("Journal")
struct JournalTests {
    func totals(_ shards: UInt64) -> RunTotals {
        var totals = RunTotals()
        totals.shards = shards
        totals.documents = Int(shards) * 3
        totals.tally.jobs = Int(shards) * 3
        totals.bytesOut = Int(shards) * 100
        return totals
    }

    @Test func resumingGivesTheLastWholeLine() throws {
        let scratch = try Scratch()
        let path = scratch.path + "/j"
        let journal = try Journal(creating: path, identity: "abc")
        for shard in 1...3 { try journal.record(totals(UInt64(shard))) }
        let (_, resumed) = try #require(try Journal.resume(path: path, identity: "abc"))
        #expect(resumed == totals(3))
    }

    /// A crash in the middle of a line, or a line edited by hand: the journal goes on
    /// from the last line whose checksum holds, and the bad tail is cut.
    @Test func aTornOrEditedTailIsDropped() throws {
        let scratch = try Scratch()
        let path = scratch.path + "/j"
        let journal = try Journal(creating: path, identity: "abc")
        for shard in 1...2 { try journal.record(totals(UInt64(shard))) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("shard 3 9 9 9 0 0 9 0 1 1 300 deadbeef\nshard 4 1".utf8))
        try handle.close()
        let (resumedJournal, resumed) = try #require(try Journal.resume(path: path, identity: "abc"))
        #expect(resumed == totals(2))
        try resumedJournal.record(totals(3))
        let (_, again) = try #require(try Journal.resume(path: path, identity: "abc"))
        #expect(again == totals(3))
    }

    @Test func anotherRunsJournalIsRefused() throws {
        let scratch = try Scratch()
        let path = scratch.path + "/j"
        _ = try Journal(creating: path, identity: "abc")
        #expect(throws: (any Error).self) { try Journal.resume(path: path, identity: "xyz") }
        #expect(try Journal.resume(path: scratch.path + "/missing", identity: "abc") == nil)
    }

    /// A pipe's bytes are the run's to read, once: its identity is its path, taken
    /// without opening it (opening a FIFO waits for a writer), and it cannot be resumed.
    @Test func aPipeIsKnownByItsPathAlone() throws {
        let scratch = try Scratch()
        try scratch.write("a.json", "{}")
        let pipe = scratch.path + "/feed.jsonl"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(Journal.canBeReadAgain(scratch.path + "/a.json"))
        #expect(!Journal.canBeReadAgain(pipe))
        #expect(!Journal.canBeReadAgain("-"))
        #expect(!Journal.canBeReadAgain("/dev/zero"))
        let files = [InputFile(path: pipe, layout: .lines), InputFile(path: scratch.path + "/a.json", layout: .wholeFile)]
        let identity = try Journal.identity(files: files, plan: .standard, maxDocumentBytes: 10)
        #expect(identity == (try Journal.identity(files: files, plan: .standard, maxDocumentBytes: 10)))
    }

    @Test func theIdentityCoversInputsAndTheCut() throws {
        let scratch = try Scratch()
        try scratch.write("a.json", "{}")
        try scratch.write("b.json", "[]")
        let files = ["a.json", "b.json"].map { InputFile(path: scratch.path + "/" + $0, layout: .wholeFile) }
        let base = try Journal.identity(files: files, plan: .standard, maxDocumentBytes: 10)
        #expect(base == (try Journal.identity(files: files, plan: .standard, maxDocumentBytes: 10)))
        #expect(base != (try Journal.identity(files: files.reversed(), plan: .standard, maxDocumentBytes: 10)))
        #expect(base != (try Journal.identity(files: files, plan: ShardPlan(targetBytes: 1, maxDocuments: 1, sliceBytes: 1), maxDocumentBytes: 10)))
        // Slices and the streaming threshold cut shards too, whatever the shard size.
        var slices = ShardPlan.standard
        slices.sliceBytes *= 2
        var streamed = ShardPlan.standard
        streamed.streamedLineBytes *= 2
        for plan in [slices, streamed] {
            #expect(base != (try Journal.identity(files: files, plan: plan, maxDocumentBytes: 10)))
        }
        #expect(base != (try Journal.identity(files: files, plan: .standard, maxDocumentBytes: 11)))
        #expect(base != (try Journal.identity(files: files, plan: .standard, maxDocumentBytes: 10, solve: SolveOptions(frames: true))))
    }

    /// A coordinator's journal for `input`, written by starting (not running) one.
    func startCoordinator(_ scratch: Scratch, input: String, resume: Bool, journal: String? = nil) throws {
        var options = CoordinatorOptions(inputs: [input], bind: "inproc://journal-test-\(UUID().uuidString)")
        options.output = scratch.path + "/out.jsonl"
        options.journal = journal ?? scratch.path + "/out.jsonl.journal"
        options.resume = resume
        _ = try Coordinator(options: options, context: try Context(), log: { _ in })
    }

    /// An input regenerated in place (same path, other content) is another input: a
    /// resume would mix records of both. Even the same size and modification time do
    /// not hide a change of content.
    @Test func aJournalOfChangedInputsIsRefused() throws {
        let scratch = try Scratch()
        let input = scratch.path + "/in.jsonl"
        try Systems.write(20, to: input)
        try startCoordinator(scratch, input: input, resume: false)
        try startCoordinator(scratch, input: input, resume: true)
        var info = stat()
        stat(input, &info)
        var text = scratch.read("in.jsonl")
        text[text.count - 3] = text[text.count - 3] == UInt8(ascii: "1") ? UInt8(ascii: "2") : UInt8(ascii: "1")
        try Data(text).write(to: URL(fileURLWithPath: input))
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, input, &times, 0) == 0)
        #expect {
            try startCoordinator(scratch, input: input, resume: true)
        } throws: { error in
            "\(error)".contains("is the journal of other inputs or options")
        }
    }

    @Test func aJournalThatIsAFolderIsNamedSo() throws {
        let scratch = try Scratch()
        let input = scratch.path + "/in.jsonl"
        try Systems.write(5, to: input)
        try FileManager.default.createDirectory(atPath: scratch.path + "/folder", withIntermediateDirectories: true)
        #expect {
            try startCoordinator(scratch, input: input, resume: true, journal: scratch.path + "/folder")
        } throws: { error in
            "\(error)" == "cannot resume: journal \(scratch.path)/folder is a folder, not a file"
        }
    }
}
