import Testing
@testable import TrellisLayout

/// `ScreenRoot.safeArea(of:onScreen:insets:)` against hand-computed insets: a 414×896
/// screen with 44 points at the top and 34 at the bottom, or in landscape 44 at each side
/// and 21 at the bottom.
@Suite struct ScreenRootTests {
    let portrait = Size(width: 414, height: 896)
    let insets = EdgeInsets(top: 44, bottom: 34)

    @Test func aShortViewAtTheTopCoversOnlyTheTopStrip() {
        let safe = ScreenRoot.safeArea(of: Rect(x: 0, y: 0, width: 320, height: 200), onScreen: portrait, insets: insets)
        #expect(safe == EdgeInsets(top: 44))
    }

    @Test func aTallViewCoversWhatItReachesOfTheBottomStrip() {
        // The bottom strip starts at 896 − 34 = 862; the view ends at 880.
        let safe = ScreenRoot.safeArea(of: Rect(x: 0, y: 0, width: 414, height: 880), onScreen: portrait, insets: insets)
        #expect(safe == EdgeInsets(top: 44, bottom: 18))
    }

    @Test func aViewBelowTheTopStripAndPastTheEdgesHasOnlyWhatItOverlaps() {
        // Wider than the screen, starting below the top strip: no side strips in portrait,
        // and the bottom strip is 34 high however far below it the view reaches.
        let safe = ScreenRoot.safeArea(of: Rect(x: 0, y: 60, width: 510, height: 900), onScreen: portrait, insets: insets)
        #expect(safe == EdgeInsets(bottom: 34))
    }

    /// A view shorter than the top strip gets the whole strip: its safe area runs from 44
    /// down to its bottom at 40 (tinode/ios Tinodios/widgets/AvatarWithOnlineIndicator.xib,
    /// a 40-point freeform view whose avatar is centred on the safe area at y = 22).
    @Test func aViewShorterThanTheTopStripGetsAllOfIt() {
        let safe = ScreenRoot.safeArea(of: Rect(x: 0, y: 0, width: 40, height: 40), onScreen: portrait, insets: insets)
        #expect(safe == EdgeInsets(top: 44))
    }

    @Test func inLandscapeTheSideStripsCount() {
        let landscape = Size(width: 896, height: 414)
        let sides = EdgeInsets(left: 44, bottom: 21, right: 44)
        let safe = ScreenRoot.safeArea(of: Rect(x: 0, y: 0, width: 500, height: 100), onScreen: landscape, insets: sides)
        #expect(safe == EdgeInsets(left: 44))
    }
}
