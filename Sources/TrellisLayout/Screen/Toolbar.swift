/// `UIToolbar` as a navigation controller shows it at the bottom of the screen, or as
/// Interface Builder simulates it under a scene (Simulated Metrics: Bottom Bar).
public enum Toolbar {
    /// The bar's height on an iPhone with a home button in portrait (and on Xcode 7's
    /// any-width, any-height canvas); an iPad's and a landscape phone's are not known here.
    public static let height = 44.0

    /// The bar's height on a phone with a home indicator in portrait, above the home
    /// indicator's strip: 2manas1/Flash-chat-App's Main.storyboard (Xcode 15, retina6_1)
    /// stores a view pinned to a toolbar scene's safe area ending 83 = 34 + 49 points above
    /// the screen's bottom.
    public static let homeIndicatorPhoneHeight = 49.0
}
