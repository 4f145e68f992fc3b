import TrellisSolver

/// `keyboardLayoutGuide` (`UIKeyboardLayoutGuide`): the bottom area the keyboard covers;
/// with the keyboard down, it starts at the safe-area bottom.
struct KeyboardRole: GuideRole {
    var name: String { "keyboardLayoutGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        let layout = system.layout
        let covered = layout.keyboardHeight > 0 ? layout.keyboardHeight : (system.isScreenRoot(owner) ? layout.safeArea.bottom : 0)
        let name = guide.name
        let (x, y, w, h) = (system.x, system.y, system.w, system.h)
        system.require(x(guide).expression, .equal, x(owner).expression, .required, "\(name).left == \(owner.name).left")
        system.require(w(guide).expression, .equal, w(owner).expression, .required, "\(name).width == \(owner.name).width")
        system.require(y(guide) + h(guide), .equal, y(owner) + h(owner), .required, "\(name).bottom == \(owner.name).bottom")
        system.require(h(guide).expression, equals: covered, "\(name).height == \(formatNumber(covered))")
    }
}
