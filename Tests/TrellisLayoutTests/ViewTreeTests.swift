import Testing
import TrellisSolver
@testable import TrellisLayout

/// A view tree made from a format-neutral spec, as an input format other than JSON
/// would make it: names resolved (guide paths, `superview`), kinds applied, entries that
/// make no tree named by index.
@Suite struct ViewTreeTests {
    func anchor(_ item: String, _ attribute: LayoutAttribute) -> AnchorRef { AnchorRef(item: item, attribute: attribute) }

    /// A scroll view filling a 320 × 480 screen, with a 1000-high page inside its
    /// content guide, pinned to the frame guide's width.
    func scrollingSpec() -> ViewTreeSpec {
        var spec = ViewTreeSpec(rootMargins: DirectionalEdgeInsets())
        spec.views = [ViewSpec(name: "scroll", kind: .scroll), ViewSpec(name: "page", parent: "scroll")]
        spec.constraints = [
            ConstraintSpec(first: anchor("scroll", .leading), relation: .equal, second: anchor("superview", .leading)),
            ConstraintSpec(first: anchor("scroll", .trailing), relation: .equal, second: anchor("superview", .trailing)),
            ConstraintSpec(first: anchor("scroll", .top), relation: .equal, second: anchor("root.safeAreaLayoutGuide", .top)),
            ConstraintSpec(first: anchor("scroll", .bottom), relation: .equal, second: anchor("root", .bottom)),
            // Edges to the scroll view itself attach to its content, as in UIKit.
            ConstraintSpec(first: anchor("page", .top), relation: .equal, second: anchor("superview", .top)),
            ConstraintSpec(first: anchor("page", .bottom), relation: .equal, second: anchor("scroll.contentLayoutGuide", .bottom)),
            ConstraintSpec(first: anchor("page", .leading), relation: .equal, second: anchor("scroll.contentLayoutGuide", .leading)),
            ConstraintSpec(first: anchor("page", .width), relation: .equal, second: anchor("scroll.frameLayoutGuide", .width)),
            ConstraintSpec(first: anchor("page", .height), relation: .equal, constant: 1000),
            ConstraintSpec(first: anchor("page", .trailing), relation: .equal, second: anchor("scroll.contentLayoutGuide", .trailing)),
        ]
        return spec
    }

    @Test func aSpecMakesAScrollViewWithItsGuides() throws {
        let tree = try ViewTree(scrollingSpec())
        #expect(tree.order == ["scroll", "page"])
        let layout = Layout(root: tree.root, width: 320, height: 480)
        layout.safeArea = EdgeInsets(top: 20)
        layout.add(tree.constraints)
        let solution = try layout.solve()
        let scroll = try #require(tree.item(named: "scroll") as? View)
        #expect(solution.frame(of: scroll) == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(solution.frame(of: tree.item(named: "page")!) == Rect(x: 0, y: 0, width: 320, height: 1000))
        #expect(solution.frame(of: try #require(scroll.contentSizeGuide)) == Rect(x: 0, y: 0, width: 320, height: 1000))
        #expect(solution.issues.isEmpty)
    }

    @Test func onlyScrollViewsHaveContentGuides() {
        var spec = scrollingSpec()
        spec.views[0].kind = .view
        #expect(throws: ViewTreeError.badConstraint(index: 5, "Unable to find view with name scroll.contentLayoutGuide")) {
            try ViewTree(spec)
        }
    }

    @Test func entriesThatMakeNoTreeAreNamedByIndex() {
        var spec = scrollingSpec()
        spec.views.append(ViewSpec(name: "page", parent: "root"))
        #expect(throws: ViewTreeError.badName(view: 2, "a view named \"page\" is already defined")) { try ViewTree(spec) }
        spec = scrollingSpec()
        spec.views[1].parent = "nowhere"
        #expect(throws: ViewTreeError.badParent(view: 1, "Unable to find view with name nowhere")) { try ViewTree(spec) }
        spec = scrollingSpec()
        spec.views[0].parent = "page"
        #expect(throws: ViewTreeError.badParent(view: 1, "\"page\" cannot be its own ancestor")) { try ViewTree(spec) }
        spec = scrollingSpec()
        spec.constraints.append(ConstraintSpec(first: anchor("page", .top), relation: .equal, second: anchor("scroll", .leading)))
        #expect(throws: ViewTreeError.badConstraint(index: 10, "Constraint improperly relates anchors of incompatible types: page.top == scroll.leading")) {
            try ViewTree(spec)
        }
    }

    @Test func theShapeForgetsNumbersFromData() {
        var spec = scrollingSpec()
        spec.views[1].intrinsicHeight = 44
        spec.parameters = [ParameterBinding(key: "h", target: .constant(index: 8)), ParameterBinding(key: "ih", target: .intrinsicHeight(view: "page"))]
        var other = spec
        other.constraints[8] = ConstraintSpec(first: anchor("page", .height), relation: .equal, constant: 700)
        other.views[1].intrinsicHeight = 88
        #expect(spec != other)
        #expect(spec.shape == other.shape)
        // A number that is not a parameter still tells shapes apart.
        other.constraints[7].multiplier = 0.5
        #expect(spec.shape != other.shape)
    }
}
