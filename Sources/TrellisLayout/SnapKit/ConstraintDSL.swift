/// `view.snp` and `guide.snp`: the item's attributes to relate to (`other.snp.bottom`),
/// and the makers that give it constraints. The constraints stay with the item, as in
/// SnapKit, and a `Layout` solves them with its own (`Layout.activeConstraints`).
public protocol ConstraintDSL {
    var target: LayoutItem { get }
}

extension ConstraintDSL {
    /// Adds the constraints `closure` describes. A view stops being placed by its
    /// autoresizing mask. What SnapKit stops the app for is thrown, and nothing is added.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) throws(SnapKitError) {
        try ConstraintMaker.make(target, closure)
    }

    /// Replaces every constraint made for the item with `snp`.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(SnapKitError) {
        try ConstraintMaker.remake(target, closure)
    }

    /// Updates the constants of the item's matching constraints (`ConstraintMaker.update`).
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) throws(SnapKitError) {
        try ConstraintMaker.update(target, closure)
    }

    public func removeConstraints() {
        target.snapKitConstraints.removeAll()
    }

    /// The constraints made for the item with `snp`, in the order they were made.
    public var constraints: [LayoutConstraint] { target.snapKitConstraints.map(\.constraint) }

    func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: target, attributes: attributes)
    }

    public var left: ConstraintItem { item(.init(.left)) }
    public var top: ConstraintItem { item(.init(.top)) }
    public var right: ConstraintItem { item(.init(.right)) }
    public var bottom: ConstraintItem { item(.init(.bottom)) }
    public var leading: ConstraintItem { item(.init(.leading)) }
    public var trailing: ConstraintItem { item(.init(.trailing)) }
    public var width: ConstraintItem { item(.init(.width)) }
    public var height: ConstraintItem { item(.init(.height)) }
    public var centerX: ConstraintItem { item(.init(.centerX)) }
    public var centerY: ConstraintItem { item(.init(.centerY)) }
    public var edges: ConstraintItem { item(.edges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
}

/// A view's `snp`, which also has baselines and margins; a guide's has neither.
public struct ConstraintViewDSL: ConstraintDSL {
    let view: View
    public var target: LayoutItem { view }

    public var lastBaseline: ConstraintItem { item(.init(.lastBaseline)) }
    public var firstBaseline: ConstraintItem { item(.init(.firstBaseline)) }
    public var leftMargin: ConstraintItem { item(.init(.leftMargin)) }
    public var topMargin: ConstraintItem { item(.init(.topMargin)) }
    public var rightMargin: ConstraintItem { item(.init(.rightMargin)) }
    public var bottomMargin: ConstraintItem { item(.init(.bottomMargin)) }
    public var leadingMargin: ConstraintItem { item(.init(.leadingMargin)) }
    public var trailingMargin: ConstraintItem { item(.init(.trailingMargin)) }
    public var centerXWithinMargins: ConstraintItem { item(.init(.centerXWithinMargins)) }
    public var centerYWithinMargins: ConstraintItem { item(.init(.centerYWithinMargins)) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}

public struct ConstraintLayoutGuideDSL: ConstraintDSL {
    public let target: LayoutItem
}

extension View {
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(target: self) }
}
