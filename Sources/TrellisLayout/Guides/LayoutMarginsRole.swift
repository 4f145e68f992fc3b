/// `layoutMarginsGuide`: the bounds inset by the view's margins (a screen's root measures
/// them from the safe area).
struct LayoutMarginsRole: GuideRole {
    var name: String { "layoutMarginsGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        system.inset(guide, in: owner, by: system.marginInsets(owner))
    }
}
