import TrellisSolver

/// How UIKit treats the root view of a screen (format.md §3.1): fixed at the screen's size,
/// with its margins and safe-area guide measured from the safe area.
public enum ScreenRoot {
    /// A view controller's root margins, UIKit's `systemMinimumLayoutMargins`: 16 points
    /// at the sides, 20 on screens 414 points and wider (the larger phones and every iPad).
    public static func viewControllerMargins(width: Double) -> DirectionalEdgeInsets {
        sideMargins(width >= 414 ? 20 : 16)
    }

    /// A `trellis/1` screen's root margins when its template gives none (format.md §3.1):
    /// 16 points at the sides, 20 from a regular width of 600 points. The format fixed
    /// this rule before Interface Builder files came in; documents keep their frames.
    public static func documentMargins(width: Double) -> DirectionalEdgeInsets {
        sideMargins(width >= 600 ? 20 : 16)
    }

    /// The safe area of a view at `frame` on a screen `size` points large whose safe area
    /// is `insets`: how far the screen's unsafe strips along its edges reach in from the
    /// view's edges (up to the screen's edge), as UIKit hands each view its window's insets
    /// less the view's distance from the window's edges. A strip deeper than the view gives
    /// an inset deeper than the view's bounds, and a safe area of negative height.
    public static func safeArea(of frame: Rect, onScreen size: Size, insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(0, insets.top - max(frame.y, 0)),
            left: max(0, insets.left - max(frame.x, 0)),
            bottom: max(0, min(frame.maxY, size.height) - (size.height - insets.bottom)),
            right: max(0, min(frame.maxX, size.width) - (size.width - insets.right)))
    }

    private static func sideMargins(_ side: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
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
