import Testing
@testable import TrellisDocument

/// Random well-formed systems through the whole pipeline: every required constraint
/// that was not reported as broken must hold in the solution.
@Suite("System properties")
struct SystemPropertyTests {
    static let names = ["a", "b", "c", "d", "e"]
    static let strengths = [#""required""#, #""required""#, #""strong""#, #""medium""#, #""weak""#, "2.5", "700"]

    static func randomSystem(_ random: inout SplitMix64) -> String {
        func term() -> String {
            let coefficient = Int.random(in: -3...3, using: &random)
            let name = names.randomElement(using: &random)!
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return "\(coefficient)*\(name)"
            case 1: return "\(name)*\(coefficient)"
            case 2: return "\(name)/\(coefficient == 0 ? 2 : coefficient)"
            default: return name
            }
        }
        func side() -> String {
            var text = Int.random(in: 0..<3, using: &random) == 0 ? "" : term()
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                text += (Bool.random(using: &random) ? " + " : " - ") + term()
            }
            let constant = Int.random(in: -100...100, using: &random)
            return text.isEmpty ? "\(constant)" : text + " + \(constant)"
        }
        var constraints: [String] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let relation = ["==", ">=", "<="].randomElement(using: &random)!
            let strength = strengths.randomElement(using: &random)!
            constraints.append(#"{"expr":"\#(side()) \#(relation) \#(side())","strength":\#(strength)}"#)
        }
        var edits: [String] = []
        for name in names.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
            edits.append(#"{"variable":"\#(name)","strength":"strong","value":\#(Int.random(in: -50...50, using: &random))}"#)
        }
        return #"{"format":"trellis-system/1","id":"p","constraints":[\#(constraints.joined(separator: ","))],"edits":[\#(edits.joined(separator: ","))]}"#
    }

    @Test func requiredConstraintsHoldUnlessReported() throws {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<3_000 {
            let text = Self.randomSystem(&random)
            guard case .object(let object) = try JSONParser.parse(text) else { return }
            let document = try SystemDocument(object)
            let solution = try document.solve()
            var value: [String: Double] = [:]
            for (name, solved) in zip(solution.names, solution.values) { value[name] = solved }
            let broken = Set(solution.issues.compactMap { issue -> String? in
                guard case .unsatisfiable(let text, _, _) = issue else { return nil }
                return text
            })
            for entry in document.constraints where entry.strength.isRequired && !broken.contains(entry.text) {
                var residual = entry.relation.constant
                var scale = abs(entry.relation.constant)
                for term in entry.relation.terms {
                    residual += term.coefficient * (value[term.name] ?? .nan)
                    scale += abs(term.coefficient * (value[term.name] ?? 0))
                }
                let tolerance = 1e-7 * max(1, scale)
                let holds: Bool
                switch entry.relation.relation {
                case .equal: holds = abs(residual) <= tolerance
                case .greaterThanOrEqual: holds = residual >= -tolerance
                case .lessThanOrEqual: holds = residual <= tolerance
                }
                #expect(holds, "\(entry.text) is off by \(residual) in \(text) → \(solution)")
            }
        }
    }
}
