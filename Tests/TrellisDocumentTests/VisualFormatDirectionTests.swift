import Testing
import TrellisLayout
@testable import TrellisDocument

/// The direction options of a visual format: leading to trailing (the default), left to
/// right and right to left.
@Suite("VisualFormatDirection")
struct VisualFormatDirectionTests {
    static func texts(_ format: String, _ options: [String]) throws -> [String] {
        try VisualFormatParser.parse(format, options: options, views: ["a", "b"]).map(\.text)
    }

    @Test func leadingToTrailingIsTheDefault() throws {
        let format = "|-20-[a]-10-[b]-|"
        #expect(try Self.texts(format, ["directionLeadingToTrailing"]) == Self.texts(format, []))
        #expect(try Self.texts(format, []) == [
            "a.leading == superview.leading + 20", "b.leading == a.trailing + 10", "b.trailing == superview.trailingMargin",
        ])
    }

    @Test func leftToRightUsesLeftAndRight() throws {
        #expect(try Self.texts("|-20-[a]-10-[b]-|", ["directionLeftToRight"]) == [
            "a.left == superview.left + 20", "b.left == a.right + 10", "b.right == superview.rightMargin",
        ])
    }

    @Test func rightToLeftRunsBackward() throws {
        #expect(try Self.texts("|-20-[a]-10-[b]-5-|", ["directionRightToLeft"]) == [
            "a.right == superview.right - 20", "b.right == a.left - 10", "b.left == superview.left + 5",
        ])
        // A bound on a spacing is a bound on a position the other way round.
        #expect(try Self.texts("|-(>=20)-[a]-(<=10)-[b]-(>=5)-|", ["directionRightToLeft"]) == [
            "a.right <= superview.right - 20", "b.right >= a.left - 10", "b.left >= superview.left + 5",
        ])
        #expect(try Self.texts("|-[a]-[b]-|", ["directionRightToLeft"]) == [
            "a.right == superview.rightMargin", "b.right == a.left - 8", "b.left == superview.leftMargin",
        ])
    }

    @Test func directionsLeaveVerticalFormatsAlone() throws {
        for direction in VisualFormatDirection.allCases {
            #expect(try Self.texts("V:|-20-[a]-[b]-|", [direction.rawValue]) == [
                "a.top == superview.top + 20", "b.top == a.bottom + 8", "b.bottom == superview.bottomMargin",
            ])
        }
    }

    @Test func directionsCombineWithAlignments() throws {
        #expect(try Self.texts("[a][b]", ["alignAllTop", "directionRightToLeft"]) == ["b.right == a.left", "a.top == b.top"])
    }

    @Test func twoDirectionsAreAnError() {
        do {
            _ = try Self.texts("[a][b]", ["directionLeftToRight", "directionRightToLeft"])
            Issue.record("two directions were accepted")
        } catch let error as ConstraintSyntaxError {
            #expect(error.message.contains("two directions"))
            #expect(error.column == nil)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func unknownOptionsListTheDirections() {
        do {
            _ = try Self.texts("[a][b]", ["directionUpward"])
            Issue.record("an unknown option was accepted")
        } catch let error as ConstraintSyntaxError {
            #expect(error.message.hasSuffix("directionLeadingToTrailing, directionLeftToRight, directionRightToLeft"))
        } catch {
            Issue.record("\(error)")
        }
    }

    /// In a left-to-right layout, a right-to-left format puts its first view at the right.
    @Test func rightToLeftFrames() throws {
        let root = View(name: "root")
        let views = ["a": View(name: "a"), "b": View(name: "b")]
        views.values.forEach(root.addSubview)
        let layout = Layout(root: root, width: 300, height: 100)
        for format in ["|-20-[a(50)]-10-[b(60)]", "V:|[a(30)]", "V:|[b(30)]"] {
            for spec in try VisualFormatParser.parse(format, options: ["directionRightToLeft"], views: ["a", "b"]) {
                let item = { (name: String) -> LayoutItem in name == AnchorRef.superviewItem ? root : views[name]! }
                layout.add(LayoutConstraint(item(spec.first.item), spec.first.attribute, spec.relation,
                                            spec.second.map { item($0.item) }, spec.second?.attribute,
                                            multiplier: spec.multiplier, constant: spec.constant))
            }
        }
        let solution = try layout.solve()
        #expect(solution.frame(of: views["a"]!) == Rect(x: 230, y: 0, width: 50, height: 30))
        #expect(solution.frame(of: views["b"]!) == Rect(x: 160, y: 0, width: 60, height: 30))
    }
}
