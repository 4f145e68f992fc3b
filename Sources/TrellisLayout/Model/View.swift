/// A rectangle in a view tree (`UIView`): the root of a screen, a cell's content view,
/// a label, an image, a scroll view.
public final class View: LayoutItem {
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    /// Guides the view owns, built-in ones included once they have been asked for.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// The built-in ones by their role's name: a stack has a gap guide per neighbour pair.
    private var builtInGuides: [String: LayoutGuide] = [:]

    /// `intrinsicContentSize`; a nil dimension has no intrinsic metric.
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var contentHugging = AxisPriorities(horizontal: 250, vertical: 250)
    public var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// `insetsLayoutMarginsFromSafeArea`: the view measures its margins from its safe
    /// area, or from its bounds when false. On a screen, a view's safe area is the part of
    /// the root's its frame covers (`SafeAreaPropagation`).
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`: on each edge the margin is at least as deep as
    /// the superview's margin reaches into the view. Margins are then laid out by the
    /// view's `layoutMarginsGuide`.
    public var preservesSuperviewLayoutMargins = false {
        didSet {
            if preservesSuperviewLayoutMargins { _ = layoutMarginsGuide }
        }
    }
    /// `layoutMarginsFollowReadableWidth`: the margins deepen at the sides so that the
    /// margins guide is at most `readableWidth` wide, centred where it was. Margins are
    /// then laid out by the view's `layoutMarginsGuide`.
    public var layoutMarginsFollowReadableWidth = false {
        didSet {
            if layoutMarginsFollowReadableWidth { _ = layoutMarginsGuide }
        }
    }
    /// `alignmentRectInsets`: constraints and the intrinsic size act on the frame inset by
    /// these (a switch's track without its shadow); frames are still reported as frames.
    public var alignmentRectInsets = EdgeInsets()
    /// Text whose measured size is the intrinsic size, when the layout has a measurer
    /// (`Layout.measurer`); the measured size replaces `intrinsicWidth` and `intrinsicHeight`.
    public var measuredText: MeasuredText?
    /// Hidden views keep their constraints, as in UIKit.
    public var isHidden = false
    /// Baseline positions for text; a view without text has its first baseline at the
    /// top and its last at the bottom, as Auto Layout takes them.
    public var firstBaselineOffsetFromTop: Double?
    public var lastBaselineOffsetFromBottom: Double?
    /// Text that may wrap (a label with `lines` other than 1): a horizontal stack keeps
    /// such views from claiming each other's width.
    public var isMultilineText = false
    /// What kind of view it is; a kind may own guides, make constraints and redirect
    /// the constraints that name the view (a scroll view's content).
    public var kind = Kind.plain {
        didSet {
            // Made now so they are laid out: a scroll view's record reports its content size.
            for role in kind.behaviour.guideRoles { _ = builtInGuide(role) }
        }
    }

    /// Where Interface Builder shows the view, in its superview's coordinates. What the
    /// constraints leave open keeps this frame, as Interface Builder's canvas keeps an
    /// ambiguous view where it was drawn; what they decide is not moved by it.
    public var designFrame: Rect?
    /// Placed by its design-time frame and autoresizing mask
    /// (`translatesAutoresizingMaskIntoConstraints`); nil for a view under Auto Layout only.
    public var autoresizing: Autoresizing? {
        didSet {
            if autoresizing?.needsMarginGuide == true { _ = builtInGuide(AutoresizingMarginRole()) }
        }
    }

    public override init(name: String) {
        super.init(name: name)
    }

    func setIntrinsicSize(_ size: Size) {
        intrinsicWidth = size.width
        intrinsicHeight = size.height
    }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    override var coordinateSpace: View? { superview }
    override var firstBaselineFromTop: Double? { firstBaselineOffsetFromTop }
    override var lastBaselineFromBottom: Double? { lastBaselineOffsetFromBottom }

    // MARK: Built-in guides

    func builtInGuide(_ role: any GuideRole) -> LayoutGuide {
        if let guide = builtInGuides[role.name] { return guide }
        if let basis = role.basis { _ = builtInGuide(basis) }
        let guide = LayoutGuide(name: "\(name).\(role.name)", role: role)
        addLayoutGuide(guide)
        builtInGuides[role.name] = guide
        return guide
    }

    /// The built-in guide a document names by its property (`layoutMarginsGuide`), if a
    /// view of this kind has it.
    public func guide(named property: String) -> LayoutGuide? {
        (everyViewsGuideRoles + kind.behaviour.guideRoles).first { $0.name == property }.map(builtInGuide)
    }

    /// The bounds inset by `directionalLayoutMargins`, measured from the safe area.
    public var layoutMarginsGuide: LayoutGuide { builtInGuide(LayoutMarginsRole()) }
    /// The margins guide, at most `readableWidth` wide and centred in it.
    public var readableContentGuide: LayoutGuide { builtInGuide(ReadableContentRole()) }
    /// On a screen's root, the area not covered by bars and the home indicator; on a view
    /// below it, the part of that area the view covers.
    public var safeAreaLayoutGuide: LayoutGuide { builtInGuide(SafeAreaRole()) }
    /// The bottom area the keyboard covers (`UIKeyboardLayoutGuide`); at the safe-area
    /// bottom when the keyboard is down.
    public var keyboardLayoutGuide: LayoutGuide { builtInGuide(KeyboardRole()) }
    /// A scroll view's content: its size is the `contentSize`.
    public var contentLayoutGuide: LayoutGuide { builtInGuide(ContentLayoutRole()) }
    /// A scroll view's frame, in its own coordinates.
    public var frameLayoutGuide: LayoutGuide { builtInGuide(FrameLayoutRole()) }

    /// The guide whose size is the view's `contentSize`, for kinds that scroll.
    public var contentSizeGuide: LayoutGuide? {
        kind.behaviour.guideRoles.contains { $0 is ContentLayoutRole } ? contentLayoutGuide : nil
    }

    // Baseline anchors exist on views only.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}

