/// A stack view as callers set it up, as `UIStackView` reads: it makes `view` a stack
/// (`View.Kind.stack`) and keeps its arrangement in the view's kind, so the stack's
/// constraints go in whenever the view is laid out.
///
/// ```swift
/// let stack = StackView(column)
/// stack.axis = .vertical
/// stack.spacing = 8
/// [title, subtitle].forEach(stack.addArrangedSubview)
/// ```
public final class StackView {
    public enum Axis: Sendable {
        case horizontal, vertical
    }

    public enum Distribution: Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Sendable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline

        /// In a horizontal stack, leading and trailing alignment mean top and bottom.
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The stack itself; its arranged views are among its subviews.
    public let view: View

    /// Makes `view` a stack view with no arranged subviews.
    public init(_ view: View) {
        self.view = view
        view.kind = .stack(StackViewKind())
    }

    private var kind: StackViewKind {
        get { view.kind.behaviour as? StackViewKind ?? StackViewKind() }
        set { view.kind = .stack(newValue) }
    }

    public var axis: Axis {
        get { kind.axis }
        set { kind.axis = newValue }
    }

    public var distribution: Distribution {
        get { kind.distribution }
        set { kind.distribution = newValue }
    }

    public var alignment: Alignment {
        get { kind.alignment }
        set { kind.alignment = newValue }
    }

    public var spacing: Double {
        get { kind.spacing }
        set { kind.spacing = newValue }
    }

    /// The spacing `UIStackView.spacingUseSystem` stands for: the standard 8 points
    /// between sibling views, text as well as controls and images.
    public static let systemSpacing = 8.0

    /// Arranged views fill the stack's layout margins, not its bounds.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { kind.isLayoutMarginsRelativeArrangement }
        set { kind.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// A vertical stack spaces its views from one's last baseline to the next's first.
    public var isBaselineRelativeArrangement: Bool {
        get { kind.isBaselineRelativeArrangement }
        set { kind.isBaselineRelativeArrangement = newValue }
    }

    public var arrangedSubviews: [View] {
        StackViewKind.views(kind.arranged, in: view)
    }

    /// Appends `subview` to the arrangement, adding it as a subview if it is not one.
    public func addArrangedSubview(_ subview: View) {
        if subview.superview !== view { view.addSubview(subview) }
        let id = ObjectIdentifier(subview)
        kind.arranged.removeAll { $0 == id }
        kind.arranged.append(id)
    }

    /// The spacing after `arrangedSubview` instead of `spacing` (iOS 11's `setCustomSpacing`).
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        kind.customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    public func customSpacing(after arrangedSubview: View) -> Double {
        kind.customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// The constraints the stack makes for its arranged views as they are now (hidden or
    /// not), with UIKit's identifiers and priorities; the layout adds them itself.
    public func makeConstraints() -> [LayoutConstraint] {
        kind.makeConstraints(for: view)
    }
}
