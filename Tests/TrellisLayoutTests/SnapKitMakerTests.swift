import Testing
@testable import TrellisLayout

/// The maker's rules as SnapKit's sources state them: what each word makes, checked as
/// the constraint text the model shows (`LayoutConstraint.description`) and against the
/// anchor API building the same constraint.
@Suite struct SnapKitMakerTests {
    let root = View(name: "root")
    let box = View(name: "box")
    let other = View(name: "other")

    init() {
        root.addSubview(box)
        root.addSubview(other)
    }

    func made(_ closure: (ConstraintMaker) -> Void) throws -> [String] {
        try box.snp.remakeConstraints(closure)
        return box.snp.constraints.map(\.description)
    }

    @Test func insetMovesEachEdgeInwards() throws {
        // Inset is negated on right, bottom and trailing; offset never is.
        #expect(try made { $0.edges.equalToSuperview().inset(16) } == [
            "box.left == root.left + 16", "box.top == root.top + 16",
            "box.right == root.right - 16", "box.bottom == root.bottom - 16",
        ])
        #expect(try made { $0.leading.trailing.equalToSuperview().inset(16) } == [
            "box.leading == root.leading + 16", "box.trailing == root.trailing - 16",
        ])
        #expect(try made { $0.edges.equalToSuperview().offset(16) } == [
            "box.left == root.left + 16", "box.top == root.top + 16",
            "box.right == root.right + 16", "box.bottom == root.bottom + 16",
        ])
        #expect(try made { $0.lastBaseline.equalTo(self.other).inset(4) } == ["box.lastBaseline == other.lastBaseline - 4"])
        #expect(try made { $0.firstBaseline.equalTo(self.other).inset(4) } == ["box.firstBaseline == other.firstBaseline + 4"])
    }

    @Test func insetsOnSizesAndCentres() throws {
        // A size shrinks by both insets; a centre moves by half their difference.
        #expect(try made { $0.size.equalTo(self.other).inset(10) } == ["box.width == other.width - 20", "box.height == other.height - 20"])
        #expect(try made { $0.center.equalTo(self.other).inset(EdgeInsets(top: 2, left: 10, bottom: 8, right: 4)) } == [
            "box.centerX == other.centerX + 3", "box.centerY == other.centerY - 3",
        ])
        #expect(try made { $0.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) } == [
            "box.top == root.top + 1", "box.bottom == root.bottom - 3",
            "box.leading == root.leading + 2", "box.trailing == root.trailing - 4",
        ])
        #expect(try made { $0.margins.equalTo(self.other.snp.edges).inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) } == [
            "box.leftMargin == other.left + 2", "box.rightMargin == other.right - 4",
            "box.topMargin == other.top + 1", "box.bottomMargin == other.bottom - 3",
        ])
    }

    @Test func constantsRelateToTheSuperview() throws {
        // A centre's constant is measured from the superview's left or top edge.
        #expect(try made { $0.center.equalTo(20) } == ["box.centerX == root.left + 20", "box.centerY == root.top + 20"])
        #expect(try made { $0.size.equalTo(Size(width: 40, height: 30)) } == ["box.width == 40", "box.height == 30"])
        #expect(try made { $0.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) } == [
            "box.left == root.left + 2", "box.top == root.top + 1", "box.right == root.right - 4", "box.bottom == root.bottom - 3",
        ])
        #expect(try made { $0.width.lessThanOrEqualTo(100) } == ["box.width <= 100"])
    }

    @Test func relatedAttributesPairAsInSnapKit() throws {
        #expect(try made { $0.top.equalTo(self.other.snp.bottom).offset(8) } == ["box.top == other.bottom + 8"])
        // One related attribute serves every attribute of the line.
        #expect(try made { $0.leading.trailing.equalTo(self.other.snp.leading) } == [
            "box.leading == other.leading", "box.trailing == other.leading",
        ])
        #expect(try made { $0.edges.equalTo(self.other.snp.margins) } == [
            "box.left == other.leftMargin", "box.top == other.topMargin", "box.right == other.rightMargin", "box.bottom == other.bottomMargin",
        ])
        #expect(try made { $0.top.equalTo(self.root.safeAreaLayoutGuide.snp.top) } == ["box.top == root.safeAreaLayoutGuide.top"])
        #expect(try made { $0.leading.equalTo(self.root.layoutMarginsGuide) } == ["box.leading == root.layoutMarginsGuide.leading"])
    }

    @Test func multipliedByDividedByAndPriority() throws {
        #expect(try made { $0.height.equalTo(self.other.snp.width).multipliedBy(0.5) } == ["box.height == 0.5 * other.width"])
        #expect(try made { $0.height.equalTo(self.other.snp.width).dividedBy(4).offset(2) } == ["box.height == 0.25 * other.width + 2"])
        #expect(try made { $0.width.equalTo(100).priority(750) } == ["box.width == 100 @750"])
        #expect(try made { $0.width.equalTo(100).priority(.high) } == ["box.width == 100 @750"])
        #expect(try made { $0.width.equalTo(100).priority(.medium) } == ["box.width == 100 @500"])
        #expect(try made { $0.width.equalTo(100).priority(.low).labeled("w") } == ["box.width == 100 @250"])
        #expect(box.snp.constraints.map(\.identifier) == ["w"])
        #expect(try made { $0.width.equalTo(100).priority(.required) } == ["box.width == 100"])
    }

    @Test func theSameConstraintsAsTheAnchorAPI() throws {
        try box.snp.makeConstraints { make in
            make.top.equalTo(other.snp.bottom).offset(8)
            make.height.equalTo(other.snp.width).multipliedBy(0.5).priority(.high)
        }
        let anchors = [
            box.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8),
            box.heightAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5).withPriority(.defaultHigh),
        ]
        let made = box.snp.constraints
        #expect(made.count == anchors.count)
        for (snp, anchor) in zip(made, anchors) {
            #expect(snp.firstItem === anchor.firstItem && snp.firstAttribute == anchor.firstAttribute)
            #expect(snp.secondItem === anchor.secondItem && snp.secondAttribute == anchor.secondAttribute)
            #expect(snp.relation == anchor.relation && snp.multiplier == anchor.multiplier)
            #expect(snp.constant == anchor.constant && snp.priority == anchor.priority)
        }
    }

    @Test func updateChangesConstantsOfMatchingConstraints() throws {
        let layout = Layout(root: root, width: 300, height: 300)
        try box.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.size.equalTo(50)
        }
        try box.snp.updateConstraints { make in
            make.left.equalToSuperview().offset(30)
            make.width.equalTo(80)
        }
        #expect(box.snp.constraints.count == 4)
        #expect(try layout.solve().frame(of: box) == Rect(x: 30, y: 10, width: 80, height: 50))
    }

    @Test func updateWithoutAMatchThrowsAndChangesNothing() throws {
        try box.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(10)
        }
        // Another relation, priority or item is another constraint: SnapKit stops the app.
        #expect(throws: SnapKitError.noMatchingConstraint("box.left == root.left + 5 @750")) {
            try box.snp.updateConstraints { make in
                make.left.equalToSuperview().offset(20)
                make.left.equalToSuperview().offset(5).priority(.high)
            }
        }
        #expect(box.snp.constraints.map(\.description) == ["box.left == root.left + 10"])
    }

    @Test func updateOnAnItemWithoutConstraintsMakesThem() throws {
        try box.snp.updateConstraints { make in make.width.equalTo(10) }
        #expect(box.snp.constraints.map(\.description) == ["box.width == 10"])
    }

    @Test func remakeReplacesAndRemoveClears() throws {
        let layout = Layout(root: root, width: 300, height: 300)
        try box.snp.makeConstraints { make in make.edges.equalToSuperview() }
        try box.snp.remakeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(Size(width: 40, height: 20))
        }
        #expect(box.snp.constraints.count == 4)
        #expect(try layout.solve().frame(of: box) == Rect(x: 130, y: 140, width: 40, height: 20))
        box.snp.removeConstraints()
        #expect(box.snp.constraints.isEmpty)
    }

    @Test func layoutAddsMadeConstraintsInTheOrderTheyWereMade() throws {
        // Two required constraints that conflict: the one made last breaks, whichever
        // view made it.
        let layout = Layout(root: root, width: 300, height: 300)
        try other.snp.makeConstraints { make in make.width.equalTo(10) }
        try box.snp.makeConstraints { make in make.width.equalTo(other) }
        try other.snp.updateConstraints { make in make.width.equalTo(10) }
        try box.snp.makeConstraints { make in make.width.equalTo(20) }
        let issues = try layout.solve().issues
        #expect(issues.map(\.broken) == ["box.width == 20"])
    }

    @Test func whatSnapKitStopsForIsThrown() throws {
        let orphan = View(name: "orphan")
        #expect(throws: SnapKitError.noSuperview(method: "equalToSuperview")) {
            try orphan.snp.makeConstraints { make in make.top.equalToSuperview() }
        }
        #expect(throws: SnapKitError.multipleNonIdenticalAttributes) {
            try box.snp.makeConstraints { make in make.edges.equalTo(self.other.snp.size) }
        }
        #expect(box.snp.constraints.isEmpty)
        // A line without a relation makes nothing, as in SnapKit.
        try box.snp.makeConstraints { make in _ = make.top }
        #expect(box.snp.constraints.isEmpty)
    }

    @Test func pairingsUIKitRefusesFailTheSolve() throws {
        // SnapKit leaves these to UIKit, which refuses them when they are activated.
        try box.snp.makeConstraints { make in make.top.equalTo(self.other.snp.leading) }
        #expect(throws: LayoutError.incompatibleAnchors("box.top == other.leading")) {
            try Layout(root: self.root, width: 100, height: 100).solve()
        }
    }

    @Test func makingTakesAViewOffItsAutoresizingMask() throws {
        box.autoresizing = Autoresizing(frame: Rect(x: 0, y: 0, width: 10, height: 10), mask: [], superviewSize: Size(width: 100, height: 100))
        try box.snp.makeConstraints { make in make.width.equalTo(5) }
        #expect(box.autoresizing == nil)
    }

    @Test func aGuideHasBasicAttributesAndItsOwnerAsSuperview() throws {
        let guide = LayoutGuide(name: "gap")
        root.addLayoutGuide(guide)
        let layout = Layout(root: root, width: 300, height: 200)
        try guide.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        #expect(try layout.solve().frame(of: guide) == Rect(x: 20, y: 10, width: 240, height: 160))
    }

    /// The README's example: the maker gives the frame its anchor version gives.
    @Test func theReadmeExampleGivesTheAnchorExamplesFrame() throws {
        let root = View(name: "root")
        let avatar = View(name: "avatar")
        root.addSubview(avatar)
        let layout = Layout(root: root, width: 390, height: 844)
        try avatar.snp.makeConstraints { make in
            make.leading.equalTo(root.layoutMarginsGuide.snp.leading)
            make.top.equalTo(root.safeAreaLayoutGuide.snp.top).offset(12)
            make.size.equalTo(40)
        }
        let frame = try layout.solve().frame(of: avatar)
        avatar.snp.removeConstraints()
        let anchored = Layout(root: root, width: 390, height: 844)
        anchored.add([
            avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
        // A plain root's margins are 8; no safe area is set, so it is the root's bounds.
        #expect(frame == Rect(x: 8, y: 12, width: 40, height: 40))
        #expect(try anchored.solve().frame(of: avatar) == frame)
    }
}
