import Foundation
import Testing
import TrellisDocument
@testable import TrellisCluster

/// Large tables cut into row slices, solved apart and merged: the records must be the
/// bytes the table gives solved whole, estimates and offsets included, with and
/// without frames, and an error anywhere must read as it does for the whole document.
@Suite("Row slices", .serialized)
struct RowSliceTests {
    /// Small numbers, so that a few thousand rows make many slices.
    static let slicer = RowSlicer(minTableBytes: 16 * 1024, sliceBytes: 8 * 1024)
    static let codec = FrameCodec()

    /// Generated tables of 2 500 rows (~250 KB each), one document a line.
    static let documents: [[UInt8]] = {
        let folder = NSTemporaryDirectory() + "trellis-slice-tests-\(getpid())"
        Cluster.generate(["--tables", "4", "--rows", "2500", "--seed", "17"], into: folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.flatMap { name in
            ((try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))).map { [UInt8]($0) } ?? [])
                .split(separator: UInt8(ascii: "\n")).map(Array.init)
        }
    }()

    static let origin = DocumentOrigin(path: "in.jsonl", line: 3, isWholeFile: false)

    /// The records of a document solved whole, in one job per table.
    static func whole(_ document: [UInt8], options: SolveOptions) -> [UInt8] {
        var writer = JSONWriter()
        for record in document.withUnsafeBufferPointer({ solveDocument($0, origin: origin, options: options) }) { record.write(to: &writer) }
        return writer.bytes
    }

    /// The answers folded in piece order, then merged.
    static func merge(_ results: [(role: PieceInfo.Role, answer: PieceAnswer)], into fold: SliceFold) -> SlicedDocument.Merged? {
        for (role, answer) in results { fold.fold(role, answer) }
        return fold.merged()
    }

    /// A merged document's records, written through its spill.
    static func bytes(_ merged: SlicedDocument.Merged) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let count = try merged.write { (chunk: [UInt8]) throws(InputError) in bytes += chunk }
        #expect(count == bytes.count)
        return bytes
    }

    /// Each piece solved as a worker solves its shard (slices out of order, on fresh
    /// caches), then taken in as the coordinator takes answers, row text into `spill`.
    static func pieces(_ document: [UInt8], options: SolveOptions, spill: SliceSpill) throws -> (cut: RowSlicer.Cut, frames: [[UInt8]], results: [(role: PieceInfo.Role, answer: PieceAnswer)]) {
        let cut = try #require(document.withUnsafeBufferPointer { slicer.cut($0) })
        var frames: [[UInt8]] = []
        var roles: [PieceInfo.Role] = []
        document.withUnsafeBufferPointer { buffer in
            cut.forEachPiece(of: buffer) { piece in
                var jobs = ShardJobs(maxDocumentBytes: 1 << 30, options: options)
                jobs.append(piece: piece.bytes, origin: origin, part: piece.part)
                frames.append(codec.encode(jobs.encoded, kind: .jobs, runID: 1, shardID: UInt64(frames.count)))
                switch piece.part {
                case .rest: roles.append(.rest(tables: cut.tables, sliced: cut.sliced))
                case .slice(let table, _, _): roles.append(.slice(table: table, rows: piece.rowCount))
                }
            }
        }
        var results = [ShardResult?](repeating: nil, count: frames.count)
        for index in frames.indices.reversed() {
            results[index] = try ShardJobs(decoding: codec.decode(frames[index], kind: .jobs).raw).solve()
        }
        return (cut, frames, try zip(roles, results).map { ($0, try PieceAnswer(role: $0, result: $1!, spill: spill)) })
    }

    @Test(arguments: [false, true]) func aSlicedTableMergesToTheWholeTablesBytes(frames: Bool) throws {
        let options = SolveOptions(frames: frames)
        for document in Self.documents {
            let fold = SliceFold()
            let (cut, _, results) = try Self.pieces(document, options: options, spill: fold.spill)
            #expect(cut.pieceCount > 10)
            let merged = try #require(Self.merge(results, into: fold))
            #expect(sameBytes(try Self.bytes(merged), Self.whole(document, options: options)))
            #expect(merged.tally.rows == 2500 && merged.tally.tables == 1 && merged.tally.jobs == 1)
        }
    }

    /// A document with other jobs around its large tables: a screen, small tables
    /// before, between and after two large ones. Records keep the document's order.
    @Test func otherJobsKeepTheirPlaceAroundSlicedTables() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.documents[0])) as? [String: Any])
        var big = try #require((object["tables"] as? [[String: Any]])?.first)
        let rows = try #require(big["rows"] as? [Any])
        var small = big
        small["id"] = "small"
        small["rows"] = Array(rows.prefix(3))
        big["id"] = "big"
        var document = object
        document["tables"] = [small, big, small, big, small]
        document["screens"] = [["id": "screen", "template": "AdCell", "size": [375, 600], "data": ["titleH": 40]]]
        let bytes = [UInt8](try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]))
        let fold = SliceFold()
        let (cut, _, results) = try Self.pieces(bytes, options: SolveOptions(frames: true), spill: fold.spill)
        #expect(cut.sliced == [1, 3] && cut.tables == 5)
        guard case .records(let rest) = results[0].answer else { Issue.record("the rest gave no records"); return }
        #expect(rest.tally.errors == 0 && rest.tally.jobs == 4)
        let merged = try #require(Self.merge(results, into: fold))
        #expect(sameBytes(try Self.bytes(merged), Self.whole(bytes, options: SolveOptions(frames: true))))
    }

    /// A bad row (an unknown template; a syntax error) in one slice: the merge declines,
    /// and the document put back together from the pieces' frames is the input byte
    /// for byte, which the whole path turns into the exact error record.
    @Test(arguments: [#""template":"Nowhere""#, #""template":"PostCell",,"#]) func anErrorInASliceSendsTheWholeDocument(bad: String) throws {
        var text = String(decoding: Self.documents[0], as: UTF8.self)
        let marker = #""template":"PostCell""#
        var ranges: [Range<String.Index>] = []
        var from = text.startIndex
        while let found = text.range(of: marker, range: from..<text.endIndex) {
            ranges.append(found)
            from = found.upperBound
        }
        text.replaceSubrange(ranges[ranges.count * 2 / 3], with: bad)
        let document = Array(text.utf8)
        let fold = SliceFold()
        let (_, frames, results) = try Self.pieces(document, options: SolveOptions(), spill: fold.spill)
        #expect(results.contains { $0.answer == .wholeNeeded })
        #expect(Self.merge(results, into: fold) == nil)
        let whole = try SlicedDocument.whole(frames, codec: Self.codec)
        #expect(whole.documents.count == 1 && whole.documents[0].part == nil && whole.documents[0].origin == Self.origin)
        #expect(sameBytes(whole.documents[0].bytes ?? [], document))
        #expect(sameBytes(whole.solve().output, Self.whole(document, options: SolveOptions())))
        #expect(String(decoding: Self.whole(document, options: SolveOptions()), as: UTF8.self).contains("\"error\""))
    }

    /// A worker's answer for a slice with a row too few is refused when it arrives
    /// (the coordinator drops that worker and sends the slice elsewhere), never merged.
    @Test func aSliceAnswerWithARowMissingIsRefused() throws {
        let document = Self.documents[0]
        let cut = try #require(document.withUnsafeBufferPointer { Self.slicer.cut($0) })
        var slice: RowSlicer.Piece?
        document.withUnsafeBufferPointer { buffer in
            cut.forEachPiece(of: buffer) { piece in
                if slice == nil, case .slice = piece.part { slice = piece }
            }
        }
        let piece = try #require(slice)
        var jobs = ShardJobs(maxDocumentBytes: 1 << 30)
        jobs.append(piece: piece.bytes, origin: Self.origin, part: piece.part)
        var result = jobs.solve()
        let role = PieceInfo.Role.slice(table: 0, rows: piece.rowCount)
        let fold = SliceFold()
        #expect(throws: Never.self) { try PieceAnswer(role: role, result: result, spill: fold.spill) }
        guard case .table(let id, var table, let text) = try SliceResult(decoding: result.output) else { Issue.record("no table"); return }
        table.heights.removeLast()
        result.output = SliceResult.table(id: id, result: table, text: text).encoded
        #expect(throws: FrameError.self) { try PieceAnswer(role: role, result: result, spill: fold.spill) }
    }

    /// Text kept in memory up to the spill's budget and in its file past it reads back
    /// as it was appended, a range at a time and across the two.
    @Test(arguments: [1 << 30, 5000, 1]) func aSpillReadsBackWhatWasAppended(memoryBytes: Int) throws {
        let spill = SliceSpill(memoryBytes: memoryBytes)
        var all: [UInt8] = []
        var ranges: [Range<Int>] = []
        for index in 0..<400 {
            let chunk = (0..<(index * 37 % 900)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
            ranges.append(spill.append(chunk))
            all += chunk
        }
        #expect(ranges.last?.upperBound == all.count)
        for range in ranges.reversed() + [0..<all.count] {
            var read: [UInt8] = [7]
            try spill.read(range, appendingTo: &read)
            #expect(read == [7] + all[range])
        }
    }

    /// A slice's heights text goes into the output as it is, so it must be the numbers
    /// and commas the record holds: text with anything else, or a number too few, is
    /// refused when it arrives.
    @Test(arguments: ["", "1,2", "1,,2", "1,2\n", "1,2,{\"a\":1}", "1,2,3,"]) func aSliceWhoseHeightsTextIsNotItsRowsIsRefused(text: String) throws {
        let table = TableResult(width: 320, estimatedRowHeight: 44, heights: [1, 2, 3], issues: [])
        let good = SliceResult.table(id: "t", result: table, text: TableRowsText(heights: Array("1,2,3".utf8), frames: nil))
        #expect(try SliceResult(decoding: good.encoded) == good)
        let bad = SliceResult.table(id: "t", result: table, text: TableRowsText(heights: Array(text.utf8), frames: nil))
        #expect(throws: FrameError.self) { try SliceResult(decoding: bad.encoded) }
    }

    /// Documents the light scan does not know leave whole: not an object, a repeated
    /// `rows` key, a key spelled with an escape, small tables.
    @Test func unusualDocumentsAreNotCut() {
        let rows = "[" + Array(repeating: #"{"template":"T","data":{"h":1}}"#, count: 1000).joined(separator: ",") + "]"
        for text in ["[" + rows + "]",
                     #"{"tables":[{"rows":"# + rows + #","rows":[]}]}"#,
                     #"{"tables":[{"r\u006fws":"# + rows + "}]}",
                     #"{"tables":[{"rows":[1,2,3]}],"pad":""# + String(repeating: "x", count: 40_000) + "\"}"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { Self.slicer.cut($0) } == nil, "\(text.prefix(40))")
        }
        let plain = Array((#"{"tables":[{"rows":"# + rows + "}]}").utf8)
        #expect(plain.withUnsafeBufferPointer { Self.slicer.cut($0) }?.sliced == [0])
    }

    /// A large rows array is scanned on two threads, the second from a guessed row start
    /// (`},{`) in its second half: the boundaries found are those of one thread's scan,
    /// also when the guess falls inside a string, inside a row, or past the array's end,
    /// and when there is nothing to guess from.
    @Test func rowsScannedOnTwoThreadsHaveOneThreadsBoundaries() {
        let decoy = #"{"template":"T","data":{"s":"a},{\"b\":[1,2]},{c","v":[{"x":1},{"y":2}]}}"#
        let plain = #"{"template":"T","data":{"h":1}}"#
        let parts: [String] = [
            #"{"tables":[{"rows":["# + Array(repeating: decoy, count: 3000).joined(separator: ",") + "]}]}",
            #"{"tables":[{"rows":["# + Array(repeating: plain, count: 100).joined(separator: ",") + #"]},{"rows":["# + Array(repeating: decoy, count: 900).joined(separator: ",") + "]}]}",
            #"{"tables":[{"rows":["# + Array(repeating: #"[1,2,{"a":3}]"#, count: 5000).joined(separator: ",") + "]}]}",
            #"{"tables":[{"rows":["# + Array(repeating: plain, count: 3000).joined(separator: ",") + #",{"template":"T","data":{"s":"},{"#,
        ]
        let texts = Self.documents.map { String(decoding: $0, as: UTF8.self) } + parts
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let one = RowBoundaryScanner(buffer, parallelBytes: .max).largeTables(minBytes: 1024)
                let two = RowBoundaryScanner(buffer, parallelBytes: 1024).largeTables(minBytes: 1024)
                #expect(one?.0 == two?.0 && one?.1 == two?.1, "\(text.prefix(60))")
                if text.hasSuffix("]}]}") { #expect(one?.1.isEmpty == false) }
            }
        }
    }

    /// A coordinator and 1, 2 or 3 worker processes over TCP on loopback, on large
    /// tables cut into many slices while they are read (RowStream), a document whose
    /// slice has an error, one with a syntax error late in its rows and one with a
    /// member after them (both solved whole once their line has ended): the same bytes
    /// as the tables solved whole, with and without frames.
    @Test(arguments: [1, 2, 3]) func aClusterWritesTheWholeTablesBytes(workers: Int) throws {
        let scratch = try Scratch()
        var text = ""
        var bad = String(decoding: Self.documents[0], as: UTF8.self)
        bad = bad.replacingOccurrences(of: #"{"template":"PostCell""#, with: #"{"template":"Nowhere""#, options: [.backwards], range: bad.index(bad.startIndex, offsetBy: bad.utf8.count / 2)..<bad.endIndex)
        for document in Self.documents { text += String(decoding: document, as: UTF8.self) + "\n" }
        text += bad + "\n"
        let plain = String(decoding: Self.documents[1], as: UTF8.self)
        text += plain.replacingOccurrences(of: #"{"template":"PostCell""#, with: #"{"template":"PostCell",,"#, options: [.backwards]) + "\n"
        text += String(plain.dropLast(3)) + #","estimatedRowHeight":50}]}"# + "\n"
        try scratch.write("in/tables.jsonl", text)
        for frames in [false, true] {
            let options = SolveOptions(frames: frames)
            var expected: [UInt8] = []
            for (line, document) in text.split(separator: "\n").enumerated() {
                var writer = JSONWriter()
                let records = Array(document.utf8).withUnsafeBufferPointer {
                    solveDocument($0, origin: DocumentOrigin(path: scratch.path + "/in/tables.jsonl", line: line + 1, isWholeFile: false), options: options)
                }
                for record in records { record.write(to: &writer) }
                expected += writer.bytes
            }
            let (coordinator, endpoint) = try Cluster.coordinator(
                scratch, inputs: [scratch.path + "/in"], extra: ["--slice-bytes", "8192"] + (frames ? ["--frames"] : []))
            let started = try (0..<workers).map { try Cluster.worker(scratch, endpoint: endpoint, name: "w\($0)") }
            #expect(coordinator.exitStatus(within: 300) == 3, "\(coordinator.stderr)")
            #expect(sameBytes(scratch.read("out.jsonl"), expected), "frames \(frames): the output differs from the whole tables'")
            let report = try Cluster.report(scratch)
            #expect(report["shards"] as? Int ?? 0 > 100)
            for worker in started { worker.signal(SIGTERM) }
            try? FileManager.default.removeItem(atPath: scratch.path + "/out.jsonl.journal")
        }
    }
}
