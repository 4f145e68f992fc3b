/// A rectangle in a view tree (`UIView`): the root of a screen, a cell's content view,
/// a label, an image, a scroll view.
public final class View: LayoutItem {
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    /// Guides the view owns, built-in ones included once they have been asked for.
    public private(set) var layoutGuides: [LayoutGuide] = []

    /// `intrinsicContentSize`; a nil dimension has no intrinsic metric.
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var contentHugging = AxisPriorities(horizontal: 250, vertical: 250)
    public var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Hidden views keep their constraints, as in UIKit.
    public var isHidden = false
    /// Baseline positions for text; a view without text has its baselines at the bottom.
    public var firstBaselineOffsetFromTop: Double?
    public var lastBaselineOffsetFromBottom: Double?
    /// Text that may wrap (a label with `lines` other than 1): a horizontal stack keeps
    /// such views from claiming each other's width.
    public var isMultilineText = false
    /// Whether this is a scroll view, which has content and frame guides.
    public var isScrollView = false

    public override init(name: String) {
        super.init(name: name)
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

    private func builtInGuide(_ role: LayoutGuide.Role, _ suffix: String) -> LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.role == role }) { return guide }
        let guide = LayoutGuide(name: "\(name).\(suffix)", role: role)
        addLayoutGuide(guide)
        return guide
    }

    /// The bounds inset by `directionalLayoutMargins` (on a screen's root, measured from
    /// the safe area).
    public var layoutMarginsGuide: LayoutGuide { builtInGuide(.margins, "layoutMarginsGuide") }
    /// The margins guide, at most `readableWidth` wide and centred in it.
    public var readableContentGuide: LayoutGuide {
        _ = layoutMarginsGuide  // the readable guide is defined by it
        return builtInGuide(.readableContent, "readableContentGuide")
    }
    /// On a screen's root, the area not covered by bars and the home indicator; on any
    /// other view, its bounds.
    public var safeAreaLayoutGuide: LayoutGuide { builtInGuide(.safeArea, "safeAreaLayoutGuide") }
    /// The bottom area the keyboard covers (`UIKeyboardLayoutGuide`); at the safe-area
    /// bottom when the keyboard is down.
    public var keyboardLayoutGuide: LayoutGuide { builtInGuide(.keyboard, "keyboardLayoutGuide") }
    /// A scroll view's content: its size is the `contentSize`.
    public var contentLayoutGuide: LayoutGuide { builtInGuide(.contentLayout, "contentLayoutGuide") }
    /// A scroll view's frame, in its own coordinates.
    public var frameLayoutGuide: LayoutGuide { builtInGuide(.frameLayout, "frameLayoutGuide") }

    // Baseline anchors exist on views only.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}

/// The width a `readableContentGuide` never exceeds.
public let readableWidth = 672.0
