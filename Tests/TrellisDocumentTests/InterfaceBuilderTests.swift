import Foundation
import Testing
@testable import TrellisDocument
import TrellisLayout

/// Interface Builder files (format.md §9): our own `.xib`/`.storyboard` files in the real
/// format, solved with the stored sizes of their controls (`--label-sizes design`), must
/// give back the frames Interface Builder stored in them.
@Suite("Interface Builder")
struct InterfaceBuilderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder")

    /// Solved with `--label-sizes design`, as these tests compare with stored frames.
    func records(_ bytes: [UInt8], path: String) -> [Record] {
        bytes.withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: path, isWholeFile: true), options: SolveOptions(labelSizes: .design))
        }
    }

    func records(_ text: String, path: String = "Test.xib") -> [Record] { records(Array(text.utf8), path: path) }

    /// The frames stored in the file, by id, read with a pattern rather than the
    /// reader under test: every element whose first child is `<rect key="frame">`.
    static func storedFrames(_ text: String) throws -> [String: [Double]] {
        let pattern = try NSRegularExpression(
            pattern: #"<\w+ [^>]*\bid="([^"]+)"[^>]*>\s*<rect key="frame" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/>"#)
        var frames: [String: [Double]] = [:]
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            let groups = (1...5).map { String(text[Range(match.range(at: $0), in: text)!]) }
            frames[groups[0]] = groups[1...].map { Double($0)! }
        }
        return frames
    }

    @Test(arguments: [
        ("ProfileCell.xib", ["ProfileCell/pC1-cv-0x2"]),
        ("CommentCell.xib", ["CommentCell/cmt-Co-nt1"]),
        ("ArticleCard.xib", ["ArticleCard/art-Ce-ll1", "ArticleCard/tag-Co-nt2"]),
        ("Login.storyboard", ["Login/lgn-Vw-001", "Login/acc-Tv-002", "Login/hdr-Vw-003", "Login/acc-Co-006"]),
        ("Legacy.storyboard", ["Legacy/old-Vw-003"]),
        ("Gallery.xib", ["Gallery/gal-Vw-001"]),
        ("Stacks.xib", ["Stacks/stk-Rt-001", "Stacks/stk-Tp-009"]),
        ("Controls.xib", ["Controls/ctl-Co-002"]),
        ("Margins.xib", ["Margins/mrg-Vw-001"]),
        ("Insets.storyboard", ["Insets/ins-Vw-001"]),
        ("HeaderStack.xib", ["HeaderStack/hst-Sk-001"]),
        ("Variations.xib", ["Variations/var-Vw-001"]),
        ("PushedScenes.storyboard", ["PushedScenes/psh-Vw-008", "PushedScenes/psh-Vw-015", "PushedScenes/psh-Vw-020"]),
        ("OldBars.storyboard", ["OldBars/old-Vw-010"]),
        ("ViewBelowBars.storyboard", ["ViewBelowBars/vbb-Vw-007"]),
        ("RoundedPadLandscapeXcode12.storyboard", ["RoundedPadLandscapeXcode12/rp12-Vw-002"]),
        ("Xcode9Cell.xib", ["Xcode9Cell/x9c-Co-002"]),
        ("TopLevelCollectionCell.xib", ["TopLevelCollectionCell/tlc-Ce-001"]),
        ("Ambiguous.xib", ["Ambiguous/amb-Vw-001"]),
        ("PreservingHeader.xib", ["PreservingHeader/prs-Vw-001"]),
        ("TopLevelInsets.xib", ["TopLevelInsets/tli-Vw-001", "TopLevelInsets/tli-Vw-003"]),
        ("Baselines.xib", ["Baselines/bsl-Vw-001"]),
        ("LabelBaselines.xib", ["LabelBaselines/lbl-Vw-001"]),
        ("Landscape.storyboard", ["Landscape/lnd-Vw-002"]),
        ("LandscapeXcode14.storyboard", ["LandscapeXcode14/l14-Vw-002"]),
        ("TabBarScenes.storyboard", ["TabBarScenes/tbs-Vw-004", "TabBarScenes/tbs-Hd-007", "TabBarScenes/tbs-Ft-011", "TabBarScenes/tbs-Co-013",
                                     "TabBarScenes/tbs-Tt-024", "TabBarScenes/tbs-Vw-016"]),
        ("StatusBar.storyboard", ["StatusBar/sbr-Vw-002"]),
        ("HiddenStatusBar.storyboard", ["HiddenStatusBar/hsb-Vw-004"]),
        ("LandscapePadXcode8.storyboard", ["LandscapePadXcode8/lpx-Vw-015", "LandscapePadXcode8/lpx-Vw-023"]),
        ("SafeAreaTwice.storyboard", ["SafeAreaTwice/sat-Vw-002"]),
        ("SafeAreaTwiceXcode16.xib", ["SafeAreaTwiceXcode16/s16-Vw-001"]),
        ("NotchedXcode13.storyboard", ["NotchedXcode13/n13-Vw-002"]),
        ("LandscapeTabs.storyboard", ["LandscapeTabs/lst-Vw-007"]),
        ("ToolbarScenes.storyboard", ["ToolbarScenes/tbr-Vw-006", "ToolbarScenes/tbr-Vw-026"]),
        ("PresentedFullScreen.storyboard", ["PresentedFullScreen/pfs-Vw-002", "PresentedFullScreen/pfs-Vw-011"]),
        ("PageSheet.storyboard", ["PageSheet/pgs-Vw-002"]),
        ("SimulatedBars.storyboard", ["SimulatedBars/sim-Vw-002", "SimulatedBars/sim-Vw-006"]),
        ("SimulatedBarView.xib", ["SimulatedBarView/sbv-Vw-001"]),
        ("SafeAreaMargins.storyboard", ["SafeAreaMargins/sam-Vw-002", "SafeAreaMargins/sam-Vw-004"]),
        ("ReadableWidth.storyboard", ["ReadableWidth/rdw-Vw-002"]),
        ("SegmentedControls.xib", ["SegmentedControls/sgc-Vw-001", "SegmentedControls/sgc-Vw-003"]),
        ("FramelessNavigationBar.storyboard", ["FramelessNavigationBar/fnb-Vw-007"]),
        ("ProportionalStack.xib", ["ProportionalStack/pps-Vw-001"]),
        ("TextFieldBaseline.xib", ["TextFieldBaseline/tfb-Vw-001"]),
        ("PercentMultiplier.xib", ["PercentMultiplier/pct-Vw-001"]),
        ("Xcode10TopLevelInsets.xib", ["Xcode10TopLevelInsets/xti-Vw-001"]),
        ("OpaqueSimulatedBar.xib", ["OpaqueSimulatedBar/osb-Vw-001"]),
        ("CellSeparator.xib", ["CellSeparator/sep-Cv-001"]),
        ("AccessoryPreservedMargins.xib", ["AccessoryPreservedMargins/apm-Cv-001"]),
        ("Xcode90CellMargins.xib", ["Xcode90CellMargins/x90-Cv-001"]),
        ("Television.xib", ["Television/tv1-Vw-001"]),
        ("PushedToolbar.storyboard", ["PushedToolbar/ptb-Vw-007", "PushedToolbar/ptb-Vw-018"]),
        ("NotchedToolbar.storyboard", ["NotchedToolbar/ntb-Vw-002"]),
        ("DrawnStackViews.xib", ["DrawnStackViews/dsv-Cv-002"]),
        ("Xcode6StaleContentView.xib", ["Xcode6StaleContentView/x6c-Cv-001"]),
        ("SheetCard.storyboard", ["SheetCard/shc-Vw-002", "SheetCard/shc-Vw-012"]),
        ("UninstalledViews.storyboard", ["UninstalledViews/unv-Vw-004"]),
        ("SimulatedTabBarInNavigation.storyboard", ["SimulatedTabBarInNavigation/stn-Vw-014"]),
        ("Xcode14CompactNotch.xib", ["Xcode14CompactNotch/x14-Vw-001"]),
        ("Xcode11BetaStatusBar.xib", ["Xcode11BetaStatusBar/x11-Vw-001"]),
        ("PresentedNavigation.storyboard", ["PresentedNavigation/pnv-Vw-002", "PresentedNavigation/pnv-Vw-006", "PresentedNavigation/pnv-Vw-013"]),
        ("RoundedEqualHeights.storyboard", ["RoundedEqualHeights/reh-Vw-002"]),
        ("Xcode8LabelBaselines.xib", ["Xcode8LabelBaselines/x8b-Vw-001"]),
        ("TopLevelReusableView.xib", ["TopLevelReusableView/tlr-Rv-001", "TopLevelReusableView/tlr-Rv-007"]),
        ("ViewSafeAreas.xib", ["ViewSafeAreas/vsa-Vw-001", "ViewSafeAreas/vsa-Cv-021"]),
        ("StandardSpacingToSafeArea.storyboard", ["StandardSpacingToSafeArea/ssa-Vw-002"]),
        ("../../../examples/interface-builder/MessageCell.xib", ["MessageCell/msg-Co-002"]),
        ("../../../examples/interface-builder/PostCell.xib", ["PostCell/pst-Co-002"]),
        ("../../../examples/interface-builder/Checkout.storyboard", ["Checkout/chk-Vw-002"]),
    ])
    func solvedFramesAreTheStoredFrames(file: String, roots: [String]) throws {
        let url = Self.fixtures.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let stored = try Self.storedFrames(text)
        let solved = records(Array(text.utf8), path: "some/folder/" + file)
        #expect(solved.map(\.id) == roots)
        for record in solved {
            guard case .screen(let id, let result) = record else {
                Issue.record("\(record)")
                continue
            }
            #expect(result.issues.isEmpty, "\(id): \(result.issues)")
            for entry in result.frames {
                let expected = try #require(stored[entry.name], "\(entry.name) has no stored frame")
                let got = [entry.frame.x, entry.frame.y, entry.frame.width, entry.frame.height]
                #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 0.5 }, "\(id) \(entry.name): solved \(got), stored \(expected)")
            }
        }
    }

    /// The controls' stored sizes are what holds the layout together: without them the
    /// same file solves differently, so the comparison above can fail.
    @Test func storedSizesMatter() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Login.storyboard"), encoding: .utf8)
        let changed = text.replacingOccurrences(of: #"<rect key="frame" x="136" y="83" width="121" height="34"/>"#,
                                                with: #"<rect key="frame" x="136" y="83" width="121" height="50"/>"#)
        guard case .screen(_, let result) = records(changed, path: "Login.storyboard")[0] else { Issue.record("not a screen"); return }
        #expect(result.frames.first { $0.name == "eml-Tf-002" }?.frame.y == 165)
    }

    @Test(arguments: [("16:9", 16.0 / 9), ("4/7", 4.0 / 7), ("0.35", 0.35), ("50%", 0.5), ("12.5%", 0.125), ("1:0", nil), ("x", nil), ("%", nil), ("x%", nil)] as [(String, Double?)])
    func multipliers(text: String, value: Double?) {
        #expect(IBTranslation.multiplier(text) == value)
    }

    // MARK: Hostile and unsupported files

    func error(_ text: String, path: String = "Test.xib") -> DocumentError? {
        guard let record = records(text, path: path).first, case .error(_, _, let error) = record else { return nil }
        return error
    }

    static func xib(device: String = #"<device id="retina6_12" orientation="portrait"/>"#, _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            \(device)
            <objects>
                \(objects)
            </objects>
        </document>
        """
    }

    @Test func billionLaughsIsRefusedBeforeParsing() {
        var text = #"<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">"#
        for level in 1...9 { text += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">" }
        text += "]><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\" toolsVersion=\"1\">&lol9;</document>"
        let found = error(text)
        #expect(found?.message == "line 1: a document type declaration (<!DOCTYPE or <!ENTITY) is not allowed")
    }

    @Test func externalEntitiesAreRefused() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>"
        #expect(error(text)?.message.hasSuffix("a document type declaration (<!DOCTYPE or <!ENTITY) is not allowed") == true)
    }

    @Test func aHugeFileIsRefused() {
        let text = Self.xib("<!--" + String(repeating: "x", count: XMLTreeParser.maxBytes) + "-->")
        #expect(error(text)?.message.contains("larger than") == true)
    }

    @Test func tooManyElementsAreRefused() {
        let text = Self.xib(String(repeating: "<customObject/>", count: XMLTreeParser.maxElements + 1))
        #expect(error(text)?.message.contains("more than \(XMLTreeParser.maxElements) elements") == true)
    }

    @Test func aRootWithTooManyViewsIsRefused() {
        let view = #"<view id="v%d"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>"#
        let subviews = (0...IBTranslation.maxViews).map { view.replacingOccurrences(of: "%d", with: String($0)) }.joined()
        let text = Self.xib(#"<view id="r"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/><subviews>"# + subviews + "</subviews></view>")
        #expect(error(text)?.message.contains("more than the \(IBTranslation.maxViews) a root may have") == true)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = Self.xib(String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000))
        #expect(error(text)?.code == .xmlSyntax)
    }

    @Test func aTruncatedFileIsAnXMLError() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("ProfileCell.xib"), encoding: .utf8)
        let found = error(String(text.prefix(text.count / 2)))
        #expect(found?.code == .xmlSyntax)
        #expect(found?.message.hasPrefix("line ") == true)
    }

    @Test(arguments: [
        ("<html><body/></html>", "not an Interface Builder file: the root element is <html>"),
        (#"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"/>"#, "the archive has no <data>"),
        (#"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data><object key="IBDocument.RootObjects"><object class="IBUIView" id="1"><string key="NSFrame">{{0, 0}, {wide}}</string></object></object></data></archive>"#, #"NSFrame "{{0, 0}, {wide}}" is not a frame"#),
        (#"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" targetRuntime="MacOSX.Cocoa" toolsVersion="1"/>"#, "not an iOS or tvOS Interface Builder file"),
        ("", "not well-formed XML"),
    ])
    func otherFilesAreRefused(text: String, message: String) {
        #expect(error(text)?.message.contains(message) == true, "\(String(describing: error(text)))")
    }

    @Test func unknownElementsLayOutAsPlainViews() {
        let text = Self.xib(#"""
            <view contentMode="scaleToFill" id="r"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews><futureWidget translatesAutoresizingMaskIntoConstraints="NO" id="w"><rect key="frame" x="10" y="10" width="180" height="80"/>
                    <sparkle key="unheard" of="YES"/></futureWidget></subviews>
                <constraints><constraint firstItem="w" firstAttribute="edges" secondItem="r" secondAttribute="edges" id="c"/></constraints>
            </view>
            """#)
        #expect(error(text)?.message == "line 8: constraint c: unknown attribute \"edges\"")
        let fine = text.replacingOccurrences(of: #"<constraints><constraint firstItem="w" firstAttribute="edges" secondItem="r" secondAttribute="edges" id="c"/></constraints>"#, with: "")
        guard case .screen(_, let result) = records(fine)[0] else { Issue.record("not a screen"); return }
        #expect(result.frames.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 10, y: 10, width: 180, height: 80)])
    }

    @Test(arguments: [
        (#"<constraint firstItem="l" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="c"/>"#,
         #"constraint c: names "nowhere", which is not a view or guide of this top-level view"#),
        (#"<constraint firstItem="l" firstAttribute="width" secondItem="r" secondAttribute="width" multiplier="3:0" id="c"/>"#,
         #"constraint c: multiplier "3:0" is not a number, a ratio or a percentage"#),
        (#"<constraint firstItem="l" firstAttribute="top" relation="almost" secondItem="r" secondAttribute="top" id="c"/>"#,
         #"constraint c: unknown relation "almost""#),
        (#"<constraint firstItem="l" firstAttribute="top" secondItem="r" secondAttribute="leading" id="c"/>"#,
         "constraint c: Constraint improperly relates anchors of incompatible types: l.top == root.leading"),
    ])
    func badConstraintsNameTheConstraintAndLine(constraint: String, message: String) {
        let text = Self.xib("""
            <view contentMode="scaleToFill" id="r"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews><label translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/></label></subviews>
                <constraints>\(constraint)</constraints>
            </view>
            """)
        let found = error(text)
        #expect(found?.code == .constraint)
        #expect(found?.message.hasPrefix("line 7: ") == true, "\(String(describing: found))")
        #expect(found?.message.contains(message) == true, "\(String(describing: found))")
    }

    @Test func aViewControllerNeedsAKnownDevice() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<device id="retina6_12""#, with: #"<device id="futurePhone""#)
        let solved = records(text, path: "Login.storyboard")
        guard case .error(let id, _, let error) = solved[0] else { Issue.record("not an error"); return }
        #expect(id == "Login/lgn-Vw-001")
        #expect(error.message.contains(#"line 3: <device id="futurePhone">: the device is not in the device table"#))
        // Roots that do not use the safe area do not need the device.
        #expect(!solved[2].isError && !solved[3].isError)
    }

    /// A scene shown by a navigation controller that a tab bar controller shows sits
    /// between their bars: its safe area runs from below the status bar and the
    /// navigation bar's stored height to above the tab bar's stored height.
    @Test func aSceneUnderBarsHasTheirSafeArea() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "    </scenes>", with: #"""
                    <scene sceneID="nav-Sc-001">
                        <objects>
                            <navigationController id="nav-NC-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-Bar-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="lgn-VC-001" kind="relationship" relationship="rootViewController" id="nav-Sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="tab-Sc-001">
                        <objects>
                            <tabBarController id="tab-TC-001" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tab-Bar-001">
                                    <rect key="frame" x="0.0" y="769" width="393" height="83"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="nav-NC-001" kind="relationship" relationship="viewControllers" id="tab-Sg-001"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                </scenes>
            """#)
        guard case .screen(_, let result) = records(text, path: "Login.storyboard")[0] else { Issue.record("not a screen"); return }
        let frames = Dictionary(uniqueKeysWithValues: result.frames.map { ($0.name, $0.frame) })
        // 24 below the navigation bar's bottom (59 + 44), not the device's 59.
        #expect(frames["ttl-Lb-001"]?.y == 127)
        // 8 above the tab bar's top (769), not the home indicator's 818.
        #expect(frames["fgt-Lb-005"]?.maxY == 761)
    }

    /// A scene no container shows that simulates a navigation bar has UIKit's bar below
    /// the device's top inset: 44 points on a phone (nextcloud/talk-ios
    /// NextcloudTalk/CallsFromOldAccountViewController.xib), 50 on an iPad
    /// (y-okudera/iPadOSPopoverSafeAreaDemo MainViewController.storyboard stores its
    /// navigation controller's bar 50 high on ipad9_7). The title sits 24 below the bar:
    /// 59 + 44 + 24 on the phone, 24 + 50 + 24 on the iPad.
    @Test(arguments: [("retina6_12", 127.0), ("ipad12_9rounded", 98.0)])
    func aSimulatedNavigationBarIsTheDevicesBar(device: String, titleY: Double) throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "retina6_12", with: device)
            .replacingOccurrences(of: "                </viewController>", with: #"""
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
            """#)
        guard case .screen(_, let result) = records(text, path: "Login.storyboard")[0] else { Issue.record("not a screen"); return }
        #expect(result.frames.first { $0.name == "ttl-Lb-001" }?.frame.y == titleY)
    }

    /// Before iOS 11 (files of Xcode 8 and earlier) a view controller's margins did not
    /// reach below the top layout guide: the label pinned to the top margin sits at the
    /// margin alone (kharrison/CodeExamples Container/Container-SB/Container/Base.lproj/Main.storyboard,
    /// Xcode 8.3, stores a view pinned to the top margin at y = 0 below the status bar).
    @Test func marginsIgnoreTheSafeAreaBeforeIOS11() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("SafeAreaMargins.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"toolsVersion="14490.70""#, with: #"toolsVersion="11762""#)
        guard case .screen(_, let result) = records(text, path: "SafeAreaMargins.storyboard")[0] else { Issue.record("not a screen"); return }
        #expect(result.frames.first { $0.name == "sam-Lb-003" }?.frame.y == 20)
    }

    /// A navigation bar with a prompt has a size no real file has shown yet, and so have a
    /// simulated toolbar on an iPad and a simulated navigation bar on an iPad before Xcode 10.
    @Test(arguments: [
        (#"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#, "ipad9_7", "22505", "a toolbar of its own on an iPad,"),
        (#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#, "retina6_12", "22505", "a prompt"),
        (#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, "ipad9_7", "13771", "an iPad before Xcode 10"),
    ])
    func aBarOfUnknownSizeNoContainerShowsIsRefusedWhenTheSafeAreaIsUsed(metrics: String, device: String, toolsVersion: String, message: String) throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "retina6_12", with: device)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
            .replacingOccurrences(of: "                </viewController>", with: """
                                \(metrics)
                            </viewController>
            """)
        let solved = records(text, path: "Login.storyboard")
        guard case .error(_, _, let error) = solved[0] else { Issue.record("not an error"); return }
        #expect(error.code == .unsupported && error.message.contains(message))
        #expect(!solved[1].isError && !solved[2].isError && !solved[3].isError)
    }

    @Test func aVisualEffectViewsContentIsLaidOut() {
        let text = Self.xib(#"""
            <view contentMode="scaleToFill" id="r"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                        <rect key="frame" x="10" y="10" width="180" height="80"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fxc">
                            <rect key="frame" x="0.0" y="0.0" width="180" height="80"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="8" y="30" width="50" height="20"/></label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="l" firstAttribute="leading" secondItem="fxc" secondAttribute="leading" constant="8" id="c1"/>
                                <constraint firstItem="l" firstAttribute="centerY" secondItem="fxc" secondAttribute="centerY" id="c2"/>
                            </constraints>
                        </view>
                        <blurEffect style="regular"/>
                    </visualEffectView>
                </subviews>
                <constraints>
                    <constraint firstItem="fx" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="c3"/>
                    <constraint firstItem="fx" firstAttribute="top" secondItem="r" secondAttribute="top" constant="10" id="c4"/>
                    <constraint firstItem="fx" firstAttribute="width" constant="180" id="c5"/>
                    <constraint firstItem="fx" firstAttribute="height" constant="80" id="c6"/>
                </constraints>
            </view>
            """#)
        guard case .screen(_, let result) = records(text)[0] else { Issue.record("\(records(text))"); return }
        #expect(result.frames.map(\.name) == ["r", "fx", "fxc", "l"])
        #expect(result.frames.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 10, y: 10, width: 180, height: 80),
                                               Rect(x: 0, y: 0, width: 180, height: 80), Rect(x: 8, y: 30, width: 50, height: 20)])
    }

    /// A launch screen's view stored without a frame is the simulated screen; any other
    /// root without one has no design size.
    @Test func aViewControllersViewWithoutAFrameIsTheScreen() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#, with: "")
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="60"/>"#, with: "")
        let solved = records(text, path: "Login.storyboard")
        guard case .screen(_, let scene) = solved[0], case .error(_, _, let header) = solved[2] else { Issue.record("\(solved)"); return }
        #expect(scene.width == 393 && scene.height == 852)
        #expect(scene.frames.first { $0.name == "fgt-Lb-005" }?.frame.y == 792)
        #expect(header.message.hasSuffix("the table header view has no stored frame, so no design size"))
    }

    /// Xcode 8's betas stored frames as `<frame key="frameInset">`: an origin and a size,
    /// or an inset from the superview's far edge, absent values 0 (Apple's IceCreamBuilder
    /// sample, Lax/Learn-iOS-Swift-by-Examples IceCreamBuilder/IceCreamBuilderMessagesExtension/Base.lproj/MainInterface.storyboard,
    /// toolsVersion 11129.14, stores a sticker view of a collection cell so).
    @Test func aFrameInsetIsAFrame() throws {
        let text = Self.xib(#"""
            <view contentMode="scaleToFill" id="r"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <frame key="frameInset" minX="10" width="66" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <frame key="frameInset" minX="20" minY="50" maxX="30" maxY="8"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </subviews>
            </view>
            """#)
        guard case .screen(_, let result) = records(text)[0] else { Issue.record("\(records(text))"); return }
        #expect(result.frames.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 10, y: 0, width: 66, height: 40),
                                               Rect(x: 20, y: 50, width: 150, height: 42)])
    }

    @Test func aFileWithoutRootsSaysSo() {
        #expect(error(Self.xib(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#))?.message.hasPrefix("the file has no layout roots") == true)
    }

    @Test func stackAttributesAreChecked() {
        let text = Self.xib(#"""
            <view contentMode="scaleToFill" id="r"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews><stackView axis="vertical" alignment="sideways" translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></stackView></subviews>
            </view>
            """#)
        #expect(error(text)?.message == #"line 6: stack view s: unknown alignment "sideways""#)
    }

    /// Damaged files (bytes changed, cut out or cut off) give records, never a crash or a
    /// hang: every one is either laid out or a clear error.
    @Test(arguments: fixtureFiles)
    func damagedFilesGiveRecords(file: String) throws {
        let original = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(file)))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(original.count)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array(#"<>/="' -:.0123456789abcdefYESNO&;!?[]"#.utf8) + [0, 0xFF, 0xC3]
        for round in 0..<150 {
            var bytes = original
            switch round % 3 {
            case 0:
                for _ in 0..<(1 + next(8)) { bytes[next(bytes.count)] = alphabet[next(alphabet.count)] }
            case 1:
                let start = next(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + next(400)))
            default:
                bytes.removeSubrange(next(bytes.count)...)
            }
            let solved = records(bytes, path: file)
            #expect(!solved.isEmpty)
            for case .error(_, _, let error) in solved { #expect(!error.message.isEmpty) }
        }
    }

    /// Every Interface Builder file among the fixtures.
    static let fixtureFiles = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
        .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()

    /// `trellis import` writes a document that lays out as the file does: the same
    /// records, frame for frame, under readable names, including views the constraints
    /// leave open (design frames), baselines of labels at their stored sizes and
    /// constraints that conflict.
    @Test(arguments: fixtureFiles)
    func anImportedDocumentLaysOutAsTheFile(file: String) throws {
        let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(file)))
        let imported = try bytes.withUnsafeBufferPointer { buffer throws(DocumentError) in try InterfaceBuilderImport.document(buffer, path: file) }
        #expect(imported.skipped.isEmpty)
        let fromFile = records(bytes, path: file).filter { !$0.isError }
        let fromDocument = imported.json.withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "imported.json", isWholeFile: true)) }
        #expect(fromDocument.map(\.id) == fromFile.map(\.id))
        for (document, original) in zip(fromDocument, fromFile) {
            guard case .screen(_, let mine) = document, case .screen(_, let theirs) = original else {
                Issue.record("\(document)")
                continue
            }
            #expect(mine.frames.map(\.frame) == theirs.frames.map(\.frame))
            #expect(mine.contentSizes.map(\.width) == theirs.contentSizes.map(\.width))
        }
    }

    @Test func importedNamesAreReadable() {
        #expect(InterfaceBuilderImport.camelCase("Fixed Box") == "fixedBox")
        #expect(InterfaceBuilderImport.camelCase("2nd label!") == "v2ndLabel")
        #expect(InterfaceBuilderImport.camelCase("File's Owner") == "fileSOwner")
        #expect(InterfaceBuilderImport.camelCase("—") == "")
    }

    @Test func aRecordIDIsTheFileStemAndTheRootID() {
        #expect(InterfaceBuilderJob.stem(of: "a/b.c/Main.storyboard") == "Main")
        #expect(InterfaceBuilderJob.stem(of: "Cell.xib") == "Cell")
    }
}

extension Record {
    var id: String {
        switch self {
        case .system(let id, _), .screen(let id, _), .table(let id, _), .error(let id, _, _): return id
        }
    }
}
