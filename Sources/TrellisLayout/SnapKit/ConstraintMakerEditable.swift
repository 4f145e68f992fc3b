/// A related line whose multiplier and constant may be set, each replacing what was
/// there: `make.bottom.equalToSuperview().inset(16)`.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ amount: Double) -> ConstraintMakerEditable {
        line.description.multiplier = amount
        return self
    }

    @discardableResult
    public func dividedBy(_ amount: Double) -> ConstraintMakerEditable {
        line.description.divide(by: amount)
        return self
    }

    /// The same constant for every attribute of the line.
    @discardableResult
    public func offset(_ amount: Double) -> ConstraintMakerEditable {
        line.description.constant = .number(amount)
        return self
    }

    /// An inset on every side: inwards on each edge, so negated on right, bottom and
    /// trailing, and twice over on a size (`ConstraintConstant.value(for:)`).
    @discardableResult
    public func inset(_ amount: Double) -> ConstraintMakerEditable {
        inset(EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
    }

    @discardableResult
    public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        line.description.constant = .insets(insets)
        return self
    }

    @discardableResult
    public func inset(_ insets: DirectionalEdgeInsets) -> ConstraintMakerEditable {
        line.description.constant = .directionalInsets(insets)
        return self
    }
}
