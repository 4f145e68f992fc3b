import Foundation
import Testing
import TrellisDocument
@testable import TrellisCluster

/// Long lines cut into row slices while they are read (RowStream): the slices must be
/// the bytes RowSlicer cuts from the whole line, however the reads split it, and a line
/// that does not end as the slices assume must come back whole, byte for byte.
@Suite("Row stream", .serialized)
struct RowStreamTests {
    static let slicer = RowSliceTests.slicer
    static let origin = RowSliceTests.origin

    /// What a stream handed over, in order.
    final class Outputs {
        var items: [RowStream.Output] = []
        var slices: [RowSlicer.Piece] {
            items.compactMap { if case .slice(let piece) = $0 { piece } else { nil } }
        }
    }

    /// Feeds `line` to a stream as the reader does, `chunk(n)` more bytes at a time
    /// (the bytes not taken so far each time), and returns what it handed over; nil
    /// when it declined the line.
    static func stream(_ line: [UInt8], chunk: (Int) -> Int, maxBytes: Int = .max) -> Outputs? {
        let outputs = Outputs()
        let stream = RowStream(threshold: 32 * 1024, slicer: slicer) { output, _ in outputs.items.append(output) }
        var read = min(line.count, stream.threshold + chunk(0))
        guard let first = line.withUnsafeBufferPointer({ stream.begin(UnsafeBufferPointer(rebasing: $0[..<stream.threshold]), origin: origin) }) else { return nil }
        var start = first
        var reads = 1
        while true {
            if read > maxBytes {
                stream.tooLarge()
                return outputs
            }
            if read == line.count {
                line.withUnsafeBufferPointer { stream.end(UnsafeBufferPointer(rebasing: $0[start...])) }
                return outputs
            }
            start += line.withUnsafeBufferPointer { stream.more(UnsafeBufferPointer(rebasing: $0[start..<read])) }
            read = min(line.count, read + chunk(reads))
            reads += 1
        }
    }

    /// Chunk sizes: steady ones, and a seeded mix of tiny and large reads (a pipe).
    static let chunkings: [(String, @Sendable (Int) -> Int)] = [
        ("1 byte", { _ in 1 }), ("97 bytes", { _ in 97 }), ("64 KiB", { _ in 65536 }),
        ("mixed", { read in [1, 3, 5000, 17, 70000, 2][(read * 7919) % 6] }),
    ]

