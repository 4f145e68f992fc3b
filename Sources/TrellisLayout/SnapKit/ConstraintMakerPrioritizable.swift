/// A related line whose priority may be set: `.priority(750)`, `.priority(.high)` or
/// UIKit's `.priority(.defaultHigh)`.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: LayoutPriority) -> ConstraintMakerFinalizable {
        line.description.priority = amount
        return self
    }
}
