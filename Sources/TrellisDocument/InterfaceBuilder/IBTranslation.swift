import TrellisLayout
import TrellisSolver
import TrellisText

/// One root of an Interface Builder file translated into a format-neutral view tree,
/// laid out at the root's stored size (format.md §9). Only translation happens here:
/// what UIKit does with margins, safe areas and intrinsic sizes lives in TrellisLayout.
struct IBTranslation {
    var spec: ViewTreeSpec
    var width: Double
    var height: Double
    var safeArea = EdgeInsets()
    var scale: Double
    /// The scale Interface Builder measured text at (`IBDocument.textScale`).
    var textScale: Double
    /// The frame the file stores under the root's id, which the record reports for the
    /// root, when it is not `(0, 0, width, height)`: a view controller's view below the
    /// bars of old files, a static cell's row, Xcode 6's stale content view
    /// (`xcode6ContentFrame`) or an old collection cell's stale 50 × 50.
    var storedRootFrame: Rect?
    /// Where each of `spec.constraints` comes from, for messages: the stored constraint's
    /// id and line, or `frame of ID` for one that holds a view's stored frame.
    var sources: [(id: String, line: Int)] = []
    /// How labels and controls are sized; with `measure`, the fonts their texts are
    /// measured in, by the style name each text names.
    let labelSizes: LabelSizes
    /// Whether views have safe areas their margins start from: from iOS 11 (Xcode 9).
    let hasSafeAreas: Bool
    var fonts: [String: Font] = [:]
    let imageSizes: [String: Size]

    static let maxViews = 5_000

