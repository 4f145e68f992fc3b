import TrellisLayout

extension IBView {
    /// A `<stackView>`'s arrangement: every subview is arranged, in order.
    func stack(arranged: [String]) throws(InterfaceBuilderError) -> StackSpec {
        func fail(_ attribute: String) -> InterfaceBuilderError {
            InterfaceBuilderError("stack view \(id): unknown \(attribute) \"\(self[attribute] ?? "")\"", line: line)
        }
        var stack = StackSpec()
        stack.arranged = arranged
        stack.axis = self["axis"] == "vertical" ? .vertical : .horizontal
        switch self["distribution"] {
        case nil, "fill": stack.distribution = .fill
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: throw fail("distribution")
        }
        switch self["alignment"] {
        case nil, "fill": stack.alignment = .fill
        case "leading", "top": stack.alignment = .leading
        case "center": stack.alignment = .center
        case "trailing", "bottom": stack.alignment = .trailing
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline", "baseline": stack.alignment = .lastBaseline
        default: throw fail("alignment")
        }
        if self["spacingType"] == "standard" {
            // `UIStackView.spacingUseSystem`: the standard spacing between sibling views.
            stack.spacing = StackView.systemSpacing
        } else if let text = self["spacing"] {
            guard let spacing = Double(text), spacing.isFinite else { throw fail("spacing") }
            guard LayoutSystem.isInRange(spacing) else {
                throw InterfaceBuilderError(LayoutError.outOfRange("stack view \(id): spacing=\"\(text)\"").description, line: line)
            }
            stack.spacing = spacing
        }
        stack.baselineRelative = self["baselineRelativeArrangement"] == "YES"
        // Interface Builder has no switch of its own for `isLayoutMarginsRelativeArrangement`:
        // a stack view that stores margins arranges its views inside them.
        stack.marginsRelative = self["layoutMarginsRelativeArrangement"] == "YES" || margins != nil
        return stack
    }
}
