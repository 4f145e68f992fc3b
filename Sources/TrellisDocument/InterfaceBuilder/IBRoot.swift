/// Where one layout job of an Interface Builder file starts: a view laid out at its own
/// stored size (format.md §9.2).
struct IBRoot {
    enum Kind: String {
        case tableCell = "table view cell"
        case collectionCell = "collection view cell"
        case viewController = "view controller"
        case topLevel = "top-level view"
        case tableHeader = "table header view"
        case tableFooter = "table footer view"
        case reusableView = "collection reusable view"
    }

    var kind: Kind
    /// The id the record takes: the root view's, or an old collection cell's.
    var id: String
    var view: IBView
    /// Other ids that name the root in constraints: the cell around a content view.
    var aliases: Set<String> = []
    /// The cell around a content view: its constraints, guides and size-class variations
    /// belong to the root (old collection cells keep every constraint there).
    var cell: IBView?
    /// A view controller's top and bottom layout guides (files without safe areas).
    var topGuide: String?
    var bottomGuide: String?
    /// A view controller that shows a navigation, tab or tool bar, which moves its safe area.
    var hasSimulatedBars = false
    var hidesStatusBar = false
    /// `<freeformSimulatedSizeMetrics>`: a xib view of its own size, with no device insets.
    var isFreeform = false
}

extension IBRoot {
    /// Every root of a file, in document order; a cell inside another root is its own.
    /// `barred` are the view controllers a navigation or tab bar controller shows, under
    /// its bar.
    static func find(in element: XMLElement, parent: XMLElement? = nil, barred: Set<String>, into roots: inout [IBRoot]) throws(InterfaceBuilderError) {
        if let root = try root(element, parent: parent, barred: barred) { roots.append(root) }
        for child in element.children { try find(in: child, parent: element, barred: barred, into: &roots) }
    }

    /// The ids of view controllers shown by a navigation or tab bar controller: the
    /// destinations of their relationship segues.
    static func barredControllers(in element: XMLElement) -> Set<String> {
        var found: Set<String> = []
        if element.name == "navigationController" || element.name == "tabBarController" {
            for segue in element.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
                if let destination = segue["destination"] { found.insert(destination) }
            }
        }
        for child in element.children { found.formUnion(barredControllers(in: child)) }
        return found
    }

    private static func root(_ element: XMLElement, parent: XMLElement?, barred: Set<String>) throws(InterfaceBuilderError) -> IBRoot? {
        switch element.name {
        case "tableViewCell", "collectionViewCell":
            guard let content = element.children.first(where: { $0["key"] == "contentView" }), let cellID = element["id"] else { return nil }
            let view = try IBView(content, id: cellID)
            var root = IBRoot(kind: element.name == "tableViewCell" ? .tableCell : .collectionCell, id: view.id, view: view)
            root.aliases = [cellID]
            root.cell = try IBView(element)
            return root
        case "collectionReusableView":
            return IBRoot(kind: .reusableView, id: element["id"] ?? "", view: try IBView(element))
        case "placeholder", "viewControllerPlaceholder":
            return nil
        default:
            break
        }
        guard let parent, let id = element["id"] else { return nil }
        switch element["key"] {
        case "view" where parent.name.hasSuffix("Controller"):
            var root = IBRoot(kind: .viewController, id: id, view: try IBView(element))
            for guide in parent.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
                if guide["type"] == "top" { root.topGuide = guide["id"] }
                if guide["type"] == "bottom" { root.bottomGuide = guide["id"] }
            }
            root.hasSimulatedBars = parent.children.contains {
                ($0["key"] == "simulatedTopBarMetrics" || $0["key"] == "simulatedBottomBarMetrics") && $0.name != "nil"
            } || parent["id"].map(barred.contains) == true
            root.hidesStatusBar = parent.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
            return root
        case "tableHeaderView":
            return IBRoot(kind: .tableHeader, id: id, view: try IBView(element))
        case "tableFooterView":
            return IBRoot(kind: .tableFooter, id: id, view: try IBView(element))
        case nil where parent.name == "objects" && element.child("rect", key: "frame") != nil && !element.name.hasSuffix("Cell"):
            var root = IBRoot(kind: .topLevel, id: id, view: try IBView(element))
            root.isFreeform = element.child("freeformSimulatedSizeMetrics") != nil
            return root
        default:
            return nil
        }
    }
}
