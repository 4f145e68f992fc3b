import Testing
@testable import TrellisLayout

/// `insetsLayoutMarginsFromSafeArea` on a screen's root, against hand-computed frames: a
/// 393×852 screen with a 59-point status area and a 34-point home indicator.
@Suite struct MarginsFromSafeAreaTests {
    func marginsBox(fromSafeArea: Bool) throws -> (Rect?, [TrellisLayout.Issue]) {
        let root = View(name: "root")
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        root.insetsLayoutMarginsFromSafeArea = fromSafeArea
        let layout = Layout(root: root, width: 393, height: 852)
        layout.safeArea = EdgeInsets(top: 59, bottom: 34)
        let box = View(name: "box")
        root.addSubview(box)
        let margins = root.layoutMarginsGuide
        layout.add([
            box.topAnchor.constraint(equalTo: margins.topAnchor), box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor), box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        let solution = try layout.solve(checkingAmbiguity: true)
        return (solution.frame(of: box), solution.issues)
    }

    @Test func theRootsMarginsStartAtTheSafeArea() throws {
        let (frame, issues) = try marginsBox(fromSafeArea: true)
        #expect(frame == Rect(x: 16, y: 59, width: 361, height: 759))
        #expect(issues.isEmpty)
    }

    @Test func withoutInsettingTheyStartAtTheBounds() throws {
        let (frame, issues) = try marginsBox(fromSafeArea: false)
        #expect(frame == Rect(x: 16, y: 0, width: 361, height: 852))
        #expect(issues.isEmpty)
    }
}
