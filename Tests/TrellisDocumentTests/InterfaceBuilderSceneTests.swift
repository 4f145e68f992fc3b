import Testing
@testable import TrellisDocument
import TrellisLayout

/// Storyboard scenes as Interface Builder lays them out (format.md §9): the bars of the
/// controllers around a scene, the guides of its root, the stacks, tables and cells in
/// it. The fixtures' stored frames are checked in `solvedFramesAreTheStoredFrames`;
/// these tests change one thing and show the frames follow.
extension InterfaceBuilderTests {
    /// The tab bar is UIKit's whatever frame the file stores (Xcode 14 stores 1000 ×
    /// 1000): 49 points over the home indicator's 34 on a notched phone, 49 alone on a
    /// phone with a home button.
    @Test func aTabBarIsUIKitsHeightOnEveryDevice() throws {
        let notched = frames(try fixture("TabBarScenes.storyboard"), path: "TabBarScenes.storyboard")
        #expect(notched["tbs-Tv-006"].map { [$0.y, $0.maxY] } == [59 + 44, 852 - 34 - 49])
        let text = try fixture("TabBarScenes.storyboard").replacingOccurrences(of: "retina6_12", with: "retina4_7")
        let home = frames(text, path: "TabBarScenes.storyboard")
        #expect(home["tbs-Tv-006"]?.maxY == 852.0 - 49)
        // Not shown by the tab bar controller, the scene reaches the home indicator.
        let alone = frames(try fixture("TabBarScenes.storyboard").replacingOccurrences(
            of: #"<segue destination="tbs-Nc-002" kind="relationship" relationship="viewControllers" id="tbs-Sg-003"/>"#, with: ""),
                           path: "TabBarScenes.storyboard")
        #expect(alone["tbs-Tv-006"]?.maxY == 852.0 - 34)
    }

    /// `<keyboardLayoutGuide key="keyboard">` is the root's keyboard guide: with the
    /// keyboard down it starts where the safe area ends, above the tab bar here.
    @Test func theKeyboardGuideStartsAtTheSafeAreasBottom() throws {
        let tabbed = frames(try fixture("TabBarScenes.storyboard"), path: "TabBarScenes.storyboard", root: 5)
        #expect(tabbed["tbs-Tx-022"]?.maxY == 852.0 - 34 - 49)
        let alone = frames(try fixture("TabBarScenes.storyboard").replacingOccurrences(
            of: #"<segue destination="tbs-Vc-015" kind="relationship" relationship="viewControllers" id="tbs-Sg-004"/>"#, with: ""),
                           path: "TabBarScenes.storyboard", root: 5)
        #expect(alone["tbs-Tx-022"]?.maxY == 852.0 - 34)
    }

    /// A stack view that stores layout margins arranges its views inside them (Interface
    /// Builder writes no `layoutMarginsRelativeArrangement`), and `spacingType="standard"`
    /// is the system spacing of 8 points.
    @Test func aStackWithMarginsArrangesInsideThem() throws {
        let text = try fixture("TabBarScenes.storyboard")
        let noMargins = frames(text.replacingOccurrences(
            of: #"<directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="20" bottom="16" trailing="20"/>"#, with: ""),
                               path: "TabBarScenes.storyboard", root: 1)
        #expect(noMargins["tbs-Lb-009"].map { [$0.x, $0.y, $0.width] } == [0, 0, 393])
        let noSpacing = frames(text.replacingOccurrences(of: #" spacingType="standard""#, with: ""), path: "TabBarScenes.storyboard", root: 1)
        let title = try #require(noSpacing["tbs-Lb-009"])
        #expect(noSpacing["tbs-Lb-010"]?.y == title.y + title.height)
    }

    /// Until Xcode 14 (toolsVersion 21000) Interface Builder showed every notched phone
    /// with a 44-point top inset, whatever the device's own: a navigation bar stored at
    /// y = 44 on `retina6_0` in Xcode 13 (3ramirezdavid/Twitter Base.lproj/Main.storyboard),
    /// a label 43 below the safe area's top at y = 87 on `retina6_7` in Xcode 13
    /// (AdinHal/Recipeinator-iOS Base.lproj/Main.storyboard). From Xcode 14 it shows
    /// the device's own, 47 on these two.
    @Test(arguments: [("retina6_0", "19529", 64.0), ("retina6_7", "20037", 64.0), ("retina5_4", "19529", 64.0),
                      ("retina6_0", "21701", 67.0), ("retina6_7", "21701", 67.0), ("retina5_4", "21701", 70.0)])
    func notchedPhonesShowedTheSameTopInsetBeforeXcode14(device: String, tools: String, labelY: Double) throws {
        let text = try fixture("NotchedXcode13.storyboard").replacingOccurrences(of: "retina6_0", with: device)
            .replacingOccurrences(of: #"toolsVersion="19529""#, with: #"toolsVersion="\#(tools)""#)
        #expect(frames(text, path: "NotchedXcode13.storyboard")["n13-Lb-003"]?.y == labelY)
    }

    /// A launch screen generated without Interface Builder stores no frame at all and
    /// names no device (Flutter's splash screens, e.g. 0niel/university-app
    /// ios/Runner/Base.lproj/LaunchScreen.storyboard): its view is the screen IB
    /// simulates for a file without a device, the any-width, any-height canvas with
    /// size classes, the 4-inch phone without, and its image view has its image's size.
    @Test(arguments: [("", 320.0, 568.0), (#" useTraitCollections="YES""#, 600.0, 600.0)])
    func aLaunchScreenWithoutFramesIsTheSimulatedScreen(traits: String, width: Double, height: Double) throws {
        let text = try fixture("FramelessLaunch.storyboard").replacingOccurrences(of: #" launchScreen="YES""#, with: #" launchScreen="YES""# + traits)
        let solved = frames(text, path: "FramelessLaunch.storyboard")
        #expect(solved["fls-Vw-004"] == Rect(x: 0, y: 0, width: width, height: height))
        #expect(solved["fls-Im-005"] == Rect(x: (width - 100) / 2, y: (height - 80) / 2, width: 100, height: 80))
    }

    /// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) puts it, at
    /// its stored height, above the bottom inset of the scenes it shows: 44 above the
    /// bottom in Xcode 7's 600 × 600 canvas (Lax/Learn-iOS-Swift-by-Examples
    /// PhotoProgress/PhotoProgress/Base.lproj/Main.storyboard) and on `retina4_7` in
    /// Xcode 9.2 (PhotoPicker/PhotoPicker/Base.lproj/Main.storyboard). Opaque bars
    /// (`translucent="NO"`) stop the scene's view, stored 559 high between them, whose
    /// safe area then has no inset; hidden, the toolbar moves nothing.
    @Test func aNavigationControllersToolbarMovesTheSafeArea() throws {
        let text = try fixture("ToolbarScenes.storyboard")
        let hidden = frames(text.replacingOccurrences(of: #"<navigationController toolbarHidden="NO" id="tbr-Nc-021""#,
                                                      with: #"<navigationController id="tbr-Nc-021""#), path: "ToolbarScenes.storyboard", root: 1)
        #expect(hidden["tbr-Lb-028"]?.y == 667 - 8 - 20.5)
        let translucent = frames(text.replacingOccurrences(of: #" translucent="NO""#, with: ""), path: "ToolbarScenes.storyboard")
        #expect(translucent["tbr-Im-007"] == Rect(x: 0, y: 64 + 8, width: 375, height: 559 - 64 - 44 - 16))
    }

    /// A scene that simulates a toolbar (`simulatedToolbarMetrics`) has UIKit's, 44 high on
    /// a phone with a home button, even under a navigation controller that shows none:
    /// kevindelord/BusMedellin Resources/Storyboards/Settings.storyboard (Xcode 10.1,
    /// `retina4_7`) stores a stack 8 above the safe area's bottom at 667 − 44 − 8.
    @Test func aSimulatedToolbarIsUIKitsOnAPhoneWithAHomeButton() throws {
        let text = try fixture("ToolbarScenes.storyboard")
            .replacingOccurrences(of: #"<navigationController toolbarHidden="NO" id="tbr-Nc-021""#, with: #"<navigationController id="tbr-Nc-021""#)
            .replacingOccurrences(of: #"<navigationItem key="navigationItem" title="Import" id="tbr-Ni-031"/>"#,
                                  with: #"<navigationItem key="navigationItem" title="Import" id="tbr-Ni-031"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
        #expect(frames(text, path: "ToolbarScenes.storyboard", root: 1)["tbr-Lb-028"]?.y == 667 - 44 - 8 - 20.5)
    }

    /// From Xcode 14 a scene presented full screen shows no safe-area inset: a back
    /// button pinned to the safe area's top at y = 0 and a share button 17 above its
    /// bottom at 852 − 17 − 50 on `retina6_12` (dmirain/ImageFeed
    /// ImageFeed/Presentation/Base.lproj/Main.storyboard; Ad4mWest/ImageFeed
    /// Base.lproj/Main.storyboard likewise at the top, by a segue's `overFullScreen` and
    /// by the scene's own `fullScreen`). A scene presented otherwise, or saved by an older
    /// Xcode, has the device's insets.
    @Test func aSceneFullScreenPresentedHasNoInsetsFromXcode14() throws {
        let text = try fixture("PresentedFullScreen.storyboard")
        let own = frames(text.replacingOccurrences(of: #" modalPresentationStyle="overFullScreen""#, with: "")
            .replacingOccurrences(of: #"<viewController id="pfs-Vc-010""#, with: #"<viewController modalPresentationStyle="fullScreen" id="pfs-Vc-010""#),
                         path: "PresentedFullScreen.storyboard", root: 1)
        #expect(own["pfs-Bt-012"]?.y == 8)
        let sheet = frames(text.replacingOccurrences(of: #" modalPresentationStyle="overFullScreen""#, with: ""),
                           path: "PresentedFullScreen.storyboard", root: 1)
        #expect(sheet["pfs-Bt-012"].map { abs($0.y - (59 + 8)) < 1e-9 } == true)
        #expect(sheet["pfs-Tb-013"].map { abs($0.y - (852 - 34 - 17 - 50)) < 1e-9 } == true)
        let older = frames(text.replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="20037""#),
                           path: "PresentedFullScreen.storyboard", root: 1)
        #expect(older["pfs-Bt-012"].map { abs($0.y - (59 + 8)) < 1e-9 } == true)
    }

    /// A navigation item's title view is a root of its own, laid out at its stored size
    /// and reported where the bar places it.
    @Test func aTitleViewIsARoot() throws {
        let title = frames(try fixture("TabBarScenes.storyboard"), path: "TabBarScenes.storyboard", root: 4)
        #expect(title["tbs-Tt-024"] == Rect(x: 121.66666666666667, y: 5.666666666666667, width: 150, height: 33))
        #expect(title["tbs-Lb-025"] == Rect(x: 45, y: 6, width: 60, height: 21))
    }

    /// An empty root is laid out, not refused: a table footer of no height, below its rows.
    @Test func aZeroHighFooterIsARoot() throws {
        let footer = frames(try fixture("TabBarScenes.storyboard"), path: "TabBarScenes.storyboard", root: 2)
        #expect(footer["tbs-Ft-011"] == Rect(x: 0, y: 191, width: 393, height: 0))
    }

    /// A date picker keeps the size Interface Builder stored for it, as a control does:
    /// without it the stack under the picker would have no height of its own.
    @Test func aDatePickerHasItsStoredSize() throws {
        let solved = frames(try fixture("TabBarScenes.storyboard"), path: "TabBarScenes.storyboard", root: 5)
        #expect(solved["tbs-Dp-021"] == Rect(x: 0, y: 29, width: 361, height: 216))
        #expect(solved["tbs-Sk-019"]?.height == 245)
    }

    /// Xcode 6 stored prototype cells with no frame for the cell or its content view:
    /// the cell is a row of its table, as wide as the table and its row height high
    /// (the cell's own, else the table's), the content view above the separator.
    @Test(arguments: [("", 60.0), (#" rowHeight="80""#, 80.0)])
    func aPrototypeWithoutAFrameIsARowOfItsTable(cellRowHeight: String, row: Double) throws {
        let text = try fixture("Xcode6Prototype.storyboard").replacingOccurrences(
            of: #"reuseIdentifier="Cell" id="x6p-Ce-003""#, with: #"reuseIdentifier="Cell"\#(cellRowHeight) id="x6p-Ce-003""#)
        let cell = frames(text, path: "Xcode6Prototype.storyboard", root: 1)
        #expect(cell["x6p-Co-004"] == Rect(x: 0, y: 0, width: 600, height: row - 0.5))
        #expect(cell["x6p-Vw-005"] == Rect(x: 8, y: 8, width: 584, height: row - 0.5 - 16))
    }

    /// A table view controller's table stored without a frame is the simulated screen (Xcode
    /// 7's any-size canvas is 600 points wide), and so is a row of it: its frameless
    /// prototype lays out as in a 600-wide table, where it had no design size at all.
    @Test func aPrototypeOfAFramelessTableIsARowOfTheScreen() throws {
        let text = try fixture("Xcode6Prototype.storyboard").replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>"#, with: "")
        let cell = frames(text, path: "Xcode6Prototype.storyboard", root: 1)
        #expect(cell["x6p-Co-004"] == Rect(x: 0, y: 0, width: 600, height: 59.5))
        #expect(cell["x6p-Vw-005"] == Rect(x: 8, y: 8, width: 584, height: 43.5))
    }

    /// Xcode 4 and 5 stored a table cell's content view without an id, inset in its
    /// cell: the root is the cell at its stored frame (its row, 10 below the table's
    /// top), the content view a subview at its stored frame (named after the cell), and
    /// its views keep their frames in it.
    @Test func anOldCellIsTheRootAroundItsContentView() throws {
        let cell = frames(try fixture("Xcode4Cells.storyboard"), path: "Xcode4Cells.storyboard", root: 1)
        #expect(cell["oc4-Ce-004"] == Rect(x: 0, y: 10, width: 320, height: 45))
        #expect(cell["oc4-Ce-004-contentView"] == Rect(x: 10, y: 1, width: 300, height: 43))
        #expect(cell["oc4-Sw-005"] == Rect(x: 201, y: 8, width: 79, height: 27))
        #expect(cell["oc4-Lb-006"] == Rect(x: 20, y: 11, width: 83, height: 21))
    }
}
