import ArgumentParser

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Solve Auto Layout documents and raw constraint systems in bulk.",
        subcommands: [])
}
