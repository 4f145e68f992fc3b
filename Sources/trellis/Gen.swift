import ArgumentParser
import TrellisDocument

import Glibc

/// A write that failed, with its `errno`.
private struct WriteFailure: Error {
    var code: Int32
}

struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write synthetic layout documents: feeds, settings lists, chats and product grids.",
        discussion: """
            Each table is one document (one JSON line) with its templates; files in OUT hold \
            up to \(Gen.tablesPerFile) tables each. The same seed writes the same bytes. Tables \
            are written as they are made; one has at most \(DocumentGenerator.maxRows(text: false)) rows \
            (\(DocumentGenerator.maxRows(text: true)) with --text), the most one document \
            `trellis solve` reads can hold.
            """)

    static let tablesPerFile = 100

    @Option(parsing: .unconditional, help: "How many tables.")
    var tables = 100

    @Option(parsing: .unconditional, help: "Rows per table.")
    var rows = 100

    @Option(parsing: .unconditional, help: "The seed; the same seed writes the same documents.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The kinds of table, taken in turn: \(DocumentGenerator.Kind.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "kind,..."))
    var kinds = DocumentGenerator.Kind.standard.map(\.rawValue).joined(separator: ",")

    @Flag(help: "Write text feeds instead of --kinds: posts whose labels are measured from real text (sentences, some Chinese, hashtags, long links).")
    var text = false

    @Option(name: .short, help: ArgumentHelp("The folder to write into (created if needed).", valueName: "dir"))
    var output: String

    func validate() throws {
        guard tables >= 0, rows >= 0 else { throw ValidationError("--tables and --rows must be 0 or more") }
        let maxRows = DocumentGenerator.maxRows(text: text)
        guard rows <= maxRows else {
            throw ValidationError("--rows \(rows) makes a table larger than one document may be (\(DocumentReader.defaultMaxDocumentBytes) bytes); at most \(maxRows) rows")
        }
        _ = try parsedKinds()
    }

    func parsedKinds() throws -> [DocumentGenerator.Kind] {
        let names = kinds.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let parsed = names.compactMap(DocumentGenerator.Kind.init(rawValue:))
        guard !names.isEmpty, parsed.count == names.count else {
            let known = DocumentGenerator.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--kinds takes table kinds separated by commas, among \(known)")
        }
        return parsed
    }

    func run() throws {
        var generator = DocumentGenerator(tables: tables, rows: rows, seed: seed, text: text)
        generator.kinds = try parsedKinds()
        guard mkdir(output, 0o755) == 0 || errno == EEXIST else {
            printError("trellis: cannot create \(output): \(String(cString: strerror(errno)))")
            throw ExitCode(1)
        }
        // File numbers have at least four digits, and as many as the last one needs, so
        // the files' byte order (the order a folder is read in) is the tables' order.
        let fileCount = tables / Gen.tablesPerFile + (tables % Gen.tablesPerFile == 0 ? 0 : 1)
        let digits = max(4, String(max(0, fileCount - 1)).count)
        var table = 0
        var file = 0
        while table < tables {
            let number = String(file)
            let path = "\(output)/tables-\(String(repeating: "0", count: digits - number.count))\(number).jsonl"
            guard let stream = fopen(path, "w") else {
                printError("trellis: cannot write \(path): \(String(cString: strerror(errno)))")
                throw ExitCode(1)
            }
            // Written as made, a piece at a time: memory does not grow with the rows.
            do throws(WriteFailure) {
                for index in table..<min(tables, table + Gen.tablesPerFile) {
                    try generator.write(document: index) { piece throws(WriteFailure) in
                        let written = piece.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stream) }
                        guard written == piece.count else { throw WriteFailure(code: errno) }
                    }
                }
                guard fclose(stream) == 0 else { throw WriteFailure(code: errno) }
            } catch {
                printError("trellis: cannot write \(path): \(String(cString: strerror(error.code)))")
                throw ExitCode(1)
            }
            table += Gen.tablesPerFile
            file += 1
        }
        printError("trellis: wrote \(tables) tables of \(rows) rows into \(output)")
    }
}
