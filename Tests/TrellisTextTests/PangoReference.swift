import Foundation

/// Pango, run as an independent reference: Tests/TextReference/pango_lines.c built once
/// per test run with the C compiler and pkg-config (scripts/bootstrap installs Pango's
/// development files), then fed the same texts, font, size and widths.
enum PangoReference {
    struct Layout: Hashable {
        var lines: Int
        var width: Int
        var height: Int
    }

    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let corpus = sourceFolder.appendingPathComponent("Corpus")

    private static let binary: Result<URL, ReferenceError> = build()

    struct ReferenceError: Error, CustomStringConvertible {
        var description: String
    }

    /// Line counts and pixel sizes by (text index, width).
    static func layouts(texts: URL, family: String, size: Double, widths: [Double]) throws -> [[Layout]] {
        let output = try run(
            binary.get().path,
            ["--texts", texts.path, "--font", family, "--size", "\(size)",
             "--widths", widths.map { "\($0)" }.joined(separator: ",")])
        var result: [[Layout]] = []
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 6, fields[0] == "LINES", let text = Int(fields[1]), let lines = Int(fields[3]),
                let width = Int(fields[4]), let height = Int(fields[5])
            else { throw ReferenceError(description: "unexpected output from pango_lines: \(line)") }
            if text == result.count { result.append([]) }
            result[text].append(Layout(lines: lines, width: width, height: height))
        }
        return result
    }

    /// Builds into the package's .build folder, under a name of its own first so that two
    /// test runs at once never run a half-written binary.
    private static func build() -> Result<URL, ReferenceError> {
        let root = sourceFolder.deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent(".build/text-reference")
        let output = folder.appendingPathComponent("pango_lines")
        let building = folder.appendingPathComponent("pango_lines.\(getpid())")
        let source = root.appendingPathComponent("Tests/TextReference/pango_lines.c")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let flags = try run("/usr/bin/env", ["pkg-config", "--cflags", "--libs", "pangocairo"])
                .split(whereSeparator: \.isWhitespace).map(String.init)
            _ = try run("/usr/bin/env", ["cc", "-O2", source.path] + flags + ["-o", building.path])
            guard rename(building.path, output.path) == 0 else {
                throw ReferenceError(description: "cannot move the built reference to \(output.path)")
            }
            return .success(output)
        } catch {
            return .failure(ReferenceError(description: "cannot build the Pango reference (run scripts/bootstrap): \(error)"))
        }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ReferenceError(description: "\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
