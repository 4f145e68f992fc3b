import Testing
@testable import TrellisLayout

/// `preservesSuperviewLayoutMargins` against hand-computed frames: on each edge a view's
/// margin is the deeper of its own (8) and how far the superview's margin (16 at the
/// sides of a 390-point screen) reaches into it.
@Suite struct PreservedMarginsTests {
    /// `first.attribute == second.otherAttribute`, for margin attributes, which have no anchors.
    func pin(_ first: View, _ attribute: LayoutAttribute, to second: View, _ otherAttribute: LayoutAttribute) -> LayoutConstraint {
        LayoutConstraint(first, attribute, .equal, second, otherAttribute)
    }

    /// A panel `inset` from the screen's left edge and flush with its right, preserving
    /// the screen's margins, holds a box pinned to its leading and trailing margins.
    func box(panelInset inset: Double, preserving: Bool = true) throws -> (panel: Rect?, box: Rect?, issues: [TrellisLayout.Issue]) {
        let root = View(name: "root")
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let layout = Layout(root: root, width: 390, height: 844)
        let panel = View(name: "panel"), box = View(name: "box")
        root.addSubview(panel)
        panel.addSubview(box)
        panel.preservesSuperviewLayoutMargins = preserving
        layout.add([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            panel.heightAnchor.constraint(equalToConstant: 50),
            box.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            pin(box, .trailing, to: panel, .trailingMargin),
            pin(box, .top, to: panel, .topMargin),
            pin(box, .bottom, to: panel, .bottomMargin),
        ])
        let solution = try layout.solve(checkingAmbiguity: true)
        return (solution.frame(of: panel), solution.frame(of: box), solution.issues)
    }

    @Test(arguments: [
        (0.0, 16.0),   // flush: the screen's 16 on both sides
        (4, 12),       // the screen's margin reaches 12 into the panel
        (10, 8),       // it reaches 6, less than the panel's own 8
        (30, 8),       // it does not reach the panel
    ])
    func theDeeperMarginWins(inset: Double, leading: Double) throws {
        let (panel, box, issues) = try box(panelInset: inset)
        #expect(panel == Rect(x: inset, y: 100, width: 390 - inset, height: 50))
        // On the right the panel is flush, so the screen's 16 wins; top and bottom keep 8.
        #expect(box == Rect(x: leading, y: 8, width: 390 - inset - leading - 16, height: 34))
        #expect(issues.isEmpty, "\(issues)")
    }

    @Test func withoutPreservingTheViewKeepsItsOwnMargins() throws {
        let (_, box, issues) = try box(panelInset: 0, preserving: false)
        #expect(box == Rect(x: 8, y: 8, width: 374, height: 34))
        #expect(issues.isEmpty)
    }

    @Test func preservedMarginsChainThroughPreservingSuperviews() throws {
        let root = View(name: "root")
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let layout = Layout(root: root, width: 414, height: 896)
        let outer = View(name: "outer"), inner = View(name: "inner"), box = View(name: "box")
        root.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(box)
        outer.preservesSuperviewLayoutMargins = true
        inner.preservesSuperviewLayoutMargins = true
        layout.add([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor), outer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            outer.topAnchor.constraint(equalTo: root.topAnchor), outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5), inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
            pin(box, .leading, to: inner, .leadingMargin), pin(box, .trailing, to: inner, .trailingMargin),
            box.topAnchor.constraint(equalTo: inner.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let solution = try layout.solve(checkingAmbiguity: true)
        // outer has 20 at each side; inner, 5 in, keeps 15 on the left and 20 on the right.
        #expect(solution.frame(of: box) == Rect(x: 15, y: 0, width: 409 - 35, height: 10))
        #expect(solution.issues.isEmpty)
    }
}
