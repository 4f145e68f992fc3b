import Testing
@testable import TrellisDocument

/// Anchor constraints UIKit refuses, with UIKit's words, and syntax errors with columns.
@Suite("AnchorConstraintErrors")
struct AnchorConstraintErrorTests {
    static func failure(_ text: String, metrics: [String: Double] = ["pad": 8, "zero": 0]) -> ConstraintSyntaxError? {
        do {
            _ = try AnchorConstraintParser.parse(text) { metrics[$0] }
            return nil
        } catch {
            return error
        }
    }

    static let locationMessage = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

    @Test func incompatibleAxes() {
        #expect(Self.failure("a.left == b.top") == ConstraintSyntaxError(
            "Constraint improperly relates anchors of incompatible types: a.left == b.top", column: 11))
        #expect(Self.failure("a.width == b.centerX")?.message
            == "Constraint improperly relates anchors of incompatible types: a.width == b.centerX")
        #expect(Self.failure("  a.top >= 2 * b.height + 4 @750 ")?.message
            == "Constraint improperly relates anchors of incompatible types: a.top >= 2 * b.height + 4 @750")
        #expect(Self.failure("a.firstBaseline == b.leading")?.column == 20)
    }

    @Test func leadingTrailingAgainstLeftRight() {
        #expect(Self.failure("a.leading == b.left") == ConstraintSyntaxError("Invalid pairing of layout attributes", column: 14))
        #expect(Self.failure("a.right == b.trailing + 8")?.message == "Invalid pairing of layout attributes")
        #expect(Self.failure("a.leftMargin == b.leadingMargin")?.message == "Invalid pairing of layout attributes")
    }

    @Test func locationEqualToAConstant() {
        #expect(Self.failure("a.leading == 20") == ConstraintSyntaxError(Self.locationMessage, column: 14))
        #expect(Self.failure("a.top >= pad")?.message == Self.locationMessage)
        #expect(Self.failure("a.centerY == 0 * b.centerY + 10") == ConstraintSyntaxError(Self.locationMessage, column: 14))
        #expect(Self.failure("a.lastBaseline == b.top * 0") == ConstraintSyntaxError(Self.locationMessage, column: 27))
        #expect(Self.failure("a.top == zero * b.top")?.message == Self.locationMessage)
        #expect(Self.failure("a.top == 2 * b.top * 0") == ConstraintSyntaxError(Self.locationMessage, column: 22))
        #expect(Self.failure("a.top == 0 * b.top / 2") == ConstraintSyntaxError(Self.locationMessage, column: 10))
    }

    @Test func unknownRelation() {
        #expect(Self.failure("a.top = b.top") == ConstraintSyntaxError("Unknown relation. Must be ==, >=, or <=", column: 7))
        #expect(Self.failure("a.top => b.top")?.message == "Unknown relation. Must be ==, >=, or <=")
        #expect(Self.failure("a.top < b.top")?.column == 7)
        #expect(Self.failure("a.top b.top") == ConstraintSyntaxError("Expected a relation (==, >=, <=), found 'b'", column: 7))
        #expect(Self.failure("a.top") == ConstraintSyntaxError("Expected a relation (==, >=, <=), found the end", column: 6))
    }

    @Test func priorities() {
        #expect(Self.failure("a.width == 1 @0") == ConstraintSyntaxError(
            "Invalid priority specified: 0. Priority must be greater than 0", column: 15))
        #expect(Self.failure("a.width == 1 @-5")?.message == "Invalid priority specified: -5. Priority must be greater than 0")
        #expect(Self.failure("a.width == 1 @1001") == ConstraintSyntaxError(
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", column: 15))
        #expect(Self.failure("a.width == 1 @0.5")?.message == "Invalid priority specified: 0.5. Priority must be between 1 and 1000")
        #expect(Self.failure("a.width == 1 @high") == ConstraintSyntaxError("Unknown metric \"high\"", column: 15))
        #expect(Self.failure("a.width == 1 @") == ConstraintSyntaxError(
            "Expected a number, a metric name or a $key, found the end", column: 15))
    }

    @Test func nonFiniteNumbers() {
        #expect(Self.failure("a.width == 1e999") == ConstraintSyntaxError("The number 1e999 is out of range of a Double", column: 12))
        #expect(Self.failure("a.width == b.width * 1e400")?.message == "The number 1e400 is out of range of a Double")
        #expect(Self.failure("a.width == b.width / 0") == ConstraintSyntaxError("Division by zero", column: 22))
        #expect(Self.failure("a.width == b.width / 1e-320") == ConstraintSyntaxError("The multiplier is out of range of a Double", column: 22))
        #expect(Self.failure("a.width == 1e200 * b.width * 1e200") == ConstraintSyntaxError(
            "The multiplier is out of range of a Double", column: 30))
        #expect(Self.failure("a.width == 1 @1e999")?.message == "The number 1e999 is out of range of a Double")
        let infinite = try? AnchorConstraintParser.parse("a.width == big") { _ in .infinity }
        #expect(infinite == nil)
        #expect(Self.failure("a.width == nan")?.message == "Unknown metric \"nan\"")
        do {
            _ = try AnchorConstraintParser.parse("a.width == b.width + big") { _ in .nan }
            Issue.record("a NaN metric was accepted")
        } catch {
            #expect(error == ConstraintSyntaxError("\"big\" is nan, not a finite number", column: 22))
        }
    }

    @Test func missingNames() {
        #expect(Self.failure("a.width == gap") == ConstraintSyntaxError("Unknown metric \"gap\"", column: 12))
        #expect(Self.failure("a.width == b.width + $gap") == ConstraintSyntaxError("Missing data key \"$gap\"", column: 22))
        #expect(Self.failure("a.width == $") == ConstraintSyntaxError("Expected a data key after '$', found the end", column: 13))
    }

    @Test func resolverErrorsGetAColumn() {
        do {
            _ = try AnchorConstraintParser.parse("a.width == $title") { name throws(ConstraintSyntaxError) in
                throw ConstraintSyntaxError("data key \(name) is text, not a number")
            }
            Issue.record("the resolver's error was lost")
        } catch {
            #expect(error == ConstraintSyntaxError("data key $title is text, not a number", column: 12))
        }
    }

    @Test func malformedAnchors() {
        #expect(Self.failure("") == ConstraintSyntaxError("Expected an anchor such as avatar.leading, found the end", column: 1))
        #expect(Self.failure("12 == a.top") == ConstraintSyntaxError("Expected an anchor such as avatar.leading, found '1'", column: 1))
        #expect(Self.failure("avatar == b.top") == ConstraintSyntaxError(
            "Expected an anchor such as avatar.leading (ITEM.ATTRIBUTE), found \"avatar\" alone", column: 1))
        #expect(Self.failure("a. == b.top") == ConstraintSyntaxError("Expected a name after '.', found ' '", column: 3))
        #expect(Self.failure("a.lead == b.top") == ConstraintSyntaxError("Unknown layout attribute \"lead\"", column: 3))
        #expect(Self.failure("a.top == b.topp")?.message == "Unknown layout attribute \"topp\"")
        #expect(Self.failure("a.top == b.top.margin")?.column == 16)
        #expect(Self.failure("a.top == é.top") == ConstraintSyntaxError(
            "Expected a number, a metric name or a $key, found 'é' (U+00E9)", column: 10))
    }

    @Test func malformedRightHandSides() {
        #expect(Self.failure("a.top == -b.top") == ConstraintSyntaxError(
            "Expected a number, a metric name or a $key, found 'b'", column: 11))
        #expect(Self.failure("a.width == 2 * 3") == ConstraintSyntaxError(
            "Expected an anchor such as avatar.leading, found '3'", column: 16))
        #expect(Self.failure("a.width == b.width * 2 * 3") == ConstraintSyntaxError(
            "Expected the end of the constraint, found '*'", column: 24))
        #expect(Self.failure("a.width == 40 + 2") == ConstraintSyntaxError("Expected the end of the constraint, found '+'", column: 15))
        #expect(Self.failure("a.top == b.top + -8") == ConstraintSyntaxError(
            "Expected a number, a metric name or a $key, found '-'", column: 18))
        #expect(Self.failure("a.top == b.top + ") == ConstraintSyntaxError(
            "Expected a number, a metric name or a $key, found the end", column: 18))
        #expect(Self.failure("a.top == b.top @750 x") == ConstraintSyntaxError("Expected the end of the constraint, found 'x'", column: 21))
        #expect(Self.failure("a.top == b.top == c.top") == ConstraintSyntaxError(
            "Expected the end of the constraint, found '='", column: 16))
    }
}
