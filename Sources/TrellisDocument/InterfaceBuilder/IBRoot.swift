import TrellisLayout

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
        case barItemView = "bar item view"
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
    /// A cell or reusable view that is a xib's top-level object rather than a prototype in
    /// a collection.
    var isTopLevel = false
    /// A view controller's top and bottom layout guides (files without safe areas).
    var topGuide: String?
    var bottomGuide: String?
    /// The bars over a view controller shown by a navigation or tab bar controller, or
    /// those a root shown by none simulates of its own.
    var bars = IBBars()
    /// The bars come from the root's own simulated metrics, or from a container whose
    /// navigation bar has no stored frame: their heights are UIKit's.
    var hasSimulatedBars = false
    /// A root that simulates a bar of its own (`simulatedTopBarMetrics`…) whose size is
    /// not known (a prompt) and that no container in the file shows.
    var hasUnknownBars = false
    /// The toolbar over the root is simulated (UIKit's height), not one a container shows.
    var hasSimulatedToolbar = false
    var hidesStatusBar = false
    /// `<freeformSimulatedSizeMetrics>` (or a view controller's `freeformSize`): a view of
    /// its own size.
    var isFreeform = false
    /// A navigation, tab bar or split view controller in the file shows the view controller.
    var isShownByContainer = false
    /// `<modalPageSheetSimulatedSizeMetrics>`: a view controller shown as a page sheet.
    var isPageSheet = false
    /// A view controller presented full screen: its own `modalPresentationStyle`, or that
    /// of the presentation segue that shows it, is `fullScreen` or `overFullScreen`.
    var isPresentedFullScreen = false

    /// A table cell's accessory (`accessoryType`), which takes its width from the content
    /// view and sets its trailing margin.
    var accessory: CellAccessory { cell?["accessoryType"].flatMap(CellAccessory.init(rawValue:)) ?? .none }

    /// A collection reusable view or cell that is a xib's top-level object: Interface
    /// Builder shows it as it shows any top-level view, at the simulated screen's top-left
    /// corner, under the screen's insets (format.md §9.4).
    var isTopLevelCollectionView: Bool { (kind == .reusableView || kind == .collectionCell) && isTopLevel }
}

extension IBRoot {
    /// Every root of a file, in document order; a cell inside another root is its own.
    /// `bars` are those over the view controllers containers show, by id; `presented`
    /// the ids of those presentation segues show full screen. `table` is the table view
    /// around `element`, if any; `screen` the file's simulated screen.
    static func find(in element: XMLElement, parent: XMLElement? = nil, table: XMLElement? = nil, bars: [String: IBBars],
                     presented: Set<String> = [], screen: Size? = nil, into roots: inout [IBRoot]) throws(InterfaceBuilderError) {
        if let root = try root(element, parent: parent, table: table, bars: bars, presented: presented, screen: screen) { roots.append(root) }
        let table = element.name == "tableView" ? element : table
        for child in element.children {
            try find(in: child, parent: element, table: table, bars: bars, presented: presented, screen: screen, into: &roots)
        }
    }

    static let fullScreenStyles: Set = ["fullScreen", "overFullScreen"]

    /// The view controllers a presentation segue (`kind="presentation"`, or `modal` in
    /// older files) shows full screen.
    static func presentedFullScreen(in element: XMLElement) -> Set<String> {
        Set(IBBars.segueDestinations(in: element) { segue in
            (segue["kind"] == "presentation" || segue["kind"] == "modal") && fullScreenStyles.contains(segue["modalPresentationStyle"] ?? "")
        })
    }

