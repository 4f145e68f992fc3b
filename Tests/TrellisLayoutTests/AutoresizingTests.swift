import Testing
@testable import TrellisLayout

/// Springs and struts against hand-computed frames. The design-time superview is 300×600
/// and the view's frame (50, 100, 100, 200): margins and lengths 50 : 100 : 150 across
/// and 100 : 200 : 300 down, so shares of a change come out whole.
@Suite struct AutoresizingTests {
    /// A 420×840 superview (Δ 120 across, 240 down): x and width by the horizontal flags
    /// (left margin, width, right margin), worked by hand from the shares.
    static let across: [(AutoresizingMask, x: Double, width: Double)] = [
        ([], 50, 100),                                                     // fixed: the right margin takes 120
        ([.flexibleLeftMargin], 170, 100),                                 // all 120 to the left margin
        ([.flexibleWidth], 50, 220),
        ([.flexibleLeftMargin, .flexibleWidth], 90, 180),                  // 50 : 100 of 120 → +40, +80
        ([.flexibleRightMargin], 50, 100),
        ([.flexibleLeftMargin, .flexibleRightMargin], 80, 100),            // 50 : 150 → +30
        ([.flexibleWidth, .flexibleRightMargin], 50, 148),                 // 100 : 150 → +48
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 70, 140),  // 50 : 100 : 150 → +20, +40
    ]
    static let down: [(AutoresizingMask, y: Double, height: Double)] = [
        ([], 100, 200),
        ([.flexibleTopMargin], 340, 200),
        ([.flexibleHeight], 100, 440),
        ([.flexibleTopMargin, .flexibleHeight], 180, 360),                 // 100 : 200 of 240 → +80, +160
        ([.flexibleBottomMargin], 100, 200),
        ([.flexibleTopMargin, .flexibleBottomMargin], 160, 200),           // 100 : 300 → +60
        ([.flexibleHeight, .flexibleBottomMargin], 100, 296),              // 200 : 300 → +96
        ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], 140, 280),  // 1 : 2 : 3 → +40, +80
    ]

    func solve(_ mask: AutoresizingMask, width: Double, height: Double,
               insets: EdgeInsets = EdgeInsets()) throws -> (Rect?, [TrellisLayout.Issue]) {
        let root = View(name: "root")
        let box = View(name: "box")
        box.alignmentRectInsets = insets
        root.addSubview(box)
        let layout = Layout(root: root, width: width, height: height)
        box.autoresizing = Autoresizing(frame: Rect(x: 50, y: 100, width: 100, height: 200), mask: mask,
                                        superviewSize: Size(width: 300, height: 600))
        let solution = try layout.solve(checkingAmbiguity: true)
        return (solution.frame(of: box), solution.issues)
    }

    @Test func everyMaskAtTheDesignSizeKeepsTheFrame() throws {
        for (horizontal, _, _) in Self.across {
            for (vertical, _, _) in Self.down {
                let (frame, issues) = try solve(horizontal.union(vertical), width: 300, height: 600)
                #expect(frame == Rect(x: 50, y: 100, width: 100, height: 200), "\(horizontal.union(vertical))")
                #expect(issues.isEmpty)
            }
        }
    }

    /// The mask moves the frame, whatever the alignment rect inside it (UIKit writes the
    /// mask's constraints for the alignment rect with the insets in their constants).
    @Test func aMaskMovesTheFrameNotTheAlignmentRect() throws {
        for (horizontal, x, width) in Self.across {
            for (vertical, y, height) in Self.down {
                let (frame, issues) = try solve(horizontal.union(vertical), width: 420, height: 840,
                                                insets: EdgeInsets(top: 3, left: 5, bottom: 7, right: 11))
                #expect(frame == Rect(x: x, y: y, width: width, height: height), "\(horizontal.union(vertical))")
                #expect(issues.isEmpty)
            }
        }
    }

    @Test func everyMaskAtAnotherSizeSharesTheChange() throws {
        for (horizontal, x, width) in Self.across {
            for (vertical, y, height) in Self.down {
                let (frame, issues) = try solve(horizontal.union(vertical), width: 420, height: 840)
                #expect(frame == Rect(x: x, y: y, width: width, height: height), "\(horizontal.union(vertical))")
                #expect(issues.isEmpty)
            }
        }
    }

    @Test func shrinkingSharesTheLossTheSameWay() throws {
        // 300 → 240 across: −60 over 50 : 100 : 150 → −10, −20.
        let all: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let (frame, _) = try solve(all, width: 240, height: 600)
        #expect(frame == Rect(x: 40, y: 100, width: 80, height: 200))
    }

    @Test func flexibleMarginsOfNoLengthShareEqually() throws {
        let root = View(name: "root"), bar = View(name: "bar")
        root.addSubview(bar)
        let layout = Layout(root: root, width: 420, height: 600)
        bar.autoresizing = Autoresizing(frame: Rect(x: 0, y: 0, width: 300, height: 44),
                                mask: [.flexibleLeftMargin, .flexibleRightMargin],
                                superviewSize: Size(width: 300, height: 600))
        #expect(try layout.solve().frame(of: bar) == Rect(x: 60, y: 0, width: 300, height: 44))
    }

    @Test func theMaskHoldsToTheSuperviewsDesignSizeInsideAnAutoLayoutSuperview() throws {
        // A card 10 in from each side, 100 high, designed 280 wide; its badge keeps its
        // right margin (flexible left) as the card grows to 400.
        let root = View(name: "root"), card = View(name: "card"), badge = View(name: "badge")
        root.addSubview(card)
        card.addSubview(badge)
        let layout = Layout(root: root, width: 420, height: 600)
        badge.autoresizing = Autoresizing(frame: Rect(x: 200, y: 10, width: 60, height: 20), mask: [.flexibleLeftMargin, .flexibleBottomMargin],
                                superviewSize: Size(width: 280, height: 100))
        layout.add([card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                    card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    card.heightAnchor.constraint(equalToConstant: 100)])
        #expect(try layout.solve().frame(of: badge) == Rect(x: 320, y: 10, width: 60, height: 20))
    }

    @Test func masksNest() throws {
        // A header (flexible width) designed 300 wide in a 300-wide root, and a button in
        // it with a flexible left margin: at 420 the header is 420 wide and the button
        // keeps its 10-point right margin.
        let root = View(name: "root"), header = View(name: "header"), button = View(name: "button")
        root.addSubview(header)
        header.addSubview(button)
        let layout = Layout(root: root, width: 420, height: 600)
        header.autoresizing = Autoresizing(frame: Rect(x: 0, y: 20, width: 300, height: 44), mask: [.flexibleWidth],
                                superviewSize: Size(width: 300, height: 600))
        button.autoresizing = Autoresizing(frame: Rect(x: 230, y: 7, width: 60, height: 30), mask: [.flexibleLeftMargin],
                                superviewSize: Size(width: 300, height: 44))
        let solution = try layout.solve(checkingAmbiguity: true)
        #expect(solution.frame(of: header) == Rect(x: 0, y: 20, width: 420, height: 44))
        #expect(solution.frame(of: button) == Rect(x: 350, y: 7, width: 60, height: 30))
        #expect(solution.issues.isEmpty)
    }

    @Test func otherViewsMayBeConstrainedToAnAutoresizingView() throws {
        let root = View(name: "root"), header = View(name: "header"), title = View(name: "title")
        root.addSubview(header)
        root.addSubview(title)
        let layout = Layout(root: root, width: 420, height: 840)
        header.autoresizing = Autoresizing(frame: Rect(x: 0, y: 0, width: 300, height: 120), mask: [.flexibleWidth, .flexibleBottomMargin],
                                superviewSize: Size(width: 300, height: 600))
        layout.add([title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                    title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
                    title.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
                    title.heightAnchor.constraint(equalToConstant: 20)])
        let solution = try layout.solve(checkingAmbiguity: true)
        #expect(solution.frame(of: header) == Rect(x: 0, y: 0, width: 420, height: 120))
        #expect(solution.frame(of: title) == Rect(x: 16, y: 128, width: 388, height: 20))
        #expect(solution.issues.isEmpty)
    }

    @Test func aConstraintAgainstTheMaskIsBrokenAndNamesIt() throws {
        let root = View(name: "root"), box = View(name: "box")
        root.addSubview(box)
        let layout = Layout(root: root, width: 300, height: 600)
        box.autoresizing = Autoresizing(frame: Rect(x: 50, y: 100, width: 100, height: 200),
                                superviewSize: Size(width: 300, height: 600))
        layout.add(box.widthAnchor.constraint(equalToConstant: 50))
        let solution = try layout.solve()
        guard case .unsatisfiable(let broken, let conflict, _) = try #require(solution.issues.first) else {
            Testing.Issue.record("not an unsatisfiable issue")
            return
        }
        #expect(broken == "box.width == 50")
        #expect(conflict.contains("NSAutoresizingMaskLayoutConstraint h=--- v=--- box.width == 100"))
        #expect(solution.frame(of: box)?.width == 100)
    }

    @Test func theMaskReadsAsUIKitPrintsIt() {
        let box = View(name: "box")
        let placed = Autoresizing(frame: Rect(x: 0, y: 0, width: 1, height: 1),
                                  mask: [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight],
                                  superviewSize: Size(width: 1, height: 1))
        #expect(placed.maskDescription == "h=&-& v=-&-")
        #expect(placed.makeConstraints(for: box).isEmpty)  // no superview: the layout gives a root its frame
        #expect(AutoresizingMask(flagNamed: "flexibleBottomMargin") == .flexibleBottomMargin)
        #expect(AutoresizingMask(flagNamed: "flexibleMargin") == nil)
    }
}
