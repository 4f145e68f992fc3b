/// A simulated device as Interface Builder lays out for it: its portrait screen and the
/// portrait safe-area insets IB shows. The one table of devices (format.md §9.4).
///
/// Interface Builder changed some insets between Xcode versions for the same device, so
/// an entry holds for files saved from `fromToolsVersion` up to the next entry of the
/// same id. A device or version missing here is refused, not guessed.
public struct Device: Sendable, Equatable {
    /// Interface Builder's `<device id>`.
    public var id: String
    public var width: Double
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    /// The safe area IB shows in landscape (notch at the left, home indicator below);
    /// nil where neither a real file nor, from Xcode 14, UIKit's documented runtime
    /// insets give it.
    public var landscapeSafeArea: EdgeInsets?
    public var fromToolsVersion: Int
    /// Files of this tools version and later are not covered (the insets changed and
    /// were not measured).
    public var untilToolsVersion: Int

    /// The iPhone X's landscape safe area: the notch's 44 points at either side, the
    /// home indicator's 21 below, no status bar.
    private static let firstNotchLandscape = notchLandscape(44)

    public static let all: [Device] = withHomeButton([
        ("retina3_5", 320, 480, 2), ("retina4_0", 320, 568, 2), ("retina4_7", 375, 667, 2), ("retina5_5", 414, 736, 3),
        ("ipad7_9", 768, 1024, 2), ("ipad9_7", 768, 1024, 2), ("ipad10_2", 810, 1080, 2), ("ipad10_5", 834, 1112, 2),
        ("ipad12_9", 1024, 1366, 2),
    ]) + [
        // The notched phones: until Xcode 14 (toolsVersion 21xxx) IB showed every one
        // as the first, with a 44-point top inset, and in landscape 44 at the sides and
        // 21 below (retina5_9 and retina6_1 files show it), then each its own;
        // retina5_9's were measured in Xcode 13, 14 and 15: Xcode 14 gives it retina6_0's
        // 47 points (two Xcode 14.3 files of unstoppabledomains/unstoppable-ios-app,
        // EnterValueViewController.xib and EnterBackupViewController.xib, a stack 62
        // below the safe area at y = 109, and 60 below it under a navigation bar at 151).
        Device("retina5_9", 375, 812, 3, 44, 34, until: 21000, landscape: firstNotchLandscape),
        Device("retina5_9", 375, 812, 3, 47, 34, from: 21000, until: 22000),
        Device("retina5_9", 375, 812, 3, 50, 34, from: 22000),
        Device("retina6_1", 414, 896, 2, 44, 34, until: 21000, landscape: firstNotchLandscape),
        Device("retina6_1", 414, 896, 2, 48, 34, from: 21000),
        Device("retina6_5", 414, 896, 3, 44, 34, until: 21000, landscape: firstNotchLandscape),
        // From Xcode 14 the landscape insets of retina5_4, retina6_0 and retina6_7 are
        // UIKit's documented runtime ones (a public per-model table of iOS safe areas,
        // YusukeHosonuma/SwiftUI-Simulator's DeviceInfo.swift): the portrait top inset at
        // both sides and 21 below; no file has shown them yet.
        Device("retina5_4", 375, 812, 3, 44, 34, until: 21000, landscape: firstNotchLandscape),
        Device("retina5_4", 375, 812, 3, 50, 34, from: 21000, landscape: notchLandscape(50)),
        Device("retina6_0", 390, 844, 3, 44, 34, until: 21000, landscape: firstNotchLandscape),
        Device("retina6_0", 390, 844, 3, 47, 34, from: 21000, landscape: notchLandscape(47)),
        Device("retina6_7", 428, 926, 3, 44, 34, until: 21000, landscape: firstNotchLandscape),
        Device("retina6_7", 428, 926, 3, 47, 34, from: 21000, landscape: notchLandscape(47)),
        // In landscape the Dynamic Island's side and its mirror: 59 points, no inset at
        // the top (Xcode 14), and the home indicator's 21 below as on every such phone:
        // measured on retina6_72; for retina6_12 it is UIKit's documented runtime inset
        // (a printout of safeAreaInsets on the 393-point phone), not yet seen in a file.
        Device("retina6_12", 393, 852, 3, 59, 34, landscape: notchLandscape(59)),
        Device("retina6_72", 430, 932, 3, 59, 34, landscape: notchLandscape(59)),
        Device("retina6_3", 402, 874, 3, 62, 34),
        Device("retina6_9", 440, 956, 3, 62, 34),
    ] + roundedPads([
        ("ipad10_9rounded", 820, 1180), ("ipad11_0rounded", 834, 1194), ("ipad12_9rounded", 1024, 1366), ("ipad13_0rounded", 1032, 1376),
    ])

    /// A notched phone in landscape: the notch's inset at either side, the home
    /// indicator's 21 below, no status bar.
    private static func notchLandscape(_ side: Double) -> EdgeInsets {
        EdgeInsets(top: 0, left: side, bottom: 21, right: side)
    }

