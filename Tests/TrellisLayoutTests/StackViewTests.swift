import Testing
@testable import TrellisLayout

/// Stack views against hand-computed frames. Unless a test says otherwise the arranged
/// views are a (intrinsic 40×20), b (60×30) and c (80×40), and the stack's own top-left
/// corner is pinned at (20, 100) on a 390×844 screen; frames are in the stack's
/// coordinates.
@Suite struct StackViewTests {
    struct Fixture {
        let root = View(name: "root")
        let stackView = View(name: "stack")
        let layout: Layout
        let stack: StackView
        let views: [View]

        init(_ axis: StackView.Axis, sizes: [(Double, Double)] = [(40, 20), (60, 30), (80, 40)],
             direction: LayoutDirection = .leftToRight) {
            layout = Layout(root: root, width: 390, height: 844)
            layout.direction = direction
            root.addSubview(stackView)
            stack = StackView(stackView)
            stack.axis = axis
            views = sizes.enumerated().map { index, size in
                let view = View(name: ["a", "b", "c", "d"][index])
                view.intrinsicWidth = size.0
                view.intrinsicHeight = size.1
                return view
            }
            views.forEach(stack.addArrangedSubview)
        }

        var a: View { views[0] }
        var b: View { views[1] }
        var c: View { views[2] }

