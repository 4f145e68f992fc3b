/// The first `toolsVersion` of each Xcode release whose Interface Builder draws a file
/// differently from the one before: rules name the release, not its number. Betas and
/// point releases save numbers in between (Xcode 11.0 and its betas saved 14810 to 14868).
public enum XcodeRelease {
    /// Xcode 6: content views of resized xib cells left at 320 × 43.
    public static let xcode6 = 6000
    /// Xcode 7: after Xcode 6's 6xxx and 7xxx.
    public static let xcode7 = 8000
    /// Xcode 9 (iOS 11): text in fractions of a point, landscape iPads not yet seen.
    public static let xcode9 = 13000
    /// Xcode 9.1: cell content views with iOS 11's margins (Xcode 9.0 saved 13196 and
    /// still showed 8 all round).
    public static let xcode9_1 = 13500
    /// Xcode 10 (iOS 12): an iPad's taller navigation and tab bars.
    public static let xcode10 = 14000
    /// Xcode 11 (iOS 13). openfoodfacts-ios SelectCategoryViewController.xib (14868,
    /// retina4_7), saved by a beta, already lays out as Xcode 11 does: a search bar pinned
    /// to the safe area's top at y = 0.
    public static let xcode11 = 14800
    /// Xcode 12: iOS 13's cell margins.
    public static let xcode12 = 17000
    /// Xcode 13: the status bar shown again over iPads with a home button, and over
    /// rounded iPads in landscape.
    public static let xcode13 = 19000
    /// Xcode 14: the status bar shown again over phones with a home button; presented
    /// scenes shown without the screen's insets.
    public static let xcode14 = 21000
}
