import TrellisSolver

extension LayoutSystem {
    /// `width <= intrinsic @hugging` and `width >= intrinsic @compressionResistance`, per
    /// axis (format.md §2.4). Their constants are what a cell's rows and the width loop move.
    mutating func addIntrinsicSize(_ view: View) {
        let axes: [(Double?, Variable, String, LayoutPriority, LayoutPriority)] = [
            (view.intrinsicWidth, w(view), "width", view.contentHugging.horizontal, view.compressionResistance.horizontal),
            (view.intrinsicHeight, h(view), "height", view.contentHugging.vertical, view.compressionResistance.vertical),
        ]
        var made: (width: [Constraint], height: [Constraint]) = ([], [])
        for (size, variable, attribute, hugging, compression) in axes {
            guard let size else { continue }
            let value = LinearExpression(constant: size)
            let text = "\(view.name).\(attribute)"
            let pair = [
                require(variable.expression, .lessThanOrEqual, value, hugging.strength, "\(text) <= \(formatNumber(size)) @\(hugging) (content hugging)"),
                require(variable.expression, .greaterThanOrEqual, value, compression.strength, "\(text) >= \(formatNumber(size)) @\(compression) (compression resistance)"),
            ].compactMap { $0 }
            if attribute == "width" { made.width = pair } else { made.height = pair }
        }
        intrinsicConstraints[ObjectIdentifier(view)] = made
    }
}
