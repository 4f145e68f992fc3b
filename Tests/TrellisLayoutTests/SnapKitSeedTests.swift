import Testing
@testable import TrellisLayout

/// The SnapKit examples of the seed article on view constraints (iOS 之控件约束), written
/// as the article writes them, solved on a 390 × 844 phone whose safe area is inset 47
/// at the top and 34 at the bottom. Each expected frame is computed by hand from
/// SnapKit's rules (its sources: a constant relates to the superview, an inset on a
/// bottom edge is negated) and UIKit's, as the comments show.
///
/// Three spellings differ from the article, which would not compile with SnapKit
/// either: `multiplyBy` is `multipliedBy`, `equalToSuperview` takes its `()`, and the
/// `#available` fallbacks to the pre-iOS 11 `topLayoutGuide` are left out.
@Suite struct SnapKitSeedTests {
    /// A view controller's root view, so the code can say `view` and `self.view`.
    final class ViewController {
        let view = View(name: "root")
        let layout: Layout

        init() {
            layout = Layout(root: view, width: 390, height: 844)
            layout.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        }
    }

    static func label(_ name: String, width: Double, height: Double) -> View {
        let label = View(name: name)
        label.intrinsicWidth = width
        label.intrinsicHeight = height
        return label
    }

    @Test func safeAreaTableAndButton() throws {
        let controller = ViewController()
        let view = controller.view
        let tableview = View(name: "tableview")
        let nextBtn = View(name: "nextBtn")
        let titleLabel = Self.label("titleLabel", width: 100, height: 20)
        view.addSubview(tableview)
        view.addSubview(titleLabel)

        try tableview.snp.makeConstraints { (make) in
            make.top.equalTo(controller.view.safeAreaLayoutGuide.snp.top)
            make.centerY.equalTo(view)
            make.width.equalTo(view)
            make.bottom.equalTo(view).inset(-60)
        }

        view.addSubview(nextBtn)
        try nextBtn.snp.makeConstraints { (make) in
            make.left.equalTo(tableview)
            make.right.equalTo(tableview)
            make.bottom.equalTo(controller.view.safeAreaLayoutGuide.snp.bottom)
            make.height.equalTo(60)
        }

        try titleLabel.snp.makeConstraints { (make) in
            make.left.equalTo(view).offset(24)
            make.top.equalTo(view).offset(24) }

        let solution = try controller.layout.solve()
        // tableview: top at the safe area's 47 and centre at 844 / 2 = 422 make it 750
        // high, so its bottom (844 + 60: an inset of −60 on a bottom edge is +60) cannot
        // hold too: UIKit breaks it, the last one added, and reports it. Nothing places
        // it horizontally but its width, 390; it stays at x 0.
        #expect(solution.frame(of: tableview) == Rect(x: 0, y: 47, width: 390, height: 750))
        #expect(solution.issues.map(\.broken) == ["tableview.bottom == root.bottom + 60"])
        // nextBtn: the table's edges, 60 high on the safe area's bottom, 844 − 34 = 810.
        #expect(solution.frame(of: nextBtn) == Rect(x: 0, y: 750, width: 390, height: 60))
        // titleLabel: 24 from the root's left and top, at its intrinsic size.
        #expect(solution.frame(of: titleLabel) == Rect(x: 24, y: 24, width: 100, height: 20))
    }

    /// The scroll view of both scroll view examples, and its red content view.
    func scrollViewWithRedView(_ controller: ViewController) throws -> (scrollView: View, redView: View) {
        let view = controller.view
        let scrollView = View(name: "scrollView")
        scrollView.kind = .scroll
        view.addSubview(scrollView)
        try scrollView.snp.makeConstraints { (make) in
            make.center.equalToSuperview()
            make.width.equalTo(300)
            make.height.equalTo(400)
        }
        let redView = View(name: "redView")
        scrollView.addSubview(redView)
        try redView.snp.makeConstraints { (make) in
            make.left.equalToSuperview().offset(10)
            make.right.equalToSuperview().offset(-100)
            make.width.equalToSuperview().offset(200)
            make.top.bottom.height.equalToSuperview()
        }
        return (scrollView, redView)
    }

