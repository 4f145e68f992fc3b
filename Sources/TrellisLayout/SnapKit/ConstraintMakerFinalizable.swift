/// The last word of a maker's line: after `priority` only `labeled` may follow.
public class ConstraintMakerFinalizable {
    let line: ConstraintMakerLine

    init(_ line: ConstraintMakerLine) {
        self.line = line
    }

    /// Names every constraint of the line (its `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        line.description.label = label
        return self
    }
}
