import TrellisLayout

/// The bars a container controller draws over the view controllers it shows: a
/// navigation controller's `<navigationBar key="navigationBar">` and a tab bar
/// controller's `<tabBar key="tabBar">`, and the `<toolbar key="toolbar">` a navigation
/// controller shows. They move the safe area of the scenes below them. Only the
/// navigation bar's and the toolbar's stored heights are kept: files of older Xcodes store
/// the bars at y = 0, and files re-saved for another device keep the old device's
/// position, so the position comes from the simulated screen instead. The tab bar's
/// stored frame is not read at all: Xcode 14 and later store it as 1000 × 1000, so its
/// height is UIKit's for the simulated screen (`TabBar`). A root no container shows
/// may simulate bars of its own (`simulated(by:)`), of UIKit's sizes.
struct IBBars: Equatable {
    /// The navigation bar's height; it sits below the status bar.
    var navigationBarHeight: Double?
    /// Whether a tab bar controller shows the scene, its tab bar at the bottom.
    var hasTabBar = false
    /// The height of the toolbar a navigation controller shows (`toolbarHidden="NO"`),
    /// its stored one; it sits above the tab bar, or the bottom inset.
    var toolbarHeight: Double?
    /// Opaque bars (`translucent="NO"`): the scene's view stops at them, so Interface
    /// Builder stores it shorter than the screen, between them.
    var isNavigationBarOpaque = false
    var isToolbarOpaque = false
    /// The navigation controller stores no frame for its bar (some Xcode 5-9 files):
    /// the bar is UIKit's, as a simulated one is.
    var hasStandardNavigationBar = false
    /// A controller that pushed this one simulates a toolbar of its own: the navigation
    /// controller's toolbar is one for its whole stack, so Interface Builder infers it
    /// here too.
    var inheritsSimulatedToolbar = false
    /// A container that shows the controller is presented: the destination of a
    /// presentation segue, or of a `show` segue (UIKit presents a container it cannot
    /// push).
    var isInPresentedContainer = false

    /// The bars over each view controller a container shows, by the shown controller's
    /// id. A controller shown by a navigation controller that a tab bar controller shows
    /// is under both bars; one pushed (a `show` or `push` segue) from a controller under
    /// bars is under the same bars, as Interface Builder infers them, but for the tab
    /// bar when it or a controller pushed before it `hidesBottomBarWhenPushed`, and with
    /// the toolbar a controller pushed before it simulates.
    static func byController(in document: XMLElement) throws(InterfaceBuilderError) -> [String: IBBars] {
        var containers: [String: (bars: IBBars, shown: [String])] = [:]
        var pushes: [String: String] = [:]
        var hidingTabBar: Set<String> = []
        var simulatingToolbar: Set<String> = []
        try collect(document, into: &containers, pushes: &pushes, hidingTabBar: &hidingTabBar, simulatingToolbar: &simulatingToolbar)
        let presentations = presentedDestinations(document)
        let presented = Set(containers.keys.filter { presentations.contains($0) || pushes[$0] != nil })
        var shownBy: [String: String] = [:]
        for (id, container) in containers {
            for shown in container.shown { shownBy[shown] = id }
        }
        var result: [String: IBBars] = [:]
        for controller in Set(shownBy.keys).union(pushes.keys) {
            var bars = IBBars()
            var visited: Set<String> = []
            var current: String? = controller
            var contained = false
            var tabBarHidden = false
            // Up the chain of pushes and containers; a file that makes a loop stops where
            // it closes.
            while let id = current, visited.insert(id).inserted {
                if let container = containers[id] {
                    contained = true
                    if presented.contains(id) { bars.isInPresentedContainer = true }
                    if bars.navigationBarHeight == nil {
                        bars.navigationBarHeight = container.bars.navigationBarHeight
                        bars.isNavigationBarOpaque = container.bars.isNavigationBarOpaque
                        bars.hasStandardNavigationBar = container.bars.hasStandardNavigationBar
                    }
                    if bars.toolbarHeight == nil {
                        bars.toolbarHeight = container.bars.toolbarHeight
                        bars.isToolbarOpaque = container.bars.isToolbarOpaque
                    }
                    if !tabBarHidden { bars.hasTabBar = bars.hasTabBar || container.bars.hasTabBar }
                }
                if id != controller, !contained, simulatingToolbar.contains(id) { bars.inheritsSimulatedToolbar = true }
                if shownBy[id] == nil, pushes[id] != nil, hidingTabBar.contains(id) { tabBarHidden = true }
                current = shownBy[id] ?? pushes[id]
            }
            if contained { result[controller] = bars }
        }
        return result
    }

