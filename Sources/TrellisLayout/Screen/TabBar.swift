/// `UITabBar` as a tab bar controller lays it out: across the bottom of the screen, its
/// items in a strip of 49 points on iPhone (50 on iPad, from iOS 12; 32 on a phone in
/// landscape, compact high, from iOS 11) above the home indicator's area, which the bar
/// also covers.
public enum TabBar {
    /// The bar's height on a screen whose safe area ends `bottomSafeArea` above the
    /// bottom edge.
    public static func height(bottomSafeArea: Double, isPad: Bool, compactHeight: Bool = false) -> Double {
        (compactHeight ? 32 : isPad ? 50 : 49) + bottomSafeArea
    }
}
