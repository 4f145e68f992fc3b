import Testing
@testable import TrellisLayout

/// Hand-computed layouts, many from the seed articles (UILayoutGuide, anchors, margins).
@Suite struct LayoutTests {
    func screen(_ width: Double = 390, _ height: Double = 844) -> (View, Layout) {
        let root = View(name: "root")
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return (root, Layout(root: root, width: width, height: height))
    }

    func view(_ name: String, in parent: View) -> View {
        let child = View(name: name)
        parent.addSubview(child)
        return child
    }

    @Test func customGuideAtOneThirdOfTheHeight() throws {
        // The seed's helper guide: a view whose top sits at 1/3 of its superview's height.
        let (root, layout) = screen(300, 900)
        let guide = LayoutGuide(name: "third")
        root.addLayoutGuide(guide)
        let child = view("child", in: root)
        layout.add([
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1.0 / 3),
            child.topAnchor.constraint(equalTo: guide.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: child) == Rect(x: 20, y: 300, width: 100, height: 50))
        #expect(solution.issues.isEmpty)
    }

    @Test func equalSpacingWithTwoGuidesBetweenThreeButtons() throws {
        let (root, layout) = screen(375, 667)
        let buttons = ["a", "b", "c"].map { view($0, in: root) }
        let gaps = [LayoutGuide(name: "gap1"), LayoutGuide(name: "gap2")]
        gaps.forEach(root.addLayoutGuide)
        for button in buttons {
            layout.add([button.widthAnchor.constraint(equalToConstant: 75), button.heightAnchor.constraint(equalToConstant: 30),
                        button.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        }
        layout.add([
            buttons[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            gaps[0].leadingAnchor.constraint(equalTo: buttons[0].trailingAnchor),
            buttons[1].leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
            gaps[1].leadingAnchor.constraint(equalTo: buttons[1].trailingAnchor),
            buttons[2].leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
            buttons[2].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
        ])
        let solution = try layout.solve()
        // Margins 16: 343 wide, 3 × 75 = 225 of buttons, 118 left: gaps of 59.
        #expect(solution.frame(of: buttons[0]) == Rect(x: 16, y: 318.5, width: 75, height: 30))
        #expect(solution.frame(of: buttons[1]) == Rect(x: 150, y: 318.5, width: 75, height: 30))
        #expect(solution.frame(of: buttons[2]) == Rect(x: 284, y: 318.5, width: 75, height: 30))
        #expect(solution.frame(of: gaps[0])?.width == 59)
    }

    @Test func safeAreaBottomBarAndMarginsFromTheSafeArea() throws {
        let (root, layout) = screen()
        layout.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = view("bar", in: root)
        let title = view("title", in: root)
        layout.add([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 49),
            title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: bar) == Rect(x: 0, y: 761, width: 390, height: 49))
        #expect(solution.frame(of: title) == Rect(x: 16, y: 47, width: 358, height: 20))
        #expect(solution.frame(of: root.safeAreaLayoutGuide) == Rect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func keyboardGuideFollowsTheKeyboard() throws {
        for (keyboard, expectedY) in [(0.0, 810.0 - 44), (336, 844.0 - 336 - 44)] {
            let (root, layout) = screen()
            layout.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            layout.keyboardHeight = keyboard
            let field = view("field", in: root)
            layout.add([
                field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
            #expect(try layout.solve().frame(of: field) == Rect(x: 0, y: expectedY, width: 390, height: 44))
        }
    }

    @Test func readableContentGuideIsCappedAndCentred() throws {
        for (width, expected) in [(390.0, Rect(x: 16, y: 0, width: 358, height: 10)),
                                  (1024, Rect(x: 176, y: 0, width: 672, height: 10))] {
            let (root, layout) = screen(width, 768)
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: width >= 600 ? 20 : 16, bottom: 0, trailing: width >= 600 ? 20 : 16)
            let text = view("text", in: root)
            layout.add([
                text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: root.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 10),
            ])
            #expect(try layout.solve().frame(of: text) == expected)
        }
    }

    /// `layoutMarginsFollowReadableWidth`: the margins guide and the margin attributes
    /// narrow to 672 points, centred between the view's own margins (uneven ones too);
    /// where the margins are narrower than that, nothing changes.
    @Test func marginsFollowingTheReadableWidth() throws {
        for (width, expectedText, expectedNote) in [(1024.0, Rect(x: 176, y: 0, width: 672, height: 10), Rect(x: 160, y: 10, width: 672, height: 10)),
                                                    (390, Rect(x: 16, y: 0, width: 358, height: 10), Rect(x: 8, y: 10, width: 342, height: 10))] {
            let (root, layout) = screen(width, 768)
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: width >= 600 ? 20 : 16, bottom: 0, trailing: width >= 600 ? 20 : 16)
            root.layoutMarginsFollowReadableWidth = true
            let text = view("text", in: root)
            let card = view("card", in: root)
            card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 40)
            card.layoutMarginsFollowReadableWidth = true
            let note = view("note", in: card)
            layout.add([
                LayoutConstraint(text, .leading, .equal, root, .leadingMargin),
                LayoutConstraint(text, .trailing, .equal, root, .trailingMargin),
                text.topAnchor.constraint(equalTo: root.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 10),
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                card.topAnchor.constraint(equalTo: root.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 30),
                note.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                note.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                note.heightAnchor.constraint(equalToConstant: 10),
            ])
            let solution = try layout.solve()
            #expect(solution.frame(of: text) == expectedText)
            #expect(solution.frame(of: note) == expectedNote)
        }
    }

