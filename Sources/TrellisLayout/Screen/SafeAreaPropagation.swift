import TrellisSolver

/// UIKit hands every view of a screen the part of the root's safe-area insets its frame
/// covers (`safeAreaInsets`): a header under the status bar has the strip's depth at its
/// top, and by default (`insetsLayoutMarginsFromSafeArea`) its margins start below it.
/// Those insets follow the frames the constraints give, so UIKit lays the screen out
/// again whenever they change; a layout does the same, a few passes at most.
extension Layout {
    /// Layout passes given to settle the safe areas below the root: one to find them,
    /// one to lay out with them, and room for views that move with their own insets.
    static let safeAreaPasses = 4

    /// Whether the views below the root can have a safe area: a screen's root has one.
    var propagatesSafeArea: Bool {
        height != nil && safeArea != EdgeInsets()
    }
}

/// The edges of a view's safe area a system read while it was built (for its margins or
/// its `safeAreaLayoutGuide`): only those can change the layout, so a header whose
/// leading margin alone is used is not laid out again for the strip over its top. A
/// reference, so that reading an attribute, which does not change the system, can note it.
final class SafeAreaReads {
    private(set) var views: [(view: View, edges: Edges)] = []
    private var index: [ObjectIdentifier: Int] = [:]

    struct Edges: OptionSet {
        let rawValue: UInt8
        static let top = Edges(rawValue: 1), left = Edges(rawValue: 2), bottom = Edges(rawValue: 4), right = Edges(rawValue: 8)
        static let all: Edges = [.top, .left, .bottom, .right]
    }

    func note(_ view: View, _ edges: Edges) {
        if let at = index[ObjectIdentifier(view)] {
            views[at].edges.formUnion(edges)
        } else {
            index[ObjectIdentifier(view)] = views.count
            views.append((view, edges))
        }
    }
}

extension LayoutSystem {
    /// `view.safeAreaInsets`, of which the caller uses `edges`: a screen root's are the
    /// layout's; another view's those the last pass found for its frame (none before the
    /// first).
    func safeAreaInsets(of view: View, reading edges: SafeAreaReads.Edges = .all) -> EdgeInsets {
        if isScreenRoot(view) { return layout.safeArea }
        guard layout.propagatesSafeArea else { return EdgeInsets() }
        safeAreaReads.note(view, edges)
        return layout.safeAreasBelowRoot[ObjectIdentifier(view)] ?? EdgeInsets()
    }

    /// The safe areas of the views whose safe area was read, on the edges read, from the
    /// frames solved: the part of the root's insets each frame covers
    /// (`ScreenRoot.safeArea`), less the top and bottom for a scroll view that insets its
    /// content by them, and for that content: the content offset the inset makes takes
    /// them back.
    func solvedSafeAreas() -> [ObjectIdentifier: EdgeInsets] {
        let rootSize = Size(width: layout.width, height: layout.height ?? 0)
        var found: [ObjectIdentifier: EdgeInsets] = [:]
        for (view, read) in safeAreaReads.views {
            let frame = Rect(x: solver.value(of: x(view)), y: solver.value(of: y(view)),
                             width: solver.value(of: w(view)), height: solver.value(of: h(view)))
            var insets = ScreenRoot.safeArea(of: frame, onScreen: rootSize, insets: layout.safeArea)
            var edges = read
            if Self.scrollsAdjusting(view) { edges.subtract([.top, .bottom]) }
            if !edges.contains(.top) { insets.top = 0 }
            if !edges.contains(.left) { insets.left = 0 }
            if !edges.contains(.bottom) { insets.bottom = 0 }
            if !edges.contains(.right) { insets.right = 0 }
            if insets != EdgeInsets() { found[ObjectIdentifier(view)] = insets }
        }
        return found
    }

    /// Whether `view` is, or is inside, a scroll view that adjusts its content inset.
    private static func scrollsAdjusting(_ view: View) -> Bool {
        var ancestor: View? = view
        while let scroll = ancestor {
            if (scroll.kind.behaviour as? ScrollViewKind)?.adjustsContentInset == true { return true }
            ancestor = scroll.superview
        }
        return false
    }
}
