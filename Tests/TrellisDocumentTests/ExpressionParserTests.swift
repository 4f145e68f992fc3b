import Testing
import TrellisSolver
@testable import TrellisDocument

@Suite("Expression parser")
struct ExpressionParserTests {
    private func parse(_ text: String) throws(ExpressionError) -> LinearRelation {
        try ExpressionParser.parse(text)
    }

    @Test func readsEveryTermForm() throws {
        let relation = try parse("2*a + b*3 - c/4 + d - 5 >= -e + 1.5")
        #expect(relation.relation == .greaterThanOrEqual)
        #expect(relation.terms == [
            NamedTerm("a", 2), NamedTerm("b", 3), NamedTerm("c", -0.25), NamedTerm("d", 1), NamedTerm("e", 1),
        ])
        #expect(relation.constant == -6.5)
    }

    @Test func relations() throws {
        #expect(try parse("x == 1").relation == .equal)
        #expect(try parse("x <= 1").relation == .lessThanOrEqual)
        #expect(try parse("x >= 1").relation == .greaterThanOrEqual)
    }

    @Test func rightSideIsSubtracted() throws {
        let relation = try parse("x + 2*y >= 10")
        #expect(relation.terms == [NamedTerm("x", 1), NamedTerm("y", 2)])
        #expect(relation.constant == -10)
        let flipped = try parse("10 <= x")
        #expect(flipped.terms == [NamedTerm("x", -1)])
        #expect(flipped.constant == 10)
    }

    @Test func divisionScalesByTheReciprocalAsKiwiDoes() throws {
        #expect(try parse("x / 3 == 0").terms == [NamedTerm("x", 1.0 / 3.0)])
        #expect(try parse("(x + 2) / 4 == 0").constant == 2 * (1.0 / 4.0))
    }

    @Test func parenthesesUnarySignsAndConstantFolding() throws {
        let relation = try parse("-(x - 2*(y + 1)) * 3 == --z + 2*3")
        #expect(relation.terms == [NamedTerm("x", -3), NamedTerm("y", 6), NamedTerm("z", -1)])
        #expect(relation.constant == 6 - 6)
        #expect(try parse("+-+x == 0").terms == [NamedTerm("x", -1)])
    }

    @Test func namesAndNumbers() throws {
        let relation = try parse("view_1.left + _tmp.2 >= .5 + 2. + 1e2 + 2E-1")
        #expect(relation.terms.map(\.name) == ["view_1.left", "_tmp.2"])
        #expect(relation.constant == -(0.5 + 2 + 100 + 0.2))
    }

    @Test func repeatedNamesStayAsWritten() throws {
        #expect(try parse("x + x >= x").terms == [NamedTerm("x", 1), NamedTerm("x", 1), NamedTerm("x", -1)])
    }

    @Test(arguments: [
        ("", "unexpected end of the expression, expected a number, a name or '('", 1),
        ("x + * 2 >= 1", "expected a number, a name or '(', found '*'", 5),
        ("x", "expected a relation (==, >=, <=)", 2),
        ("x = 1", "Unknown relation. Must be ==, >=, or <=", 3),
        ("x > 1", "Unknown relation. Must be ==, >=, or <=", 3),
        ("x => 1", "Unknown relation. Must be ==, >=, or <=", 3),
        ("2 x >= 1", "expected an operator (+, -, *, /) or a relation (==, >=, <=), found 'x'", 3),
        ("x >= 1 y", "expected an operator (+, -, *, /), found 'y'", 8),
        ("x == y == z", "only one relation is allowed", 8),
        ("x * y == 1", "not linear: both factors of '*' have variables", 3),
        ("2 / x == 1", "not linear: the divisor has variables", 3),
        ("x / (3 - 3) == 1", "division by zero", 3),
        ("(x + 1 == 2", "expected ')' to close the '(' at column 1, found '='", 8),
        ("x >= (1", "expected ')' to close the '(' at column 6", 8),
        ("x >= 1e999", "number 1e999 is out of range of a Double", 6),
        ("1e200 * 1e200 * x >= 0", "a coefficient is out of range of a Double", 7),
        ("x >= é", "expected a number, a name or '(', found 'é'", 6),
        ("x >= $k", "expected a number, a name or '(', found '$'", 6),
        ("x >=", "unexpected end of the expression, expected a number, a name or '('", 5),
    ])
    func errorsNameTheColumn(text: String, message: String, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.message == message)
            #expect(error.column == column)
            #expect(error.description == "\(message) at column \(column)")
        }
    }

    /// A number too long for a Double is quoted by its ends, not whole.
    @Test func aHugeNumberIsQuotedShort() {
        #expect(throws: ExpressionError(message: "number 9999999999999999…9999999999999999 (100000 characters) is out of range of a Double", column: 6)) {
            try parse("x == " + String(repeating: "9", count: 100_000))
        }
    }

    @Test func deepParenthesesAreRefused() throws {
        let text = String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000) + " == 0"
        #expect(throws: ExpressionError.self) { try parse(text) }
        let fine = String(repeating: "(", count: 64) + "x" + String(repeating: ")", count: 64) + " == 0"
        #expect(try parse(fine).terms == [NamedTerm("x", 1)])
    }
}
