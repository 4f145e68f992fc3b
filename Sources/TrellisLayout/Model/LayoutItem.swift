/// Anything with a frame and anchors: a view or a layout guide (`UIView`, `UILayoutGuide`).
public class LayoutItem: CustomStringConvertible {
    /// The name the document gives it; guides of a view are named after the view
    /// (`card.layoutMarginsGuide`).
    public let name: String
    /// Position among the items of its layout; its four variables are `4·index…4·index+3`.
    var index = -1
    /// The constraints made for it with `snp`, kept on the item as SnapKit keeps them,
    /// each with its place in the order all such constraints were made in.
    var snapKitConstraints: [(order: Int, constraint: LayoutConstraint)] = []

    init(name: String) {
        self.name = name
    }

    public var description: String { name }

    /// The view whose coordinate space this item's frame is given in.
    var coordinateSpace: View? { nil }

    /// Distance from the top to the first baseline; nil means the top edge.
    var firstBaselineFromTop: Double? { nil }
    /// Distance from the bottom to the last baseline; nil means the bottom edge.
    var lastBaselineFromBottom: Double? { nil }

    // Anchors, as in UIKit. A guide answers margin attributes with its own edges.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}
