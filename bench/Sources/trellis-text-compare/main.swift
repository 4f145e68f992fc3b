// The Trellis half of compare.sh's text-measure; Tests/TextReference/pango_lines.c is
// the Pango half and takes the same options and prints the same lines.
//
//   trellis-text-compare --texts FILE [--font FAMILY] [--size PX] [--widths W,...]
//       LINES <text> <width> <line count> <width px> <height px>   for every pair
//   trellis-text-compare ... --rounds R --budget SECONDS
//       RESULT text-measure <labels/s of the best round> <labels> <checksum>
//
// One label is one (text, width) pair measured from its text: segmented, shaped (or
// found in the word cache) and broken into lines, as a cell's label is. One measurer
// serves the whole run, as one serves a worker thread.
import Foundation
import TrellisText

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard flag.hasPrefix("--"), let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("usage: trellis-text-compare --texts FILE [--font F] [--size PX] [--widths W,...] [--rounds R --budget S]\n".utf8))
        exit(2)
    }
    options[String(flag.dropFirst(2))] = value
}

guard let path = options["texts"], let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("trellis-text-compare: --texts FILE is missing or unreadable\n".utf8))
    exit(2)
}
let texts = contents.split(separator: "\n").map(String.init)
let font = Font(.family(options["font"] ?? "DejaVu Sans"), size: Double(options["size"] ?? "") ?? 17)
let widths = (options["widths"] ?? "200").split(separator: ",").compactMap { Double($0) }
let measurer = TextMeasurer()

do {
    guard let rounds = Int(options["rounds"] ?? "") else {
        var out = ""
        for (index, text) in texts.enumerated() {
            for width in widths {
                let layout = try measurer.measure(text, font: font, width: width)
                out += "LINES \(index) \(String(format: "%g", width)) \(layout.lineCount) \(Int(layout.width)) \(Int(layout.height))\n"
            }
        }
        print(out, terminator: "")
        exit(0)
    }
    let budget = Double(options["budget"] ?? "") ?? 0.2
    var best = 0.0
    var bestLabels = 0
    var checksum = 0
    for _ in 0..<rounds {
        var labels = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed = 0.0
        repeat {
            for text in texts {
                for width in widths {
                    let layout = try measurer.measure(text, font: font, width: width)
                    checksum &+= layout.lineCount + Int(layout.height)
                    labels += 1
                }
            }
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        } while elapsed < budget
        if Double(labels) / elapsed > best {
            best = Double(labels) / elapsed
            bestLabels = labels
        }
    }
    print("RESULT text-measure \(String(format: "%.0f", best)) \(bestLabels) \(checksum)")
} catch {
    FileHandle.standardError.write(Data("trellis-text-compare: \(error)\n".utf8))
    exit(1)
}
