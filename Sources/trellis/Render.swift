import ArgumentParser
import TrellisDocument

import Glibc

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw one screen, or one row of a table, as SVG.",
        discussion: "Views are rectangles in root coordinates, shaded by depth; guides are dashed.")

    @Argument(help: "A file, a folder, or - for standard input.")
    var input: String

    @Option(help: "The id of the screen or table to draw.")
    var id: String

    @Option(parsing: .unconditional, help: "The row of a table to draw (default 0).")
    var row: Int?

    @Option(name: .short, help: ArgumentHelp("The SVG file to write.", valueName: "out"))
    var output: String

    @Option(help: LabelSizes.help)
    var labelSizes: LabelSizes = .measure

    func validate() throws {
        guard row.map({ $0 >= 0 }) ?? true else { throw ValidationError("--row must be 0 or more") }
        try validateOutputs([output], inputs: [input])
    }

    func run() throws {
        var rendered: RenderedJob?
        var failure: String?
        do throws(InputError) {
            let reader = DocumentReader()
            for file in try InputFile.expand([input]) where rendered == nil && failure == nil {
                try reader.forEachDocument(in: file) { bytes, origin in
                    guard rendered == nil, failure == nil, case .complete(let document) = bytes else { return }
                    do throws(DocumentError) {
                        rendered = try renderSVG(document, origin: origin, id: id, row: row, labelSizes: labelSizes)
                    } catch {
                        failure = "\(origin.fallbackID): \(error.message) (\(error.pointer))"
                    }
                }
            }
        } catch {
            printError("trellis: \(error)")
            throw ExitCode(1)
        }
        if let failure {
            printError("trellis: \(failure)")
            throw ExitCode(3)
        }
        let svg: String
        switch rendered {
        case .svg(let drawn)?:
            svg = drawn
        case .missingRow(let rows)?:
            printError("trellis: --row \(row ?? 0): table \(id) has \(rows) rows")
            throw ExitCode(2)
        case nil:
            printError("trellis: no screen or table with id \(id) in \(input)")
            throw ExitCode(1)
        }
        guard let stream = fopen(output, "w"), fputs(svg, stream) >= 0, fclose(stream) == 0 else {
            printError("trellis: cannot write \(output): \(String(cString: strerror(errno)))")
            throw ExitCode(1)
        }
    }
}
