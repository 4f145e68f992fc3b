import TrellisSolver

/// How the system places one of UIKit's built-in guides (`layoutMarginsGuide`,
/// `safeAreaLayoutGuide`, a scroll view's `contentLayoutGuide`…). A guide the caller
/// makes has no role: its own constraints place it.
protocol GuideRole: Sendable {
    /// The property that reaches the guide from its view; it also names the guide
    /// (`card.layoutMarginsGuide`).
    var name: String { get }
    /// A guide this one is defined by: made first, so it is laid out before this one.
    var basis: (any GuideRole)? { get }
    /// Adds the constraints that place `guide` in `owner`.
    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem)
}

extension GuideRole {
    var basis: (any GuideRole)? { nil }
}

/// The guides every view has; a view's kind may add more (`ViewKind.guideRoles`).
let everyViewsGuideRoles: [any GuideRole] = [LayoutMarginsRole(), ReadableContentRole(), SafeAreaRole(), KeyboardRole()]

extension LayoutSystem {
    /// Pins `guide` to `owner`'s bounds inset by `insets`.
    mutating func inset(_ guide: LayoutGuide, in owner: LayoutItem, by insets: EdgeInsets) {
        let name = guide.name
        require(x(guide).expression, .equal, x(owner) + insets.left, .required, "\(name).left == \(owner.name).left + \(formatNumber(insets.left))")
        require(y(guide).expression, .equal, y(owner) + insets.top, .required, "\(name).top == \(owner.name).top + \(formatNumber(insets.top))")
        require(w(guide).expression, .equal, w(owner) - (insets.left + insets.right), .required, "\(name).width == \(owner.name).width - \(formatNumber(insets.left + insets.right))")
        require(h(guide).expression, .equal, h(owner) - (insets.top + insets.bottom), .required, "\(name).height == \(owner.name).height - \(formatNumber(insets.top + insets.bottom))")
    }
}
