import TrellisSolver

/// Which constraints a conflict breaks.
///
/// Without a drawing, the required constraint whose addition makes the required set
/// impossible is broken: the latest, as UIKit breaks the constraint it was adding.
///
/// With one (views that carry `designFrame`, as every view of an Interface Builder file
/// does), the drawing says which constraints it was made without. Interface Builder does
/// not lay out frames through a conflict: it draws the conflicting constraints red and
/// keeps the frames of the last layout that held, so the stored frames satisfy every
/// conflicting constraint but the ones added since. Those are the constraints of the
/// conflict the design frames contradict, and they are the ones broken; when the drawing
/// contradicts none of them, the latest is broken as before. (Seen in public files:
/// openfoodfacts-ios `AttributeTableViewCell.xib` stores a stack 24 wide, its image's
/// `width == 24`, against a trailing pin that would make it 334; a storyboard with both
/// `top == stack.bottom + 8` and `+ 50` stores the frames of `+ 50`.)
extension LayoutSystem {
    /// How far, in points, a design frame may miss a constraint and still satisfy it:
    /// stored frames are rounded to pixels, so half a pixel of the drawing's scale (half
    /// a point at 1×, a quarter at 2×). A 2× file that misses a constraint by half a
    /// point drew without it: guoqiaoHuang/zhikangbao `MainViewController.xib` (Xcode 6,
    /// retina4) centres a 1-point separator between two 149-point labels in 300 points,
    /// which cannot hold with both labels' pins, and stores it at 150, its centre half a
    /// point off: the centring is what Interface Builder broke.
    var drawingTolerance: Double { 0.5 / max(layout.designScale, 1) }

    /// The value the design frames give each variable, in root coordinates; nil where
    /// none does (guides, a view under one without a design frame, a cell's height).
    /// Nil altogether when no view has a design frame: then there is no drawing.
    static func designValues(of items: [LayoutItem], in layout: Layout) -> [Double?]? {
        guard items.contains(where: { ($0 as? View)?.designFrame != nil }) else { return nil }
        var values = [Double?](repeating: nil, count: 4 * items.count)
        let root = 4 * layout.root.index
        values[root] = 0
        values[root + 1] = 0
        values[root + 2] = layout.width
        values[root + 3] = layout.height
        for case let view as View in items {
            guard let frame = view.designFrame, let superview = view.superview,
                  let x = values[4 * superview.index], let y = values[4 * superview.index + 1] else { continue }
            let base = 4 * view.index
            values[base] = x + frame.x
            values[base + 1] = y + frame.y
            values[base + 2] = frame.width
            values[base + 3] = frame.height
        }
        return values
    }

    /// By how much the design frames miss `constraint` (0 when they satisfy it); nil
    /// when there is no drawing or it does not place every variable involved.
    func designViolation(of constraint: Constraint) -> Double? {
        guard let designValues else { return nil }
        // The constraint reads `expression REL 0`.
        var value = constraint.expression.constant
        for term in constraint.expression.terms {
            let index = Int(term.variable.index)
            guard designValues.indices.contains(index), let design = designValues[index] else { return nil }
            value += term.coefficient * design
        }
        switch constraint.relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }

    /// Adds `constraint`; when it conflicts, breaks what the rule above says and reports
    /// each broken constraint. Returns `constraint` if it holds, nil if it was broken.
    mutating func add(_ constraint: Constraint) -> Constraint? {
        // Past the budget the layout is refused (`checkBudget`): nothing more goes in.
        guard !solver.isOverLimit else { return nil }
        // Each turn round the loop takes at least one constraint out of the solver.
        while true {
            do {
                try solver.add(constraint)
                return constraint
            } catch {
                guard case .unsatisfiable(_, let conflict) = error else { return nil }
                let contradicted = conflict.filter { earlier in
                    earlier !== constraint && solver.contains(earlier) && (designViolation(of: earlier) ?? 0) > drawingTolerance
                }
                for earlier in contradicted { breakEarlier(earlier, conflict: conflict) }
                if contradicted.isEmpty || (designViolation(of: constraint) ?? 0) > drawingTolerance {
                    issues.append(.unsatisfiable(broken: constraint.description, conflict: conflict.map(\.description)))
                    return nil
                }
            }
        }
    }

    /// Takes a constraint added before out of the solver and out of the constraints kept
    /// for re-solving, and reports it; `conflict` is listed ending with it.
    private mutating func breakEarlier(_ broken: Constraint, conflict: [Constraint]) {
        do { try solver.remove(broken) } catch { return }
        let listed = conflict.filter { $0 !== broken } + [broken]
        issues.append(.unsatisfiable(broken: broken.description, conflict: listed.map(\.description)))
        if rootWidthConstraint === broken { rootWidthConstraint = nil }
        for (key, added) in userConstraints where added === broken { userConstraints[key] = nil }
        for (key, made) in intrinsicConstraints {
            intrinsicConstraints[key] = (made.width.filter { $0 !== broken }, made.height.filter { $0 !== broken })
        }
        for (key, made) in stackConstraints {
            stackConstraints[key] = made.map { ($0.made, $0.added === broken ? nil : $0.added) }
        }
    }
}
