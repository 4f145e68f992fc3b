/// A view placed by its design-time frame and autoresizing mask
/// (`translatesAutoresizingMaskIntoConstraints`, `View.autoresizing`), as UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s place it: on each axis the flexible parts
/// (leading margin, length, trailing margin) share any change of the superview's length
/// in proportion to their design-time lengths, and the fixed parts keep theirs. With no
/// flexible part the far margin takes the change (the view keeps its origin and size);
/// flexible parts that are all 0 long share it equally.
///
/// The view takes part in Auto Layout like any other. The mask's constraints go in with
/// the view, before the caller's: one that conflicts with the mask is the one broken,
/// and the report names `NSAutoresizingMaskLayoutConstraint`.
public struct Autoresizing: Sendable, Equatable {
    /// The view's frame at design time, in its superview's coordinates.
    public var frame: Rect
    public var mask: AutoresizingMask
    /// The superview's size at design time, which the mask's relation holds to.
    public var superviewSize: Size

    public init(frame: Rect, mask: AutoresizingMask = [], superviewSize: Size) {
        self.frame = frame
        self.mask = mask
        self.superviewSize = superviewSize
    }

    /// UIKit's debug form of the mask: `h=&-& v=--&`, each axis as leading margin,
    /// length, trailing margin, `&` flexible and `-` fixed.
    public var maskDescription: String {
        func flag(_ flag: AutoresizingMask) -> String { mask.contains(flag) ? "&" : "-" }
        return "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
            + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
    }

    /// Whether some axis moves both margins, which takes a margin guide.
    var needsMarginGuide: Bool {
        [horizontal, vertical].contains { $0.shares.start != 0 && $0.shares.end != 0 }
    }

    private var horizontal: AxisParts {
        AxisParts(start: frame.x, length: frame.width, total: superviewSize.width,
                  flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
                  attributes: (.left, .width, .right))
    }

    private var vertical: AxisParts {
        AxisParts(start: frame.y, length: frame.height, total: superviewSize.height,
                  flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
                  attributes: (.top, .height, .bottom))
    }

    /// The constraints that hold `view` to the mask; none for a view without a
    /// superview, whose frame the layout gives. The mask moves the frame; the
    /// constraints name the alignment rect, which sits inside it by the view's insets.
    public func makeConstraints(for view: View) -> [LayoutConstraint] {
        guard let superview = view.superview else { return [] }
        let insets = view.alignmentRectInsets
        return axisConstraints(view, superview, horizontal, inset: (insets.left, insets.right))
            + axisConstraints(view, superview, vertical, inset: (insets.top, insets.bottom))
    }

    /// With `Δ` the change of the superview's length `W` from its design length, a part
    /// of design length `p` and share `s` becomes `p + s·Δ = s·W + (p − s·W₀)`.
    private func axisConstraints(_ view: View, _ superview: View, _ parts: AxisParts,
                                 inset: (start: Double, end: Double)) -> [LayoutConstraint] {
        let shares = parts.shares
        let (startAttribute, lengthAttribute, endAttribute) = parts.attributes
        func scaled(_ part: Double, _ share: Double) -> (multiplier: Double, constant: Double) {
            (share, part - share * parts.total)
        }
        var made: [LayoutConstraint] = []
        let length = scaled(parts.length, shares.length)
        let insets = inset.start + inset.end
        made.append(shares.length == 0
            ? make(view, lengthAttribute, nil, nil, constant: parts.length - insets)
            : make(view, lengthAttribute, superview, lengthAttribute, multiplier: length.multiplier, constant: length.constant - insets))
        if shares.start == 0 {
            made.append(make(view, startAttribute, superview, startAttribute, constant: parts.start + inset.start))
        } else if shares.end == 0 {
            made.append(make(view, endAttribute, superview, endAttribute, constant: -(parts.end + inset.end)))
        } else {
            // Both margins move: the leading one is a guide as long as its share says.
            let margin = view.builtInGuide(AutoresizingMarginRole())
            let start = scaled(parts.start, shares.start)
            made.append(make(margin, startAttribute, superview, startAttribute))
            made.append(make(margin, lengthAttribute, superview, lengthAttribute, multiplier: start.multiplier, constant: start.constant))
            made.append(make(view, startAttribute, margin, endAttribute, constant: inset.start))
        }
        return made
    }

    private func make(_ item: LayoutItem, _ attribute: LayoutAttribute, _ other: LayoutItem?, _ otherAttribute: LayoutAttribute?,
                      multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        let constraint = LayoutConstraint(item, attribute, .equal, other, otherAttribute, multiplier: multiplier, constant: constant)
        constraint.text = "NSAutoresizingMaskLayoutConstraint \(maskDescription) \(constraint.description)"
        return constraint
    }
}

/// One axis of a frame in its superview: leading margin, length and trailing margin.
private struct AxisParts {
    let start, length, total: Double
    let flexible: (start: Bool, length: Bool, end: Bool)
    let attributes: (LayoutAttribute, LayoutAttribute, LayoutAttribute)

    var end: Double { total - start - length }

    /// Each part's share of a change in the superview's length; they sum to 1.
    var shares: (start: Double, length: Double, end: Double) {
        let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, end)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (0, 0, 1) }
        let sum = flexibleParts.reduce(0.0) { $0 + $1.1 }
        let share = parts.map { isFlexible, part in
            guard isFlexible else { return 0.0 }
            return sum != 0 ? part / sum : 1 / Double(flexibleParts.count)
        }
        return (share[0], share[1], share[2])
    }
}
