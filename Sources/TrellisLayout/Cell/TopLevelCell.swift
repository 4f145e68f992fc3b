/// How Interface Builder shows a collection cell that is a xib's top-level object: as the
/// root view of its canvas, with iOS 11's system minimum margins for its own width (not
/// the simulated device's): none above and below, 16 points at the sides, 20 on cells
/// 390 points and wider, as the content views of table cells that wide.
public enum TopLevelCell {
    /// The margins of a top-level cell `width` wide in files of Xcode 9 and later.
    public static func margins(width: Double) -> DirectionalEdgeInsets {
        let side = width >= 390 ? 20.0 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
