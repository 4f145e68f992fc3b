import ArgumentParser
import TrellisDocument

import Glibc

struct Gen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write synthetic layout documents: feeds, settings lists, chats and product grids.",
        discussion: """
            Each table is one document (one JSON line) with its templates; files in OUT hold \
            up to \(Gen.tablesPerFile) tables each. The same seed writes the same bytes.
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
        var table = 0
        var file = 0
        while table < tables {
            let path = "\(output)/tables-\(String(repeating: "0", count: max(0, 4 - String(file).count)))\(file).jsonl"
            guard let stream = fopen(path, "w") else {
                printError("trellis: cannot write \(path): \(String(cString: strerror(errno)))")
                throw ExitCode(1)
            }
            for index in table..<min(tables, table + Gen.tablesPerFile) {
                let bytes = generator.document(index)
                _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stream) }
            }
            guard fclose(stream) == 0 else {
                printError("trellis: cannot write \(path): \(String(cString: strerror(errno)))")
                throw ExitCode(1)
            }
            table += Gen.tablesPerFile
            file += 1
        }
        printError("trellis: wrote \(tables) tables of \(rows) rows into \(output)")
    }
}
