extension LayoutSystem {
    /// The views and custom guides whose frames the constraints leave open, with the
    /// attributes that could move (UIKit's `hasAmbiguousLayout`). Built-in guides are
    /// placed by the system and never open on their own.
    func ambiguities() -> [Issue] {
        var found: [Issue] = []
        for item in items where item !== layout.root && (item as? LayoutGuide)?.role == nil {
            let open = zip(["left", "top", "width", "height"], [x(item), y(item), w(item), h(item)])
                .filter { solver.isAmbiguous($0.1) }.map(\.0)
            if !open.isEmpty {
                found.append(.ambiguous(view: item.name, attributes: open))
            }
        }
        return found
    }
}