        /// The pins of the stack's corner and `extra` (the stack's own constraints come with its kind).
        func solve(width: Double? = nil, height: Double? = nil, _ extra: [LayoutConstraint] = [],
                   checkingAmbiguity: Bool = false) throws -> LayoutSolution {
            layout.add([stackView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                        stackView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)])
            if let width { layout.add(stackView.widthAnchor.constraint(equalToConstant: width)) }
            if let height { layout.add(stackView.heightAnchor.constraint(equalToConstant: height)) }
            layout.add(extra)
            return try layout.solve(checkingAmbiguity: checkingAmbiguity)
        }
    }

    /// Frames to within rounding noise (proportional shares are fractions).
    func expectFrames(_ solution: LayoutSolution, _ expected: [(LayoutItem, Rect)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (item, rect) in expected {
            let frame = solution.frame(of: item)
            let close = frame.map { abs($0.x - rect.x) < 1e-9 && abs($0.y - rect.y) < 1e-9
                && abs($0.width - rect.width) < 1e-9 && abs($0.height - rect.height) < 1e-9 } ?? false
            #expect(close, "\(item.name): \(frame.map(\.description) ?? "none") is not \(rect)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Distributions

    @Test func fillGivesTheSpaceToTheLowestHugging() throws {
        let f = Fixture(.horizontal)
        f.stack.spacing = 10
        f.b.contentHugging.horizontal = 249
        let solution = try f.solve(width: 300)
        // 40 + 60 + 80 + 2 × 10 = 200; b hugs least and takes the other 100. The fill
        // alignment makes every view as tall as the tallest compression resistance (40).
        expectFrames(solution, [(f.a, Rect(x: 0, y: 0, width: 40, height: 40)),
                                (f.b, Rect(x: 50, y: 0, width: 160, height: 40)),
                                (f.c, Rect(x: 220, y: 0, width: 80, height: 40)),
                                (f.stackView, Rect(x: 20, y: 100, width: 300, height: 40))])
        #expect(solution.issues.isEmpty)
    }

    @Test func fillVertical() throws {
        let f = Fixture(.vertical, sizes: [(50, 40), (50, 60), (50, 80)])
        f.stack.spacing = 10
        f.b.contentHugging.vertical = 249
        let solution = try f.solve(width: 200, height: 300)
        expectFrames(solution, [(f.a, Rect(x: 0, y: 0, width: 200, height: 40)),
                                (f.b, Rect(x: 0, y: 50, width: 200, height: 160)),
                                (f.c, Rect(x: 0, y: 220, width: 200, height: 80))])
    }

    @Test func fillEquallyHorizontalAndVertical() throws {
        let h = Fixture(.horizontal)
        h.stack.distribution = .fillEqually
        h.stack.spacing = 10
        // (320 − 20) / 3 = 100 each.
        expectFrames(try h.solve(width: 320), [(h.a, Rect(x: 0, y: 0, width: 100, height: 40)),
                                              (h.b, Rect(x: 110, y: 0, width: 100, height: 40)),
                                              (h.c, Rect(x: 220, y: 0, width: 100, height: 40))])
        let v = Fixture(.vertical, sizes: [(50, 40), (50, 60), (50, 80)])
        v.stack.distribution = .fillEqually
        v.stack.spacing = 10
        expectFrames(try v.solve(width: 200, height: 320), [(v.a, Rect(x: 0, y: 0, width: 200, height: 100)),
                                                           (v.b, Rect(x: 0, y: 110, width: 200, height: 100)),
                                                           (v.c, Rect(x: 0, y: 220, width: 200, height: 100))])
    }

    @Test func fillEquallyWithoutAWidthTakesTheWidestView() throws {
        // Equal widths, none compressed below its intrinsic width: 80 each, 260 in all.
        let f = Fixture(.horizontal)
        f.stack.distribution = .fillEqually
        f.stack.spacing = 10
        let solution = try f.solve()
        expectFrames(solution, [(f.b, Rect(x: 90, y: 0, width: 80, height: 40)),
                                (f.stackView, Rect(x: 20, y: 100, width: 260, height: 40))])
    }

    @Test func fillProportionallyHorizontalAndVertical() throws {
        // Intrinsic 40 : 60 : 100 of a 400-point stack: 80, 120, 200.
        let h = Fixture(.horizontal, sizes: [(40, 20), (60, 20), (100, 20)])
        h.stack.distribution = .fillProportionally
        expectFrames(try h.solve(width: 400), [(h.a, Rect(x: 0, y: 0, width: 80, height: 20)),
                                              (h.b, Rect(x: 80, y: 0, width: 120, height: 20)),
                                              (h.c, Rect(x: 200, y: 0, width: 200, height: 20))])
        let v = Fixture(.vertical, sizes: [(20, 40), (20, 60), (20, 100)])
        v.stack.distribution = .fillProportionally
        expectFrames(try v.solve(height: 400), [(v.a, Rect(x: 0, y: 0, width: 20, height: 80)),
                                               (v.b, Rect(x: 0, y: 80, width: 20, height: 120)),
                                               (v.c, Rect(x: 0, y: 200, width: 20, height: 200))])
    }

    @Test func fillProportionallyWithSpacingAsUIKitDoes() throws {
        // UIKit's shares count the spacing in the denominator: 40/220, 60/220, 100/220 of
        // 440 ask 80, 120 and 200, 400 of the 420 the spacing leaves. a (999) and b (998)
        // get their share; c (997) takes the other 220.
        let f = Fixture(.horizontal, sizes: [(40, 20), (60, 20), (100, 20)])
        f.stack.distribution = .fillProportionally
        f.stack.spacing = 10
        let solution = try f.solve(width: 440)
        expectFrames(solution, [(f.a, Rect(x: 0, y: 0, width: 80, height: 20)),
                                (f.b, Rect(x: 90, y: 0, width: 120, height: 20)),
                                (f.c, Rect(x: 220, y: 0, width: 220, height: 20))])
        let proportional = f.stack.makeConstraints().filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.priority) == [999, 998, 997])
    }

    @Test func fillProportionallyWithoutAWidthIsNatural() throws {
        let f = Fixture(.horizontal, sizes: [(40, 20), (60, 20), (100, 20)])
        f.stack.distribution = .fillProportionally
        f.stack.spacing = 10
        expectFrames(try f.solve(), [(f.c, Rect(x: 120, y: 0, width: 100, height: 20)),
                                     (f.stackView, Rect(x: 20, y: 100, width: 220, height: 20))])
    }

    @Test func equalSpacingHorizontalAndVertical() throws {
        // 300 − (40 + 60 + 80) = 120 of space: two gaps of 60.
        let h = Fixture(.horizontal)
        h.stack.distribution = .equalSpacing
        h.stack.spacing = 10
        expectFrames(try h.solve(width: 300), [(h.a, Rect(x: 0, y: 0, width: 40, height: 40)),
                                              (h.b, Rect(x: 100, y: 0, width: 60, height: 40)),
                                              (h.c, Rect(x: 220, y: 0, width: 80, height: 40))])
        let v = Fixture(.vertical, sizes: [(30, 40), (30, 60), (30, 80)])
        v.stack.distribution = .equalSpacing
        expectFrames(try v.solve(height: 300), [(v.a, Rect(x: 0, y: 0, width: 30, height: 40)),
                                               (v.b, Rect(x: 0, y: 100, width: 30, height: 60)),
                                               (v.c, Rect(x: 0, y: 220, width: 30, height: 80))])
    }

    @Test func equalCenteringHorizontalAndVertical() throws {
        // Centres at 20 and 260 (the ends), so b's centre is at 140: x = 110.
        let h = Fixture(.horizontal)
        h.stack.distribution = .equalCentering
        expectFrames(try h.solve(width: 300), [(h.a, Rect(x: 0, y: 0, width: 40, height: 40)),
                                              (h.b, Rect(x: 110, y: 0, width: 60, height: 40)),
                                              (h.c, Rect(x: 220, y: 0, width: 80, height: 40))])
        let v = Fixture(.vertical, sizes: [(30, 40), (30, 60), (30, 80)])
        v.stack.distribution = .equalCentering
        expectFrames(try v.solve(height: 300), [(v.a, Rect(x: 0, y: 0, width: 30, height: 40)),
                                               (v.b, Rect(x: 0, y: 110, width: 30, height: 60)),
                                               (v.c, Rect(x: 0, y: 220, width: 30, height: 80))])
    }

    @Test func equalCenteringKeepsTheSpacingBeforeCentring() throws {
        // Centring b between 40-wide a and 200-wide c in 320 would overlap b and c; the
        // spacing (10, required) wins over equal centring (149).
        let f = Fixture(.horizontal, sizes: [(40, 20), (60, 20), (200, 20)])
        f.stack.distribution = .equalCentering
        f.stack.spacing = 10
        // Ends: a's centre 20, c's centre 220; equal would put b's centre at 120 (90…150),
        // but c starts at 120: b must end by 110, so b is at 50…110.
        expectFrames(try f.solve(width: 320), [(f.b, Rect(x: 50, y: 0, width: 60, height: 20)),
                                              (f.c, Rect(x: 120, y: 0, width: 200, height: 20))])
    }

    // MARK: Alignments

    @Test func horizontalAlignments() throws {
        let expected: [(StackView.Alignment, [Double], Double)] = [
            (.fill, [0, 0, 0], 40),
            (.top, [0, 0, 0], 40),
            (.center, [10, 5, 0], 40),
            (.bottom, [20, 10, 0], 40),
            // No text: a first baseline is the top (Auto Layout's rule for a view without
            // one), so the tops line up; the stack ends at the tallest view's bottom.
            (.firstBaseline, [0, 0, 0], 40),
            (.lastBaseline, [20, 10, 0], 40),
        ]
        for (alignment, tops, height) in expected {
            let f = Fixture(.horizontal)
            f.stack.alignment = alignment
            let solution = try f.solve()
            let heights = alignment == .fill ? [40.0, 40, 40] : [20.0, 30, 40]
            expectFrames(solution, [(f.a, Rect(x: 0, y: tops[0], width: 40, height: heights[0])),
                                    (f.b, Rect(x: 40, y: tops[1], width: 60, height: heights[1])),
                                    (f.c, Rect(x: 100, y: tops[2], width: 80, height: heights[2])),
                                    (f.stackView, Rect(x: 20, y: 100, width: 180, height: height))])
            #expect(solution.issues.isEmpty)
        }
    }

    @Test func baselineAlignmentWithText() throws {
        // Baselines 15 below a's top, 20 below b's; c has none, so its first baseline is
        // its top and its last its bottom: at the baseline B, a spans B−15…B+5 and b
        // B−20…B+10; c spans B…B+40 on first baselines, B−40…B on last ones. UIKit ties
        // one end of the stack to the spanner and bounds the other by the first view only.
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let f = Fixture(.horizontal)
            f.stack.alignment = alignment
            f.a.firstBaselineOffsetFromTop = 15
            f.a.lastBaselineOffsetFromBottom = 5
            f.b.firstBaselineOffsetFromTop = 20
            f.b.lastBaselineOffsetFromBottom = 10
            let solution = try f.solve()
            if alignment == .firstBaseline {
                // Top at a's top (B = 15), bottom at the spanner's (c's, B + 40): 55 high.
                expectFrames(solution, [(f.a, Rect(x: 0, y: 0, width: 40, height: 20)),
                                        (f.b, Rect(x: 40, y: -5, width: 60, height: 30)),
                                        (f.c, Rect(x: 100, y: 15, width: 80, height: 40)),
                                        (f.stackView, Rect(x: 20, y: 100, width: 180, height: 55))])
            } else {
                // Top at the spanner's (B = 40), bottom at a's bottom (B + 5): 45 high.
                expectFrames(solution, [(f.a, Rect(x: 0, y: 25, width: 40, height: 20)),
                                        (f.b, Rect(x: 40, y: 20, width: 60, height: 30)),
                                        (f.c, Rect(x: 100, y: 0, width: 80, height: 40)),
                                        (f.stackView, Rect(x: 20, y: 100, width: 180, height: 45))])
            }
        }
    }

    @Test func baselineAlignmentWithTheTallestTextFirstContainsEveryView() throws {
        // The quirk does not show when the first view reaches furthest: a 15 above its
        // baseline and 10 below, b 10 and 5. The stack is a's height, B = 15.
        let f = Fixture(.horizontal, sizes: [(40, 25), (40, 15)])
        f.stack.alignment = .firstBaseline
        f.a.firstBaselineOffsetFromTop = 15
        f.b.firstBaselineOffsetFromTop = 10
        expectFrames(try f.solve(), [(f.a, Rect(x: 0, y: 0, width: 40, height: 25)),
                                     (f.b, Rect(x: 40, y: 5, width: 40, height: 15)),
                                     (f.stackView, Rect(x: 20, y: 100, width: 80, height: 25))])
    }

    @Test func verticalAlignmentsLeftToRightAndRightToLeft() throws {
        let expected: [(StackView.Alignment, [Double])] = [(.leading, [0, 0, 0]), (.center, [20, 10, 0]), (.trailing, [40, 20, 0])]
        for (alignment, lefts) in expected {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let f = Fixture(.vertical, direction: direction)
                f.stack.alignment = alignment
                f.stack.spacing = 5
                let solution = try f.solve()
                // Right to left, leading is the right edge: the lefts mirror in the 80-wide
                // stack, whose leading edge is 20 from the screen's right.
                let x = direction == .leftToRight ? lefts : zip(lefts, [40.0, 60, 80]).map { 80 - $0 - $1 }
                expectFrames(solution, [(f.a, Rect(x: x[0], y: 0, width: 40, height: 20)),
                                        (f.b, Rect(x: x[1], y: 25, width: 60, height: 30)),
                                        (f.c, Rect(x: x[2], y: 60, width: 80, height: 40)),
                                        (f.stackView, Rect(x: direction == .leftToRight ? 20 : 290, y: 100, width: 80, height: 100))])
            }
        }
    }

    @Test func baselineAlignmentOfAVerticalStackFills() throws {
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let f = Fixture(.vertical)
            f.stack.alignment = alignment
            expectFrames(try f.solve(), [(f.a, Rect(x: 0, y: 0, width: 80, height: 20)),
                                         (f.c, Rect(x: 0, y: 50, width: 80, height: 40))])
        }
    }

    @Test func rightToLeftRunsFromTheRight() throws {
        let f = Fixture(.horizontal, direction: .rightToLeft)
        f.stack.spacing = 10
        let solution = try f.solve()
        // 200 wide, its leading (right) edge 20 from the screen's right: x = 170.
        expectFrames(solution, [(f.a, Rect(x: 160, y: 0, width: 40, height: 40)),
                                (f.b, Rect(x: 90, y: 0, width: 60, height: 40)),
                                (f.c, Rect(x: 0, y: 0, width: 80, height: 40)),
                                (f.stackView, Rect(x: 170, y: 100, width: 200, height: 40))])
    }

    @Test func singleViewCenterAlignmentHugsIt() throws {
        let f = Fixture(.horizontal, sizes: [(40, 20)])
        f.stack.alignment = .center
        let solution = try f.solve(width: 100, height: 60)
        expectFrames(solution, [(f.a, Rect(x: 0, y: 20, width: 100, height: 20))])
        let f2 = Fixture(.horizontal, sizes: [(40, 20)])
        f2.stack.alignment = .center
        expectFrames(try f2.solve(), [(f2.stackView, Rect(x: 20, y: 100, width: 40, height: 20))])
    }

    // MARK: Hidden views

    @Test func hiddenViewsCollapseWithTheirSpacing() throws {
        // Vertical, 10 apart, heights 40, 60, 80, 200 wide.
        let cases: [(hidden: Int, tops: [Double], heights: [Double], total: Double)] = [
            (0, [0, 0, 70], [0, 60, 80], 150),
            (1, [0, 40, 50], [40, 0, 80], 130),
            (2, [0, 50, 110], [40, 60, 0], 110),
        ]
        for (hidden, tops, heights, total) in cases {
            let f = Fixture(.vertical, sizes: [(50, 40), (50, 60), (50, 80)])
            f.stack.spacing = 10
            f.views[hidden].isHidden = true
            let solution = try f.solve(width: 200)
            for index in 0..<3 {
                expectFrames(solution, [(f.views[index], Rect(x: 0, y: tops[index], width: 200, height: heights[index]))])
            }
            expectFrames(solution, [(f.stackView, Rect(x: 20, y: 100, width: 200, height: total))])
            #expect(solution.issues.isEmpty)
        }
    }

    @Test func hiddenViewsLeaveEqualSpacingToTheVisibleOnes() throws {
        let f = Fixture(.horizontal, sizes: [(40, 20), (60, 20), (80, 20), (50, 20)])
        f.stack.distribution = .equalSpacing
        f.stack.spacing = 10
        f.views[1].isHidden = true
        // a, c, d visible: 300 − 170 = 130, two gaps of 65.
        let solution = try f.solve(width: 300)
        expectFrames(solution, [(f.views[0], Rect(x: 0, y: 0, width: 40, height: 20)),
                                (f.views[2], Rect(x: 105, y: 0, width: 80, height: 20)),
                                (f.views[3], Rect(x: 250, y: 0, width: 50, height: 20))])
        #expect(solution.frame(of: f.views[1])?.width == 0)
    }

    @Test func hiddenTallViewDoesNotHoldTheStackOpen() throws {
        let f = Fixture(.horizontal)
        f.stack.alignment = .center
        f.c.isHidden = true
        let solution = try f.solve()
        expectFrames(solution, [(f.a, Rect(x: 0, y: 5, width: 40, height: 20)),
                                (f.stackView, Rect(x: 20, y: 100, width: 100, height: 30))])
    }

    // MARK: Spacing and margins

    @Test func customSpacingWithLayoutMargins() throws {
        let f = Fixture(.vertical, sizes: [(50, 40), (50, 60), (50, 80)])
        f.stackView.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.stack.spacing = 10
        f.stack.setCustomSpacing(24, after: f.a)
        let solution = try f.solve(width: 300)
        expectFrames(solution, [(f.a, Rect(x: 16, y: 12, width: 268, height: 40)),
                                (f.b, Rect(x: 16, y: 76, width: 268, height: 60)),
                                (f.c, Rect(x: 16, y: 146, width: 268, height: 80)),
                                (f.stackView, Rect(x: 20, y: 100, width: 300, height: 238))])
    }

    @Test func customSpacingCarriesOverAHiddenView() throws {
        let f = Fixture(.vertical, sizes: [(50, 40), (50, 60), (50, 80)])
        f.stack.spacing = 10
        f.stack.setCustomSpacing(24, after: f.a)
        f.b.isHidden = true
        expectFrames(try f.solve(width: 100), [(f.c, Rect(x: 0, y: 64, width: 100, height: 80))])
    }

    @Test func baselineRelativeSpacing() throws {
        // a's last baseline is 5 above its bottom (y 15), b's first 12 below its top:
        // b.top + 12 == 15 + 20, so b.top = 23.
        let f = Fixture(.vertical, sizes: [(50, 20), (50, 30)])
        f.stack.spacing = 20
        f.stack.isBaselineRelativeArrangement = true
        f.a.lastBaselineOffsetFromBottom = 5
        f.b.firstBaselineOffsetFromTop = 12
        expectFrames(try f.solve(width: 100), [(f.b, Rect(x: 0, y: 23, width: 100, height: 30))])
    }

    // MARK: Nesting

    @Test func nestedStacksWithCenterAlignment() throws {
        // A column (centre, 8 apart) of a title (120×20) and a row (centre, 4 apart) of an
        // icon (24×24) and a label (80×17). The row is 108×24, the column 120 × 52.
        let f = Fixture(.vertical, sizes: [(120, 20)])
        f.stack.alignment = .center
        f.stack.spacing = 8
        let rowView = View(name: "row")
        let row = StackView(rowView)
        row.alignment = .center
        row.spacing = 4
        let icon = View(name: "icon"), label = View(name: "label")
        (icon.intrinsicWidth, icon.intrinsicHeight) = (24, 24)
        (label.intrinsicWidth, label.intrinsicHeight) = (80, 17)
        row.addArrangedSubview(icon)
        row.addArrangedSubview(label)
        f.stack.addArrangedSubview(rowView)
        let solution = try f.solve()
        expectFrames(solution, [(f.a, Rect(x: 0, y: 0, width: 120, height: 20)),
                                (rowView, Rect(x: 6, y: 28, width: 108, height: 24)),
                                (icon, Rect(x: 0, y: 0, width: 24, height: 24)),
                                (label, Rect(x: 28, y: 3.5, width: 80, height: 17)),
                                (f.stackView, Rect(x: 20, y: 100, width: 120, height: 52))])
        #expect(solution.issues.isEmpty)
    }

    @Test func nestedStackCentredInAFixedWidth() throws {
        let f = Fixture(.vertical, sizes: [(120, 20)])
        f.stack.alignment = .center
        let rowView = View(name: "row")
        let row = StackView(rowView)
        for (name, width) in [("x", 30.0), ("y", 50.0)] {
            let view = View(name: name)
            (view.intrinsicWidth, view.intrinsicHeight) = (width, 10)
            row.addArrangedSubview(view)
        }
        f.stack.addArrangedSubview(rowView)
        expectFrames(try f.solve(width: 300), [(f.a, Rect(x: 90, y: 0, width: 120, height: 20)),
                                              (rowView, Rect(x: 110, y: 20, width: 80, height: 10))])
    }

    @Test func everyDistributionAndAlignmentDeterminesEveryFrame() throws {
        // The stack's own spacer guides are UIKit's private business and are not checked.
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        for axis in [StackView.Axis.horizontal, .vertical] {
            for distribution in distributions {
                for alignment in alignments {
                    let f = Fixture(axis)
                    f.stack.distribution = distribution
                    f.stack.alignment = alignment
                    f.stack.spacing = 6
                    f.b.contentHugging = AxisPriorities(horizontal: 249, vertical: 249)
                    let solution = try f.solve(width: axis == .horizontal ? 400 : nil, height: axis == .vertical ? 400 : nil,
                                               checkingAmbiguity: true)
                    #expect(solution.issues.isEmpty, "\(axis) \(distribution) \(alignment): \(solution.issues)")
                }
            }
        }
    }

    // MARK: Conflicts

    @Test func hidingAViewWithARequiredHeightReportsUISVHiding() throws {
        let f = Fixture(.vertical, sizes: [(50, 40), (50, 60), (50, 80)])
        f.b.isHidden = true
        let height = f.b.heightAnchor.constraint(equalToConstant: 44)
        let solution = try f.solve(width: 100, [height])
        guard case .unsatisfiable(let broken, let conflict, _) = try #require(solution.issues.first) else {
            Testing.Issue.record("not an unsatisfiable issue")
            return
        }
        #expect(broken == "b.height == 44")
        #expect(conflict.contains("'UISV-hiding' V:[b(0)]"))
        #expect(solution.frame(of: f.b)?.height == 0)
    }

    @Test func fillWithFixedLengthsThatDoNotAddUpReportsTheStacksConstraints() throws {
        // The seed's warning: with `fill`, fixing every width conflicts with the stack's.
        let f = Fixture(.horizontal)
        f.stack.spacing = 10
        let widths = f.views.map { $0.widthAnchor.constraint(equalToConstant: 50) }
        let solution = try f.solve(width: 300, widths)
        guard case .unsatisfiable(let broken, let conflict, _) = try #require(solution.issues.first) else {
            Testing.Issue.record("not an unsatisfiable issue")
            return
        }
        #expect(conflict.contains { $0.hasPrefix("'UISV-canvas-connection'") })
        #expect(conflict.contains("'UISV-spacing' H:[a]-(10)-[b]"))
        #expect(broken == "c.width == 50")
    }

    @Test func fillEquallyWithAFixedWidthReportsUISVFillEqually() throws {
        let f = Fixture(.horizontal)
        f.stack.distribution = .fillEqually
        let solution = try f.solve(width: 300, [f.a.widthAnchor.constraint(equalToConstant: 50)])
        guard case .unsatisfiable(let broken, let conflict, _) = try #require(solution.issues.first) else {
            Testing.Issue.record("not an unsatisfiable issue")
            return
        }
        #expect(conflict.contains { $0.hasPrefix("'UISV-fill-equally'") })
        #expect(broken == "a.width == 50")
    }

    @Test func hidingANestedStackWithSpacingConflictsAsInUIKit() throws {
        // A hidden column inside a column must be 0 high, but its own two views are 20
        // high and 8 apart: UISV-hiding against UISV-spacing and the heights.
        let f = Fixture(.vertical, sizes: [(50, 40)])
        let innerView = View(name: "inner")
        let inner = StackView(innerView)
        inner.axis = .vertical
        inner.spacing = 8
        let heights = ["x", "y"].map { name in
            let view = View(name: name)
            inner.addArrangedSubview(view)
            return view.heightAnchor.constraint(equalToConstant: 20)
        }
        f.stack.addArrangedSubview(innerView)
        innerView.isHidden = true
        let solution = try f.solve(heights)
        guard case .unsatisfiable(let broken, let conflict, _) = try #require(solution.issues.first) else {
            Testing.Issue.record("not an unsatisfiable issue")
            return
        }
        #expect(conflict.contains("'UISV-hiding' V:[inner(0)]"))
        #expect(conflict.contains("'UISV-spacing' V:[x]-(8)-[y]"))
        #expect(broken == "y.height == 20")
    }

    // MARK: The seed articles

    @Test func seedEqualSpacingPutsTwoViewsAtTheEnds() throws {
        // "If two views and the spacing fit, one sits at each end."
        let f = Fixture(.horizontal, sizes: [(40, 20), (60, 20)])
        f.stack.distribution = .equalSpacing
        f.stack.spacing = 8
        expectFrames(try f.solve(width: 300), [(f.a, Rect(x: 0, y: 0, width: 40, height: 20)),
                                              (f.b, Rect(x: 240, y: 0, width: 60, height: 20))])
    }

    @Test func seedEqualSpacingFallsBackToTheSpacingWhenTooWide() throws {
        // "If the views and spacing are wider than the stack, the gaps are the spacing";
        // the view that resists compression least gives way.
        let f = Fixture(.horizontal, sizes: [(120, 20), (120, 20), (120, 20)])
        f.stack.distribution = .equalSpacing
        f.stack.spacing = 10
        f.c.compressionResistance.horizontal = 749
        expectFrames(try f.solve(width: 300), [(f.a, Rect(x: 0, y: 0, width: 120, height: 20)),
                                              (f.b, Rect(x: 130, y: 0, width: 120, height: 20)),
                                              (f.c, Rect(x: 260, y: 0, width: 40, height: 20))])
    }

    @Test func seedStackWithoutSizeTakesItFromItsViews() throws {
        // "Without width and height constraints the stack computes its size from its
        // arranged subviews"; with them, hugging and compression resize the views.
        let f = Fixture(.horizontal)
        f.stack.spacing = 8
        f.stack.alignment = .center
        expectFrames(try f.solve(), [(f.stackView, Rect(x: 20, y: 100, width: 196, height: 40))])
        let g = Fixture(.horizontal)
        g.stack.spacing = 8
        g.stack.alignment = .center
        g.a.contentHugging.horizontal = 200
        expectFrames(try g.solve(width: 250, height: 60), [(g.a, Rect(x: 0, y: 20, width: 94, height: 20)),
                                                          (g.c, Rect(x: 170, y: 10, width: 80, height: 40))])
    }

    @Test func multilineTextsShareTheWidth() throws {
        // Two wrapping labels with equal hugging would trade width arbitrarily; UIKit caps
        // each at (300 − 10) / 2 = 145 at priority 950.
        let f = Fixture(.horizontal, sizes: [(400, 20), (400, 20)])
        f.stack.spacing = 10
        f.stack.alignment = .top
        f.a.isMultilineText = true
        f.b.isMultilineText = true
        let solution = try f.solve(width: 300)
        expectFrames(solution, [(f.a, Rect(x: 0, y: 0, width: 145, height: 20)),
                                (f.b, Rect(x: 155, y: 0, width: 145, height: 20))])
        #expect(f.stack.makeConstraints().contains { $0.identifier == "UISV-text-width-disambiguation" && $0.priority == 950 })
    }

    @Test func theConstraintsCarryUIKitsIdentifiersAndPriorities() throws {
        let f = Fixture(.horizontal)
        f.stack.alignment = .top
        _ = try f.solve()
        let byIdentifier = Dictionary(grouping: f.stack.makeConstraints().filter { $0.identifier != nil }) { $0.identifier! }
        #expect(byIdentifier["UISV-spanning-fit"]?.map(\.priority) == [51])
        #expect(Set(byIdentifier["UISV-spanning-boundary"]?.map(\.priority) ?? []) == [999.5, 1000])
        #expect(byIdentifier["UISV-ambiguity-suppression"]?.map(\.priority) == [25, 25, 25])
        #expect(byIdentifier["UISV-canvas-connection"]?.count == 4)
        #expect(byIdentifier["UISV-alignment"]?.count == 2)
        #expect(byIdentifier["UISV-spacing"]?.count == 2)
    }
}
