import TrellisSolver

/// How UIKit treats a self-sizing table cell's content view, the root of a cell
/// template (format.md §3.2): as wide as the table less the accessory, with UIKit's default
/// cell margins, and as high as its content needs (`systemLayoutSizeFitting` with a
/// fitting-size-level height).
public enum CellContentView {
    /// The content view's margins when the template gives none, as UIKit's default
    /// table cells have them.
    public static let defaultMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// UIKit's content-view margins for a cell `width` wide, composed as UIKit composes
    /// them: the content view's own margins (`own`, or the release's system margins,
    /// 8 at the trailing side next to an `accessory` from iOS 11), and, when the content
    /// view preserves its superview's margins, on each edge the deeper of those and the
    /// cell's. The cell's are its own (`cell`) or, when it preserves its superview's, the
    /// deeper of those and the table's (`tableMargins`).
    ///
    /// From iOS 11 the cell's margins, and the system margins UIKit gives the content view,
    /// are measured from the cell's edges: above a `separator` (the strip between the
    /// content view's bottom and the cell's, half a point on a 2x screen) the content view's
    /// bottom margin is that much shallower, 10.5 for 11 (format.md §9.4). So are the
    /// cell's margins a content view preserves: beside an accessory, which takes its
    /// width off the content view's trailing side, the cell's trailing margin is that
    /// much shallower, none once the accessory is wider than it.
    public static func margins(width: Double, release: MarginRelease, accessory: CellAccessory = .none,
                               own: DirectionalEdgeInsets? = nil, cell: DirectionalEdgeInsets? = nil,
                               contentPreserves: Bool = false, cellPreserves: Bool = false,
                               separator: Double = 0) -> DirectionalEdgeInsets {
        let below = release == .beforeIOS11 ? 0 : max(0, separator)
        let system = systemMargins(width: width, release: release)
        var margins = own ?? system.above(below)
        if own == nil, accessory != .none, release != .beforeIOS11 { margins.trailing = accessoryTrailingMargin }
        guard contentPreserves else { return margins }
        var cellMargins = cell ?? system
        if cellPreserves { cellMargins = cellMargins.preserving(tableMargins(width: width, release: release)) }
        return margins.preserving(cellMargins.above(below).beside(accessory.width))
    }

    /// The content view's margins when neither it nor its cell takes the table's: 8 all
    /// round before iOS 11; from iOS 11, 11 at the top and bottom and 15 at the sides
    /// (16 in iOS 12 and from iOS 13), 20 on cells 390 points and wider.
    public static func systemMargins(width: Double, release: MarginRelease) -> DirectionalEdgeInsets {
        let side: Double
        switch release {
        case .beforeIOS11: return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        case .iOS11: side = width >= 390 ? 20 : 15
        case .iOS12, .iOS13: side = width >= 390 ? 20 : 16
        }
        return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// The content view's trailing margin next to an accessory from iOS 11: the
    /// accessory keeps its own distance, so the content runs to 8 points of it.
    public static let accessoryTrailingMargin = 8.0

    /// The margins a table gives the cells that preserve them: before iOS 11, 15 at the
    /// sides and 8 above and below, whatever the width; from iOS 11 its view
    /// controller's side margins, 16 (20 on tables 390 points and wider), and none above
    /// and below, where the cell keeps its own.
    public static func tableMargins(width: Double, release: MarginRelease) -> DirectionalEdgeInsets {
        if release == .beforeIOS11 { return DirectionalEdgeInsets(top: 8, leading: 15, bottom: 8, trailing: 15) }
        let side = width >= 390 ? 20.0 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The UIKit releases whose default cell margins differ.
    public enum MarginRelease: Sendable {
        case beforeIOS11, iOS11, iOS12, iOS13
    }

    /// The content view's width in a table `tableWidth` wide.
    public static func width(tableWidth: Double, accessory: CellAccessory) -> Double {
        tableWidth - accessory.width
    }

    /// The content view of a cell `cell` big on iOS 7 and 8, as Interface Builder of
    /// Xcode 6 laid it out: a point above the cell's bottom, narrower by the accessory;
    /// nil for an accessory whose width then is not known.
    public static func frameInIOS8(cell: Size, accessory: CellAccessory) -> Rect? {
        guard let accessoryWidth = accessory.widthInIOS8 else { return nil }
        return Rect(x: 0, y: 0, width: max(0, cell.width - accessoryWidth), height: max(0, cell.height - 1))
    }
}

/// A cell's accessory view (`UITableViewCell.AccessoryType`), which takes its width from
/// the content view.
public enum CellAccessory: String, Sendable, CaseIterable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton

    /// The width UIKit gives the accessory.
    public var width: Double {
        switch self {
        case .none: return 0
        case .disclosureIndicator: return 34
        case .checkmark: return 40
        case .detailButton: return 48
        case .detailDisclosureButton: return 68
        }
    }

    /// The width iOS 7 and 8 gave the accessory, where a real file shows it: Xcode 6
    /// stores a disclosure-indicator cell's content view 33 points narrower than the cell
    /// (iNaturalist TaxonOneNameTableViewCell.xib, letgo SettingsCell.xib).
    public var widthInIOS8: Double? {
        switch self {
        case .none: return 0
        case .disclosureIndicator: return 33
        default: return nil
        }
    }
}

extension LayoutSystem {
    /// Compressed fitting: `root.height == 0 @fittingSizeLevel`, so the content view is
    /// as short as its required constraints allow.
    mutating func addFittingHeight() {
        let fitting = LayoutPriority.fittingSizeLevel
        require(h(layout.root).expression, .equal, LinearExpression(), fitting.strength, "root.height == 0 @\(fitting)")
    }
}

private extension DirectionalEdgeInsets {
    /// Margins measured from a cell's bottom edge, seen from a content view that stops
    /// `below` points above it.
    func above(_ below: Double) -> DirectionalEdgeInsets {
        var margins = self
        margins.bottom = Swift.max(0, margins.bottom - below)
        return margins
    }

    /// Margins measured from a cell's trailing edge, seen from a content view that stops
    /// `aside` points before it.
    func beside(_ aside: Double) -> DirectionalEdgeInsets {
        var margins = self
        margins.trailing = Swift.max(0, margins.trailing - aside)
        return margins
    }
}
