import Testing
import TrellisSolver
@testable import TrellisLayout

/// Which required constraints a conflict breaks when the views carry design frames
/// (`LayoutSystem+Conflicts`): the ones the drawing contradicts, else the latest.
/// Frames computed by hand on the screens given.
@Suite struct DrawingConflictTests {
    /// A 300×200 screen; `box` under `top` (pinned at 10, 20 tall), then `box.top ==
    /// top.bottom + 8` and `+ 50` in that order. With a drawing, `top` is drawn where it
    /// is and the box at `drawnY` (nil: the box has no design frame).
    func twoGaps(drawing: Bool = true, drawnY: Double?) throws -> (box: Rect?, issues: [TrellisLayout.Issue]) {
        let root = View(name: "root")
        let top = View(name: "top"), box = View(name: "box")
        root.addSubview(top)
        root.addSubview(box)
        if drawing {
            top.designFrame = Rect(x: 0, y: 10, width: 300, height: 20)
            box.designFrame = drawnY.map { Rect(x: 0, y: $0, width: 300, height: 40) }
        }
        let layout = Layout(root: root, width: 300, height: 200)
        layout.add([
            top.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            top.heightAnchor.constraint(equalToConstant: 20),
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            box.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 50),
        ])
        let solution = try layout.solve()
        return (solution.frame(of: box), solution.issues)
    }

    @Test func withoutADrawingTheLatestBreaks() throws {
        let (box, issues) = try twoGaps(drawing: false, drawnY: nil)
        // top.bottom = 30; + 8 holds.
        #expect(box == Rect(x: 0, y: 38, width: 300, height: 40))
        #expect(issues.map(\.broken) == ["box.top == top.bottom + 50"])
    }

    @Test func theDrawingBreaksTheGapItContradicts() throws {
        // Drawn at 30 + 50 = 80: the earlier + 8 is the one the file was laid out without.
        let (box, issues) = try twoGaps(drawnY: 80)
        #expect(box == Rect(x: 0, y: 80, width: 300, height: 40))
        #expect(issues == [.unsatisfiable(broken: "box.top == top.bottom + 8",
                                          conflict: ["box.top == top.bottom + 50", "box.top == top.bottom + 8"])])
    }

    @Test func aDrawingThatDoesNotPlaceTheBoxLeavesTheOrderToDecide() throws {
        let (box, issues) = try twoGaps(drawnY: nil)
        #expect(box?.y == 38)
        #expect(issues.map(\.broken) == ["box.top == top.bottom + 50"])
    }

    @Test func aDrawingThatContradictsBothBreaksBoth() throws {
        // Drawn at 60, between the two: neither gap was laid out, and the box stays drawn.
        let (box, issues) = try twoGaps(drawnY: 60)
        #expect(box?.y == 60)
        #expect(issues.map(\.broken) == ["box.top == top.bottom + 8", "box.top == top.bottom + 50"])
    }

    @Test func halfAPointOffIsStillSatisfied() throws {
        // 80.5 misses + 50 by a rounding's half point: + 50 holds, + 8 is contradicted.
        let (box, issues) = try twoGaps(drawnY: 80.5)
        #expect(box?.y == 80)
        #expect(issues.map(\.broken) == ["box.top == top.bottom + 8"])
    }

    /// `view`'s four edges at these distances inside `root`: trailing, leading, top, bottom.
    func pins(_ view: View, in root: View, left: Double, top: Double, right: Double, bottom: Double) -> [LayoutConstraint] {
        [root.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: right),
         view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: left),
         view.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
         root.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: bottom)]
    }

    /// An 81×82 view with a square image pinned 8 from each edge, then `width == 34`
    /// and `width == height`, drawn at (8, 8, 66, 66) (openfoodfacts-ios
    /// `IngredientsAnalysisView.xib` has this shape). The width 34 contradicts the drawing,
    /// and so does the trailing pin (81 − 8 − 66 = 7, not 8): both are broken, and the
    /// square takes the height the top and bottom pins leave, 82 − 16 = 66.
    @Test func everyContradictedConstraintBreaks() throws {
        let root = View(name: "root")
        let image = View(name: "image")
        root.addSubview(image)
        image.designFrame = Rect(x: 8, y: 8, width: 66, height: 66)
        let layout = Layout(root: root, width: 81, height: 82)
        layout.add(pins(image, in: root, left: 8, top: 8, right: 8, bottom: 8) + [
            image.widthAnchor.constraint(equalToConstant: 34),
            image.widthAnchor.constraint(equalTo: image.heightAnchor),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: image) == Rect(x: 8, y: 8, width: 66, height: 66))
        #expect(Set(solution.issues.compactMap(\.broken)) == ["root.trailing == image.trailing + 8", "image.width == 34"])
    }

    /// A stack pinned 2 from the left and 16 from the right of a 352-wide root holds one
    /// image; the image's `width == 24` comes after the pins. Drawn 24 wide, the stack
    /// tells that the trailing pin is the constraint to break (openfoodfacts-ios
    /// `AttributeTableViewCell.xib`); without the drawing, the image's width is.
    @Test(arguments: [true, false])
    func aStackDrawnNarrowBreaksItsTrailingPin(drawn: Bool) throws {
        let root = View(name: "root")
        let stack = View(name: "stack"), image = View(name: "image")
        root.addSubview(stack)
        StackView(stack).addArrangedSubview(image)
        if drawn {
            stack.designFrame = Rect(x: 2, y: 2, width: 24, height: 76)
            image.designFrame = Rect(x: 0, y: 0, width: 24, height: 76)
        }
        let layout = Layout(root: root, width: 352, height: 80)
        layout.add(pins(stack, in: root, left: 2, top: 2, right: 16, bottom: 2) + [image.widthAnchor.constraint(equalToConstant: 24)])
        let solution = try layout.solve()
        if drawn {
            #expect(solution.frame(of: stack) == Rect(x: 2, y: 2, width: 24, height: 76))
            #expect(solution.issues.map(\.broken) == ["root.trailing == stack.trailing + 16"])
        } else {
            // 352 − 2 − 16 = 334.
            #expect(solution.frame(of: stack) == Rect(x: 2, y: 2, width: 334, height: 76))
            #expect(solution.issues.map(\.broken) == ["image.width == 24"])
        }
    }

    /// Rows of data are not the drawing: a system built for them breaks the latest.
    @Test func rowsDoNotFollowTheDrawing() throws {
        let root = View(name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        box.designFrame = Rect(x: 0, y: 50, width: 100, height: 10)
        let layout = Layout(root: root, width: 100, height: 100)
        layout.add([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        let rows = try LayoutSystem(building: layout, followingDrawing: false)
        #expect(rows.issues.map(\.broken) == ["box.top == root.top + 50"])
        let drawing = try LayoutSystem(building: layout)
        #expect(drawing.issues.map(\.broken) == ["box.top == root.top + 20"])
    }
}