    /// The iPads with rounded corners: the status bar's 24 points above and the home
    /// indicator's 20 below in either orientation, nothing at the sides. Xcode 13 files of
    /// an 11-inch and a 12.9-inch one show it in landscape, as UIKit's documented runtime
    /// insets (the public per-model table named above) give it. Xcode 11 and 12 show no
    /// status bar over a landscape one, as over the devices with a home button, only the
    /// home indicator's 20 (roanacla/iPadOS_Emergency_Indoor_Nav Main.storyboard, Xcode
    /// 12.4: a map pinned to the safe area stored 800 high on the 820-point screen, a
    /// stack 30 below its top at y = 30; cc4966/iosdc2020-ipados-pointer-keyboard
    /// Main.storyboard, Xcode 11.5: stacks 80 below the safe area's top at y = 80, labels
    /// 80 in from both screen edges). No file has shown an older Xcode's landscape.
    private static func roundedPads(_ screens: [(id: String, width: Double, height: Double)]) -> [Device] {
        screens.flatMap { screen in
            [Device(screen.id, screen.width, screen.height, 2, 24, 20, until: XcodeRelease.xcode11),
             Device(screen.id, screen.width, screen.height, 2, 24, 20, from: XcodeRelease.xcode11, until: XcodeRelease.xcode13, landscape: EdgeInsets(bottom: 20)),
             Device(screen.id, screen.width, screen.height, 2, 24, 20, from: XcodeRelease.xcode13, landscape: EdgeInsets(top: 24, bottom: 20))]
        }
    }

    /// Phones and iPads with a home button: their only inset is the status bar's 20
    /// points at the top, which Interface Builder shows until Xcode 10, not in Xcode 11
    /// on (in either orientation), and again on the iPads from Xcode 13 and on the phones
    /// from Xcode 14. An iPad keeps its status bar
    /// in landscape (in Xcode 8 too: jbruce2112/cutline's Main.storyboard, Xcode 8.2, has
    /// its top layout guide at 20 there); a phone in landscape shows none (UIKit hides it
    /// there since iOS 8).
    private static func withHomeButton(_ screens: [(id: String, width: Double, height: Double, scale: Double)]) -> [Device] {
        screens.flatMap { screen -> [Device] in
            let pad = isPad(screen.id)
            let shown = pad ? XcodeRelease.xcode13 : XcodeRelease.xcode14
            func device(_ top: Double, from: Int = 0, until: Int = Int.max, landscape: EdgeInsets?) -> Device {
                Device(screen.id, screen.width, screen.height, screen.scale, top, 0, from: from, until: until, landscape: landscape)
            }
            let statusBarShown = pad
                // No file has shown a landscape iPad of Xcode 9 or 10.
                ? [device(20, until: XcodeRelease.xcode9, landscape: EdgeInsets(top: 20)), device(20, from: XcodeRelease.xcode9, until: XcodeRelease.xcode11, landscape: nil)]
                : [device(20, until: XcodeRelease.xcode11, landscape: EdgeInsets())]
            return statusBarShown + [device(0, from: XcodeRelease.xcode11, until: shown, landscape: EdgeInsets()),
                                     device(20, from: shown, landscape: pad ? EdgeInsets(top: 20) : EdgeInsets())]
        }
    }

    /// The entry for a device id in a file saved with `toolsVersion`.
    public static func named(_ id: String, toolsVersion: Int) -> Device? {
        all.first { $0.id == id && (toolsVersion >= $0.fromToolsVersion && toolsVersion < $0.untilToolsVersion) }
    }

    /// The device's screen, whatever the Xcode version: its size and scale do not change
    /// between versions, only the insets do (nil for an id not in the table).
    public static func screen(_ id: String) -> Device? { all.first { $0.id == id } }

    /// Whether the table knows the id at all (for the message when a version is missing).
    public static func isKnown(_ id: String) -> Bool { screen(id) != nil }

    /// Portrait safe-area insets.
    public var safeArea: EdgeInsets { EdgeInsets(top: safeAreaTop, bottom: safeAreaBottom) }

    /// Whether the device has a home indicator (the notched phones, the rounded iPads)
    /// rather than a home button: the strip it keeps at the bottom of the screen.
    public var hasHomeIndicator: Bool { safeAreaBottom > 0 }

    /// The screen's size in an orientation.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: height, height: width) : Size(width: width, height: height)
    }

    /// The safe-area insets in an orientation; nil: not known.
    public func safeArea(landscape: Bool) -> EdgeInsets? { landscape ? landscapeSafeArea : safeArea }

    private init(_ id: String, _ width: Double, _ height: Double, _ scale: Double, _ top: Double, _ bottom: Double,
                 from: Int = 0, until: Int = Int.max, landscape: EdgeInsets? = nil) {
        self.id = id
        self.width = width
        self.height = height
        self.scale = scale
        safeAreaTop = top
        safeAreaBottom = bottom
        fromToolsVersion = from
        untilToolsVersion = until
        landscapeSafeArea = landscape
    }
}
