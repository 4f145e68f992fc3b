import Testing
@testable import TrellisLayout

/// `alignmentRectInsets` against hand-computed frames: constraints and the intrinsic size
/// act on the alignment rect, frames are reported as frames. The numbers are UIKit's
/// switch (49×31 track in a 51×31 frame, right inset 2) and slider (insets 0, 2, 1, 2).
@Suite struct AlignmentRectTests {
    func screen() -> (View, Layout) {
        let root = View(name: "root")
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        return (root, Layout(root: root, width: 375, height: 85))
    }

    func control(_ name: String, in root: View, intrinsic: Size, insets: EdgeInsets) -> View {
        let view = View(name: name)
        root.addSubview(view)
        view.setIntrinsicSize(intrinsic)
        view.alignmentRectInsets = insets
        return view
    }

    @Test func aSwitchPinnedToTheMarginStandsOutByItsInset() throws {
        let (root, layout) = screen()
        let toggle = control("toggle", in: root, intrinsic: Size(width: 49, height: 31), insets: EdgeInsets(right: 2))
        layout.add([
            toggle.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            toggle.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        let solution = try layout.solve(checkingAmbiguity: true)
        // The track ends at 375 − 16 = 359 and is 49 wide; the frame is 2 wider on the right.
        #expect(solution.frame(of: toggle) == Rect(x: 310, y: 11, width: 51, height: 31))
        #expect(solution.issues.isEmpty)
    }

    @Test func aSliderBetweenTheMarginsAndBelowAView() throws {
        let (root, layout) = screen()
        let title = View(name: "title")
        root.addSubview(title)
        let slider = control("slider", in: root, intrinsic: Size(width: 100, height: 30), insets: EdgeInsets(left: 2, bottom: 1, right: 2))
        slider.contentHugging.horizontal = 1
        layout.add([
            title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 120),
            title.heightAnchor.constraint(equalToConstant: 21),
            slider.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            slider.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            slider.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            root.layoutMarginsGuide.bottomAnchor.constraint(equalTo: slider.bottomAnchor),
        ])
        let solution = try layout.solve(checkingAmbiguity: true)
        // Track 16…359 and 44…74: the frame reaches 2 further each side and 1 lower.
        #expect(solution.frame(of: slider) == Rect(x: 14, y: 44, width: 347, height: 31))
        #expect(solution.issues.isEmpty)
    }

    @Test func centresAndBaselinesAreTheAlignmentRects() throws {
        let (root, layout) = screen()
        let slider = control("slider", in: root, intrinsic: Size(width: 100, height: 30), insets: EdgeInsets(left: 2, bottom: 1, right: 2))
        let mark = View(name: "mark")
        root.addSubview(mark)
        layout.add([
            slider.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 10),
            slider.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            mark.leadingAnchor.constraint(equalTo: slider.trailingAnchor),
            mark.lastBaselineAnchor.constraint(equalTo: slider.lastBaselineAnchor),
            mark.widthAnchor.constraint(equalToConstant: 10),
            mark.heightAnchor.constraint(equalToConstant: 10),
        ])
        let solution = try layout.solve(checkingAmbiguity: true)
        // Track centred at (197.5, 42.5): 147.5…247.5 across, 27.5…57.5 down.
        #expect(solution.frame(of: slider) == Rect(x: 145.5, y: 27.5, width: 104, height: 31))
        // A view without text has its baseline at the bottom of its alignment rect.
        #expect(solution.frame(of: mark) == Rect(x: 247.5, y: 47.5, width: 10, height: 10))
        #expect(solution.issues.isEmpty)
    }
}
