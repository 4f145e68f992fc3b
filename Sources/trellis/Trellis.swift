import ArgumentParser

import Glibc

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Solve Auto Layout documents and raw constraint systems in bulk.",
        version: BuildInfo.description,
        subcommands: [Solve.self, Check.self, Render.self, Import.self, Gen.self, CoordinatorCommand.self, WorkerCommand.self, Keygen.self])

    /// format.md §6 makes bad usage exit status 2; ArgumentParser's default is 64
    /// (EX_USAGE), so usage errors are mapped here and everything else passes through.
    static func main() {
        do {
            var command = try parseAsRoot()
            // `trellis` alone names no work: show what there is, as a usage error.
            guard !(command is Trellis) else {
                printError(helpMessage())
                Glibc.exit(2)
            }
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Glibc.exit(2)
            }
            exit(withError: error)
        }
    }
}
