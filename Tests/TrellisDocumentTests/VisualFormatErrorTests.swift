import Testing
@testable import TrellisDocument

/// Visual formats UIKit refuses: its words, and the column where its caret points.
@Suite("VisualFormatErrors")
struct VisualFormatErrorTests {
    static let views: Set<String> = ["a", "b", "c", "backgroundBox", "whiteBox1", "whiteBox2", "blackBox4", "redBox"]

    static func failure(_ format: String, options: [VisualFormatAlignment] = []) -> ConstraintSyntaxError? {
        do {
            _ = try VisualFormatParser.parse(format, options: options, views: views) { ["blackWidth": 20, "pad": 8][$0] }
            return nil
        } catch {
            return error
        }
    }

    static func error(_ message: String, _ column: Int) -> ConstraintSyntaxError {
        ConstraintSyntaxError(message, column: column)
    }

    /// The four examples of the Auto Layout Guide's "Visual Format Language" appendix.
    @Test func appleGuideExamples() {
        #expect(Self.failure("V|[backgroundBox]|") == Self.error("Expected ':' after 'V' to specify vertical arrangement", 2))
        #expect(Self.failure("|[whiteBox1][blackBox4(blackWidth][redBox]|") == Self.error(
            "A predicate on a view's thickness must end with ')' and the view must end with ']'", 34))
        #expect(Self.failure("|[whiteBox2][blackBox]") == Self.error("Unable to find view with name blackBox", 22))
        #expect(Self.failure("V:|[blackBox4(>30)]|") == Self.error("Unknown relation. Must be ==, >=, or <=", 16))
    }

    @Test func wholeString() {
        #expect(Self.failure("") == Self.error("It's an empty string.", 1))
        #expect(Self.failure("[a]-[é]") == Self.error("It contains non-ASCII characters.", 6))
        #expect(Self.failure("H[a]") == Self.error("Expected ':' after 'H' to specify horizontal arrangement", 2))
        #expect(Self.failure("V") == Self.error("Expected ':' after 'V' to specify vertical arrangement", 2))
        #expect(Self.failure("V:") == Self.error("Expected a view", 3))
        #expect(Self.failure(" [a]") == Self.error("Expected a view", 1))
    }

    @Test func bars() {
        #expect(Self.failure("|") == Self.error("Expected a connection after the '|' character", 2))
        #expect(Self.failure("H:|-10-|") == Self.error("Expected a view", 8))
        #expect(Self.failure("||") == Self.error("Expected a view", 2))
        #expect(Self.failure("[a]|[b]") == Self.error("Expected the end of the format string", 5))
        #expect(Self.failure("[a]-|x") == Self.error("Expected the end of the format string", 6))
        #expect(Self.failure("[a]x") == Self.error("Expected a view or '|'", 4))
        #expect(Self.failure("[a] - [b]") == Self.error("Expected a view or '|'", 4))
        #expect(Self.failure("[a]-10-x") == Self.error("Expected a view or '|'", 8))
    }

    @Test func connections() {
        #expect(Self.failure("[a]-10[b]") == Self.error("Expected a '-' here", 7))
        #expect(Self.failure("[a]-10,20-[b]") == Self.error(
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", 7))
        #expect(Self.failure("[a]--5-[b]") == Self.error(
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", 5))
        #expect(Self.failure("[a]-(>=8,<=20-[b]") == Self.error(
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 14))
        #expect(Self.failure("[a]-") == Self.error("Expected more input", 5))
        #expect(Self.failure("[a]-(") == Self.error("Expected more input", 6))
        #expect(Self.failure("[a]-(>=8,") == Self.error("Expected more input", 10))
        #expect(Self.failure("[a]-b-[c]") == Self.error(
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", 6))
    }

    @Test func predicates() {
        #expect(Self.failure("[a]-(=8)-[b]") == Self.error("Unknown relation. Must be ==, >=, or <=", 7))
        #expect(Self.failure("[a(<10)]") == Self.error("Unknown relation. Must be ==, >=, or <=", 5))
        #expect(Self.failure("[a]-(x)-[b]") == Self.error(
            "Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries", 7))
        #expect(Self.failure("[a]-(#)-[b]") == Self.error(
            "Expected a number or key from the metrics dictionary, but encountered something else", 6))
        #expect(Self.failure("[a]-(-x)-[b]") == Self.error(
            "Expected a number or a key from the metrics dictionary, but encountered something else", 6))
        #expect(Self.failure("[a(.5)]") == Self.error(
            "Expected a number or key from the metrics dictionary, but encountered something else", 4))
        #expect(Self.failure("[a(1e999)]") == Self.error("The number 1e999 is out of range of a Double", 4))
        #expect(Self.failure("[a($w)]") == Self.error("Missing data key \"$w\"", 6))
        #expect(Self.failure("[a($)]") == Self.error("Expected a data key after '$'", 5))
    }

    @Test func priorities() {
        #expect(Self.failure("[a(>=10@0)]") == Self.error("Invalid priority specified: 0. Priority must be greater than 0", 10))
        #expect(Self.failure("[a(10@-1)]") == Self.error("Invalid priority specified: -1. Priority must be greater than 0", 9))
        #expect(Self.failure("[a(10@1001)]") == Self.error(
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 11))
        #expect(Self.failure("[a(10@0.5)]") == Self.error("Invalid priority specified: 0.5. Priority must be between 1 and 1000", 10))
        #expect(Self.failure("[a(10@b)]") == Self.error(
            "Encountered metric with name \"b\", but value was not specified in metrics or views dictionaries", 8))
        #expect(Self.failure("[a(10@)]") == Self.error(
            "Expected a number or key from the metrics dictionary, but encountered something else", 7))
    }

    @Test func views() {
        #expect(Self.failure("[") == Self.error("Expected a view", 2))
        #expect(Self.failure("[a]-[") == Self.error("Expected a view", 6))
        #expect(Self.failure("[]") == Self.error(
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 2))
        #expect(Self.failure("[1a]")?.column == 2)
        #expect(Self.failure("[a]-[zz]") == Self.error("Unable to find view with name zz", 8))
        #expect(Self.failure("[a") == Self.error("Expected a ']' here. That is how you give the end of a view.", 3))
        #expect(Self.failure("[a.b]") == Self.error("Expected a ']' here. That is how you give the end of a view.", 3))
        #expect(Self.failure("[a(") == Self.error("Unexpectedly ran out of character fodder in the middle of parsing a view", 4))
        #expect(Self.failure("[a(10") == Self.error(
            "A predicate on a view's thickness must end with ')' and the view must end with ']'", 6))
        #expect(Self.failure("[a(10)") == Self.error("Expected ']' after specifying thickness.", 7))
        #expect(Self.failure("[a(10)x]") == Self.error("Expected ']' after specifying thickness.", 7))
    }

    @Test func alignmentAlongTheArrangement() {
        #expect(Self.failure("|-[a]-[b]-|", options: [.alignAllLeading]) == Self.error(
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", 10))
        #expect(Self.failure("V:[a][b]", options: [.alignAllTop]) == Self.error(
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", 9))
        #expect(Self.failure("V:[a][b]", options: [.alignAllFirstBaseline])?.column == 9)
    }

    @Test func unknownOptionNames() {
        do {
            _ = try VisualFormatParser.parse("[a][b]", options: ["alignAllTop", "alignAllMiddle"], views: ["a", "b"])
            Issue.record("an unknown option was accepted")
        } catch {
            #expect(error.message.hasPrefix("Unknown visual format option \"alignAllMiddle\"; expected one of alignAllLeft,"))
            #expect(error.column == nil)
        }
    }

    @Test func resolverErrorsGetAColumn() {
        do {
            _ = try VisualFormatParser.parse("[a]-(pad)-[b]", views: ["a", "b"]) { name throws(ConstraintSyntaxError) in
                throw ConstraintSyntaxError("metric \"\(name)\" is text, not a number")
            }
            Issue.record("the resolver's error was lost")
        } catch {
            #expect(error == ConstraintSyntaxError("metric \"pad\" is text, not a number", column: 9))
        }
    }
}
