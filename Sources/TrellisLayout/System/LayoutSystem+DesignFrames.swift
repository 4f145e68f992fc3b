import TrellisSolver

extension LayoutSystem {
    /// Each view with a design frame keeps its offset in its superview and its size, at
    /// the design level: below every priority, so a view the constraints place is where
    /// they put it, and a view they leave open stays where the file drew it.
    mutating func addDesignFrames() {
        for case let view as View in items {
            guard let frame = view.designFrame, let superview = view.superview else { continue }
            let label = "\(view.name) (design frame)"
            require(x(view) - x(superview), .equal, LinearExpression(constant: frame.x), Self.designLevel, label)
            require(y(view) - y(superview), .equal, LinearExpression(constant: frame.y), Self.designLevel, label)
            require(w(view).expression, .equal, LinearExpression(constant: frame.width), Self.designLevel, label)
            require(h(view).expression, .equal, LinearExpression(constant: frame.height), Self.designLevel, label)
        }
    }
}
