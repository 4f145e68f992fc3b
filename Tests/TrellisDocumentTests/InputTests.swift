import Foundation
import Testing
@testable import TrellisDocument

/// Reading inputs: folders, JSON Lines, gzip, standard-input streams, size caps.
@Suite("Inputs")
struct InputTests {
    /// A fresh folder under the temporary directory, removed when the test ends.
    final class Scratch {
        let path: String

        init() throws {
            path = NSTemporaryDirectory() + "trellis-input-tests-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        @discardableResult
        func write(_ name: String, _ text: String) throws -> String {
            try write(name, Data(text.utf8))
        }

        @discardableResult
        func write(_ name: String, _ data: Data) throws -> String {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: file))
            return file
        }
    }

    /// Compresses with the system's `gzip`, independent of the code under test.
    static func gzip(_ data: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread { input.fileHandleForWriting.write(data); try? input.fileHandleForWriting.close() }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed
    }

    struct Read: Equatable, CustomStringConvertible {
        var text: String?
        var line: Int
        var column: Int
        var description: String { "\(line):\(column) \(text ?? "<too large>")" }
    }

    static func documents(_ input: InputFile, cap: Int = DocumentReader.defaultMaxDocumentBytes) throws -> [Read] {
        var out: [Read] = []
        try DocumentReader(maxDocumentBytes: cap).forEachDocument(in: input) { bytes, origin in
            switch bytes {
            case .complete(let document): out.append(Read(text: String(decoding: document, as: UTF8.self), line: origin.line, column: origin.column))
            case .tooLarge: out.append(Read(text: nil, line: origin.line, column: origin.column))
            }
        }
        return out
    }

    @Test func foldersAreReadRecursivelyInByteOrder() throws {
        let scratch = try Scratch()
        for name in ["b.json", "a/z.jsonl", "a/b/c.json.gz", "B.json", "a.jsonl.gz", "skip.txt", "a-b.json", "x.json.bak"] {
            try scratch.write(name, "{}")
        }
        let inputs = try InputFile.expand([scratch.path])
        let names = inputs.map { String($0.path.dropFirst(scratch.path.count + 1)) }
        #expect(names == ["B.json", "a-b.json", "a.jsonl.gz", "a/b/c.json.gz", "a/z.jsonl", "b.json"])
        #expect(inputs.map(\.layout) == [.wholeFile, .wholeFile, .lines, .wholeFile, .lines, .wholeFile])
    }

    @Test func argumentsKeepTheirOrderAndStdinIsAStream() throws {
        let scratch = try Scratch()
        let second = try scratch.write("2.json", "{}")
        let first = try scratch.write("1.txt", "{}")
        #expect(try InputFile.expand([second, "-", first]) == [
            InputFile(path: second, layout: .wholeFile), InputFile(path: "-", layout: .stream),
            InputFile(path: first, layout: .wholeFile),
        ])
    }

    /// Skipping what cannot be read would lose its records without a word.
    @Test(arguments: ["dangling", "looping"])
    func aLinkThatLeadsNowhereInAFolderFailsTheRun(kind: String) throws {
        let scratch = try Scratch()
        try scratch.write("a.json", "{}")
        let link = scratch.path + "/b.json"
        #expect(symlink(kind == "dangling" ? "nowhere.json" : "b.json", link) == 0)
        #expect {
            try InputFile.expand([scratch.path])
        } throws: { error in
            let message = (error as? InputError)?.message ?? ""
            return message.contains("b.json") && message.contains(kind == "dangling" ? "No such file" : "Too many levels")
        }
    }

    /// File names are bytes: one that is not UTF-8 is read, in a folder and by name.
    @Test func aFileWhoseNameIsNotUTF8IsRead() throws {
        let scratch = try Scratch()
        var name = Array((scratch.path + "/b").utf8) + [0xFF] + Array(".json".utf8)
        name.append(0)
        let descriptor = name.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        #expect(descriptor >= 0)
        _ = write(descriptor, "{\"k\":1}", 7)
        close(descriptor)
        let inputs = try InputFile.expand([scratch.path])
        #expect(inputs.count == 1)
        #expect(inputs.first?.path.hasSuffix("/b\\xFF.json") == true)
        #expect(try inputs.first.map { try Self.documents($0) } == [Read(text: "{\"k\":1}", line: 1, column: 1)])
    }

    @Test func missingInputFailsTheRun() throws {
        #expect(throws: InputError.self) { try InputFile.expand(["/nonexistent/trellis/input.json"]) }
    }

    @Test func jsonLinesSkipBlankLinesAndKeepLineNumbers() throws {
        let scratch = try Scratch()
        let file = try scratch.write("d.jsonl", "{\"a\":1}\n\n  \t\n{\"b\":2}\r\n{\"c\":3}")
        #expect(try Self.documents(InputFile(path: file, layout: .lines)) == [
            Read(text: "{\"a\":1}", line: 1, column: 1), Read(text: "{\"b\":2}", line: 4, column: 1),
            Read(text: "{\"c\":3}", line: 5, column: 1),
        ])
    }

    @Test func longLinesStreamAcrossReadChunks() throws {
        let scratch = try Scratch()
        let long = "{\"s\":\"" + String(repeating: "x", count: 600_000) + "\"}"
        let file = try scratch.write("long.jsonl", long + "\n{}\n" + long + "\n")
        let read = try Self.documents(InputFile(path: file, layout: .lines))
        #expect(read.map(\.text) == [long, "{}", long])
        #expect(read.map(\.line) == [1, 2, 3])
    }

    @Test func documentsOverTheCapAreSkipped() throws {
        let scratch = try Scratch()
        let big = "[" + String(repeating: "1,", count: 400_000) + "1]"
        let lines = try scratch.write("cap.jsonl", "{}\n" + big + "\n{\"after\":1}\n")
        #expect(try Self.documents(InputFile(path: lines, layout: .lines), cap: 1000) == [
            Read(text: "{}", line: 1, column: 1), Read(text: nil, line: 2, column: 1),
            Read(text: "{\"after\":1}", line: 3, column: 1),
        ])
        let whole = try scratch.write("cap.json", big)
        #expect(try Self.documents(InputFile(path: whole, layout: .wholeFile), cap: 1000) == [Read(text: nil, line: 1, column: 1)])
    }

    /// An Interface Builder file past the XML reader's limit is read only one byte past
    /// it: however large the file, that is enough for the reader to refuse it.
    @Test func anInterfaceBuilderFileIsReadOnlyToItsLimit() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Huge.xib", Data(repeating: UInt8(ascii: " "), count: XMLTreeParser.maxBytes + 3 * FileSource.chunkSize))
        var counts: [Int] = []
        try DocumentReader().forEachDocument(in: InputFile(path: file, layout: .wholeFile)) { bytes, origin in
            guard case .complete(let document) = bytes else { return }
            counts.append(document.count)
            let records = solveDocument(document, origin: origin)
            guard case .error(_, .document, let error) = records.first else { Issue.record("\(records)"); return }
            #expect(error.message.hasPrefix("the file is larger than \(XMLTreeParser.maxBytes) bytes"))
        }
        #expect(counts == [XMLTreeParser.maxBytes + 1])
    }

    @Test func gzipIsInflatedMemberAfterMember() throws {
        let scratch = try Scratch()
        let first = "{\"a\":1}\n{\"b\":2}\n"
        let second = "{\"c\":3}\n"
        let file = try scratch.write("d.jsonl.gz", try Self.gzip(Data(first.utf8)) + Self.gzip(Data(second.utf8)))
        #expect(try Self.documents(InputFile(path: file, layout: .lines)).map(\.text) == ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"])
    }

    @Test func largeGzipStreams() throws {
        let scratch = try Scratch()
        var text = ""
        for index in 0..<50_000 { text += "{\"format\":\"trellis-system/1\",\"id\":\"s\(index)\"}\n" }
        let file = try scratch.write("big.jsonl.gz", try Self.gzip(Data(text.utf8)))
        let read = try Self.documents(InputFile(path: file, layout: .lines))
        #expect(read.count == 50_000)
        #expect(read.last?.text == "{\"format\":\"trellis-system/1\",\"id\":\"s49999\"}")
    }

    @Test func corruptOrTruncatedGzipFailsTheRun() throws {
        let scratch = try Scratch()
        let compressed = try Self.gzip(Data(String(repeating: "{\"a\":1}\n", count: 1000).utf8))
        let truncated = try scratch.write("t.jsonl.gz", compressed.prefix(compressed.count / 2))
        #expect(throws: InputError.self) { try Self.documents(InputFile(path: truncated, layout: .lines)) }
        var flipped = compressed
        flipped[20] ^= 0xFF
        let corrupt = try scratch.write("c.jsonl.gz", flipped)
        #expect(throws: InputError.self) { try Self.documents(InputFile(path: corrupt, layout: .lines)) }
    }

    @Test func gzipIsDetectedByContentNotName() throws {
        let scratch = try Scratch()
        let file = try scratch.write("plain-name.json", try Self.gzip(Data("{\"a\":1}".utf8)))
        #expect(try Self.documents(InputFile(path: file, layout: .wholeFile)).map(\.text) == ["{\"a\":1}"])
    }

    @Test func streamsSplitConcatenatedAndPrettyDocuments() throws {
        let scratch = try Scratch()
        let text = "{\"a\": [1, {\"b\": \"}]\\\"\"}]}\n{\n  \"c\": 2\n} [3]\"s\" 42 true\n  {\"d\":"
        let file = try scratch.write("stream", text)
        #expect(try Self.documents(InputFile(path: file, layout: .stream)) == [
            Read(text: "{\"a\": [1, {\"b\": \"}]\\\"\"}]}", line: 1, column: 1),
            Read(text: "{\n  \"c\": 2\n}", line: 2, column: 1),
            Read(text: "[3]", line: 4, column: 3),
            Read(text: "\"s\"", line: 4, column: 6),
            Read(text: "42", line: 4, column: 10),
            Read(text: "true", line: 4, column: 13),
            Read(text: "{\"d\":", line: 5, column: 3),
        ])
    }
}
