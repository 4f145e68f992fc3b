import TrellisSolver

/// What a stack view (`UIStackView`) is as a kind: its arrangement, as values. It makes
/// exactly the constraints UIStackView makes, with UIKit's identifiers and priorities
/// (written down once, in `StackRule`), so a conflict reads like UIKit's console:
/// `'UISV-hiding' H:[badge(0)]`. They go in with the view's kind, before the caller's
/// constraints, so a caller's constraint that conflicts with a stack's is the one broken.
/// `StackView` is the API callers set it through.
struct StackViewKind: ViewKind {
    var axis = StackView.Axis.horizontal
    var distribution = StackView.Distribution.fill
    var alignment = StackView.Alignment.fill
    var spacing = 0.0
    var isLayoutMarginsRelativeArrangement = false
    var isBaselineRelativeArrangement = false
    /// The arranged subviews in order, by identity; each is a subview of the stack.
    var arranged: [ObjectIdentifier] = []
    var customSpacings: [ObjectIdentifier: Double] = [:]

    /// The guides the constraints may need, made before the layout collects its items:
    /// the margins guide for a margins-relative arrangement, the alignment spanner, and
    /// a gap between each pair of neighbours for the spreading distributions (as many as
    /// when no view is hidden).
    var guideRoles: [any GuideRole] {
        var roles: [any GuideRole] = isLayoutMarginsRelativeArrangement ? [LayoutMarginsRole()] : []
        guard arranged.count > 1 else { return roles }
        if alignment != .fill { roles.append(StackSpacerRole.spanner) }
        if distribution == .equalSpacing || distribution == .equalCentering {
            roles += (1..<arranged.count).map(StackSpacerRole.gap)
        }
        return roles
    }

    func addConstraints(for view: View, to system: inout LayoutSystem) throws(LayoutError) {
        var added: [(made: LayoutConstraint, added: Constraint?)] = []
        for constraint in makeConstraints(for: view) {
            if system.keepsDesignFrames, constraint.identifier == StackRule.ambiguitySuppression,
               (constraint.firstItem as? View)?.designFrame != nil {
                // Interface Builder lays stacks out without this constraint: a drawn view
                // whose cross length nothing else sets keeps the length it was drawn at
                // (a designable's intrinsic size, an empty nested stack).
                added.append((constraint, nil))
                continue
            }
            try system.addUserConstraint(constraint)
            added.append((constraint, system.userConstraints[ObjectIdentifier(constraint)]))
        }
        system.stackConstraints[ObjectIdentifier(view)] = added
    }

    /// How much each constant of `makeConstraints(for:)` moves per point of `spacing`, in
    /// the same order: 1 for a spacing, 0 for a custom spacing, a fraction for the text
    /// width caps. nil when the spacing also scales multipliers (`fillProportionally`),
    /// so it cannot move in place. Found by making the constraints at spacing + 1, as
    /// every such constant is linear in the spacing.
    func spacingFactors(for view: View) -> [Double]? {
        var moved = self
        moved.spacing += 1
        let base = makeConstraints(for: view), shifted = moved.makeConstraints(for: view)
        guard base.count == shifted.count, zip(base, shifted).allSatisfy({ $0.multiplier == $1.multiplier }) else { return nil }
        return zip(base, shifted).map { $1.constant - $0.constant }
    }

    /// The subviews of `view` that `ids` name, in the order of `ids`.
    static func views(_ ids: [ObjectIdentifier], in view: View) -> [View] {
        let subviews = Dictionary(view.subviews.map { (ObjectIdentifier($0), $0) }) { first, _ in first }
        return ids.compactMap { subviews[$0] }
    }

    /// The stack's constraints for its arranged views as they are now, hidden or not.
    func makeConstraints(for view: View) -> [LayoutConstraint] {
        let arrangedSubviews = Self.views(arranged, in: view)
        guard !arrangedSubviews.isEmpty else { return [] }
        let stack = StackArrangement(kind: self, view: view, arrangedSubviews: arrangedSubviews)
        return stack.distributionConstraints(AxisAttributes(axis))
            + stack.alignmentConstraints(AxisAttributes(axis == .horizontal ? .vertical : .horizontal))
    }
}

/// One stack view's arrangement while its constraints are made: the kind's values, the
/// view and its arranged subviews.
private struct StackArrangement {
    let kind: StackViewKind
    let view: View
    let arrangedSubviews: [View]

