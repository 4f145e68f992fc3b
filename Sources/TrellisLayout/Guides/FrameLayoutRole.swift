/// A scroll view's `frameLayoutGuide`: its frame, in its own coordinates.
struct FrameLayoutRole: GuideRole {
    var name: String { "frameLayoutGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        system.inset(guide, in: owner, by: EdgeInsets())
    }
}
