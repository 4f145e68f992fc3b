/// Text measurement: the size a text takes when it may be at most `width` points wide.
/// TrellisText implements it (fonts, shaping, line breaking) for documents; tests use
/// simple measurers of their own. What a view measures is its intrinsic size, so it
/// is a number like a row's data-bound constants: `CellLayout` carries it in the batch
/// core's lanes, and `WidthLoop` moves it until the layout agrees with it.
public protocol Measuring {
    /// The size of `text` laid out at most `width` wide; nil: as wide as it wants.
    func size(of text: MeasuredText, width: Double?) -> Size
    /// Where the text's baselines sit in a view as high as its text: the first below the
    /// top, the last above the bottom. They depend on the style, not on the text, so
    /// every row of a cell shares them. nil: as a view without text (first at the top,
    /// last at the bottom).
    func baselines(of text: MeasuredText) -> TextBaselines?
}

extension Measuring {
    public func baselines(of text: MeasuredText) -> TextBaselines? { nil }

    /// The intrinsic size of the view that shows `text` when the view is `width` wide:
    /// the text measured in what the insets leave, plus the insets (a button's title).
    func intrinsicSize(of text: MeasuredText, width: Double?) -> Size {
        let insets = text.insets
        let size = size(of: text, width: width.map { max(0, $0 - insets.leading - insets.trailing) })
        return Size(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    /// Gives `view` the baselines of its text, inside its insets.
    func setBaselines(of view: View, _ text: MeasuredText) {
        guard let baselines = baselines(of: text) else { return }
        view.firstBaselineOffsetFromTop = baselines.firstFromTop + text.insets.top
        view.lastBaselineOffsetFromBottom = baselines.lastFromBottom + text.insets.bottom
    }
}

/// A text's first baseline below the top of its view and last baseline above the bottom.
public struct TextBaselines: Sendable, Hashable {
    public var firstFromTop: Double
    public var lastFromBottom: Double

    public init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}

/// What a view gives to measure: a label's text, a button's title.
public struct MeasuredText: Sendable, Hashable {
    public var text: String
    /// A name the measurer knows (a document's `styles`), nil for its default.
    public var style: String?
    /// The most lines; 0 is no limit.
    public var lines: Int
    /// Space around the text inside its view: a button's `contentInsets`; none for a label.
    public var insets: DirectionalEdgeInsets
    /// A label's explicit `preferredMaxLayoutWidth`: it wraps at this width whatever
    /// width the layout gives it. nil: automatic.
    public var preferredWidth: Double?

    public init(_ text: String, style: String? = nil, lines: Int = 1,
                insets: DirectionalEdgeInsets = DirectionalEdgeInsets(), preferredWidth: Double? = nil) {
        self.text = text
        self.style = style
        self.lines = lines
        self.insets = insets
        self.preferredWidth = preferredWidth
    }

    /// Whether its size depends on the width the layout gives it: a label of more than
    /// one line wraps at that width (UIKit's automatic `preferredMaxLayoutWidth`).
    public var wrapsToWidth: Bool { lines != 1 && preferredWidth == nil }
}
