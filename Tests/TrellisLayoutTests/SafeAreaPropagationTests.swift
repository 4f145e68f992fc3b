import Testing
@testable import TrellisLayout

/// Views below a screen's root take the part of its safe area their frames cover
/// (format.md §3.1), against hand-computed frames: a 393×852 screen with a 59-point
/// status area and a 34-point home indicator.
@Suite struct SafeAreaPropagationTests {
    let insets = EdgeInsets(top: 59, bottom: 34)

    func screen() -> (View, Layout) {
        let root = View(name: "root")
        let layout = Layout(root: root, width: 393, height: 852)
        layout.safeArea = insets
        return (root, layout)
    }

    /// A header pinned to the screen's top, 120 high, with a label on its top margin:
    /// the header covers the 59-point strip, so its top margin is 59 + 8.
    func headerLabel(marginsFromSafeArea: Bool) throws -> Rect? {
        let (root, layout) = screen()
        let header = View(name: "header"), label = View(name: "label")
        header.insetsLayoutMarginsFromSafeArea = marginsFromSafeArea
        root.addSubview(header)
        header.addSubview(label)
        label.intrinsicWidth = 100
        label.intrinsicHeight = 21
        layout.add([
            header.topAnchor.constraint(equalTo: root.topAnchor), header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor), header.heightAnchor.constraint(equalToConstant: 120),
            label.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
        ])
        return try layout.solve().frame(of: label)
    }

    @Test func aHeaderUnderTheStatusAreaHasItsMarginsBelowIt() throws {
        #expect(try headerLabel(marginsFromSafeArea: true) == Rect(x: 8, y: 67, width: 100, height: 21))
        #expect(try headerLabel(marginsFromSafeArea: false) == Rect(x: 8, y: 8, width: 100, height: 21))
    }

    /// A panel on the bottom edge, found by constraints to cover the home indicator's strip
    /// only once it is laid out: the second pass gives its safe-area guide the 34 points.
    @Test func aPanelOnTheBottomEdgeHasTheIndicatorsStripInItsSafeArea() throws {
        let (root, layout) = screen()
        let panel = View(name: "panel"), button = View(name: "button")
        root.addSubview(panel)
        panel.addSubview(button)
        layout.add([
            panel.bottomAnchor.constraint(equalTo: root.bottomAnchor), panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor), panel.heightAnchor.constraint(equalToConstant: 100),
            button.bottomAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.bottomAnchor),
            button.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            button.leadingAnchor.constraint(equalTo: panel.leadingAnchor), button.widthAnchor.constraint(equalToConstant: 50),
        ])
        let solution = try layout.solve()
        #expect(solution.frame(of: button) == Rect(x: 0, y: 0, width: 50, height: 66))
        #expect(solution.frame(of: panel.safeAreaLayoutGuide) == Rect(x: 0, y: 0, width: 393, height: 66))
    }

    /// A full-screen scroll view whose content is pinned to the scroll view's safe area:
    /// adjusting its content inset (UIKit's default), the scroll view takes the top strip
    /// into the inset; with `never`, the content starts below the strip.
    func scrolledLabel(adjustsContentInset: Bool) throws -> Rect? {
        let (root, layout) = screen()
        let scroll = View(name: "scroll"), label = View(name: "label")
        scroll.kind = .scroll(adjustsContentInset: adjustsContentInset)
        root.addSubview(scroll)
        scroll.addSubview(label)
        label.intrinsicWidth = 100
        label.intrinsicHeight = 21
        layout.add([
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 8).withPriority(.defaultLow),
        ])
        return try layout.solve().frame(of: label)
    }

    @Test func aScrollViewThatAdjustsItsInsetTakesTheStripBack() throws {
        #expect(try scrolledLabel(adjustsContentInset: true)?.y == 8)
        #expect(try scrolledLabel(adjustsContentInset: false)?.y == 67)
    }

    @Test func cellsHaveNoSafeAreaBelowTheirContentView() throws {
        let root = View(name: "root"), label = View(name: "label")
        root.addSubview(label)
        label.intrinsicHeight = 21
        let layout = Layout(root: root, width: 393, height: nil)
        layout.safeArea = insets
        layout.add([label.topAnchor.constraint(equalTo: root.topAnchor), label.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                    label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)])
        let child = View(name: "child")
        label.addSubview(child)
        layout.add([child.topAnchor.constraint(equalTo: label.layoutMarginsGuide.topAnchor), child.heightAnchor.constraint(equalToConstant: 1)])
        #expect(try layout.solve().frame(of: child)?.y == 8)
    }
}
