/// `UINavigationBar` as Interface Builder simulates it over a scene or a xib's view that
/// no navigation controller in the file shows (Simulated Metrics: Top Bar): UIKit's
/// standard bar of an iPhone in portrait, below the status bar.
public enum NavigationBar {
    /// The bar's height; a bar with a prompt, an iPad's bar and a landscape phone's
    /// compact bar are other heights, not known here.
    public static let height = 44.0
}
