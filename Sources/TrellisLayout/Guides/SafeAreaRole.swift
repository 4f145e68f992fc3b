/// `safeAreaLayoutGuide`: the bounds inset by the view's safe area: on a screen's root,
/// the area bars and the home indicator leave; on a view below it, the part of that
/// area its frame covers (`SafeAreaPropagation`).
struct SafeAreaRole: GuideRole {
    var name: String { "safeAreaLayoutGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        system.inset(guide, in: owner, by: system.safeAreaInsets(of: owner))
    }
}
