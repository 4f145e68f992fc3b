/// Which constraints a stack view makes, with UIKit's identifiers and priorities — the one
/// place this is written down. "start/end/center/length" are along the stack's axis
/// (leading, trailing, centerX, width for a horizontal stack; top, bottom, centerY,
/// height for a vertical one); "cross-" are the same across it. The canvas is the stack,
/// or its layout margins guide with `isLayoutMarginsRelativeArrangement`. `ref` is the
/// first visible arranged view; `spanner` is the alignment spacer guide (UIKit's
/// `_UILayoutSpacer 'UISV-alignment-spanner'`); `gap` is a spacing guide between two
/// visible views (UIKit's `_UIOLAGapGuide`).
///
/// Along the axis (distribution):
///
/// | distribution | constraint | identifier | priority |
/// |---|---|---|---|
/// | all | canvas.start == first.start; last.end == canvas.end | UISV-canvas-connection | 1000 |
/// | fill, fillEqually, fillProportionally | next.start == prev.end + spacing | UISV-spacing | 1000 |
/// | equalSpacing, equalCentering | next.start >= prev.end + spacing | UISV-spacing | 1000 |
/// | all, hidden view | hidden.length == 0 | UISV-hiding | 1000 |
/// | fillEqually | v.length == ref.length | UISV-fill-equally | 1000 |
/// | fillProportionally | v.length == intrinsic(v) / (Σ intrinsic + Σ spacing) × canvas.length | UISV-fill-proportionally | 999 − index |
/// | equalSpacing | gap.start == prev.end; gap.end == next.start | UISV-distributing-edge | 1000 |
/// | equalSpacing | gap.length == first gap.length | UISV-fill-equally | 1000 |
/// | equalCentering | gap.start == prev.center; gap.end == next.center | UISV-distributing-edge | 1000 |
/// | equalCentering | gap.length == first gap.length | UISV-fill-equally | 149 |
/// | horizontal, multi-line text (m of them) | v.width <= canvas.width / m − spacing × (m − 1) / m | UISV-text-width-disambiguation | 950 |
///
/// A hidden view keeps its place in the chain: the spacing before it is 0 and the spacing
/// after the last visible view before it carries over to the next visible one, so the
/// views next to it close up. Hidden views take no part in fill-equally,
/// fill-proportionally or the gaps. With `isBaselineRelativeArrangement` a vertical
/// stack spaces visible neighbours from last baseline to first baseline.
///
/// Across the axis (alignment), two or more arranged views:
///
/// | alignment | constraint | identifier | priority |
/// |---|---|---|---|
/// | fill | canvas.crossStart == ref.crossStart; ref.crossEnd == canvas.crossEnd | UISV-canvas-connection | 1000 |
/// | fill | ref.crossStart == v.crossStart; ref.crossEnd == v.crossEnd | UISV-alignment | 1000 |
/// | leading/top | ref.crossStart == v.crossStart | UISV-alignment | 1000 |
/// | leading/top | spanner.crossStart == v.crossStart | UISV-spanning-boundary | 999.5 |
/// | leading/top | spanner.crossEnd >= v.crossEnd | UISV-spanning-boundary | 1000 |
/// | leading/top | canvas.crossStart == ref.crossStart; spanner.crossEnd == canvas.crossEnd | UISV-canvas-connection | 1000 |
/// | center | ref.crossCenter == v.crossCenter | UISV-alignment | 1000 |
/// | center, baselines | spanner.crossStart <= v.crossStart; spanner.crossEnd >= v.crossEnd | UISV-spanning-boundary | 1000 |
/// | center | canvas.crossStart == spanner.crossStart; spanner.crossEnd == canvas.crossEnd; canvas.crossCenter == ref.crossCenter | UISV-canvas-connection | 1000 |
/// | trailing/bottom | ref.crossEnd == v.crossEnd | UISV-alignment | 1000 |
/// | trailing/bottom | spanner.crossStart <= v.crossStart | UISV-spanning-boundary | 1000 |
/// | trailing/bottom | spanner.crossEnd == v.crossEnd | UISV-spanning-boundary | 999.5 |
/// | trailing/bottom | canvas.crossStart == spanner.crossStart; ref.crossEnd == canvas.crossEnd | UISV-canvas-connection | 1000 |
/// | first/lastBaseline | ref.baseline == v.baseline | UISV-alignment | 1000 |
/// | firstBaseline | canvas.top <= ref.top; spanner.bottom == canvas.bottom | UISV-canvas-connection | 1000 |
/// | lastBaseline | canvas.top == spanner.top; ref.bottom <= canvas.bottom | UISV-canvas-connection | 1000 |
/// | first/lastBaseline | stack.height == 0 | UISV-canvas-fit | 49 |
/// | all but fill | spanner.crossLength == 0 | UISV-spanning-fit | 51 |
/// | all but fill | v.crossLength == 0 | UISV-ambiguity-suppression | 25 |
///
/// The spanner hugs the visible views (it is as tall as the tallest, for example) and the
/// canvas hugs the spanner, which is how a stack without a size takes one from its views.
/// With a baseline alignment UIKit holds only one edge to the spanner: the other is
/// bounded by the first view alone and the canvas fit pulls it onto that view, so a view
/// reaching further above the baseline (first) or below it (last) than the first view
/// sticks out of the stack — Apple's long-reported baseline quirk, kept as UIKit has it.
/// With a single arranged view UIKit makes no spanner: the canvas connections become
/// `<=` where the spanner's boundary was (`==` on the aligned edge) and `UISV-canvas-fit`
/// (stack cross length == 0 @49) stands in for the spanning fit. Baseline alignments
/// apply to horizontal stacks; a vertical stack given one aligns as `fill`.
enum StackRule {
    static let canvasConnection = "UISV-canvas-connection"
    static let canvasFit = "UISV-canvas-fit"
    static let spacing = "UISV-spacing"
    static let hiding = "UISV-hiding"
    static let fillEqually = "UISV-fill-equally"
    static let fillProportionally = "UISV-fill-proportionally"
    static let distributingEdge = "UISV-distributing-edge"
    static let alignment = "UISV-alignment"
    static let spanningBoundary = "UISV-spanning-boundary"
    static let spanningFit = "UISV-spanning-fit"
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
    static let textWidthDisambiguation = "UISV-text-width-disambiguation"

    static let required: LayoutPriority = 1000.0
    /// The first view's proportional length; each later view's is one lower.
    static let fillProportionallyFirst: LayoutPriority = 999.0
    static let spanningBoundaryEdge: LayoutPriority = 999.5
    static let textWidth: LayoutPriority = 950.0
    static let equalCenteringGaps: LayoutPriority = 149.0
    static let spanningFitPriority: LayoutPriority = 51.0
    static let canvasFitPriority: LayoutPriority = 49.0
    static let ambiguitySuppressionPriority: LayoutPriority = 25.0
}
