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
    /// The bars over a view controller shown by a navigation or tab bar controller.
    var bars = IBBars()
    /// A view controller that simulates a bar of its own (`simulatedTopBarMetrics`…) and
    /// is shown by no container: the bar's size is not in the file.
    var hasUnknownBars = false
    var hidesStatusBar = false
    /// `<freeformSimulatedSizeMetrics>`: a xib view of its own size.
    var isFreeform = false
    /// `<modalPageSheetSimulatedSizeMetrics>`: a view controller shown as a page sheet.
    var isPageSheet = false
}

extension IBRoot {
    /// Every root of a file, in document order; a cell inside another root is its own.
    /// `bars` are those over the view controllers containers show, by id.
    static func find(in element: XMLElement, parent: XMLElement? = nil, bars: [String: IBBars], into roots: inout [IBRoot]) throws(InterfaceBuilderError) {
        if let root = try root(element, parent: parent, bars: bars) { roots.append(root) }
        for child in element.children { try find(in: child, parent: element, bars: bars, into: &roots) }
    }

    private static func root(_ element: XMLElement, parent: XMLElement?, bars: [String: IBBars]) throws(InterfaceBuilderError) -> IBRoot? {
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
            if let shown = parent["id"].flatMap({ bars[$0] }) {
                root.bars = shown
            } else {
                root.hasUnknownBars = parent.children.contains {
                    ($0["key"] == "simulatedTopBarMetrics" || $0["key"] == "simulatedBottomBarMetrics") && $0.name != "nil"
                }
            }
            root.hidesStatusBar = parent.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
            root.isPageSheet = parent.child("modalPageSheetSimulatedSizeMetrics") != nil
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
