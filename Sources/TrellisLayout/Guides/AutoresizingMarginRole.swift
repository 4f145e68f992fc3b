/// The leading margin of a view whose autoresizing mask makes both margins flexible on
/// an axis: a guide as long as the margin's share says (`Autoresizing`). One guide
/// serves both axes (its x and width for one, its y and height for the other). The
/// mask's constraints place it; it is never reported.
struct AutoresizingMarginRole: GuideRole {
    var name: String { "autoresizingMargin" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {}
}
