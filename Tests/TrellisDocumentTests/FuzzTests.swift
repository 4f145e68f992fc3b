import Testing
@testable import TrellisDocument

/// Thousands of random and mutated inputs through the parsers: any crash, hang or trap
/// fails the run. The seed is fixed so a failure reproduces; `fuzz/` runs libFuzzer
/// for the open-ended search.
@Suite("Fuzz")
struct FuzzTests {
    static let seeds = [
        #"{"format":"trellis-system/1","id":"sys-1","constraints":[{"expr":"x + 2*y >= 10","strength":"required"},{"expr":"x == 3","strength":5.5},{"expr":"y <= x","strength":"weak"}],"edits":[{"variable":"x","strength":"strong","value":40}]}"#,
        #"{"a": [1, -2.5e-3, true, false, null, {"b": "\u00e9\uD83D\uDE00\n"}], "c": {}}"#,
        #"[[[[[]]]], {"k": [0.1, 1E+2, -0]}]"#,
        "x + 2*y >= 10", "-(a - 2*(b + 1)) * 3 == --c / 4 + 1e-3", "view.left <= (w - 16) / 2",
    ]

    static let alphabet = Array(#"{}[]:,"\ -+*/=<>().0123456789eEtrufalsnxyu\#n\#t"#.utf8) + [0x00, 0x80, 0xC3, 0xA9, 0xED, 0xF0, 0xFF]

    static func mutate(_ input: [UInt8], with random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !bytes.isEmpty: bytes.remove(at: position)
            case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
            case 2 where !bytes.isEmpty: bytes[position] = alphabet.randomElement(using: &random)!
            case 3 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 4 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            default:
                bytes = Array(bytes.prefix(position))
            }
        }
        return bytes
    }

    @Test func mutatedInputsNeverCrashTheParsers() {
        var random = SplitMix64(seed: 0x7E11_15)
        var parsed = 0
        for round in 0..<20_000 {
            let seed = Array(Self.seeds[round % Self.seeds.count].utf8)
            let bytes = Self.mutate(seed, with: &random)
            if (try? JSONParser.parse(bytes)) != nil { parsed += 1 }
            _ = try? ExpressionParser.parse(String(decoding: bytes, as: UTF8.self))
            _ = bytes.withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "fuzz", isWholeFile: true)) }
        }
        // Some mutations must keep the input valid, or the test explores nothing.
        #expect(parsed > 100)
    }

    @Test func randomBytesNeverCrashTheParsers() {
        var random = SplitMix64(seed: 99)
        for _ in 0..<10_000 {
            let count = Int.random(in: 0..<64, using: &random)
            let bytes = (0..<count).map { _ in Self.alphabet.randomElement(using: &random)! }
            _ = try? JSONParser.parse(bytes)
            _ = try? ExpressionParser.parse(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func errorPositionsStayInsideTheInput() {
        var random = SplitMix64(seed: 5)
        for round in 0..<5_000 {
            let bytes = Self.mutate(Array(Self.seeds[round % 3].utf8), with: &random)
            do {
                _ = try JSONParser.parse(bytes)
            } catch {
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                #expect(error.line >= 1 && error.line <= lines.count)
                #expect(error.column >= 1 && error.column <= lines[error.line - 1].count + 1)
            }
        }
    }
}
