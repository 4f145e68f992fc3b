import Testing
import TrellisLayout

/// A label's and a button title's baselines in a stored frame (`SystemFontMetrics`): the
/// frame height comes from the file, so any finite number must give baselines, not a trap.
@Suite("System font metrics")
struct SystemFontMetricsTests {
    let metrics = SystemFontMetrics(pointSize: 17)

    /// 17 pt: line height 0.952·17 + 0.241·17 = 20.281; 100 pt holds 4 lines, 2 are shown;
    /// their block is ceil(2 · 20.281 · 3) / 3 = 122/3, centred in a button: 29.666… above.
    @Test func aTitleIsCentredInATallerFrame() {
        let baselines = metrics.titleBaselines(height: 100, lines: 2, scale: 3)
        let above = (100 - 122.0 / 3) / 2
        #expect(abs(baselines.firstFromTop - (above + 16.184)) < 1e-9)
        #expect(abs(baselines.lastFromBottom - (100 - above - 16.184 - 20.281)) < 1e-9)
    }

    /// A label's baselines keep their block's distances from its top and bottom: the same
    /// two lines (block 122/3, the text at its top) whether the frame is 100 or 50 high;
    /// one line (block 61/3) in a frame 12 high, shorter than its text.
    @Test(arguments: [(100.0, 2, 122.0 / 3), (50.0, 2, 122.0 / 3), (12.0, 1, 61.0 / 3)])
    func aLabelsBaselinesKeepTheirDistancesFromItsEdges(height: Double, lines: Int, block: Double) {
        let baselines = metrics.labelBaselines(height: height, lines: lines, scale: 3)
        #expect(abs(baselines.firstFromTop - 16.184) < 1e-9)
        #expect(abs(baselines.lastFromBottom - (block - 16.184 - Double(lines - 1) * 20.281)) < 1e-9)
    }

    /// More lines fit than an Int counts (found by fuzzing: a hand-edited frame height
    /// trapped converting the count); with `lines` 2 the block is still two lines.
    @Test(arguments: [1e300, -1e300, 1e19])
    func aHeightOfAnyFiniteSizeGivesBaselines(height: Double) {
        let baselines = metrics.labelBaselines(height: height, lines: 2, scale: 3)
        #expect(baselines.firstFromTop.isFinite && baselines.lastFromBottom.isFinite)
        let title = metrics.titleBaselines(height: height, lines: 2, scale: 3)
        #expect(title.firstFromTop.isFinite && title.lastFromBottom.isFinite)
        let unlimited = metrics.labelBaselines(height: height, lines: 0, scale: 3)
        #expect(unlimited.firstFromTop.isFinite && unlimited.lastFromBottom.isFinite)
    }
}