    @Test func scrollViewContentSizeFromItsContent() throws {
        let controller = ViewController()
        let (scrollView, redView) = try scrollViewWithRedView(controller)
        let solution = try controller.layout.solve()
        // scrollView: 300 × 400 centred on the 390 × 844 root.
        #expect(solution.frame(of: scrollView) == Rect(x: 45, y: 222, width: 300, height: 400))
        // redView: edges against the scroll view mean its content, width and height its
        // frame: 300 + 200 = 500 wide and 400 high, 10 from the content's left.
        #expect(solution.frame(of: redView) == Rect(x: 10, y: 0, width: 500, height: 400))
        // contentSize: 10 + 500 + 100 = 610 wide (the article's sum), 400 high.
        #expect(solution.frame(of: scrollView.contentLayoutGuide).map { Size(width: $0.width, height: $0.height) }
                == Size(width: 610, height: 400))
        #expect(solution.issues.isEmpty)
    }

    @Test func blueViewCentredInTheRedView() throws {
        let controller = ViewController()
        let (_, redView) = try scrollViewWithRedView(controller)
        let blueView = View(name: "blueView")
        redView.addSubview(blueView)
        try blueView.snp.makeConstraints { (make) in
            make.center.equalToSuperview()
            make.size.equalToSuperview().offset(-200)
        }
        let solution = try controller.layout.solve()
        // An offset is the same constant on width and height: 500 − 200 by 400 − 200,
        // centred in the 500 × 400 red view. (The article's comment says 100 wide,
        // taking the red view to be 300 wide.)
        #expect(solution.frame(of: blueView) == Rect(x: 100, y: 100, width: 300, height: 200))
        #expect(solution.issues.isEmpty)
    }

    @Test func edgesEqualToSuperview() throws {
        let controller = ViewController()
        let myView = View(name: "myView")
        controller.view.addSubview(myView)
        try myView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        let solution = try controller.layout.solve()
        #expect(solution.frame(of: myView) == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func basicUsageWithLabel() throws {
        let controller = ViewController()
        let view = controller.view
        let label = Self.label("label", width: 100, height: 20)
        view.addSubview(label)
        try label.snp.makeConstraints { (make) in
            make.centerX.equalTo(view.snp.centerX).multipliedBy(1).labeled("label6.centerX")
            make.top.equalTo(view.snp.top).offset(10)
        }
        let solution = try controller.layout.solve()
        // Centred: (390 − 100) / 2; 10 below the root's top.
        #expect(solution.frame(of: label) == Rect(x: 145, y: 10, width: 100, height: 20))
        #expect(label.snp.constraints.first?.identifier == "label6.centerX")
    }

    /// The article's shorthand list, each line beside the anchor constraint SnapKit's
    /// sources say it makes. The article's comment on the first line reads
    /// `label.right = super.right - 10`; SnapKit adds a bare constant as it is, so the
    /// right edge lands 10 beyond the superview's.
    @Test(arguments: [
        ("make.right.equalTo(10)", ["label.right == root.right + 10"]),
        ("make.left.equalTo(10)", ["label.left == root.left + 10"]),
        ("make.right.left.equalTo(10)", ["label.left == root.left + 10", "label.right == root.right + 10"]),
        ("make.height.equalToSuperview().multipliedBy(0.5)", ["label.height == 0.5 * root.height"]),
        ("make.height.equalToSuperview().offset(100)", ["label.height == root.height + 100"]),
        ("make.center.equalToSuperview().offset(100)", ["label.centerX == root.centerX + 100", "label.centerY == root.centerY + 100"]),
        ("make.left.lessThanOrEqualTo(10)", ["label.left <= root.left + 10"]),
        ("make.left.greaterThanOrEqualTo(label1)", ["label.left >= label1.left"]),
        ("make.left.greaterThanOrEqualTo(label1.snp.left)", ["label.left >= label1.left"]),
    ])
    func superviewShorthands(line: String, expected: [String]) throws {
        let controller = ViewController()
        let label = View(name: "label")
        let label1 = View(name: "label1")
        controller.view.addSubview(label)
        controller.view.addSubview(label1)
        try label.snp.makeConstraints { make in
            switch line {
            case "make.right.equalTo(10)": make.right.equalTo(10)
            case "make.left.equalTo(10)": make.left.equalTo(10)
            case "make.right.left.equalTo(10)": make.right.left.equalTo(10)
            case "make.height.equalToSuperview().multipliedBy(0.5)": make.height.equalToSuperview().multipliedBy(0.5)
            case "make.height.equalToSuperview().offset(100)": make.height.equalToSuperview().offset(100)
            case "make.center.equalToSuperview().offset(100)": make.center.equalToSuperview().offset(100)
            case "make.left.lessThanOrEqualTo(10)": make.left.lessThanOrEqualTo(10)
            case "make.left.greaterThanOrEqualTo(label1)": make.left.greaterThanOrEqualTo(label1)
            default: make.left.greaterThanOrEqualTo(label1.snp.left)
            }
        }
        #expect(label.snp.constraints.map(\.description) == expected)
    }

    @Test func superviewShorthandsSolve() throws {
        let controller = ViewController()
        let label = Self.label("label", width: 100, height: 20)
        let badge = Self.label("badge", width: 50, height: 20)
        controller.view.addSubview(label)
        controller.view.addSubview(badge)
        try label.snp.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(10)
            make.height.equalToSuperview().multipliedBy(0.5)
        }
        try badge.snp.makeConstraints { make in
            make.center.equalToSuperview().offset(100)
        }
        let solution = try controller.layout.solve()
        // label: 10 from the left and top, half of 844 high, its intrinsic 100 wide.
        #expect(solution.frame(of: label) == Rect(x: 10, y: 10, width: 100, height: 422))
        // badge: centre at (195 + 100, 422 + 100), 50 × 20.
        #expect(solution.frame(of: badge) == Rect(x: 270, y: 512, width: 50, height: 20))
    }
}
