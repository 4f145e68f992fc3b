import TrellisSolver

/// How UIKit treats a self-sizing table cell's content view, the root of a cell
/// template (format.md §3.2): as wide as the table less the accessory, with UIKit's default
/// cell margins, and as high as its content needs (`systemLayoutSizeFitting` with a
/// fitting-size-level height).
public enum CellContentView {
    /// The content view's margins when the template gives none, as UIKit's default
    /// table cells have them.
    public static let defaultMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// UIKit's content-view margins for a cell `width` wide, as each release had them:
    /// 8 all round before iOS 11, or 15 at the sides when the content view and its cell
    /// preserve the table's margins (`preservingTableMargins`); from iOS 11, 11 at the
    /// top and bottom and 15 at the sides (16 when preserving the table's, in iOS 12 and
    /// from iOS 13), 20 on cells 390 points and wider.
    public static func systemMargins(width: Double, release: MarginRelease, preservingTableMargins: Bool = false) -> DirectionalEdgeInsets {
        let side: Double
        switch release {
        case .beforeIOS11:
            let side = preservingTableMargins ? 15.0 : 8
            return DirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
        case .iOS11: side = width >= 390 ? 20 : preservingTableMargins ? 16 : 15
        case .iOS12, .iOS13: side = width >= 390 ? 20 : 16
        }
        return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// The UIKit releases whose default cell margins differ (iOS 13's betas had iOS 11's).
    public enum MarginRelease: Sendable {
        case beforeIOS11, iOS11, iOS12, iOS13
    }

    /// The content view's width in a table `tableWidth` wide.
    public static func width(tableWidth: Double, accessory: CellAccessory) -> Double {
        tableWidth - accessory.width
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
}

extension LayoutSystem {
    /// Compressed fitting: `root.height == 0 @fittingSizeLevel`, so the content view is
    /// as short as its required constraints allow.
    mutating func addFittingHeight() {
        let fitting = LayoutPriority.fittingSizeLevel
        require(h(layout.root).expression, .equal, LinearExpression(), fitting.strength, "root.height == 0 @\(fitting)")
    }
}