    @Test func rightToLeftFlipsLeadingButNotLeft() throws {
        let (root, layout) = screen(320, 480)
        layout.direction = .rightToLeft
        let avatar = view("avatar", in: root)
        let badge = view("badge", in: root)
        layout.add([
            avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
            badge.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            badge.topAnchor.constraint(equalTo: root.topAnchor), badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        let title = view("title", in: root)
        layout.add([
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            title.topAnchor.constraint(equalTo: avatar.topAnchor), title.heightAnchor.constraint(equalToConstant: 20),
            title.widthAnchor.constraint(equalToConstant: 300).withPriority(500),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: avatar) == Rect(x: 264, y: 10, width: 40, height: 40))
        #expect(solution.frame(of: badge) == Rect(x: 5, y: 0, width: 10, height: 10))
        // Mirrored: 12 to the left of the avatar, and at least 20 from the left edge.
        #expect(solution.frame(of: title) == Rect(x: 20, y: 10, width: 232, height: 20))
    }

    @Test func priorityLevelsAreStrict() throws {
        // Two priority-250 wishes must not outvote one at 251.
        let (root, layout) = screen(400, 400)
        let box = view("box", in: root)
        layout.add([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(250),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 90).withPriority(250),
            box.widthAnchor.constraint(equalToConstant: 50).withPriority(251),
        ])
        #expect(try layout.solve().frame(of: box)?.width == 50)
    }

    @Test func intrinsicSizeHuggingAndCompression() throws {
        // A label with intrinsic width 120 between two pins 100 apart: compression (750)
        // beats the lower-priority pin (500), so the label keeps 120 and the pin breaks.
        let (root, layout) = screen(400, 400)
        let label = view("label", in: root)
        label.intrinsicWidth = 120
        label.intrinsicHeight = 20
        layout.add([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 110).withPriority(500),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(try layout.solve().frame(of: label) == Rect(x: 10, y: 0, width: 120, height: 20))
        label.compressionResistance.horizontal = 250
        #expect(try layout.solve().frame(of: label) == Rect(x: 10, y: 0, width: 100, height: 20))
    }

    @Test func nestedFramesAreInSuperviewCoordinates() throws {
        let (root, layout) = screen(390, 844)
        let card = view("card", in: root)
        let icon = view("icon", in: card)
        layout.add([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            icon.centerXAnchor.constraint(equalTo: card.centerXAnchor), icon.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 24),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: card) == Rect(x: 20, y: 100, width: 200, height: 100))
        #expect(solution.frame(of: icon) == Rect(x: 88, y: 38, width: 24, height: 24))
    }

    @Test func conflictsBreakTheLastRequiredConstraint() throws {
        let (root, layout) = screen(400, 400)
        let box = view("box", in: root)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        layout.add([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 10), first, second])
        let solution = try layout.solve()
        #expect(solution.frame(of: box)?.width == 100)
        #expect(solution.issues == [.unsatisfiable(broken: "box.width == 200", conflict: ["box.width == 100", "box.width == 200"])])
    }

