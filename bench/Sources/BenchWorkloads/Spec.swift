import Foundation
import TrellisSolver

/// A constraint system read from a file in `workloads/` (the format is in bench/README.md).
///
/// kiwi/harness.cpp reads the same files with the same rules, so both solvers get the
/// same variables, strengths and constraints, in the same order.
public struct Spec: Sendable {
    struct SpecTerm: Sendable {
        /// A variable, or a parameter in `SpecConstraint.parameterTerms`.
        var index: Int
        var coefficient: Double
    }

    struct SpecConstraint: Sendable {
        var terms: [SpecTerm] = []
        var parameterTerms: [SpecTerm] = []
        var constant = 0.0
        var relation = Relation.equal
        var strength = Strength.required
    }

    /// Values that change per op: op `i` takes `values[i % values.count]`.
    struct Series: Sendable {
        var index: Int
        var values: [Double]

        @inline(__always)
        func at(_ op: Int) -> Double { values[op % values.count] }
    }

    enum Step: Sendable {
        case edit(variable: Int, strength: Strength)
        case parameter(Int, strength: Strength)
        case constraint(Int)
    }

    public private(set) var variables: [String] = []
    var variableIndex: [String: Int] = [:]
    /// kiwi weights; `Strength.weight` clips the required one to `.required` as kiwi does.
    var strengths: [String: Double] = [
        "required": Strength.kiwiRequiredWeight,
        "strong": 1_000_000,
        "medium": 1_000,
        "weak": 1,
    ]
    var parameterIndex: [String: Int] = [:]
    var parameters: [Series] = []
    var parameterEditStrength = Strength.strong
    var constraints: [SpecConstraint] = []
    var steps: [Step] = []
    var suggestions: [Series] = []
    var outputs: [Int] = []

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func load(_ path: String) throws -> Spec {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ParseError(description: "\(path): cannot open")
        }
        var spec = Spec()
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }
            let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if tokens.isEmpty { continue }
            try spec.read(tokens, at: "\(path):\(number + 1)")
        }
        return spec
    }

    private mutating func read(_ tokens: [String], at place: String) throws {
        func fail(_ message: String) -> ParseError { ParseError(description: "\(place): \(message)") }
        func lookup(_ table: [String: Int], _ name: String) throws -> Int {
            guard let index = table[name] else { throw fail("unknown name '\(name)'") }
            return index
        }
        func strength(_ name: String) throws -> Strength {
            guard let weight = strengths[name] else { throw fail("unknown strength '\(name)'") }
            return .weight(weight)
        }
        func series(_ index: Int) throws -> Series {
            let values = try tokens.dropFirst(2).map { token in
                guard let value = Double(token) else { throw fail("bad number '\(token)'") }
                return value
            }
            if values.isEmpty { throw fail("no values") }
            return Series(index: index, values: values)
        }

        switch (tokens[0], tokens.count) {
        case ("var", _):
            for name in tokens.dropFirst() {
                if variableIndex[name] != nil { throw fail("duplicate variable \(name)") }
                variableIndex[name] = variables.count
                variables.append(name)
            }
        case ("strength", 3):
            guard let weight = Double(tokens[2]) else { throw fail("bad weight") }
            strengths[tokens[1]] = min(max(weight, 0), Strength.kiwiRequiredWeight)
        case ("edit", 3):
            steps.append(.edit(variable: try lookup(variableIndex, tokens[1]), strength: try strength(tokens[2])))
        case ("paramedit", 2):
            parameterEditStrength = try strength(tokens[1])
        case ("param", 3...):
            parameterIndex[tokens[1]] = parameters.count
            steps.append(.parameter(parameters.count, strength: parameterEditStrength))
            parameters.append(try series(parameters.count))
        case ("suggest", 3...):
            suggestions.append(try series(try lookup(variableIndex, tokens[1])))
        case ("output", _):
            outputs += try tokens.dropFirst().map { try lookup(variableIndex, $0) }
        case ("c", 5...) where tokens[1].hasSuffix(":"):
            var constraint = SpecConstraint()
            constraint.strength = try strength(String(tokens[1].dropLast()))
            guard let rel = tokens.indices.dropFirst(2).first(where: { ["==", ">=", "<="].contains(tokens[$0]) }) else {
                throw fail("no relation (==, >=, <=)")
            }
            constraint.relation = tokens[rel] == "==" ? .equal : tokens[rel] == ">=" ? .greaterThanOrEqual : .lessThanOrEqual
            try addSide(tokens[2..<rel], sign: 1, to: &constraint, fail: fail)
            try addSide(tokens[(rel + 1)...], sign: -1, to: &constraint, fail: fail)
            steps.append(.constraint(constraints.count))
            constraints.append(constraint)
        default:
            throw fail("cannot read '\(tokens.joined(separator: " "))'")
        }
    }

    /// Adds `sign × side` to `constraint`: a side is `[-]term {(+|-) term}`, a term is
    /// `NUMBER`, `NAME`, `$PARAM`, `NUMBER*NAME` or `NUMBER*$PARAM`, and a leading `-`
    /// negates a term.
    private func addSide(
        _ tokens: ArraySlice<String>, sign: Double, to constraint: inout SpecConstraint,
        fail: (String) -> ParseError
    ) throws {
        var next = 1.0
        var expectTerm = true
        for raw in tokens {
            if !expectTerm {
                switch raw {
                case "+": next = 1
                case "-": next = -1
                default: throw fail("expected + or - before '\(raw)'")
                }
                expectTerm = true
                continue
            }
            var token = Substring(raw)
            var coefficient = sign * next
            if token.first == "-" {
                coefficient = -coefficient
                token = token.dropFirst()
            }
            if let number = Double(token) {
                constraint.constant += coefficient * number
            } else {
                var name = token
                if let star = token.firstIndex(of: "*") {
                    guard let factor = Double(token[..<star]) else { throw fail("bad coefficient in '\(raw)'") }
                    coefficient *= factor
                    name = token[token.index(after: star)...]
                }
                if name.first == "$" {
                    guard let index = parameterIndex[String(name.dropFirst())] else { throw fail("unknown name '\(name)'") }
                    constraint.parameterTerms.append(SpecTerm(index: index, coefficient: coefficient))
                } else {
                    guard let index = variableIndex[String(name)] else { throw fail("unknown name '\(name)'") }
                    constraint.terms.append(SpecTerm(index: index, coefficient: coefficient))
                }
            }
            expectTerm = false
        }
        if expectTerm { throw fail("expression ends without a term") }
    }
}