    var axis: StackView.Axis { kind.axis }
    var distribution: StackView.Distribution { kind.distribution }
    var alignment: StackView.Alignment { kind.alignment }
    var spacing: Double { kind.spacing }

    func customSpacing(after arrangedSubview: View) -> Double {
        kind.customSpacings[ObjectIdentifier(arrangedSubview)] ?? kind.spacing
    }

    // MARK: Along the axis

    var canvas: LayoutItem { kind.isLayoutMarginsRelativeArrangement ? view.layoutMarginsGuide : view }
    var visibleViews: [View] { arrangedSubviews.filter { !$0.isHidden } }
    var isSpreading: Bool { distribution == .equalSpacing || distribution == .equalCentering }

    func distributionConstraints(_ a: AxisAttributes) -> [LayoutConstraint] {
        let items = arrangedSubviews, visible = visibleViews
        var made = [
            Self.make(StackRule.canvasConnection, canvas, a.start, .equal, items[0], a.start),
            Self.make(StackRule.canvasConnection, items[items.count - 1], a.end, .equal, canvas, a.end),
        ]
        made += spacingConstraints(a)
        for item in items where item.isHidden {
            made.append(Self.make(StackRule.hiding, item, a.length, .equal, nil, nil,
                                  text: "\(a.vflPrefix)[\(item.name)(0)]"))
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for item in visible.dropFirst() {
                made.append(Self.make(StackRule.fillEqually, item, a.length, .equal, visible[0], a.length))
            }
        case .fillProportionally:
            made += proportionalConstraints(a, visible)
        case .equalSpacing, .equalCentering:
            made += gapConstraints(a, visible)
        }
        if axis == .horizontal { made += textWidthConstraints(visible) }
        return made
    }

