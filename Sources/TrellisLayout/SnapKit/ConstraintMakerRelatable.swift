import TrellisSolver

/// A line with its attributes, waiting for its relation and what it relates to.
public class ConstraintMakerRelatable {
    let line: ConstraintMakerLine

    init(_ line: ConstraintMakerLine) {
        self.line = line
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.equal, to: other)
    }

    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, to: other)
    }

    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, to: other)
    }

    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable {
        relateToSuperview(.equal, method: "equalToSuperview")
    }

    @discardableResult
    public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, method: "lessThanOrEqualToSuperview")
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, method: "greaterThanOrEqualToSuperview")
    }

    private func relateToSuperview(_ relation: Relation, method: String) -> ConstraintMakerEditable {
        // A view's superview, or a guide's owning view, as in SnapKit.
        guard let superview = line.item.coordinateSpace else {
            line.problem = line.problem ?? .noSuperview(method: method)
            return ConstraintMakerEditable(line)
        }
        return relate(relation, to: superview)
    }

    /// A problem is kept for `makeConstraints` to throw, so lines read as in SnapKit,
    /// without `try`.
    private func relate(_ relation: Relation, to other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        switch other.constraintTarget {
        case .item(let item, let attributes):
            do {
                try line.description.relate(relation, to: item, attributes)
            } catch {
                line.problem = line.problem ?? error
            }
        case .constant(let constant):
            line.description.relate(relation, toConstant: constant)
        }
        return ConstraintMakerEditable(line)
    }
}
