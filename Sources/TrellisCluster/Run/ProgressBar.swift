import Glibc
import TrellisDocument

/// A one-line progress bar on standard error, redrawn at most five times a second and
/// only when standard error is a terminal (a log file gets the final report, not a
/// stream of carriage returns). Progress is measured in input bytes; standard input has
/// no known size, so it then shows a count and a rate without an ETA.
struct ProgressBar {
    private let totalBytes: Int?
    private let started = Monotonic.now
    private var lastDrawn: UInt64 = 0
    private var drawn = false

    /// nil when standard error is not a terminal.
    init?(inputs: [InputFile]) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        var total = 0
        for input in inputs {
            guard input.path != "-", case .success(let info) = input.systemPath.status() else {
                totalBytes = nil
                return
            }
            total += Int(info.st_size)
        }
        totalBytes = total
    }

    mutating func update(bytesRead: Int, rows: Int) {
        let now = Monotonic.now
        guard now - lastDrawn >= 200_000_000 else { return }
        lastDrawn = now
        let seconds = Double(now - started) / 1e9
        let rate = seconds > 0 ? Double(rows) / seconds : 0
        var line = "\r"
        if let totalBytes, totalBytes > 0 {
            // Compressed inputs inflate past their file size; hold at 99% until the end.
            let fraction = min(Double(bytesRead) / Double(totalBytes), 0.99)
            let width = 30
            let filled = Int(fraction * Double(width))
            line += "[" + String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled) + "] "
            line += "\(Int(fraction * 100))% "
            if fraction > 0.01 { line += "ETA \(Int((seconds / fraction - seconds).rounded())) s, " }
        }
        line += "\(rows) rows, \(Int(rate.rounded())) rows/s\u{1B}[K"
        write(line)
        drawn = true
    }

    /// Clears the line before the final report.
    func finish() {
        if drawn { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
