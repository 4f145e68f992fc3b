/// `UINavigationBar` as Interface Builder simulates it over a scene or a xib's view that
/// no navigation controller in the file shows (Simulated Metrics: Top Bar): UIKit's
/// standard bar, below the status bar.
public enum NavigationBar {
    /// The bar's height on an iPhone in portrait; a landscape phone's compact bar and a
    /// bar with a prompt are other heights, not known here.
    public static let height = 44.0
    /// The bar's height on an iPad from iOS 12 (Xcode 10); earlier iPads' is not known here.
    public static let padHeight = 50.0
}
