import TrellisSolver

extension LayoutSystem {
    /// Moves `view`'s intrinsic size to `size` in place (its hugging and compression
    /// constraints' constants); a required one that cannot move keeps its old size and is
    /// reported. The constraints' texts keep the size they were made with.
    mutating func setIntrinsicSize(_ size: Size, of view: View) {
        guard let made = intrinsicConstraints[ObjectIdentifier(view)] else { return }
        let insets = Self.alignmentInsets(of: view)
        for (constraints, value) in [(made.width, size.width + insets.width), (made.height, size.height + insets.height)] {
            for constraint in constraints {
                do {
                    // The frame's length enters the constraint's expression as −length.
                    try solver.setConstant(-value, of: constraint)
                } catch {
                    if case .unsatisfiable(let broken, let conflict) = error {
                        issues.append(.unsatisfiable(broken: broken.description, conflict: conflict.map(\.description)))
                    }
                }
            }
        }
    }
}
