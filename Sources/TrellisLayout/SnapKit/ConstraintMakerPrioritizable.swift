/// A related line whose priority may be set: `.priority(750)` or `.priority(.high)`.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        priority(amount.value)
    }

    @discardableResult
    public func priority(_ amount: Double) -> ConstraintMakerFinalizable {
        line.description.priority = LayoutPriority(amount)
        return self
    }
}
