/// `UIToolbar` as a navigation controller shows it at the bottom of the screen, or as
/// Interface Builder simulates it under a scene (Simulated Metrics: Bottom Bar).
public enum Toolbar {
    /// The bar's height on an iPhone with a home button in portrait (and on Xcode 7's
    /// any-width, any-height canvas); a notched phone's, an iPad's and a landscape
    /// phone's are not known here.
    public static let height = 44.0
}
