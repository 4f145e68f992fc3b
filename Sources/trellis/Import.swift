import ArgumentParser
import TrellisDocument

import Glibc

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write Interface Builder files as trellis/1 documents.",
        discussion: """
            Each .xib or .storyboard becomes DIR/STEM.json: a template and a screen per \
            layout root, with the record ids `trellis solve` gives the file and views named \
            from their userLabel (or their class and a counter). Roots that cannot be laid \
            out are left out and named on standard error; the exit status is then 3.
            """)

    @Argument(help: "Interface Builder files (.xib, .storyboard).")
    var inputs: [String]

    @Option(name: .short, help: ArgumentHelp("The folder to write into (created if needed).", valueName: "dir"))
    var output: String

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one .xib or .storyboard file") }
    }

    func run() throws {
        guard mkdir(output, 0o755) == 0 || errno == EEXIST else {
            printError("trellis: cannot create \(output): \(String(cString: strerror(errno)))")
            throw ExitCode(1)
        }
        var incomplete = false
        for input in inputs {
            var bytes: [UInt8] = []
            do throws(InputError) {
                try DocumentReader().forEachDocument(in: InputFile(path: input, layout: .wholeFile)) { document, _ in
                    if case .complete(let buffer) = document { bytes = Array(buffer) }
                }
            } catch {
                printError("trellis: \(error)")
                throw ExitCode(1)
            }
            let imported: (json: [UInt8], skipped: [String])
            do throws(DocumentError) {
                imported = try bytes.withUnsafeBufferPointer { buffer throws(DocumentError) in try InterfaceBuilderImport.document(buffer, path: input) }
            } catch {
                printError("trellis: \(input): \(error.message)")
                incomplete = true
                continue
            }
            for message in imported.skipped { printError("trellis: left out \(message)") }
            incomplete = incomplete || !imported.skipped.isEmpty
            let path = "\(output)/\(InterfaceBuilderImport.stem(of: input)).json"
            guard let stream = fopen(path, "w") else {
                printError("trellis: cannot write \(path): \(String(cString: strerror(errno)))")
                throw ExitCode(1)
            }
            _ = imported.json.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stream) }
            guard fclose(stream) == 0 else {
                printError("trellis: cannot write \(path): \(String(cString: strerror(errno)))")
                throw ExitCode(1)
            }
        }
        if incomplete { throw ExitCode(3) }
    }
}
