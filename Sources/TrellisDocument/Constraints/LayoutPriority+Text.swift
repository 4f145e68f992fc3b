import TrellisLayout

extension LayoutPriority {
    /// A priority written in constraint text (format.md §2.3, §2.5), checked as UIKit
    /// checks it. The first two messages are UIKit's words from its visual format
    /// parser, which both grammars share so one mistake reads the same.
    static func parsed(_ value: Double, column: Int) throws(ConstraintSyntaxError) -> LayoutPriority {
        let shown = formatNumber(value)
        if value.isNaN || value <= 0 {
            throw ConstraintSyntaxError("Invalid priority specified: \(shown). Priority must be greater than 0", column: column)
        }
        if value > 1000 {
            throw ConstraintSyntaxError(
                "Invalid priority specified: \(shown). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                column: column)
        }
        if value < 1 {
            throw ConstraintSyntaxError("Invalid priority specified: \(shown). Priority must be between 1 and 1000", column: column)
        }
        return LayoutPriority(value)
    }
}
