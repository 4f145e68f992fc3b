// Typed anchors, as `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and
// `NSLayoutDimension`: relating anchors of different axes does not compile.

/// A position anchor: it relates only to anchors of its own type (`Self`), so an x-axis
/// anchor cannot be constrained to a y-axis one.
public protocol PositionAnchor {
    var item: LayoutItem { get }
    var attribute: LayoutAttribute { get }
}

extension PositionAnchor {
    public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, constant: constant)
    }
}

/// A horizontal position: left, right, leading, trailing, centerX or a margin form.
public struct XAxisAnchor: PositionAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A vertical position: top, bottom, centerY, a baseline or a margin form.
public struct YAxisAnchor: PositionAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A width or a height, which may also relate to a constant or scale another dimension.
public struct DimensionAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, nil, nil, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, nil, nil, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessThanOrEqual, nil, nil, constant: constant)
    }

    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant)
    }
}
