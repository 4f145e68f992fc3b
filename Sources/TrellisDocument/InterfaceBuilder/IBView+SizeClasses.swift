import TrellisLayout

extension IBView {
    /// The view and its subviews as a screen of `classes` shows them: the properties its
    /// size-class variations change (`hidden`, a stack's `axis` or `spacing`) replaced,
    /// and its constraints' likewise. Masks of constraints and subviews are applied by
    /// the translation, which sees the whole root.
    func resolved(for classes: SizeClasses?) -> IBView {
        var result = self
        for variation in IBVariation.active(variations, classes: classes) {
            result.attributes.merge(variation.properties) { _, new in new }
        }
        result.constraints = constraints.map { $0.resolved(for: classes) }
        result.subviews = subviews.map { $0.resolved(for: classes) }
        return result
    }
}
