/// The bars a container controller draws over the view controllers it shows, read from
/// the frames the file stores for them: a navigation controller's
/// `<navigationBar key="navigationBar">` and a tab bar controller's `<tabBar key="tabBar">`.
/// They move the safe area of the scenes below them.
struct IBBars: Equatable {
    /// The navigation bar's bottom edge, status bar included: the safe area's top below it.
    var navigationBarBottom: Double?
    /// The tab bar's top edge.
    var tabBarTop: Double?

    /// The bars over each view controller a container shows, by the shown controller's
    /// id. A controller shown by a navigation controller that a tab bar controller shows
    /// is under both bars; one pushed (a `show` or `push` segue) from a controller under
    /// bars is under the same bars, as Interface Builder infers them.
    static func byController(in document: XMLElement) -> [String: IBBars] {
        var containers: [String: (bars: IBBars, shown: [String])] = [:]
        var pushes: [String: String] = [:]
        collect(document, into: &containers, pushes: &pushes)
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
            // Up the chain of pushes and containers; a file that makes a loop stops where
            // it closes.
            while let id = current, visited.insert(id).inserted {
                if let container = containers[id] {
                    contained = true
                    bars.navigationBarBottom = bars.navigationBarBottom ?? container.bars.navigationBarBottom
                    bars.tabBarTop = bars.tabBarTop ?? container.bars.tabBarTop
                }
                current = shownBy[id] ?? pushes[id]
            }
            if contained { result[controller] = bars }
        }
        return result
    }

    private static func collect(_ element: XMLElement, into containers: inout [String: (bars: IBBars, shown: [String])],
                                pushes: inout [String: String]) {
        if let id = element["id"], element.name == "navigationController" || element.name == "tabBarController" {
            var bars = IBBars()
            if element.name == "navigationController", element["navigationBarHidden"] != "YES",
               let frame = element.child("navigationBar", key: "navigationBar")?.child("rect", key: "frame"),
               let y = Double(frame["y"] ?? "0"), let height = Double(frame["height"] ?? "") {
                bars.navigationBarBottom = y + height
            }
            if element.name == "tabBarController", let frame = element.child("tabBar", key: "tabBar")?.child("rect", key: "frame") {
                bars.tabBarTop = Double(frame["y"] ?? "0")
            }
            let shown = (element.child("connections")?.children("segue") ?? [])
                .filter { $0["kind"] == "relationship" }.compactMap { $0["destination"] }
            containers[id] = (bars, shown)
        } else if let id = element["id"], element["sceneMemberID"] == "viewController" {
            for destination in pushedDestinations(element) where pushes[destination] == nil { pushes[destination] = id }
        }
        for child in element.children { collect(child, into: &containers, pushes: &pushes) }
    }

    /// The controllers a controller's scene pushes onto its navigation stack: `show`
    /// segues, or `push` in older files, from any of its views or from itself.
    private static func pushedDestinations(_ element: XMLElement) -> [String] {
        var found: [String] = []
        if element.name == "segue", element["kind"] == "show" || element["kind"] == "push", let destination = element["destination"] {
            found.append(destination)
        }
        for child in element.children { found += pushedDestinations(child) }
        return found
    }
}
