import TrellisSolver

/// How UIKit treats the root view of a screen (format.md §3.1): fixed at the screen's size,
/// with its margins and safe-area guide measured from the safe area.
public enum ScreenRoot {
    /// The root's margins when the template gives none: 16 points at the sides, 20 on
    /// screens 414 points and wider (the larger phones and every iPad).
    public static func defaultMargins(width: Double) -> DirectionalEdgeInsets {
        let side = width >= 414 ? 20.0 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension LayoutSystem {
    /// Whether `view` is the root of a screen, whose safe area is the layout's.
    func isScreenRoot(_ view: View) -> Bool {
        view === layout.root && layout.height != nil
    }

    /// A screen's root is exactly as high as the screen.
    mutating func addScreenHeight(_ height: Double) {
        require(h(layout.root).expression, equals: height, "root.height == \(formatNumber(height))")
    }
}
