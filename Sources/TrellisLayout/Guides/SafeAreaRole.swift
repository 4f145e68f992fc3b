/// `safeAreaLayoutGuide`: on a screen's root, the area bars and the home indicator leave;
/// on any other view, its bounds.
struct SafeAreaRole: GuideRole {
    var name: String { "safeAreaLayoutGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        system.inset(guide, in: owner, by: system.isScreenRoot(owner) ? system.layout.safeArea : EdgeInsets())
    }
}
