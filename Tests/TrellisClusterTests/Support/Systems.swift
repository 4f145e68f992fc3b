import Foundation
import TrellisDocument

/// Small raw-system documents, some of them bad, and what the one-thread `OneThreadRun`
/// writes for them: the reference for runs that should give the same bytes.
enum Systems {
    static func write(_ count: Int, to path: String) throws {
        var text = ""
        for index in 0..<count {
            if index % 7 == 3 {
                text += #"{"format":"trellis-system/1","id":"bad-\#(index)","constraints":[{"expr":"x =="}]}"# + "\n"
            } else {
                text += #"{"format":"trellis-system/1","id":"s\#(index)","constraints":[{"expr":"x + 2*y >= \#(index)"},{"expr":"x == \#(index % 5)","strength":"weak"}]}"# + "\n"
            }
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func reference(for inputs: [String], scratch: Scratch) throws -> [UInt8] {
        let out = scratch.path + "/reference-\(UUID().uuidString).jsonl"
        _ = try OneThreadRun(inputs: inputs, output: out)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
    }
}
