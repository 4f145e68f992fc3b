/// `[x, y, width, height]`, as `CGRect`.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Snapped to a `scale`-pixel grid as UIKit snaps frames: both edges round to the
    /// nearest pixel and the size is what lies between them. `scale` 0 leaves it exact.
    ///
    /// The size is counted in whole pixels before dividing, so a frame from 123⅔ to
    /// 251⅔ is 128 wide, not the 127.99999999999999 that subtracting the edges gives.
    public func rounded(scale: Double) -> Rect {
        guard scale > 0 else { return self }
        let left = PixelGrid.pixels(x, scale).rounded(), right = PixelGrid.pixels(maxX, scale).rounded()
        let top = PixelGrid.pixels(y, scale).rounded(), bottom = PixelGrid.pixels(maxY, scale).rounded()
        return Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
    }

    public var description: String { "[\(x), \(y), \(width), \(height)]" }

    /// The rectangle inside `insets`, as `UIEdgeInsetsInsetRect`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// A width and a height, as `CGSize`.
public struct Size: Sendable, Hashable {
    public var width, height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets by edge, as `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    public var top, left, bottom, right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// Insets by leading and trailing edge, as `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Margins that preserve a superview's margins when the view fills the superview:
    /// on each edge the deeper of the two (`preservesSuperviewLayoutMargins`).
    public func preserving(_ superview: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: max(top, superview.top), leading: max(leading, superview.leading),
                              bottom: max(bottom, superview.bottom), trailing: max(trailing, superview.trailing))
    }

    /// The same insets by left and right edge under `direction`.
    public func absolute(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

/// The writing direction: leading is left in `.leftToRight` and right in `.rightToLeft`.
public enum LayoutDirection: Sendable {
    case leftToRight, rightToLeft
}

/// A content-hugging or compression-resistance pair, by axis.
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal, vertical: LayoutPriority

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Points to pixels, for rounding to the pixel grid.
public enum PixelGrid {
    /// `points × scale`, snapped to the nearest half pixel when within rounding noise of
    /// it. Layout values reach a pixel boundary exactly in exact arithmetic (88⅓ pt at 3×
    /// is 265 px) but land a hair either side of it in floating point, depending on the
    /// order of operations; rounding or taking the ceiling of that hair would flip a
    /// whole pixel. Snapping makes the scalar solver and the batch core round alike.
    public static func pixels(_ points: Double, _ scale: Double) -> Double {
        let pixels = points * scale
        let nearest = (pixels * 2).rounded() / 2
        return abs(pixels - nearest) < 1.0e-7 ? nearest : pixels
    }
}
