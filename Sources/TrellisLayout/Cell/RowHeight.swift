/// A table row's height from its content view's (format.md §4): up to a whole pixel, plus a
/// one-pixel separator, counted in pixels so that 265 px at 3× is exactly
/// 88.33333333333333. Without rounding (scale 0) there is no pixel, and no separator
/// height either.
public func rowHeight(content: Double, scale: Double, separator: Bool) -> Double {
    guard scale > 0 else { return content }
    return (PixelGrid.pixels(content, scale).rounded(.up) + (separator ? 1 : 0)) / scale
}