    private static func root(_ element: XMLElement, parent: XMLElement?, table: XMLElement?, bars: [String: IBBars],
                             presented presentedFullScreen: Set<String>, screen: Size?) throws(InterfaceBuilderError) -> IBRoot? {
        switch element.name {
        case "tableViewCell", "collectionViewCell":
            guard let content = element.children.first(where: { $0["key"] == "contentView" }), let cellID = element["id"] else { return nil }
            let view = try IBView(content, id: cellID)
            var root = IBRoot(kind: element.name == "tableViewCell" ? .tableCell : .collectionCell, id: view.id, view: view)
            root.aliases = [cellID]
            var cell = try IBView(element)
            if cell.frame == nil, element.name == "tableViewCell", let table {
                // Xcode 6 and 7 stored prototype cells without frames: a row of the table. A
                // table view controller's table may have none either: it is the simulated
                // screen, as any frameless view controller's view is.
                let tableWidth = try table.child("rect", key: "frame")?.number("width") ?? (table["key"] == "view" ? screen?.width : nil)
                if let tableWidth { cell.frame = Rect(x: 0, y: 0, width: tableWidth, height: try rowHeight(of: element, in: table)) }
            }
            if element.name == "tableViewCell", content["id"] == nil, let cellFrame = cell.frame {
                // Xcode 4 and 5 stored a table cell's content view without an id, inset in
                // the cell (by the separator, or by a grouped table's sides): the root is
                // the cell, and the content view a subview at its stored frame.
                var contentView = try IBView(content, id: "\(cellID)-contentView")
                contentView.frame = contentView.frame ?? Rect(x: 0, y: 0, width: cellFrame.width, height: cellFrame.height)
                cell.subviews = [contentView]
                return IBRoot(kind: .tableCell, id: cellID, view: cell)
            }
            root.cell = cell
            root.isTopLevel = parent?.name == "objects"
            return root
        case "collectionReusableView":
            var root = IBRoot(kind: .reusableView, id: element["id"] ?? "", view: try IBView(element))
            root.isTopLevel = parent?.name == "objects"
            root.isFreeform = element.child("freeformSimulatedSizeMetrics") != nil
            return root
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
                root.isShownByContainer = true
                root.bars = shown
                // A tab bar the scene simulates holds under a navigation controller of the
                // file (mingxiangchan/ios_instagram Search.storyboard, Xcode 7.3: its table
                // stops 49 points above the bottom).
                if IBBars.simulatesTabBar(parent) { root.bars.hasTabBar = true }
                root.hasSimulatedBars = shown.hasStandardNavigationBar
                if shown.toolbarHeight == nil, shown.inheritsSimulatedToolbar || IBBars.simulatesToolbar(parent) {
                    root.bars.toolbarHeight = Toolbar.height
                    root.hasSimulatedToolbar = true
                }
            } else {
                root.simulateBars(of: parent)
            }
            root.hidesStatusBar = parent.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
            root.isPageSheet = parent.child("modalPageSheetSimulatedSizeMetrics") != nil
            root.isFreeform = parent.child("freeformSimulatedSizeMetrics") != nil || parent.child("size", key: "freeformSize") != nil
            root.isPresentedFullScreen = bars[parent["id"] ?? ""] == nil
                && (Self.fullScreenStyles.contains(parent["modalPresentationStyle"] ?? "") || presentedFullScreen.contains(parent["id"] ?? ""))
            return root
        case "tableHeaderView":
            return IBRoot(kind: .tableHeader, id: id, view: try IBView(element))
        case "tableFooterView":
            return IBRoot(kind: .tableFooter, id: id, view: try IBView(element))
        case "titleView" where parent.name == "navigationItem", "customView" where parent.name == "barButtonItem":
            // A navigation item's title view and a bar button item's custom view: the
            // bar places them at their stored size, and they lay out their own subviews.
            guard element.child("rect", key: "frame") != nil else { return nil }
            return IBRoot(kind: .barItemView, id: id, view: try IBView(element))
        case nil where parent.name == "objects" && element.child("rect", key: "frame") != nil && !element.name.hasSuffix("Cell"):
            var root = IBRoot(kind: .topLevel, id: id, view: try IBView(element))
            root.isFreeform = element.child("freeformSimulatedSizeMetrics") != nil
            root.simulateBars(of: element)
            return root
        default:
            return nil
        }
    }

    /// The bars `element` (a view controller, or a xib's top-level view) simulates of its own.
    private mutating func simulateBars(of element: XMLElement) {
        if let simulated = IBBars.simulated(by: element) {
            bars = simulated
            hasSimulatedBars = simulated != IBBars()
            hasSimulatedToolbar = simulated.toolbarHeight != nil
        } else {
            hasUnknownBars = true
        }
    }

    /// A table cell's row height: its own `rowHeight`, else its table's, else UIKit's
    /// default 44 (also for the automatic height, -1, which Interface Builder shows at 44).
    private static func rowHeight(of cell: XMLElement, in table: XMLElement) throws(InterfaceBuilderError) -> Double {
        for element in [cell, table] where element["rowHeight"] != nil {
            let height = try element.number("rowHeight")
            if height > 0 { return height }
        }
        return 44
    }
}
