/// The attributes one line of a SnapKit maker names (`make.leading.trailing`), as a set:
/// naming an attribute twice, or in another order, makes the same constraints, always in
/// SnapKit's fixed order (`order`).
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// SnapKit's order, in which a line makes its constraints; bit `i` is `order[i]`.
    static let order: [LayoutAttribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    public init(_ attribute: LayoutAttribute) {
        rawValue = 1 << UInt32(Self.order.firstIndex(of: attribute)!)
    }

    /// The attributes in SnapKit's order.
    public var layoutAttributes: [LayoutAttribute] {
        Self.order.enumerated().filter { rawValue & (1 << UInt32($0.offset)) != 0 }.map(\.element)
    }

    // Composites, as SnapKit spells them. `edges` is left and right, not leading and
    // trailing: only the `directional` forms follow the writing direction.
    public static let edges: ConstraintAttributes = [.init(.left), .init(.top), .init(.right), .init(.bottom)]
    public static let horizontalEdges: ConstraintAttributes = [.init(.left), .init(.right)]
    public static let verticalEdges: ConstraintAttributes = [.init(.top), .init(.bottom)]
    public static let directionalEdges: ConstraintAttributes = [.init(.leading), .init(.top), .init(.trailing), .init(.bottom)]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.init(.leading), .init(.trailing)]
    public static let directionalVerticalEdges = verticalEdges
    public static let size: ConstraintAttributes = [.init(.width), .init(.height)]
    public static let center: ConstraintAttributes = [.init(.centerX), .init(.centerY)]
    public static let margins: ConstraintAttributes = [.init(.leftMargin), .init(.topMargin), .init(.rightMargin), .init(.bottomMargin)]
    public static let directionalMargins: ConstraintAttributes = [
        .init(.leadingMargin), .init(.topMargin), .init(.trailingMargin), .init(.bottomMargin),
    ]
    public static let centerWithinMargins: ConstraintAttributes = [.init(.centerXWithinMargins), .init(.centerYWithinMargins)]

    /// Every name a maker or `snp` accepts, single or composite.
    public static let named: [String: ConstraintAttributes] = {
        var names: [String: ConstraintAttributes] = [
            "edges": edges, "horizontalEdges": horizontalEdges, "verticalEdges": verticalEdges,
            "directionalEdges": directionalEdges, "directionalHorizontalEdges": directionalHorizontalEdges,
            "directionalVerticalEdges": directionalVerticalEdges, "size": size, "center": center,
            "margins": margins, "directionalMargins": directionalMargins, "centerWithinMargins": centerWithinMargins,
        ]
        for attribute in order { names[attribute.rawValue] = ConstraintAttributes(attribute) }
        return names
    }()
}