    private static func collect(_ element: XMLElement, into containers: inout [String: (bars: IBBars, shown: [String])],
                                pushes: inout [String: String], hidingTabBar: inout Set<String>,
                                simulatingToolbar: inout Set<String>) throws(InterfaceBuilderError) {
        if let id = element["id"], element.name == "navigationController" || element.name == "tabBarController" {
            var bars = IBBars()
            if element.name == "navigationController", element["navigationBarHidden"] != "YES",
               let bar = element.child("navigationBar", key: "navigationBar") {
                if let frame = bar.child("rect", key: "frame") {
                    bars.navigationBarHeight = try height(of: frame)
                } else {
                    bars.navigationBarHeight = NavigationBar.height
                    bars.hasStandardNavigationBar = true
                }
                bars.isNavigationBarOpaque = bar["translucent"] == "NO"
            }
            if element.name == "navigationController", element["toolbarHidden"] == "NO",
               let bar = element.child("toolbar", key: "toolbar"), let frame = bar.child("rect", key: "frame") {
                bars.toolbarHeight = try height(of: frame)
                bars.isToolbarOpaque = bar["translucent"] == "NO"
            }
            bars.hasTabBar = element.name == "tabBarController"
            let shown = (element.child("connections")?.children("segue") ?? [])
                .filter { $0["kind"] == "relationship" }.compactMap { $0["destination"] }
            containers[id] = (bars, shown)
        } else if let id = element["id"], element["sceneMemberID"] == "viewController" {
            for destination in pushedDestinations(element) where pushes[destination] == nil { pushes[destination] = id }
            if element["hidesBottomBarWhenPushed"] == "YES" { hidingTabBar.insert(id) }
            if simulatesToolbar(element) { simulatingToolbar.insert(id) }
        }
        for child in element.children {
            try collect(child, into: &containers, pushes: &pushes, hidingTabBar: &hidingTabBar, simulatingToolbar: &simulatingToolbar)
        }
    }

    /// The bars a scene or a xib's view simulates of its own (`simulatedTopBarMetrics`,
    /// `simulatedBottomBarMetrics`, children of the view controller or of the xib's view):
    /// UIKit's navigation bar of an iPhone in portrait, a tab bar, or a toolbar. Nil when
    /// it simulates a bar whose size is not known (a prompt).
    static func simulated(by element: XMLElement) -> IBBars? {
        var bars = IBBars()
        for metrics in element.children where metrics.name != "nil" {
            switch (metrics["key"], metrics.name) {
            case ("simulatedTopBarMetrics", "simulatedNavigationBarMetrics") where metrics["prompted"] != "YES":
                bars.navigationBarHeight = NavigationBar.height
                bars.isNavigationBarOpaque = metrics["translucent"] == "NO"
            case ("simulatedBottomBarMetrics", "simulatedTabBarMetrics"):
                bars.hasTabBar = true
            case ("simulatedBottomBarMetrics", "simulatedToolbarMetrics"):
                bars.toolbarHeight = Toolbar.height
                bars.isToolbarOpaque = metrics["translucent"] == "NO"
            case ("simulatedTopBarMetrics", _), ("simulatedBottomBarMetrics", _):
                return nil
            default:
                continue
            }
        }
        return bars
    }

    /// Whether a scene simulates a toolbar of its own (`simulatedToolbarMetrics`): shown
    /// by a navigation controller that shows none, it still has one.
    static func simulatesToolbar(_ element: XMLElement) -> Bool {
        simulatesBottomBar(element, "simulatedToolbarMetrics")
    }

    /// Whether a scene simulates a tab bar of its own (`simulatedTabBarMetrics`): the tab
    /// bar controller that shows it is not in the file (another storyboard's), and
    /// Interface Builder draws the bar under the containers the file does hold.
    static func simulatesTabBar(_ element: XMLElement) -> Bool {
        simulatesBottomBar(element, "simulatedTabBarMetrics")
    }

    private static func simulatesBottomBar(_ element: XMLElement, _ metrics: String) -> Bool {
        element.children.contains { $0.name == metrics && $0["key"] == "simulatedBottomBarMetrics" }
    }

    private static func height(of frame: XMLElement) throws(InterfaceBuilderError) -> Double {
        let height = try frame.number("height")
        guard height >= 0 else { throw InterfaceBuilderError("rect height=\"\(frame["height"] ?? "")\" cannot be negative", line: frame.line) }
        return height
    }

    /// The destinations of presentation segues (`presentation`, `modal` in older files,
    /// `popoverPresentation`).
    private static func presentedDestinations(_ element: XMLElement) -> Set<String> {
        Set(segueDestinations(in: element) { ["presentation", "modal", "popoverPresentation"].contains($0["kind"] ?? "") })
    }

    /// The controllers a controller's scene pushes onto its navigation stack: `show`
    /// segues, or `push` in older files, from any of its views or from itself.
    private static func pushedDestinations(_ element: XMLElement) -> [String] {
        segueDestinations(in: element) { $0["kind"] == "show" || $0["kind"] == "push" }
    }

    /// The destinations of the segues in `element` (itself included) that `matches`, in
    /// document order.
    static func segueDestinations(in element: XMLElement, where matches: (XMLElement) -> Bool) -> [String] {
        var found: [String] = []
        if element.name == "segue", matches(element), let destination = element["destination"] { found.append(destination) }
        for child in element.children { found += segueDestinations(in: child, where: matches) }
        return found
    }
}
