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
    /// is `insets`: how far the screen's unsafe strips along its edges reach into the
    /// view, as UIKit hands each view the part of its window's insets it covers.
    public static func safeArea(of frame: Rect, onScreen size: Size, insets: EdgeInsets) -> EdgeInsets {
        func overlap(_ low: Double, _ high: Double, stripFrom stripLow: Double, to stripHigh: Double) -> Double {
            max(0, min(high, stripHigh) - max(low, stripLow))
        }
        return EdgeInsets(
            top: overlap(frame.y, frame.maxY, stripFrom: 0, to: insets.top),
            left: overlap(frame.x, frame.maxX, stripFrom: 0, to: insets.left),
            bottom: overlap(frame.y, frame.maxY, stripFrom: size.height - insets.bottom, to: size.height),
            right: overlap(frame.x, frame.maxX, stripFrom: size.width - insets.right, to: size.width))
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