    init(_ stored: IBRoot, in document: IBDocument, labelSizes: LabelSizes = .design) throws(InterfaceBuilderError) {
        self.labelSizes = labelSizes
        hasSafeAreas = document.marginRelease != .beforeIOS11
        imageSizes = document.imageSizes
        let device = document.deviceID.flatMap(Device.screen)
        // The size classes pick the file's variations; a file with no device shows Xcode's
        // any-width, any-height canvas, where only the default ones hold.
        let classes = document.sizeClasses
        var root = stored
        root.view = stored.view.resolved(for: classes)
        root.cell = stored.cell?.resolved(for: classes)
        scale = device?.scale ?? (document.isTV ? 1 : 2)
        textScale = document.textScale(screen: scale)
        // Some launch screens store no frame for the view controller's view: it is the
        // simulated screen.
        let screen = root.kind == .viewController ? document.simulatedScreen.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) } : nil
        // Files of Xcode 6 may store no frame for a cell's content view: it fills the
        // cell, above a table cell's half-point separator.
        let separator = root.kind == .tableCell ? 0.5 : 0
        let cellContent = root.cell?.frame.map { Rect(x: 0, y: 0, width: $0.width, height: max(0, $0.height - separator)) }
        guard let frame = Self.xcode6ContentFrame(root, in: document) ?? root.view.frame ?? screen ?? cellContent else {
            throw InterfaceBuilderError("the \(root.kind.rawValue) has no stored frame, so no design size", line: root.view.line)
        }
        // An empty root is real: a zero-high table footer hides a plain table's extra separators.
        guard frame.width >= 0, frame.height >= 0 else {
            throw InterfaceBuilderError("the \(root.kind.rawValue) has a negative stored size (\(frame.width) × \(frame.height))", line: root.view.line)
        }
        (width, height) = (frame.width, frame.height)
        // An old cell's content view without an id takes the cell's: its frame is the cell's.
        let storedUnderID = root.cell.flatMap { $0.id == root.id ? $0.frame : nil } ?? root.view.frame
        if let storedUnderID, storedUnderID != Rect(x: 0, y: 0, width: width, height: height) { storedRootFrame = storedUnderID }

        // Size-class masks: the any/any configuration, then the device's own classes.
        let views = root.view.all + (root.cell.map { [$0] } ?? [])
        var excluded: Set<String> = []
        for view in views {
            for variation in IBVariation.active(view.variations, classes: classes) {
                excluded.formUnion(variation.excluded)
                excluded.subtract(variation.included)
            }
        }

        let storedMargins = root.kind == .tableCell ? nil : root.view.margins
        spec = ViewTreeSpec(rootMargins: storedMargins ?? Self.rootMargins(root, width: width, screenWidth: device?.width ?? width, in: document))
        // A top-level view's margins already hold the screen's insets (rootMargins).
        // Before iOS 11 (Xcode 9.0 and earlier) margins were measured from the bounds,
        // whatever the top and bottom layout guides.
        spec.rootMarginsFromSafeArea = root.view["insetsLayoutMarginsFromSafeArea"] != "NO" && (root.kind != .topLevel || root.view.margins != nil)
            && document.marginRelease != .beforeIOS11
        spec.rootFollowsReadableWidth = root.view["layoutMarginsFollowReadableWidth"] == "YES"
        var names: [String: String] = [root.view.id: "root"]
        for alias in root.aliases { names[alias] = "root" }
        for (guideID, property) in root.cell?.guides ?? [:] { names[guideID] = "root.\(property)" }
        var kept: [IBView] = []
        var constraints: [IBConstraint] = root.cell?.constraints ?? []
        // Real roots hold tens of views, rarely hundreds; a root far beyond that is not a
        // layout to solve but a file built to make solving slow.
        guard views.count <= Self.maxViews else {
            throw InterfaceBuilderError("the \(root.kind.rawValue) has \(views.count) views, more than the \(Self.maxViews) a root may have", line: root.view.line)
        }
        try collect(root.view, parent: nil, excluded: excluded, names: &names, kept: &kept)
        if root.view.element == "stackView" {
            spec.rootStack = try root.view.stack(arranged: root.view.subviews.map(\.id).filter { !excluded.contains($0) })
        }
        spec.designSize = Size(width: width, height: height)
        for view in kept { constraints += view.constraints }
        // A view a size class leaves out takes its subviews and their guides with it, and
        // every constraint that names one of them: UIKit installs a constraint only between
        // views of one hierarchy, so Interface Builder does not install it either, even
        // when the file forgets to exclude it (zhaoName/TestTabBar Login.storyboard).
        let uninstalled = Self.uninstalledIDs(root.view, excluded: excluded)
        constraints = constraints.filter { constraint in
            !constraint.isPlaceholder && !excluded.contains(constraint.id)
                && !uninstalled.contains(constraint.firstItem ?? constraint.owner)
                && !(constraint.secondItem.map(uninstalled.contains) ?? false)
        }
        var constrained: Set<String> = []
        for constraint in constraints {
            constrained.insert(names[constraint.firstItem ?? constraint.owner] ?? "")
            if let second = constraint.secondItem { constrained.insert(names[second] ?? "") }
        }

        for view in kept {
            for (guideID, property) in view.guides { names[guideID] = "\(names[view.id]!).\(property)" }
        }
        // Every view's safe-area guide moves with the screen's insets (format.md §3.1), and
        // the root's keyboard guide starts at its safe area's bottom while the keyboard is down.
        let safeAreaGuides = Set(kept.flatMap { view in view.guides.filter { $0.value == "safeAreaLayoutGuide" }.keys })
        var safeAreaNames: Set = ["root.safeAreaLayoutGuide"]
        safeAreaNames.formUnion(safeAreaGuides.map { names[$0]! })
        safeAreaNames.formUnion(root.view.guides.filter { $0.value == "keyboardLayoutGuide" }.keys.map { names[$0]! })
        var usesSafeArea = false
        // A root's margins measured from its safe area make a constraint to them use it
        // too; in portrait only the top and bottom insets, which every device has, can
        // move them.
        let marginsFromSafeArea = spec.rootMarginsFromSafeArea
        func movesWithSafeArea(_ anchor: AnchorRef?) -> Bool {
            guard let anchor else { return false }
            if safeAreaNames.contains(anchor.item) { return true }
            return marginsFromSafeArea && anchor.item == "root" && anchor.attribute.isMargin
                && (anchor.attribute.axis == .vertical || document.isLandscape)
        }

        // tvOS's safe area and a root's margins there are not known yet: such roots are refused.
        func onTVScreenEdge(_ anchor: AnchorRef?) -> Bool {
            guard let anchor else { return false }
            return safeAreaNames.contains(anchor.item) || anchor.item == "root" && anchor.attribute.isMargin
        }
        // Standard spacing to a safe area's edge is none: Interface Builder lays a symbolic
        // constraint to the guide out at 0 whatever constant an older Xcode stored
        // (flyerhq/react-native-chat-ui LaunchScreen.storyboard keeps 20 from Xcode 9 and
        // stores its labels at the guide's edge; Xcode 11 writes no constant there).
        for constraint in constraints {
            var made = try makeConstraint(constraint, names: names, root: root)
            if constraint.isStandardSpacing,
               [constraint.firstItem, constraint.secondItem].contains(where: { $0.map(safeAreaGuides.contains) ?? false }) {
                made.constant = 0
            }
            if document.isTV && (onTVScreenEdge(made.first) || onTVScreenEdge(made.second)) {
                throw InterfaceBuilderError("constraint \(constraint.id): a tvOS root's safe area and margins are not known yet (format.md §9.4)", line: constraint.line, code: .unsupported)
            }
            if movesWithSafeArea(made.first) || movesWithSafeArea(made.second) { usesSafeArea = true }
            spec.constraints.append(made)
            sources.append((constraint.id, constraint.line))
        }
        placeByFrames(kept, constrained: constrained)
        dropRoundedEqualLengths()
        // Views below the root take the part of its safe area they cover (format.md
        // §3.1), for their margins: a root whose own constraints do not use the safe area
        // has one where the file's device and bars make it known.
        safeArea = usesSafeArea ? try Self.safeArea(of: root, frame: frame, in: document)
            : (try? Self.safeArea(of: root, frame: frame, in: document)) ?? EdgeInsets()
    }

    /// Views that lay out by their stored frame: autoresizing ones, and those Interface
    /// Builder gives prototyping constraints because nothing constrains them; never a
    /// stack's arranged views, which the stack places. Their masks hold to the superview's
    /// design size, known for the root and for views placed by frame themselves; under
    /// a view placed by constraints, the frame is held by constraints, which is the
    /// same at the design size.
    private mutating func placeByFrames(_ kept: [IBView], constrained: Set<String>) {
        let arranged = Set(spec.views.filter { $0.kind == .stack }.flatMap(\.stack.arranged) + (spec.rootStack?.arranged ?? []))
        var framed: Set = ["root"]
        for (index, view) in kept.dropFirst().enumerated() {
            guard let stored = view.frame, !arranged.contains(view.id),
                  view["translatesAutoresizingMaskIntoConstraints"] != "NO" || !constrained.contains(view.id) else { continue }
            if framed.contains(spec.views[index].parent) {
                spec.views[index].frame = stored
                spec.views[index].autoresizing = view.autoresizing
                framed.insert(view.id)
                continue
            }
            // Constraints pin the alignment rect inside the stored frame.
            let aligned = stored.inset(by: view.alignmentInsets)
            for (attribute, value) in [(LayoutAttribute.left, aligned.x), (.top, aligned.y)] {
                spec.constraints.append(ConstraintSpec(
                    first: AnchorRef(item: view.id, attribute: attribute), relation: .equal,
                    second: AnchorRef(item: AnchorRef.superviewItem, attribute: attribute), constant: value))
                sources.append(("frame of \(view.id)", view.line))
            }
            for (attribute, value) in [(LayoutAttribute.width, aligned.width), (.height, aligned.height)] {
                spec.constraints.append(ConstraintSpec(first: AnchorRef(item: view.id, attribute: attribute), relation: .equal, constant: value))
                sources.append(("frame of \(view.id)", view.line))
            }
        }
    }

    /// Lists the views of the root that the size class keeps, and names them.
    private mutating func collect(_ view: IBView, parent: String?, excluded: Set<String>, names: inout [String: String],
                                  kept: inout [IBView]) throws(InterfaceBuilderError) {
        if let parent {
            // Ids name views in constraints and records, so two views cannot share one.
            guard names[view.id] == nil, !ViewSpec.reservedNames.contains(view.id) else {
                let taken = ViewSpec.reservedNames.contains(view.id) ? "a name the layout keeps for its root and superview" : "the id of another view of this root"
                throw InterfaceBuilderError("\(view.element) \(view.id): \"\(view.id)\" is \(taken)", line: view.line)
            }
            names[view.id] = view.id
            var entry = ViewSpec(name: view.id, parent: parent, kind: Self.kind(of: view))
            (entry.intrinsicWidth, entry.intrinsicHeight) = try view.designIntrinsicSize()
            // Stored without a frame (launch screens generated for Flutter apps), an image
            // view has nothing IB measured: it is its image's size, as UIKit sizes it.
            if view.frame == nil, view.element == "imageView", let size = view.imageName.flatMap({ imageSizes[$0] }) {
                (entry.intrinsicWidth, entry.intrinsicHeight) = (size.width, size.height)
            }
            if labelSizes == .measure { measure(view, into: &entry) } else { entry.baselines = view.designBaselines(scale: textScale) }
            entry.hugging = AxisPriorities(
                horizontal: try priority("horizontalHuggingPriority", of: view, default: 250),
                vertical: try priority("verticalHuggingPriority", of: view, default: 250))
            entry.compression = AxisPriorities(
                horizontal: try priority("horizontalCompressionResistancePriority", of: view, default: 750),
                vertical: try priority("verticalCompressionResistancePriority", of: view, default: 750))
            if let margins = view.margins { entry.margins = margins }
            entry.alignmentInsets = view.alignmentInsets
            entry.designFrame = view.frame
            entry.preservesSuperviewMargins = view["preservesSuperviewLayoutMargins"] == "YES"
            entry.marginsFromSafeArea = view["insetsLayoutMarginsFromSafeArea"] != "NO" && hasSafeAreas
            entry.adjustsContentInset = view["contentInsetAdjustmentBehavior"] != "never"
            entry.followsReadableWidth = view["layoutMarginsFollowReadableWidth"] == "YES"
            entry.isHidden = view["hidden"] == "YES"
            entry.isMultilineText = view.element == "label" && (view["numberOfLines"] ?? "1") != "1"
            if view.element == "stackView" {
                entry.stack = try view.stack(arranged: view.subviews.map(\.id).filter { !excluded.contains($0) })
            }
            spec.views.append(entry)
        }
        kept.append(view)
        for subview in view.subviews where !excluded.contains(subview.id) {
            try collect(subview, parent: parent == nil ? "root" : view.id, excluded: excluded, names: &names, kept: &kept)
        }
    }

    /// The ids of the views a size class leaves out (`excluded`), of their subviews and of
    /// their guides.
    private static func uninstalledIDs(_ view: IBView, excluded: Set<String>, leftOut: Bool = false) -> Set<String> {
        let out = leftOut || excluded.contains(view.id)
        var ids: Set<String> = out ? Set([view.id]).union(view.guides.keys) : []
        for subview in view.subviews { ids.formUnion(uninstalledIDs(subview, excluded: excluded, leftOut: out)) }
        return ids
    }

    /// A hugging or compression-resistance priority: Interface Builder writes only 1…1000.
    private func priority(_ attribute: String, of view: IBView, default value: LayoutPriority) throws(InterfaceBuilderError) -> LayoutPriority {
        guard let text = view[attribute] else { return value }
        let priority = LayoutPriority(Double(text) ?? .nan)
        guard priority.isValid else {
            throw InterfaceBuilderError("\(view.element) \(view.id): \(attribute)=\"\(text)\": a priority must be between 1 and 1000", line: view.line)
        }
        return priority
    }

    private static func kind(of view: IBView) -> ViewSpec.Kind {
        switch view.element {
        case "label": return .label
        case "imageView": return .image
        case "scrollView": return .scroll
        case "stackView": return .stack
        default: return .view
        }
    }

    /// Xcode 6 left a xib cell's content view at the 320 × 43 it was created with when
    /// the cell was resized, yet laid its subviews out in the cell's own content area
    /// (letgo SettingsCell.xib, ChatSecure XMPPServerInfoCell.xib, and nine cells of nine
    /// apps in a sample of Xcode 5 to 8 cells, format.md §9.2).
    private static func xcode6ContentFrame(_ root: IBRoot, in document: IBDocument) -> Rect? {
        guard root.kind == .tableCell, (XcodeRelease.xcode6..<XcodeRelease.xcode7).contains(document.toolsVersion), let cell = root.cell?.frame,
              root.view.frame == Rect(x: 0, y: 0, width: 320, height: 43), cell.width != 320 || cell.height != 44 else { return nil }
        return CellContentView.frameInIOS8(cell: Size(width: cell.width, height: cell.height), accessory: root.accessory)
    }

    private static func rootMargins(_ root: IBRoot, width: Double, screenWidth: Double, in document: IBDocument) -> DirectionalEdgeInsets {
        let plain = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        switch root.kind {
        case .tableCell:
            // From Xcode 12 a cell wider than the simulated screen takes the screen's margins:
            // 16 on a 414- or 600-point cell shown on a 320- or 375-point phone.
            let release = document.cellMarginRelease(insetsFromSafeArea: root.view["insetsLayoutMarginsFromSafeArea"] != "NO")
            let marginWidth = release == .iOS13 ? min(width, document.screenWidth ?? width) : width
            // The separator below the content view: Xcode 9 to 10.1 store the content view
            // a hairline shorter than its cell (RocketChat DirectoryUserCell.xib, Jami
            // DeviceCell.xib, format.md §9.4); a wider gap is a stale frame, not a separator.
            var separator = 0.0
            if let cell = root.cell?.frame, let content = root.view.frame {
                let gap = cell.height - (content.y + content.height)
                if gap > 0 && gap <= 1 { separator = gap }
            }
            return CellContentView.margins(width: marginWidth, release: release, accessory: root.accessory,
                                           own: root.view.margins, cell: root.cell?.margins,
                                           contentPreserves: root.view["preservesSuperviewLayoutMargins"] == "YES",
                                           cellPreserves: root.cell?["preservesSuperviewLayoutMargins"] == "YES",
                                           separator: separator)
        case .collectionCell where root.isTopLevel && document.marginRelease != .beforeIOS11:
            return TopLevelCell.margins(width: width)
        case .viewController: return ScreenRoot.viewControllerMargins(width: width)
        case .topLevel:
            // Interface Builder lays out a xib's top-level view as a view controller's view
            // on the simulated screen: the system minimum margins, deepened by the screen's
            // insets (all of them, not only the part its own safe area covers) and, from
            // iOS 11 (Xcode 9), by the bars it simulates; preserving its superview's
            // margins, it keeps the deeper of those and its own.
            var margins = ScreenRoot.viewControllerMargins(width: screenWidth)
            if root.view["insetsLayoutMarginsFromSafeArea"] != "NO" {
                let bars = document.marginRelease == .beforeIOS11 ? IBBars() : bars(over: root, in: document) ?? IBBars()
                let insets = withBars(screenInsets(in: document) ?? EdgeInsets(), bars, in: document)
                margins = DirectionalEdgeInsets(top: margins.top + insets.top, leading: margins.leading + insets.left,
                                                bottom: margins.bottom + insets.bottom, trailing: margins.trailing + insets.right)
            }
            return root.view["preservesSuperviewLayoutMargins"] == "YES" ? plain.preserving(margins) : margins
        default: return plain
        }
    }

    /// The safe area of a root that uses it: a view controller's or a xib's top-level
    /// view's (a reusable view's too) comes from the simulated device and the bars over it;
    /// any other root's is its bounds.
    private static func safeArea(of root: IBRoot, frame: Rect, in document: IBDocument) throws(InterfaceBuilderError) -> EdgeInsets {
        guard root.kind == .viewController || root.kind == .topLevel || root.isTopLevelCollectionView else { return EdgeInsets() }
        guard !root.hasUnknownBars else {
            throw InterfaceBuilderError("the \(root.kind.rawValue) simulates a navigation bar with a prompt that no container in the file shows, so its size is unknown; such roots are not laid out yet", line: root.view.line, code: .unsupported)
        }
        guard let id = document.deviceID else {
            // Files of Xcode 7 and earlier: the top layout guide is the status bar.
            guard root.kind == .viewController else { return EdgeInsets() }
            var insets = withBars(EdgeInsets(top: root.hidesStatusBar ? 0.0 : 20), root.bars, in: document)
            // A view stored below the screen's top starts below the status bar and the
            // top bars (an opaque bar, or edgesForExtendedLayout without the top edge):
            // nothing covers it, so its top layout guide is at its top (ticketinghub's
            // iPad Storyboard.storyboard, Xcode 5: a view at y = 44 under an opaque bar
            // pins a subview to the guide at y = 0).
            if frame.y > 0 { insets.top = 0 }
            return insets
        }
        // A page sheet is a card whose safe area Interface Builder shows without the
        // screen's insets, under the bars of its own containers only.
        if root.isPageSheet { return withBars(EdgeInsets(), root.bars, in: document) }
        // From Xcode 14 a scene presented full screen shows no inset at all (two
        // ImageFeed apps, format.md §9.4); earlier Xcodes' are not known to differ.
        if root.isPresentedFullScreen && document.toolsVersion >= XcodeRelease.xcode14 { return EdgeInsets() }
        // So does a scene a presented container shows (bitwarden/mobile's autofill
        // storyboards, Xcode 15: navigation controllers presented as sheets and full
        // screen store their scenes with no status bar and no home indicator's strip):
        // only the bars are left, an opaque navigation bar above the view.
        if root.bars.isInPresentedContainer && document.toolsVersion >= XcodeRelease.xcode14, var bars = bars(over: root, in: document) {
            if bars.isNavigationBarOpaque { bars.navigationBarHeight = nil }
            if bars.isToolbarOpaque { bars.toolbarHeight = nil }
            return withBars(EdgeInsets(), bars, in: document)
        }
        guard let device = Device.named(id, toolsVersion: document.toolsVersion) else {
            let known = Device.isKnown(id) ? "its safe area in files of toolsVersion \(document.toolsVersion) is not known" : "the device is not in the device table"
            throw InterfaceBuilderError("<device id=\"\(id)\">: \(known) (format.md §9.4)", line: document.deviceLine, code: .unsupported)
        }
        guard var insets = device.safeArea(landscape: document.isLandscape) else {
            throw InterfaceBuilderError("<device id=\"\(id)\">: its \(document.orientation) safe area in files of toolsVersion \(document.toolsVersion) is not known (format.md §9.4)", line: document.deviceLine, code: .unsupported)
        }
        // A scene that hides the status bar (`<nil key="simulatedStatusBarMetrics"/>`) has
        // no top inset where the status bar is all there is (24 points or less: iPads and
        // phones with a home button); a notch stays.
        if root.kind == .viewController && root.hidesStatusBar && insets.top <= 24 { insets.top = 0 }
        insets = shownInsets(insets, in: document)
        guard let bars = bars(over: root, in: document) else {
            let place = device.isPad ? "an iPad" + (root.hasSimulatedToolbar ? "" : " before Xcode 10 (toolsVersion 14000)")
                : "a phone in landscape"
            throw InterfaceBuilderError("the \(root.kind.rawValue) simulates a \(root.hasSimulatedToolbar ? "toolbar" : "navigation bar") of its own on \(place), whose height is not known; such roots are not laid out yet", line: root.view.line, code: .unsupported)
        }
        // Bars a container shows over the scene, or the root simulates: a navigation bar
        // below the status bar, a tab bar over the home indicator's area.
        let screenInsets = withBars(insets, bars, in: document)
        let size = device.size(landscape: document.isLandscape)
        // Under opaque bars a view controller's view, or a xib's view simulating them,
        // stops at them (Interface Builder stores it shorter than the screen): it starts
        // below an opaque navigation bar, and its safe area is the part of the screen's
        // unsafe strips it covers.
        if frame.height < size.height && (bars.isNavigationBarOpaque || bars.isToolbarOpaque) {
            let top = bars.isNavigationBarOpaque ? screenInsets.top : 0
            return ScreenRoot.safeArea(of: Rect(x: 0, y: top, width: frame.width, height: frame.height), onScreen: size, insets: screenInsets)
        }
        // From Xcode 11 a scene no container shows, stored the screen's width but shorter,
        // is a sheet (iOS 13's default presentation): Interface Builder draws it as a card
        // standing on the screen's bottom edge, whose safe area is the part of the screen's
        // insets it covers, none at the top and the home indicator's strip at the bottom
        // (briehn/VaxTrack Login.storyboard, Xcode 12.4: a 414 × 842 card on a 6.1-inch
        // phone, its title 140 below the safe area's top at y = 140, a label 150 above its
        // bottom at y = 658).
        if root.kind == .viewController && !root.isShownByContainer && !root.isFreeform && !root.isPresentedFullScreen
            && document.toolsVersion >= XcodeRelease.xcode11 && !document.isLandscape
            && frame.width == size.width && frame.height < size.height
            && bars.navigationBarHeight == nil && bars.toolbarHeight == nil && !bars.hasTabBar {
            return ScreenRoot.safeArea(of: Rect(x: 0, y: size.height - frame.height, width: frame.width, height: frame.height),
                                       onScreen: size, insets: screenInsets)
        }
        let fillsScreen = frame.width == size.width && frame.height == size.height
        guard root.kind == .topLevel || root.isTopLevelCollectionView, root.isFreeform || !fillsScreen else { return screenInsets }
        let around = withBars(Self.screenInsets(in: document) ?? insets, bars, in: document)
        // Xcode 9 and 10 (toolsVersion below Xcode 11's) give a xib's view all the screen's
        // insets whatever its size, the status bar's strip on a phone only to a view taller
        // than half the screen, to any view on an iPad (collectyou CarteDetailMemo1.xib and
        // GeneratedQRCodePopupVC.xib, freeform views on an ipad9_7 in Xcode 9 and 10.1,
        // store their safe area 20 points down). On phones the files place the line
        // between 328 points (Twilio's 207 × 328 view and twelve shorter ones store no
        // strip) and 537 (a 434 × 537 collection cell's view and a 701 × 667 header store
        // it, as 375 × 667 ones do); half of the 667-point screen is taken as the line.
        if document.toolsVersion < XcodeRelease.xcode11 {
            return frame.height > size.height / 2 || device.isPad ? screenInsets : around
        }
        // Later Xcodes show a smaller xib view at the screen's top-left corner: its safe
        // area is the part of the screen's insets it covers. A view that does not fit on
        // the screen takes all of them.
        if frame.width > size.width || frame.height > size.height { return around }
        return ScreenRoot.safeArea(of: Rect(x: 0, y: 0, width: frame.width, height: frame.height), onScreen: size, insets: around)
    }

    /// The bars over a root: those of the containers that show it, or those it simulates,
    /// whose navigation bar is an iPad's on an iPad (from Xcode 10, in either orientation).
    /// A simulated toolbar is 49 points on a phone with a home indicator. Nil for a
    /// simulated bar whose height is not known: a landscape phone's navigation bar
    /// (compact), an older iPad's; a toolbar on an iPad or a phone in landscape.
    private static func bars(over root: IBRoot, in document: IBDocument) -> IBBars? {
        var bars = root.bars
        if root.hasSimulatedToolbar, let id = document.deviceID {
            guard !Device.isPad(id) && !document.isLandscape else { return nil }
            if Device.screen(id)?.hasHomeIndicator == true { bars.toolbarHeight = Toolbar.homeIndicatorPhoneHeight }
        }
        guard root.hasSimulatedBars, bars.navigationBarHeight != nil, let id = document.deviceID else { return bars }
        guard Device.isPad(id) else { return document.isLandscape ? nil : bars }
        guard document.toolsVersion >= XcodeRelease.xcode10 else { return nil }
        bars.navigationBarHeight = NavigationBar.padHeight
        return bars
    }

    /// `insets` under `bars`: a navigation bar below the top inset, a tab bar's strip above
    /// the bottom one (a compact one on a phone in landscape, from iOS 11; an iPad's taller
    /// one from iOS 12, Xcode 10: toolsVersion 14000, as its navigation bar).
    private static func withBars(_ insets: EdgeInsets, _ bars: IBBars, in document: IBDocument) -> EdgeInsets {
        let isPad = document.deviceID.map(Device.isPad) ?? false
        let compact = !isPad && document.isLandscape && document.marginRelease != .beforeIOS11
        let padBar = isPad && document.toolsVersion >= XcodeRelease.xcode10
        let bottom = (bars.hasTabBar ? TabBar.height(bottomSafeArea: insets.bottom, isPad: padBar, compactHeight: compact) : insets.bottom)
            + (bars.toolbarHeight ?? 0)
        return EdgeInsets(top: insets.top + (bars.navigationBarHeight ?? 0), left: insets.left, bottom: bottom, right: insets.right)
    }

    /// The insets of the simulated screen around a xib's top-level view: the device's
    /// safe area, where Xcode 10 and earlier (toolsVersion below Xcode 11's) show no status bar
    /// over the view, so a top inset that is only the status bar (24 points or less:
    /// iPads and the phones with a home button) is not there. Nil without a known device.
    private static func screenInsets(in document: IBDocument) -> EdgeInsets? {
        guard let id = document.deviceID,
              let device = Device.named(id, toolsVersion: document.toolsVersion) ?? Device.screen(id),
              var insets = device.safeArea(landscape: document.isLandscape) else { return nil }
        if insets.top <= 24 && document.toolsVersion < XcodeRelease.xcode11 { insets.top = 0 }
        return shownInsets(insets, in: document)
    }

    /// The screen's insets as Interface Builder shows them: two Xcode builds inset the
    /// simulated screen's safe area twice over, for scenes and xibs' top-level views alike.
    /// Xcode 16.3 (toolsVersion 237xx): two files on a retina6_12 store a view pinned to
    /// the safe area's top at y = 118, a scene's image view and a xib view controller's
    /// stack. Xcode 26.0 (245xx): a retina6_1 scene stores a stack pinned to its safe area
    /// at y = 96 with 68 below, a retina6_12 launch screen centres its image 12.5 points
    /// below the 59/34 centre. Builds between show them once (a 24127 xib view on a
    /// retina4_7 stores its content 20 below the top, pinned 20 below the safe area).
    private static func shownInsets(_ insets: EdgeInsets, in document: IBDocument) -> EdgeInsets {
        guard (23700..<24000).contains(document.toolsVersion) || (24500..<24600).contains(document.toolsVersion) else { return insets }
        return EdgeInsets(top: 2 * insets.top, left: 2 * insets.left, bottom: 2 * insets.bottom, right: 2 * insets.right)
    }

    private func makeConstraint(_ constraint: IBConstraint, names: [String: String], root: IBRoot) throws(InterfaceBuilderError) -> ConstraintSpec {
        func fail(_ message: String) -> InterfaceBuilderError {
            InterfaceBuilderError("constraint \(constraint.id): \(message)", line: constraint.line, code: .constraint)
        }
        func anchor(_ id: String, _ attributeName: String) throws(InterfaceBuilderError) -> AnchorRef {
            var attribute = attributeName == "baseline" ? "lastBaseline" : attributeName
            var name = names[id]
            // Top and bottom layout guides (files without safe areas) are the safe area's edges.
            if id == root.topGuide || id == root.bottomGuide {
                let isTop = id == root.topGuide
                switch (isTop, attribute) {
                case (true, "bottom"), (false, "top"):
                    name = "root.safeAreaLayoutGuide"
                    attribute = isTop ? "top" : "bottom"
                case (true, "top"), (false, "bottom"):
                    name = "root"
                default:
                    throw fail("\(attribute) of a \(isTop ? "top" : "bottom") layout guide is not supported")
                }
            }
            guard let name else { throw fail("names \"\(id)\", which is not a view or guide of this \(root.kind.rawValue)") }
            guard let parsed = LayoutAttribute(rawValue: attribute) else { throw fail("unknown attribute \"\(attributeName)\"") }
            return AnchorRef(item: name, attribute: parsed)
        }
        let first = try anchor(constraint.firstItem ?? constraint.owner, constraint.firstAttribute)
        var second: AnchorRef?
        if let item = constraint.secondItem {
            second = try anchor(item, constraint.secondAttribute ?? constraint.firstAttribute)
        }
        let relation: Relation
        switch constraint.relation {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: throw fail("unknown relation \"\(other)\"")
        }
        guard let multiplier = Self.multiplier(constraint.multiplier) else { throw fail("multiplier \"\(constraint.multiplier!)\" is not a number, a ratio or a percentage") }
        guard !multiplier.isFinite || LayoutSystem.isInRange(multiplier) else {
            throw fail(LayoutError.outOfRange("multiplier \"\(constraint.multiplier!)\"").description)
        }
        var constant = 0.0
        if let text = constraint.constant {
            guard let value = Double(text), value.isFinite else { throw fail("constant \"\(text)\" is not a number") }
            guard LayoutSystem.isInRange(value) else { throw fail(LayoutError.outOfRange("constant \"\(text)\"").description) }
            constant = value
        }
        var priority = LayoutPriority.required
        if let text = constraint.priority {
            guard let value = Double(text) else { throw fail("priority \"\(text)\" is not a number") }
            priority = LayoutPriority(value)
        }
        return ConstraintSpec(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                              priority: priority, identifier: constraint.identifier)
    }

    /// `"16:9"`, `"4/7"` or a number; absent is 1.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        // The inspector keeps a percentage as typed ("50%"), as it keeps a ratio.
        if text.hasSuffix("%") {
            return Double(text.dropLast()).map { $0 / 100 }
        }
        if let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let numerator = Double(text[..<separator]), let denominator = Double(text[text.index(after: separator)...]),
                  denominator != 0 else { return nil }
            return numerator / denominator
        }
        return Double(text)
    }
}
