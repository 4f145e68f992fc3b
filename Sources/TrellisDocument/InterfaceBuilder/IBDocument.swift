import TrellisLayout

/// An Interface Builder file for iOS (`.xib` or `.storyboard`), read into the small
/// model layout needs: its header and its roots (format.md §9).
struct IBDocument {
    /// The whole number part of `toolsVersion`: which Xcode saved the file.
    var toolsVersion: Int
    /// `<device id>`, absent in files of Xcode 7 and earlier.
    var deviceID: String?
    /// The line of `<device>`, for errors about the device.
    var deviceLine: Int?
    var orientation: String
    var isLandscape: Bool { orientation == "landscape" }
    /// The screen Interface Builder simulates, for a view controller's view stored
    /// without a frame: the device's, or without one (Xcode 7 and earlier, and launch
    /// screens generated without it) the any-width, any-height canvas of a file with size
    /// classes, else the file's simulated screen (`simulatedScreenMetrics`).
    var simulatedScreen: Size?
    /// A tvOS file: Interface Builder shows it on the 1920 × 1080 television, at 1×.
    var isTV = false
    var roots: [IBRoot] = []
    /// `<resources><image name width height>`: the size of each image the file shows.
    var imageSizes: [String: Size] = [:]

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(InterfaceBuilderError) {
        var document = try XMLTreeParser.parse(bytes)
        if document.name == "archive", document["type"]?.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") ?? false {
            document = try IBArchive.document(from: document)
        }
        // tvOS files (`com.apple.InterfaceBuilder.AppleTV.XIB`, runtime `AppleTV`) use UIKit too.
        guard document.name == "document", let type = document["type"],
              type.hasPrefix("com.apple.InterfaceBuilder3.") || type.hasPrefix("com.apple.InterfaceBuilder.AppleTV.") else {
            throw InterfaceBuilderError("not an Interface Builder file: the root element is <\(document.name)>, expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">", line: document.line)
        }
        isTV = document["targetRuntime"] == "AppleTV"
        guard type.contains("CocoaTouch") || isTV, document["targetRuntime"]?.hasPrefix("iOS.CocoaTouch") ?? false || isTV else {
            throw InterfaceBuilderError("not an iOS or tvOS Interface Builder file (type \"\(type)\", targetRuntime \"\(document["targetRuntime"] ?? "")\"); only UIKit files are laid out", line: document.line)
        }
        let tools = document["toolsVersion"] ?? ""
        guard let version = Int(tools.prefix { $0.isNumber }) else {
            throw InterfaceBuilderError("toolsVersion \"\(tools)\" is not a version number", line: document.line)
        }
        toolsVersion = version
        let device = document.child("device")
        deviceID = device?["id"]
        deviceLine = device?.line
        orientation = device?["orientation"] ?? "portrait"
        simulatedScreen = isTV ? Self.television : Self.simulatedScreen(of: document, device: deviceID, landscape: orientation == "landscape")
        for image in document.child("resources")?.children("image") ?? [] {
            if let name = image["name"], let width = Double(image["width"] ?? ""), let height = Double(image["height"] ?? ""),
               width.isFinite, height.isFinite, width >= 0, height >= 0 {
                imageSizes[name] = Size(width: width, height: height)
            }
        }
        try IBRoot.find(in: document, bars: try IBBars.byController(in: document), presented: IBRoot.presentedFullScreen(in: document),
                         screen: simulatedScreen, into: &roots)
    }

    /// The scale text is measured at on a screen of `scale`: Xcode 8 and earlier
    /// (toolsVersion below 13000) rounded a text's block of lines up to whole points, a
    /// 17-point label 21 high where Xcode 9 stores 20.5 (format.md §9.3).
    func textScale(screen scale: Double) -> Double {
        toolsVersion < XcodeRelease.xcode9 ? 1 : scale
    }

    /// The only screen tvOS files have (`<device id="appleTV">`, or none before Xcode 8).
    static let television = Size(width: 1920, height: 1080)

    private static func simulatedScreen(of document: XMLElement, device id: String?, landscape: Bool) -> Size? {
        if let id {
            guard let device = Device.screen(id) else { return nil }
            return device.size(landscape: landscape)
        }
        if document["useTraitCollections"] == "YES" { return Size(width: 600, height: 600) }
        if document["targetRuntime"] == "iOS.CocoaTouch.iPad" { return Size(width: 768, height: 1024) }
        // Xcode 5's screens: the 4-inch retina phone, or the 3.5-inch one it replaced.
        let metrics = document.child("simulatedMetricsContainer")?.children("simulatedScreenMetrics").first { $0["key"] == "destination" }
        return metrics?["type"] == "retina4" || metrics == nil ? Size(width: 320, height: 568) : Size(width: 320, height: 480)
    }

    /// The size classes of the simulated screen; nil without a device (Xcode 7 and
    /// earlier: the any-width, any-height canvas). A device missing from the table still
    /// has its idiom's classes.
    var sizeClasses: SizeClasses? {
        guard let deviceID else { return nil }
        if let device = Device.screen(deviceID) { return device.sizeClasses(landscape: isLandscape) }
        if Device.isPad(deviceID) { return SizeClasses(horizontal: .regular, vertical: .regular) }
        return SizeClasses(horizontal: .compact, vertical: isLandscape ? .compact : .regular)
    }

    /// The simulated screen's width in the file's orientation; nil without a known device.
    var screenWidth: Double? { deviceID == nil ? nil : simulatedScreen?.width }

    /// The UIKit release whose cell margins Interface Builder showed: Xcode 9.0 and
    /// earlier (toolsVersion below 13500: 13196 files still show 8 all round; Xcode 9.1,
    /// 13529, shows 16) iOS 10's, Xcode 9.1 to 10.2 (below 14800) 16 at
    /// the sides as iOS 12, Xcode 10.3 and 11 (below 17000) iOS 11's 15 (at the sides of
    /// a cell that does not take the table's) on a phone with a home button but iOS 12's
    /// 16 on one with a home indicator, and from Xcode 12 iOS 13's (files of Xcode 13 and
    /// later show them; none of Xcode 12 has yet).
    var marginRelease: CellContentView.MarginRelease {
        switch toolsVersion {
        case ..<XcodeRelease.xcode9_1: .beforeIOS11
        case ..<XcodeRelease.xcode11: .iOS12
        case ..<XcodeRelease.xcode12: deviceID.flatMap(Device.screen)?.hasHomeIndicator == true ? .iOS12 : .iOS11
        default: .iOS13
        }
    }

    /// The release whose margins a table cell's content view shows. Xcode 10.3 and 11 gave
    /// a home-indicator phone's content view iOS 12's 16 only through its safe area: one
    /// that does not inset its margins from it keeps iOS 11's 15 (Eurofurence's dealer
    /// summary cell, Xcode 11.4 on retina5_9, against 16 in three files that inset them).
    func cellMarginRelease(insetsFromSafeArea: Bool) -> CellContentView.MarginRelease {
        let release = marginRelease
        guard !insetsFromSafeArea, release == .iOS12, (XcodeRelease.xcode11..<XcodeRelease.xcode12).contains(toolsVersion) else { return release }
        return .iOS11
    }
}
