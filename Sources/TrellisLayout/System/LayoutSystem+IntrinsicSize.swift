import TrellisSolver

extension LayoutSystem {
    /// `width <= intrinsic @hugging` and `width >= intrinsic @compressionResistance`, per
    /// axis (format.md §2.4), on the alignment rect's size. Their constants are what a
    /// cell's rows and the width loop move.
    mutating func addIntrinsicSize(_ view: View) {
        let axes: [(Double?, Variable, String, LayoutPriority, LayoutPriority)] = [
            (view.intrinsicWidth, w(view), "width", view.contentHugging.horizontal, view.compressionResistance.horizontal),
            (view.intrinsicHeight, h(view), "height", view.contentHugging.vertical, view.compressionResistance.vertical),
        ]
        let insets = Self.alignmentInsets(of: view)
        var made: (width: [Constraint], height: [Constraint]) = ([], [])
        for (size, variable, attribute, hugging, compression) in axes {
            guard let size else { continue }
            // The frame's length is the alignment rect's and the insets across it.
            let value = LinearExpression(constant: size + (attribute == "width" ? insets.width : insets.height))
            let text = "\(view.name).\(attribute)"
            let pair = [
                require(variable.expression, .lessThanOrEqual, value, hugging.strength, "\(text) <= \(formatNumber(size)) @\(hugging) (content hugging)"),
                require(variable.expression, .greaterThanOrEqual, value, compression.strength, "\(text) >= \(formatNumber(size)) @\(compression) (compression resistance)"),
            ].compactMap { $0 }
            if attribute == "width" { made.width = pair } else { made.height = pair }
        }
        intrinsicConstraints[ObjectIdentifier(view)] = made
    }

    /// How much longer `view`'s frame is than its alignment rect, by axis.
    static func alignmentInsets(of view: View) -> (width: Double, height: Double) {
        let insets = view.alignmentRectInsets
        return (insets.left + insets.right, insets.top + insets.bottom)
    }
}