    @Test func uikitRefusesBadPairings() throws {
        let (root, _) = screen()
        let a = view("a", in: root)
        #expect(throws: LayoutError.invalidPairing("a.leading == root.left")) {
            try LayoutConstraint(a, .leading, .equal, root, .left).validate()
        }
        #expect(throws: LayoutError.incompatibleAnchors("a.left == root.top")) {
            try LayoutConstraint(a, .left, .equal, root, .top).validate()
        }
        #expect(throws: LayoutError.locationEqualsConstant) {
            try LayoutConstraint(a, .top, .equal, nil, nil, constant: 10).validate()
        }
        #expect(throws: LayoutError.locationEqualsConstant) {
            try LayoutConstraint(a, .top, .equal, root, .top, multiplier: 0).validate()
        }
        #expect(throws: LayoutError.self) { try a.widthAnchor.constraint(equalToConstant: 4).withPriority(0).validate() }
    }

    @Test func pixelRoundingAsUIKit() {
        let rect = Rect(x: 10.1, y: 0.4, width: 33.3, height: 10.5).rounded(scale: 3)
        // Edges snap independently: left 10.0 (30.3 px → 30), right 43.333… (130.2 px → 130).
        #expect(rect.x == 10)
        #expect(rect.width == 100.0 / 3)
        // Sizes count whole pixels: 123⅔ to 251⅔ is exactly 128 wide.
        #expect(Rect(x: 123.66, y: 0, width: 128, height: 0).rounded(scale: 3).width == 128)
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).rounded(scale: 0) == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func selfSizingCellHeightIsCompressedFitting() throws {
        let content = View(name: "root")
        let title = View(name: "title"), body = View(name: "body")
        content.addSubview(title)
        content.addSubview(body)
        title.intrinsicHeight = 20
        body.intrinsicHeight = 61
        let layout = Layout(root: content, width: 375, height: nil)
        layout.add([
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
        ])
        #expect(try layout.solve().frame(of: content)?.height == 107)
    }

    @Test func snapKitReadmeExamplesAsAnchors() throws {
        // box.snp.makeConstraints { $0.width.height.equalTo(50); $0.center.equalTo(view) }
        let (root, layout) = screen(390, 844)
        let box = view("box", in: root)
        layout.add([
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        // inner.snp.makeConstraints { $0.edges.equalTo(box).inset(UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) }
        let inner = view("inner", in: box)
        layout.add([
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 10),
            inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -15),
            inner.rightAnchor.constraint(equalTo: box.rightAnchor, constant: -20),
        ])
        // label.snp.makeConstraints { $0.top.equalTo(box.snp.bottom).offset(8); $0.left.right.equalToSuperview().inset(16)
        //                             $0.height.equalTo(box).multipliedBy(0.5).priority(.high) }
        let label = view("label", in: root)
        layout.add([
            label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
            label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16),
            label.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.5).withPriority(750),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: box) == Rect(x: 170, y: 397, width: 50, height: 50))
        #expect(solution.frame(of: inner) == Rect(x: 10, y: 5, width: 20, height: 30))
        #expect(solution.frame(of: label) == Rect(x: 16, y: 455, width: 358, height: 25))
    }

    @Test func ambiguityIsFoundWhereTheConstraintsLeaveAFrameOpen() throws {
        let (root, layout) = screen(390, 844)
        let pinned = view("pinned", in: root)
        let loose = view("loose", in: root)
        let sized = view("sized", in: root)
        sized.intrinsicWidth = 80
        sized.intrinsicHeight = 20
        layout.add([
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor), pinned.topAnchor.constraint(equalTo: root.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
            // Only a minimum width and a top: its left, width and height are open.
            loose.topAnchor.constraint(equalTo: pinned.bottomAnchor), loose.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            // Intrinsic size and a position determine it fully.
            sized.centerXAnchor.constraint(equalTo: root.centerXAnchor), sized.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        let issues = try layout.solve(checkingAmbiguity: true).issues
        #expect(issues == [.ambiguous(view: "loose", attributes: ["left", "width", "height"])])
        #expect(try layout.solve().issues.isEmpty)
    }
}

/// A solution answers for its own layout's items, even after they were laid out again.
@Suite struct LayoutSolutionTests {
    @Test func framesStayWithTheirSolution() throws {
        let root = View(name: "root")
        let child = View(name: "child")
        root.addSubview(child)
        let wide = Layout(root: root, width: 400, height: 300)
        wide.add([child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                  child.heightAnchor.constraint(equalToConstant: 10),
                  child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                  child.topAnchor.constraint(equalTo: root.topAnchor)])
        let first = try wide.solve()
        // The same views in a layout with another guide first: other item indices.
        let guide = LayoutGuide(name: "guide")
        root.addLayoutGuide(guide)
        let narrow = Layout(root: root, width: 100, height: 300)
        narrow.add(wide.constraints + [guide.widthAnchor.constraint(equalToConstant: 5)])
        let second = try narrow.solve()
        #expect(first.frame(of: child) == Rect(x: 0, y: 0, width: 200, height: 10))
        #expect(second.frame(of: child) == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(first.frame(of: guide) == nil)
        #expect(second.frame(of: guide)?.width == 5)
    }
}
