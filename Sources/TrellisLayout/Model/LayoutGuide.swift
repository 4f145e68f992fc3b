/// A rectangle that takes part in layout without being a view (`UILayoutGuide`).
public final class LayoutGuide: LayoutItem {
    /// The view the guide belongs to; its `layoutFrame` is in that view's coordinates.
    public internal(set) weak var owningView: View?
    /// How the system positions a built-in guide; nil for a guide the caller constrains.
    let role: (any GuideRole)?

    public override init(name: String) {
        role = nil
        super.init(name: name)
    }

    init(name: String, role: any GuideRole) {
        self.role = role
        super.init(name: name)
    }

    override var coordinateSpace: View? { owningView }
}
