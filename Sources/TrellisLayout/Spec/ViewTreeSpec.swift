/// A view tree as an input format describes it, before any view exists: views with
/// kinds and properties, constraints that name them, and which numbers come from a
/// job's or a row's data. JSON templates produce it (TrellisDocument); an Interface
/// Builder reader will produce the same. `ViewTree` makes the views.
public struct ViewTreeSpec: Sendable, Hashable {
    /// The root's `directionalLayoutMargins` (a screen's root or a cell's content view).
    public var rootMargins: DirectionalEdgeInsets
    /// The root's arrangement when the root is itself a stack view (an Interface Builder
    /// file's top-level `<stackView>`); an error in it names view −1.
    public var rootStack: StackSpec?
    /// The root's `insetsLayoutMarginsFromSafeArea`.
    public var rootMarginsFromSafeArea = true
    /// The root's `layoutMarginsFollowReadableWidth`.
    public var rootFollowsReadableWidth = false
    /// In document order; a parent may come after its subviews.
    public var views: [ViewSpec] = []
    /// In document order, which is the order UIKit would activate them in.
    public var constraints: [ConstraintSpec] = []
    /// The numbers above that come from data, for solving many rows at once.
    public var parameters: [ParameterBinding] = []
    /// The root's size at design time, which the autoresizing masks of the root's
    /// subviews hold to; nil when the design has none.
    public var designSize: Size?

    public init(rootMargins: DirectionalEdgeInsets) {
        self.rootMargins = rootMargins
    }

    /// The spec with every number that comes from data set to zero (and the text of a
    /// constraint that shows such a number cleared). Bindings of the same shape differ
    /// only in parameters: the rows that give them share one compiled cell and go
    /// through the batch core together.
    /// Texts are measured per row and never shape a cell: their sizes are parameters too.
    public var shape: ViewTreeSpec {
        var shape = self
        for index in shape.views.indices { shape.views[index].text?.text = "" }
        for parameter in parameters {
            switch parameter.target {
            case .intrinsicWidth(let name):
                if let index = views.firstIndex(where: { $0.name == name }) { shape.views[index].intrinsicWidth = 0 }
            case .intrinsicHeight(let name):
                if let index = views.firstIndex(where: { $0.name == name }) { shape.views[index].intrinsicHeight = 0 }
            case .constant(let index):
                shape.constraints[index].constant = 0
                shape.constraints[index].text = ""
            case .stackSpacing(let name):
                if let index = views.firstIndex(where: { $0.name == name }) { shape.views[index].stack.spacing = 0 }
            }
        }
        return shape
    }
}

/// One view or guide of a `ViewTreeSpec`, named uniquely within it; `root` is the tree's
/// root and `superview` names a parent in constraints, so neither names a view here.
public struct ViewSpec: Sendable, Hashable {
    /// What the item is. A label or a button with `text` is measured; an image lays
    /// out as a plain view whose intrinsic size is given.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case view, label, button, image, scroll
        /// A `UIStackView`: `ViewSpec.stack` says how it arranges its subviews.
        case stack
        /// A `UILayoutGuide` owned by `parent`, not a view.
        case guide
    }

    public static let reservedNames: Set = ["root", "superview"]

    public var name: String
    public var parent: String
    public var kind: Kind
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var hugging = AxisPriorities(horizontal: 250, vertical: 250)
    public var compression = AxisPriorities(horizontal: 750, vertical: 750)
    public var margins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// `View.preservesSuperviewLayoutMargins`.
    public var preservesSuperviewMargins = false
    /// `View.insetsLayoutMarginsFromSafeArea`.
    public var marginsFromSafeArea = true
    /// For a scroll view: `View.Kind.scroll(adjustsContentInset:)`.
    public var adjustsContentInset = true
    /// `View.layoutMarginsFollowReadableWidth`.
    public var followsReadableWidth = false
    /// `View.alignmentRectInsets`.
    public var alignmentInsets = EdgeInsets()
    public var isHidden = false
    /// A label's text or a button's title, measured for its intrinsic size (which
    /// replaces `intrinsicWidth` and `intrinsicHeight`) when the layout has a measurer.
    public var text: MeasuredText?
    /// Text that may wrap (a label whose `numberOfLines` is not 1).
    public var isMultilineText = false
    /// Baselines of text whose size is given rather than measured (a label at its
    /// stored size); nil: the measurer's, or the bottom for a view without text.
    public var baselines: TextBaselines?
    /// The frame at design time, in the parent's coordinates: the view is placed by its
    /// autoresizing mask (`translatesAutoresizingMaskIntoConstraints`). It holds to the
    /// parent's design size: the parent's own `frame`, or the tree's `designSize` under
    /// the root.
    public var frame: Rect?
    public var autoresizing: AutoresizingMask = []
    /// `View.designFrame`: where an Interface Builder file stores the view.
    public var designFrame: Rect?
    /// For a `stack`, its arrangement.
    public var stack = StackSpec()

    public init(name: String, parent: String = "root", kind: Kind = .view) {
        self.name = name
        self.parent = parent
        self.kind = kind
    }
}

/// How a stack view arranges its subviews (`UIStackView`'s properties).
public struct StackSpec: Sendable, Hashable {
    public var axis = StackView.Axis.horizontal
    public var distribution = StackView.Distribution.fill
    public var alignment = StackView.Alignment.fill
    public var spacing = 0.0
    /// The spacing after an arranged view instead of `spacing`, by the view's name.
    public var customSpacing: [String: Double] = [:]
    /// `isLayoutMarginsRelativeArrangement`.
    public var marginsRelative = false
    /// `isBaselineRelativeArrangement`.
    public var baselineRelative = false
    /// The arranged subviews' names in order; each must be a subview of the stack.
    public var arranged: [String] = []

    public init() {}
}

/// A number of a view tree that comes from data: rows of a table that differ only in
/// such numbers share one compiled cell, and their values travel in the batch core's
/// lanes (`CellLayout`).
public struct ParameterBinding: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        case intrinsicWidth(view: String)
        case intrinsicHeight(view: String)
        /// The constant of `ViewTreeSpec.constraints[index]`.
        case constant(index: Int)
        /// A stack's `spacing` (`StackSpec.spacing`), unless it distributes proportionally.
        case stackSpacing(view: String)
    }

    /// The data key the number comes from.
    public var key: String
    public var target: Target
    /// The number is `factor × value`: −1 for a key subtracted in the text (`a == b - $x`).
    public var factor: Double

    public init(key: String, target: Target, factor: Double = 1) {
        self.key = key
        self.target = target
        self.factor = factor
    }
}
