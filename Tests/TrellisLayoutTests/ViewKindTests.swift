import Testing
@testable import TrellisLayout

/// A kind of view adds its constraints through `ViewKind`, before the caller's: a
/// caller's constraint that conflicts with a kind's is the one broken, as UIKit breaks
/// a constraint that fights a stack view's.
@Suite struct ViewKindTests {
    /// Pins its view's height to 30, the way a stack pins its arranged views.
    struct FixedHeightKind: ViewKind {
        func addConstraints(for view: View, to system: inout LayoutSystem) throws(LayoutError) {
            let height = view.heightAnchor.constraint(equalToConstant: 30)
            height.text = "'fixed' \(view.name).height == 30"
            try height.validate()
            try system.addUserConstraint(height)
        }
    }

    @Test func aKindsConstraintsComeBeforeTheCallers() throws {
        let root = View(name: "root")
        let box = View(name: "box")
        box.kind = View.Kind(behaviour: FixedHeightKind())
        root.addSubview(box)
        let layout = Layout(root: root, width: 200, height: 200)
        layout.add([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: box) == Rect(x: 10, y: 20, width: 40, height: 30))
        #expect(solution.issues == [.unsatisfiable(broken: "box.height == 50", conflict: ["'fixed' box.height == 30", "box.height == 50"])])
    }

    @Test func aPlainViewAddsNothing() throws {
        let root = View(name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        let layout = Layout(root: root, width: 200, height: 200)
        layout.add([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                    box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 50)])
        #expect(try layout.solve().frame(of: box) == Rect(x: 0, y: 0, width: 40, height: 50))
        #expect(box.contentSizeGuide == nil && box.guide(named: "contentLayoutGuide") == nil)
    }
}
