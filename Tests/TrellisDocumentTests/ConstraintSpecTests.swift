import Testing
import TrellisSolver
import TrellisLayout
@testable import TrellisDocument

@Suite("ConstraintSpec")
struct ConstraintSpecTests {
    static let a = AnchorRef(item: "a", attribute: .top)
    static let b = AnchorRef(item: "b.layoutMarginsGuide", attribute: .bottom)

    @Test func readableText() {
        #expect(ConstraintSpec(first: Self.a, relation: .equal, second: Self.b).text == "a.top == b.layoutMarginsGuide.bottom")
        #expect(ConstraintSpec(first: Self.a, relation: .greaterThanOrEqual, second: Self.b, constant: 4, priority: 750).text
            == "a.top >= b.layoutMarginsGuide.bottom + 4 @750")
        #expect(ConstraintSpec(first: Self.a, relation: .lessThanOrEqual, second: Self.b, multiplier: 0.5, constant: -2.5).text
            == "a.top <= 0.5 * b.layoutMarginsGuide.bottom - 2.5")
        let width = AnchorRef(item: "a", attribute: .width)
        #expect(ConstraintSpec(first: width, relation: .equal, constant: -3, priority: 1.5).text == "a.width == -3 @1.5")
        #expect(ConstraintSpec(first: width, relation: .equal).text == "a.width == 0")
    }

    @Test func givenTextIsKept() {
        #expect(ConstraintSpec(first: Self.a, relation: .equal, second: Self.b, text: "a.topAnchor==b.layoutMarginsGuide.bottom").text
            == "a.topAnchor==b.layoutMarginsGuide.bottom")
    }

    @Test func relationsFlip() {
        #expect(Relation.lessThanOrEqual.flipped == .greaterThanOrEqual)
        #expect(Relation.greaterThanOrEqual.flipped == .lessThanOrEqual)
        #expect(Relation.equal.flipped == .equal)
    }

    @Test func errorsWithoutAColumnReadAsTheMessage() {
        #expect(ConstraintSyntaxError("no column").description == "no column")
        #expect(ConstraintSyntaxError("Unknown metric", column: 3).description == "Unknown metric at column 3")
    }
}
