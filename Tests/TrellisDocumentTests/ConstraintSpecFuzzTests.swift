import Testing
import TrellisLayout
@testable import TrellisDocument

/// Random and mutated constraint text through both parsers: they must return or throw
/// a `ConstraintSyntaxError` pointing inside the text — never trap — and whatever they
/// return must be a constraint UIKit would accept.
@Suite("ConstraintSpecFuzz")
struct ConstraintSpecFuzzTests {
    static let views: Set<String> = ["a", "b", "c", "avatar", "title"]
    static let values: [String: Double] = ["pad": 8, "zero": 0, "big": 1e308, "$k": 3, "$neg": -1]

    /// Tokens of both grammars, so random strings get past the first character often.
    static let pieces = [
        "H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", ">=", "<=", "=", "<", ">", "a", "b", "c", "avatar",
        "pad", "zero", "big", "$k", "$neg", "$", "8", "0", "-5", "1e999", "0.5", ".", "*", "/", "+", " ", "\t",
        ".width", ".leading", ".left", ".top", ".centerY", ".heightAnchor", ".layoutMarginsGuide", "superview",
        "required", "defaultHigh", "750", "1001", "é", "\u{0}", "😀", "\n",
    ]

    /// Alignments that suit rows, columns, or neither, so some formats keep parsing.
    static let optionChoices: [[VisualFormatAlignment]] = [[], [.alignAllTop], [.alignAllLeading, .alignAllCenterX]]

    /// A sentence of one grammar or the other, right or wrong only in ways the grammar
    /// allows (axes, pairings, values), so a good share of them parse.
    static func generated(using random: inout SplitMix64) -> String {
        func pick(_ choices: [String]) -> String { choices.randomElement(using: &random)! }
        let numbers = ["8", "0", "0.5", "-3", "1e2", "pad", "zero", "$k", "$neg", "big"]
        if Bool.random(using: &random) {
            let items = ["a", "title", "superview", "superview.layoutMarginsGuide", "root.safeAreaLayoutGuide", "card.contentLayoutGuide"]
            let attributes = LayoutAttribute.allCases.map(\.rawValue) + ["widthAnchor", "leadingAnchor", "topAnchor"]
            func anchor() -> String { pick(items) + "." + pick(attributes) }
            let space = pick([" ", "", "  "])
            var text = anchor() + space + pick(["==", ">=", "<="]) + space
            switch Int.random(in: 0..<4, using: &random) {
            case 0: text += pick(numbers)
            case 1: text += pick(numbers) + " * " + anchor()
            case 2: text += anchor() + pick(["", " * \(pick(numbers))", " / \(pick(numbers))"])
            default: text += anchor() + pick([" + ", " - "]) + pick(numbers)
            }
            return text + pick(["", "", " @750", " @defaultLow", " @required", "@fittingSizeLevel", " @$k", " @1000"])
        }
        func predicate(inView: Bool) -> String {
            pick(["", "==", ">=", "<="]) + pick(numbers + (inView ? ["b", "c"] : [])) + pick(["", "@750", "@1", "@pad"])
        }
        func connection() -> String {
            pick(["", "-", "-8-", "-pad-", "-(\(predicate(inView: false)))-", "-(\(predicate(inView: false)),\(predicate(inView: false)))-"])
        }
        func view() -> String {
            "[" + pick(["a", "b", "c", "avatar", "title"]) + pick(["", "(\(predicate(inView: true)))", "(\(predicate(inView: true)),\(predicate(inView: true)))"]) + "]"
        }
        var text = pick(["", "H:", "V:"]) + pick(["", "|" + connection()]) + view()
        for _ in 0..<Int.random(in: 0...3, using: &random) { text += connection() + view() }
        return text + pick(["", connection() + "|"])
    }

    static func randomText(using random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        case 1:
            return generated(using: &random)
        default:
            var bytes = Array(generated(using: &random).utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1: bytes.insert(contentsOf: pieces.randomElement(using: &random)!.utf8, at: position)
                case 2 where position < bytes.count: bytes[position] = UInt8.random(in: 0...255, using: &random)
                default: bytes = Array(bytes.prefix(position))
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func checkError(_ error: ConstraintSyntaxError, in text: String) {
        #expect(!error.message.isEmpty)
        let column = error.column ?? 0
        #expect(column >= 1 && column <= text.count + 1, "column \(column) outside \(text.debugDescription)")
    }

    static func checkValid(_ spec: ConstraintSpec, from text: String) {
        #expect(spec.priority >= 1 && spec.priority <= 1000, "\(text.debugDescription)")
        #expect(spec.multiplier.isFinite && spec.constant.isFinite, "\(text.debugDescription)")
        if let second = spec.second {
            #expect(second.attribute.axis == spec.first.attribute.axis, "\(text.debugDescription)")
            #expect(Set([spec.first.attribute.family, second.attribute.family]) != [.absolute, .directional])
            #expect(!spec.first.attribute.isLocation || spec.multiplier != 0, "\(text.debugDescription)")
        } else {
            #expect(!spec.first.attribute.isLocation, "\(text.debugDescription)")
        }
    }

    @Test func randomTextNeverTraps() {
        var random = SplitMix64(seed: 0xC0_457A_1275)
        var anchorsParsed = 0
        var formatsParsed = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(using: &random)
            let resolve: ConstraintValueResolver = { Self.values[$0] }
            do {
                let spec = try AnchorConstraintParser.parse(text, resolve: resolve)
                Self.checkValid(spec, from: text)
                anchorsParsed += 1
            } catch {
                Self.checkError(error, in: text)
            }
            do {
                let options = Self.optionChoices.randomElement(using: &random)!
                let specs = try VisualFormatParser.parse(text, options: options, views: Self.views, resolve: resolve)
                for spec in specs {
                    Self.checkValid(spec, from: text)
                    // Generated constraints read back as themselves.
                    #expect((try? AnchorConstraintParser.parse(spec.text)) == spec, "\(spec.text.debugDescription)")
                }
                formatsParsed += 1
            } catch {
                Self.checkError(error, in: text)
            }
        }
        // Enough text must stay valid, or the test explores nothing past the errors.
        #expect(anchorsParsed > 500)
        #expect(formatsParsed > 500)
    }
}
