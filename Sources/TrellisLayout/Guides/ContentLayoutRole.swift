import TrellisSolver

/// A scroll view's `contentLayoutGuide`: its size is the `contentSize`.
struct ContentLayoutRole: GuideRole {
    var name: String { "contentLayoutGuide" }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        // The content starts at the scroll view's origin (content offset zero); its size
        // is whatever the content's constraints make it.
        let name = guide.name
        let (x, y, w, h) = (system.x, system.y, system.w, system.h)
        system.require(x(guide).expression, .equal, x(owner).expression, .required, "\(name).left == \(owner.name).left")
        system.require(y(guide).expression, .equal, y(owner).expression, .required, "\(name).top == \(owner.name).top")
        system.require(w(guide).expression, .greaterThanOrEqual, LinearExpression(), .required, "\(name).width >= 0")
        system.require(h(guide).expression, .greaterThanOrEqual, LinearExpression(), .required, "\(name).height >= 0")
    }
}
