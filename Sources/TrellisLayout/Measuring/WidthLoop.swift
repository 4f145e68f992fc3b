/// The multi-pass width loop: a view whose text wraps is measured at the width the layout
/// gives it, and the layout solved again until no such width moves, as UIKit's automatic
/// `preferredMaxLayoutWidth` does — at most `maxPasses` solves; a view still moving then
/// is reported `notConverged`.
///
/// Written once for every layout: a screen runs it as one instance over its solver, a
/// cell as many rows at once over its batch core. The first pass is the caller's: every
/// text at its natural size (`naturalSizes`), solved.
struct WidthLoop {
    static let maxPasses = 4
    let measurer: any Measuring

    /// Each text measured without a width limit, or at its preferred width.
    func naturalSizes(_ texts: [MeasuredText]) -> [Size] {
        texts.map { measurer.intrinsicSize(of: $0, width: $0.lines == 1 ? nil : $0.preferredWidth) }
    }

    /// The passes after the first. `texts[k]` are instance k's measured texts, `sizes[k]`
    /// the sizes it was last solved with and `widths[k]` the widths its views got then.
    /// `solve(instances, sizes)` lays those instances out again with those sizes and
    /// returns their views' widths. Returns, by instance, the views (indices into its
    /// texts) still moving after the last pass.
    func settle(texts: [[MeasuredText]], sizes: inout [[Size]], widths: [[Double]],
                solve: (_ instances: [Int], _ sizes: [[Size]]) -> [[Double]]) -> [Int: [Int]] {
        var pending = Array(texts.indices)
        var widths = widths
        // By instance, the widths its texts were measured at in the pass before.
        var measuredAt = [[Double]](repeating: [], count: texts.count)
        for pass in 1...Self.maxPasses {
            var moving: [Int: [Int]] = [:]
            var resized: [(instance: Int, sizes: [Size])] = []
            for (k, instance) in pending.enumerated() {
                var next = sizes[instance]
                var moved: [Int] = []
                let before = measuredAt[instance]
                for (index, text) in texts[instance].enumerated() where text.wrapsToWidth && widths[k][index].isFinite {
                    // At the width it was measured at last pass, it has the size it was solved with.
                    if !before.isEmpty && before[index] == widths[k][index] { continue }
                    let size = measurer.intrinsicSize(of: text, width: widths[k][index])
                    if size != next[index] {
                        next[index] = size
                        moved.append(index)
                    }
                }
                measuredAt[instance] = widths[k]
                if !moved.isEmpty {
                    moving[instance] = moved
                    resized.append((instance, next))
                }
            }
            // The last pass only checks: what the layout shows is what was solved.
            if moving.isEmpty || pass == Self.maxPasses { return moving }
            for (instance, next) in resized { sizes[instance] = next }
            pending = resized.map(\.instance)
            widths = solve(pending, pending.map { sizes[$0] })
        }
        return [:]
    }
}