    /// Generated tables, and rows whose strings hold brackets, commas and escaped quotes.
    @Test func streamedSlicesAreTheBytesRowSlicerCuts() throws {
        let decoy = #"{"template":"T","data":{"s":"a},{\"b\":[1,2]},{c\\","v":[{"x":1},{"y":2}]}}"#
        let decoys = Array((#"{"tables":[{"id":"d","rows":["# + Array(repeating: decoy, count: 3000).joined(separator: ",") + "]}]}").utf8)
        for document in RowSliceTests.documents + [decoys] {
            let cut = try #require(document.withUnsafeBufferPointer { Self.slicer.cut($0) })
            var expected: [RowSlicer.Piece] = []
            document.withUnsafeBufferPointer { cut.forEachPiece(of: $0) { expected.append($0) } }
            for (name, chunk) in Self.chunkings {
                let outputs = try #require(Self.stream(document, chunk: chunk), "\(name)")
                #expect(outputs.slices.count == expected.count - 1, "\(name)")
                for (got, want) in zip(outputs.slices, expected.dropFirst()) {
                    #expect(got.part == want.part && got.rowCount == want.rowCount && sameBytes(got.bytes, want.bytes), "\(name)")
                }
                guard case .rest(let rest, let tables, let table, let lineBytes)? = outputs.items.last else {
                    Issue.record("\(name): the last piece is not the rest")
                    continue
                }
                #expect(rest.part == expected[0].part && sameBytes(rest.bytes, expected[0].bytes), "\(name)")
                #expect(tables == cut.tables && [table] == cut.sliced && lineBytes == document.count, "\(name)")
            }
        }
    }

    /// A line that ends otherwise than `]}]}` after the streamed rows (a member after
    /// them, a second table), whose rows do not end (a line cut short, an unclosed
    /// string), or that ends so inside its first slice: its pieces put back together
    /// are the line, which the worker's parser then reads as a whole. (Any other error
    /// in the rows is the worker's to find: its slice's answer sends the document
    /// whole, as RowSlicer's slices do.)
    @Test func aLineThatDoesNotEndAsItsSlicesAssumeComesBackWhole() throws {
        let text = String(decoding: RowSliceTests.documents[0], as: UTF8.self)
        let late = text.index(text.startIndex, offsetBy: text.utf8.count * 3 / 4)
        func broken(_ bad: String, after index: String.Index) -> String {
            text.replacingOccurrences(of: #""template":"PostCell""#, with: bad, range: text.range(of: #""template":"PostCell""#, range: index..<text.endIndex))
        }
        let lines: [(String, String)] = [
            ("a member after the rows", String(text.dropLast(3)) + #","estimatedRowHeight":50}]}"#),
            ("a second table", String(text.dropLast(2)) + #",{"id":"t2","width":320,"rows":[]}]}"#),
            ("space before the end", text + " "),
            ("a line cut short", String(text.prefix(text.utf8.count * 2 / 3))),
            ("an unclosed string", broken(#""template":"PostCell"#, after: late)),
        ]
        for (name, line) in lines {
            let bytes = Array(line.utf8)
            for (chunkName, chunk) in Self.chunkings.dropFirst() {
                let outputs = try #require(Self.stream(bytes, chunk: chunk), "\(name), \(chunkName)")
                guard case .remainder(let remainder, let lineBytes)? = outputs.items.last else {
                    Issue.record("\(name), \(chunkName): the last piece is not a remainder")
                    continue
                }
                #expect(lineBytes == bytes.count && !outputs.slices.isEmpty)
                var frames: [[UInt8]] = []
                for piece in outputs.slices + [remainder] {
                    var jobs = ShardJobs(maxDocumentBytes: 1 << 30)
                    jobs.append(piece: piece.bytes, origin: Self.origin, part: piece.part)
                    frames.append(RowSliceTests.codec.encode(jobs.encoded, kind: .jobs, runID: 1, shardID: UInt64(frames.count)))
                }
                let whole = try SlicedDocument.whole(frames, codec: RowSliceTests.codec)
                #expect(sameBytes(whole.documents[0].bytes ?? [], bytes), "\(name), \(chunkName)")
            }
        }
        let head = text[..<text.range(of: #""rows":["#)!.upperBound]
        let first = Array((head + #"{"template":"PostCell","data":{"pad":""# + String(repeating: "x", count: 40_000)).utf8)
        let outputs = try #require(Self.stream(first, chunk: { _ in 4096 }))
        guard case .whole(let whole)? = outputs.items.last else {
            Issue.record("an error before the first slice: not sent as a plain document")
            return
        }
        #expect(outputs.items.count == 1 && sameBytes(whole, first))
    }

    /// Lines the stream leaves to be read whole: not an object, a large table ending
    /// inside the first bytes (RowSlicer cuts it), a head that does not end there.
    @Test func linesItCannotStreamAreDeclined() {
        let row = #"{"template":"T","data":{"h":1}}"#
        let rows = Array(repeating: row, count: 3000).joined(separator: ",")
        for text in ["[" + rows + "]",
                     #"{"tables":[{"rows":["# + Array(repeating: row, count: 800).joined(separator: ",") + "]},{\"rows\":[" + rows + "]}]}",
                     #"{"pad":""# + String(repeating: "x", count: 40_000) + #"","tables":[{"rows":["# + rows + "]}]}"] {
            #expect(Self.stream(Array(text.utf8), chunk: { _ in 4096 }) == nil, "\(text.prefix(40))")
        }
        let small = #"{"tables":[{"rows":["# + Array(repeating: row, count: 10).joined(separator: ",") + "]},{\"rows\":[" + rows + "]}]}"
        let bytes = Array(small.utf8)
        var expected: RowSlicer.Piece?
        bytes.withUnsafeBufferPointer { buffer in
            Self.slicer.cut(buffer)?.forEachPiece(of: buffer) { if expected == nil, case .slice = $0.part { expected = $0 } }
        }
        let first = Self.stream(bytes, chunk: { _ in 4096 })?.slices.first
        #expect(first?.part == expected?.part && first.map { sameBytes($0.bytes, expected?.bytes ?? []) } == true)
        if case .slice(let table, _, _)? = first?.part { #expect(table == 1) }
    }

    /// A line that grows past the reader's cap after its first slices went out: the run
    /// writes the error record of a document too large, as when nothing was sliced.
    @Test func aStreamedLinePastTheCapIsReportedTooLarge() throws {
        let outputs = try #require(Self.stream(RowSliceTests.documents[0], chunk: { _ in 10_000 }, maxBytes: 150_000))
        #expect(!outputs.slices.isEmpty)
        guard case .tooLarge? = outputs.items.last else {
            Issue.record("the last piece is not a document too large")
            return
        }
        // Over two reads (256 KiB each) without its end: the reader's cap applies.
        let text = String(decoding: RowSliceTests.documents[0], as: UTF8.self)
        let rows = text[text.range(of: #""rows":["#)!.upperBound..<text.index(text.endIndex, offsetBy: -4)]
        let long = String(text.dropLast(4)) + "," + String(rows) + "," + String(rows) + "]}]}"
        let scratch = try Scratch()
        let small = #"{"format":"trellis/1","tables":[]}"#
        try scratch.write("in/t.jsonl", small + "\n" + long + "\n" + small + "\n")
        var outputsOfRuns: [[UInt8]] = []
        for sliceBytes in [4096, 1 << 28] {
            var run = EmbeddedRun(inputs: [scratch.path + "/in"], output: scratch.path + "/out\(sliceBytes).jsonl", workers: 2)
            run.coordinator.progress = false
            run.coordinator.maxDocumentBytes = 500_000
            run.coordinator.plan = ShardPlan(targetBytes: 4096, maxDocuments: 1024, sliceBytes: sliceBytes, streamedLineBytes: 64 * 1024)
            let report = try run.run(log: { _ in })
            #expect(report.failure == nil)
            #expect(report.totals.tally.errors == 1 && report.totals.documents == 3)
            outputsOfRuns.append(scratch.read("out\(sliceBytes).jsonl"))
        }
        #expect(sameBytes(outputsOfRuns[0], outputsOfRuns[1]))
        #expect(String(decoding: outputsOfRuns[0], as: UTF8.self).contains("\"error\""))
    }
}
