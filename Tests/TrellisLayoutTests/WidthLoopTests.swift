import Testing
@testable import TrellisLayout

/// Monospaced text: every character 10 points wide, lines 20 high, broken greedily at
/// spaces (a word wider than the line stands on a line of its own).
struct MonospaceMeasurer: Measuring {
    func size(of text: MeasuredText, width: Double?) -> Size {
        var lines: [Int] = []
        for word in text.text.split(separator: " ") {
            if let last = lines.last, width.map({ Double(last + 1 + word.count) * 10 <= $0 }) ?? true {
                lines[lines.count - 1] = last + 1 + word.count
            } else {
                lines.append(word.count)
            }
        }
        if text.lines > 0 { lines = Array(lines.prefix(text.lines)) }
        return Size(width: Double(lines.max() ?? 0) * 10, height: Double(max(1, lines.count)) * 20)
    }
}

/// A text that always wants 10 points more than it was given: it never settles.
struct GrowingMeasurer: Measuring {
    func size(of text: MeasuredText, width: Double?) -> Size {
        Size(width: (width ?? 50) + 10, height: 20)
    }
}

/// Monospaced text that records the widths it was measured at.
final class RecordingMeasurer: Measuring {
    var widths: [Double?] = []

    func size(of text: MeasuredText, width: Double?) -> Size {
        widths.append(width)
        return MonospaceMeasurer().size(of: text, width: width)
    }
}

/// The width loop (format.md §2.4's multi-pass rule), on layouts computed by hand.
@Suite struct WidthLoopTests {
    /// A root `width` wide with 10-point side margins and 5-point top and bottom ones,
    /// and a label filling the margins.
    func labelInMargins(_ text: MeasuredText, width: Double, height: Double?) -> (Layout, View) {
        let root = View(name: "root")
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let label = View(name: "label")
        label.measuredText = text
        root.addSubview(label)
        let layout = Layout(root: root, width: width, height: height)
        layout.measurer = MonospaceMeasurer()
        layout.add([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor).withPriority(.defaultLow),
        ])
        return (layout, label)
    }

    @Test func aWrappingLabelIsMeasuredAtTheWidthItIsGiven() throws {
        // Natural: one line of 14 characters, 140 × 20. The margins give it 100: "aaaa
        // bbbb" (90) and "cccc" on two lines, 40 high.
        let (layout, label) = labelInMargins(MeasuredText("aaaa bbbb cccc", lines: 0), width: 120, height: 300)
        let solution = try layout.solve()
        #expect(solution.frame(of: label) == Rect(x: 10, y: 5, width: 100, height: 40))
        #expect(solution.issues.isEmpty)
    }

    /// Its size at a width is known once measured: the pass that finds the width still
    /// 100 checks without measuring again.
    @Test func aLabelIsMeasuredOncePerWidth() throws {
        let (layout, label) = labelInMargins(MeasuredText("aaaa bbbb cccc", lines: 0), width: 120, height: 300)
        let measurer = RecordingMeasurer()
        layout.measurer = measurer
        #expect(try layout.solve().frame(of: label) == Rect(x: 10, y: 5, width: 100, height: 40))
        #expect(measurer.widths == [nil, 100])
    }

    @Test func aOneLineLabelKeepsItsNaturalHeight() throws {
        let (layout, label) = labelInMargins(MeasuredText("aaaa bbbb cccc", lines: 1), width: 120, height: 300)
        #expect(try layout.solve().frame(of: label) == Rect(x: 10, y: 5, width: 100, height: 20))
    }

    @Test func aWidthThatNeverSettlesIsReportedAfterFourPasses() throws {
        let root = View(name: "root")
        let label = View(name: "label")
        label.measuredText = MeasuredText("grows", lines: 0)
        root.addSubview(label)
        let layout = Layout(root: root, width: 400, height: 300)
        layout.measurer = GrowingMeasurer()
        layout.add([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
        let solution = try layout.solve()
        // Passes solve at 60, 70, 80 and 90; the fourth still measures 100.
        #expect(solution.frame(of: label)?.width == 90)
        #expect(solution.issues == [.notConverged(views: ["label"])])
    }

    @Test func cellRowsCarryMeasuredSizesInTheBatchCore() throws {
        let texts = ["aaaa bbbb cccc", "aa", "aaaa bbbb cccc dddd eeee"].map { MeasuredText($0, lines: 0) }
        let (layout, _) = labelInMargins(texts[0], width: 120, height: nil)
        let cell = try CellLayout(layout: layout, values: [], initial: [], frames: false)
        let solved = cell.solve([], count: texts.count, texts: texts.map { [$0] })
        // Content heights: 5 + lines × 20 + 5, the label 100 wide.
        #expect(solved.heights == [50, 30, 70])
        #expect(solved.conflicting.isEmpty && solved.unconverged.isEmpty)
        // The scalar path, one layout per row, agrees.
        for (row, text) in texts.enumerated() {
            let (alone, label) = labelInMargins(text, width: 120, height: nil)
            #expect(try alone.solve().frame(of: alone.root)?.height == solved.heights[row])
            #expect(try alone.solve().frame(of: label)?.width == 100)
        }
    }

    @Test func cellFramesFollowTheMeasuredSizes() throws {
        let texts = ["aaaa bbbb cccc", "aaaa bbbb cccc dddd eeee"].map { MeasuredText($0, lines: 2) }
        let (layout, label) = labelInMargins(texts[0], width: 120, height: nil)
        let cell = try CellLayout(layout: layout, values: [], initial: [], frames: true)
        let solved = cell.solve([], count: 2, texts: texts.map { [$0] })
        let index = cell.items.firstIndex { $0 === label }!
        // At most two lines: the second row is cut to 40 high like the first.
        #expect(solved.frames.map { $0[index] } == [Rect(x: 10, y: 5, width: 100, height: 40), Rect(x: 10, y: 5, width: 100, height: 40)])
        #expect(solved.heights == [50, 50])
    }
}