    /// Each neighbour pair, hidden views included so that they keep a place: the spacing
    /// before a hidden view is 0, and the spacing after the last visible view carries over
    /// to the next visible one.
    func spacingConstraints(_ a: AxisAttributes) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        var lastVisible: View?
        for (previous, next) in zip(arrangedSubviews, arrangedSubviews.dropFirst()) {
            if !previous.isHidden { lastVisible = previous }
            var gap = 0.0
            var relation = Relation.equal
            if !next.isHidden, let lastVisible {
                gap = customSpacing(after: lastVisible)
                if isSpreading { relation = .greaterThanOrEqual }
            }
            let relationText = relation == .equal ? "" : ">="
            let text = "\(a.vflPrefix)[\(previous.name)]-(\(relationText)\(formatNumber(gap)))-[\(next.name)]"
            if axis == .vertical && kind.isBaselineRelativeArrangement && !previous.isHidden && !next.isHidden {
                made.append(Self.make(StackRule.spacing, next, .firstBaseline, relation, previous, .lastBaseline, constant: gap))
            } else {
                made.append(Self.make(StackRule.spacing, next, a.start, relation, previous, a.end, constant: gap, text: text))
            }
        }
        return made
    }

    /// Each visible view's share of the canvas is its intrinsic length over the intrinsic
    /// lengths and spacings of all; UIKit asks for them one priority lower per view, so
    /// when the stack is stretched the last view takes what the shares leave. A view
    /// without an intrinsic length counts with the one it has when the stack first lays
    /// out, its design frame's (a nib's stored frame), else as 0 long.
    func proportionalConstraints(_ a: AxisAttributes, _ visible: [View]) -> [LayoutConstraint] {
        let lengths = visible.map { view in
            axis == .horizontal
                ? view.intrinsicWidth ?? view.designFrame?.width ?? 0
                : view.intrinsicHeight ?? view.designFrame?.height ?? 0
        }
        let spacings = visible.dropLast().reduce(0.0) { $0 + customSpacing(after: $1) }
        let denominator = lengths.reduce(0, +) + spacings
        // UIKit fills proportionally only when the views have some length to share out.
        guard denominator > max(spacings, 1) else { return [] }
        let positions = Dictionary(arrangedSubviews.enumerated().map { (ObjectIdentifier($1), $0) }) { first, _ in first }
        return zip(visible, lengths).map { view, length in
            let index = positions[ObjectIdentifier(view)] ?? 0
            return Self.make(StackRule.fillProportionally, view, a.length, .equal, canvas, a.length,
                             multiplier: length / denominator,
                             priority: LayoutPriority(max(StackRule.fillProportionallyFirst.value - Double(index), 1)))
        }
    }

    /// Equal gaps between visible neighbours: edge to edge (equalSpacing, required) or
    /// centre to centre (equalCentering, below compression resistance so the views
    /// keep their size first).
    func gapConstraints(_ a: AxisAttributes, _ visible: [View]) -> [LayoutConstraint] {
        let centering = distribution == .equalCentering
        var made: [LayoutConstraint] = []
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = gapGuide(index)
            made.append(Self.make(StackRule.distributingEdge, gap, a.start, .equal, previous, centering ? a.center : a.end))
            made.append(Self.make(StackRule.distributingEdge, gap, a.end, .equal, next, centering ? a.center : a.start))
            if index > 0 {
                made.append(Self.make(StackRule.fillEqually, gap, a.length, .equal, gapGuide(0), a.length,
                                      priority: centering ? StackRule.equalCenteringGaps : StackRule.required))
            }
        }
        return made
    }

    /// Multi-line texts side by side would trade width at equal priorities; UIKit caps
    /// each of the m at an m-th of the canvas, less its share of the spacing.
    func textWidthConstraints(_ visible: [View]) -> [LayoutConstraint] {
        let texts = visible.filter(\.isMultilineText)
        guard !texts.isEmpty else { return [] }
        let count = Double(texts.count)
        return texts.map {
            Self.make(StackRule.textWidthDisambiguation, $0, .width, .lessThanOrEqual, canvas, .width,
                      multiplier: 1 / count, constant: -spacing * (count - 1) / count, priority: StackRule.textWidth)
        }
    }

    // MARK: Across the axis

    func alignmentConstraints(_ a: AxisAttributes) -> [LayoutConstraint] {
        let items = arrangedSubviews, visible = visibleViews
        let reference = visible.first ?? items[0]
        var alignment = self.alignment
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        if alignment == .fill {
            var made = [
                Self.make(StackRule.canvasConnection, canvas, a.start, .equal, reference, a.start),
                Self.make(StackRule.canvasConnection, reference, a.end, .equal, canvas, a.end),
            ]
            for item in items where item !== reference {
                made.append(Self.make(StackRule.alignment, reference, a.start, .equal, item, a.start))
                made.append(Self.make(StackRule.alignment, reference, a.end, .equal, item, a.end))
            }
            return made
        }
        let aligned: LayoutAttribute
        switch alignment {
        case .leading, .fill: aligned = a.start
        case .center: aligned = a.center
        case .trailing: aligned = a.end
        case .firstBaseline: aligned = .firstBaseline
        case .lastBaseline: aligned = .lastBaseline
        }
        var made: [LayoutConstraint] = []
        if items.count == 1 {
            made += singleViewConnection(a, reference, alignment)
        } else {
            for item in items where item !== reference {
                made.append(Self.make(StackRule.alignment, reference, aligned, .equal, item, aligned))
            }
            made += spanningConstraints(a, reference, visible, alignment)
        }
        for item in items {
            made.append(Self.make(StackRule.ambiguitySuppression, item, a.length, .equal, nil, nil,
                                  priority: StackRule.ambiguitySuppressionPriority))
        }
        return made
    }

    /// The spanner hugs the visible views; the canvas holds the spanner (and the
    /// reference view on the aligned edge). `alignment` is never `fill` here.
    func spanningConstraints(_ a: AxisAttributes, _ reference: View, _ visible: [View],
                                     _ alignment: StackView.Alignment) -> [LayoutConstraint] {
        let spanner = view.builtInGuide(StackSpacerRole.spanner)
        var made: [LayoutConstraint] = []
        for item in visible {
            switch alignment {
            case .leading:
                made.append(Self.make(StackRule.spanningBoundary, spanner, a.start, .equal, item, a.start, priority: StackRule.spanningBoundaryEdge))
                made.append(Self.make(StackRule.spanningBoundary, spanner, a.end, .greaterThanOrEqual, item, a.end))
            case .trailing:
                made.append(Self.make(StackRule.spanningBoundary, spanner, a.start, .lessThanOrEqual, item, a.start))
                made.append(Self.make(StackRule.spanningBoundary, spanner, a.end, .equal, item, a.end, priority: StackRule.spanningBoundaryEdge))
            case .center, .firstBaseline, .lastBaseline, .fill:
                made.append(Self.make(StackRule.spanningBoundary, spanner, a.start, .lessThanOrEqual, item, a.start))
                made.append(Self.make(StackRule.spanningBoundary, spanner, a.end, .greaterThanOrEqual, item, a.end))
            }
        }
        made.append(Self.make(StackRule.spanningFit, spanner, a.length, .equal, nil, nil, priority: StackRule.spanningFitPriority))
        switch alignment {
        case .leading:
            made.append(Self.make(StackRule.canvasConnection, canvas, a.start, .equal, reference, a.start))
            made.append(Self.make(StackRule.canvasConnection, spanner, a.end, .equal, canvas, a.end))
        case .trailing:
            made.append(Self.make(StackRule.canvasConnection, canvas, a.start, .equal, spanner, a.start))
            made.append(Self.make(StackRule.canvasConnection, reference, a.end, .equal, canvas, a.end))
        case .center, .fill:
            made.append(Self.make(StackRule.canvasConnection, canvas, a.start, .equal, spanner, a.start))
            made.append(Self.make(StackRule.canvasConnection, spanner, a.end, .equal, canvas, a.end))
            made.append(Self.make(StackRule.canvasConnection, canvas, a.center, .equal, reference, a.center))
        case .firstBaseline:
            // UIKit bounds the top by the first view only, so a taller view after it
            // reaches above the stack (Apple's long-standing baseline quirk).
            made.append(Self.make(StackRule.canvasConnection, canvas, a.start, .lessThanOrEqual, reference, a.start))
            made.append(Self.make(StackRule.canvasConnection, spanner, a.end, .equal, canvas, a.end))
            made.append(Self.make(StackRule.canvasFit, view, a.length, .equal, nil, nil, priority: StackRule.canvasFitPriority))
        case .lastBaseline:
            made.append(Self.make(StackRule.canvasConnection, canvas, a.start, .equal, spanner, a.start))
            made.append(Self.make(StackRule.canvasConnection, reference, a.end, .lessThanOrEqual, canvas, a.end))
            made.append(Self.make(StackRule.canvasFit, view, a.length, .equal, nil, nil, priority: StackRule.canvasFitPriority))
        }
        return made
    }

    /// One arranged view: no spanner, the canvas bounds the view directly.
    func singleViewConnection(_ a: AxisAttributes, _ item: View, _ alignment: StackView.Alignment) -> [LayoutConstraint] {
        let startRelation: Relation = alignment == .leading ? .equal : .lessThanOrEqual
        let endRelation: Relation = alignment == .trailing ? .equal : .lessThanOrEqual
        var made = [
            Self.make(StackRule.canvasConnection, canvas, a.start, startRelation, item, a.start),
            Self.make(StackRule.canvasConnection, item, a.end, endRelation, canvas, a.end),
        ]
        if alignment == .center {
            made.append(Self.make(StackRule.canvasConnection, canvas, a.center, .equal, item, a.center))
        }
        made.append(Self.make(StackRule.canvasFit, view, a.length, .equal, nil, nil, priority: StackRule.canvasFitPriority))
        return made
    }

    // MARK: Making

    func gapGuide(_ index: Int) -> LayoutGuide {
        view.builtInGuide(StackSpacerRole.gap(index + 1))
    }

    /// A constraint shown as UIKit shows it: `'identifier' anchor-notation` (or the VFL
    /// form UIKit prints for spacing and hiding).
    private static func make(_ identifier: String, _ item: LayoutItem, _ attribute: LayoutAttribute,
                             _ relation: Relation, _ other: LayoutItem?, _ otherAttribute: LayoutAttribute?,
                             multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = StackRule.required,
                             text: String? = nil) -> LayoutConstraint {
        let constraint = LayoutConstraint(item, attribute, relation, other, otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        let shown = text.map { priority < StackRule.required ? "\($0) @\(priority)" : $0 }
        constraint.text = "'\(identifier)' \(shown ?? constraint.description)"
        return constraint
    }
}

/// The attributes of one axis: where a run starts and ends, its centre and its length.
private struct AxisAttributes {
    let start, end, center, length: LayoutAttribute
    let vflPrefix: String

    init(_ axis: StackView.Axis) {
        switch axis {
        case .horizontal: (start, end, center, length, vflPrefix) = (.leading, .trailing, .centerX, .width, "H:")
        case .vertical: (start, end, center, length, vflPrefix) = (.top, .bottom, .centerY, .height, "V:")
        }
    }
}
