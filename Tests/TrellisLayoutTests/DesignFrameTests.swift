import Testing
@testable import TrellisLayout

/// Design frames (`View.designFrame`) only choose among the solutions the constraints
/// allow, against hand-computed frames on a 300×200 screen.
@Suite struct DesignFrameTests {
    func solve(box designFrame: Rect?, pinTop: Bool, priority: LayoutPriority = .required) throws -> (Rect?, [TrellisLayout.Issue]) {
        let root = View(name: "root")
        let layout = Layout(root: root, width: 300, height: 200)
        let box = View(name: "box")
        box.designFrame = designFrame
        root.addSubview(box)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 40),
        ]
        if pinTop {
            var top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 60)
            top.priority = priority
            constraints.append(top)
        }
        layout.add(constraints)
        let solution = try layout.solve(checkingAmbiguity: true)
        return (solution.frame(of: box), solution.issues)
    }

    @Test func anOpenPositionKeepsTheDesignFrame() throws {
        let (frame, issues) = try solve(box: Rect(x: 80, y: 25, width: 70, height: 90), pinTop: false)
        // Across and in size the constraints decide; down, only the design frame does.
        #expect(frame == Rect(x: 10, y: 25, width: 50, height: 40))
        #expect(issues == [.ambiguous(view: "box", attributes: ["top"])])
    }

    @Test func theLowestPriorityStillBeatsTheDesignFrame() throws {
        let (frame, issues) = try solve(box: Rect(x: 80, y: 25, width: 70, height: 90), pinTop: true, priority: 1)
        #expect(frame == Rect(x: 10, y: 60, width: 50, height: 40))
        #expect(issues.isEmpty)
    }

    @Test func withoutADesignFrameTheSolverPicks() throws {
        let (frame, _) = try solve(box: nil, pinTop: false)
        #expect(frame?.y != 25)
    }
}
