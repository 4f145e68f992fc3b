/// What one kind of view (`UIView`, `UIScrollView`, `UIStackView`, and later `UILabel`…)
/// adds to layout beyond what every view has: guides of its own, constraints it makes,
/// and where constraints that name it attach. A new kind is one new conformance in
/// Kinds/ and a `View.Kind` for callers; nothing else changes.
protocol ViewKind: Sendable {
    /// Guides views of this kind own besides every view's. They are made with the kind,
    /// so they are laid out (and reported) whether or not a constraint names them.
    var guideRoles: [any GuideRole] { get }

    /// Adds the constraints the kind makes for `view`, right after the view's built-in
    /// guides and intrinsic size and before the caller's constraints.
    func addConstraints(for view: View, to system: inout LayoutSystem) throws(LayoutError)

    /// The item a caller's constraint between `view`'s `attribute` and `other` really
    /// attaches to: `view` itself unless the kind redirects it.
    func attachment(of view: View, _ attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutItem
}

extension ViewKind {
    var guideRoles: [any GuideRole] { [] }
    func addConstraints(for view: View, to system: inout LayoutSystem) throws(LayoutError) {}
    func attachment(of view: View, _ attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutItem { view }
}

extension View {
    /// A view's kind, as callers choose it: `.plain` (`UIView`), `.scroll` (`UIScrollView`),
    /// `.label` (`UILabel`) or `.button` (`UIButton`); `StackView` makes a view a stack
    /// (`UIStackView`).
    public struct Kind: Sendable {
        let behaviour: any ViewKind

        public static let plain = Kind(behaviour: PlainViewKind())
        public static let scroll = Kind(behaviour: ScrollViewKind())
        /// A scroll view whose `contentInsetAdjustmentBehavior` is `never` (false): its
        /// content keeps the safe area it covers.
        public static func scroll(adjustsContentInset: Bool) -> Kind {
            Kind(behaviour: ScrollViewKind(adjustsContentInset: adjustsContentInset))
        }
        public static let label = Kind(behaviour: LabelViewKind())
        public static let button = Kind(behaviour: ButtonViewKind())
        static func stack(_ stack: StackViewKind) -> Kind { Kind(behaviour: stack) }
    }
}
