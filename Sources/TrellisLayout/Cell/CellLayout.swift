import TrellisSolver

/// A self-sizing cell laid out once and then solved for many rows that differ only in
/// values — intrinsic sizes, constraint constants, the content width, measured sizes —
/// through the solver's batch core (`BatchSolver`): eight rows per SIMD pass while they
/// share an optimal basis, the simplex for the rest.
public final class CellLayout {
    /// A number of the layout that changes from row to row.
    public enum Value {
        case contentWidth
        case intrinsicWidth(View)
        case intrinsicHeight(View)
        /// The `constant` of a constraint added to the layout.
        case constant(LayoutConstraint)
        /// A stack view's `spacing` (not with `fillProportionally`, whose multipliers it
        /// sets): it moves the constants of the stack's spacing constraints.
        case stackSpacing(View)
    }

    public let layout: Layout
    public let values: [Value]
    /// The views whose size the layout's measurer gives (`View.measuredText`), in tree
    /// order: their sizes are parameters after `values`, moved by the width loop.
    public let measuredViews: [View]
    /// Every view and guide, in the order `frames` lists them.
    public let items: [LayoutItem]
    /// What building the layout had to break. A row of such a cell may need different
    /// breaks, so the caller should lay out its rows one by one (`Layout.solve`).
    public let issues: [Issue]
    /// With `checkingAmbiguity`, the views the first row's values leave open.
    public let ambiguities: [Issue]
    private let batch: BatchSolver
    private let withFrames: Bool
    /// Per row: the root's height, then each measured view's width (or every frame).
    private let outputWidth: Int

    /// `layout` must hold `initial` (one number per value) already; measured views are
    /// measured here, at their natural size. `frames` asks for every item's frame per
    /// row, not only the height.
    public init(layout: Layout, values: [Value], initial: [Double], frames: Bool, checkingAmbiguity: Bool = false) throws(LayoutError) {
        let measured = layout.measuredViews()
        var initial = initial
        if let measurer = layout.measurer {
            for (view, size) in zip(measured, WidthLoop(measurer: measurer).naturalSizes(measured.map { $0.measuredText! })) {
                view.setIntrinsicSize(size)
                measurer.setBaselines(of: view, view.measuredText!)
                initial += [size.width, size.height]
            }
        }
        // Rows lay out data, not a drawing: design frames have no say in them.
        let system = try LayoutSystem(building: layout, followingDrawing: false)
        self.layout = layout
        self.values = values
        measuredViews = measured
        items = system.items
        issues = system.issues
        ambiguities = checkingAmbiguity ? system.ambiguities() : []
        withFrames = frames
        let all = values + measured.flatMap { [Value.intrinsicWidth($0), .intrinsicHeight($0)] }
        let parameters = all.map { value in
            let constraints: [Constraint]
            switch value {
            case .contentWidth: constraints = system.rootWidthConstraint.map { [$0] } ?? []
            case .intrinsicWidth(let view): constraints = system.intrinsicConstraints[ObjectIdentifier(view)]?.width ?? []
            case .intrinsicHeight(let view): constraints = system.intrinsicConstraints[ObjectIdentifier(view)]?.height ?? []
            case .constant(let constraint): constraints = system.userConstraints[ObjectIdentifier(constraint)].map { [$0] } ?? []
            case .stackSpacing(let view): return Self.spacingParameter(of: view, in: system)
            }
            // Each enters its constraint's expression as −value.
            return Parameter(constraints.map { Parameter.Binding($0, factor: -1) })
        }
        let outputs = frames
            ? (0..<Int32(4 * system.items.count)).map(Variable.init(index:))
            : [system.h(layout.root)] + measured.map(system.w)
        outputWidth = outputs.count
        batch = BatchSolver(solver: system.solver, parameters: parameters, values: initial, outputs: outputs)
        // The affine solution builds the tableau again with dummies, which can cost far
        // more than building it did (a chain's rows each take every dummy above them).
        try system.checkBudget()
        system.liftBudget()
    }

    /// A stack's spacing as a parameter: each constant it moves enters its constraint's
    /// expression as −factor × spacing.
    private static func spacingParameter(of view: View, in system: LayoutSystem) -> Parameter {
        guard let stack = view.kind.behaviour as? StackViewKind, let factors = stack.spacingFactors(for: view),
              let made = system.stackConstraints[ObjectIdentifier(view)], made.count == factors.count else { return Parameter([]) }
        return Parameter(zip(made, factors).compactMap { pair, factor in
            guard factor != 0, let added = pair.added else { return nil }
            return Parameter.Binding(added, factor: -factor)
        })
    }

    /// Solves `count` rows whose values stand one row after another in `rows`; with
    /// measured views, `texts[row]` are the row's texts, one per measured view.
    public func solve(_ rows: [Double], count: Int, texts: [[MeasuredText]] = []) -> CellResults {
        var raw = [Double](repeating: .nan, count: count * outputWidth)
        var conflicting: Set<Int> = []
        var unconverged: [Int: [String]] = [:]
        if let measurer = layout.measurer, !measuredViews.isEmpty {
            precondition(texts.count == count && texts.allSatisfy { $0.count == measuredViews.count }, "one text per measured view and row")
            let loop = WidthLoop(measurer: measurer)
            var sizes = texts.map(loop.naturalSizes)
            let widths = solve(rows, Array(0..<count), sizes, into: &raw, conflicting: &conflicting)
            let moving = loop.settle(texts: texts, sizes: &sizes, widths: widths) { instances, sizes in
                solve(rows, instances, sizes, into: &raw, conflicting: &conflicting)
            }
            for (row, views) in moving { unconverged[row] = views.map { measuredViews[$0].name } }
        } else {
            rows.withUnsafeBufferPointer { input in
                raw.withUnsafeMutableBufferPointer { output in
                    conflicting = Set(batch.solve(input, count: count, into: output))
                }
            }
        }
        // A row with a number past the bound is laid out alone, where `LayoutSystem`
        // refuses it by name; the batch core would lose its small numbers silently.
        let width = values.count
        for row in 0..<(width == 0 ? 0 : count)
        where !rows[row * width ..< (row + 1) * width].allSatisfy(LayoutSystem.isInRange) {
            conflicting.insert(row)
        }
        var results = CellResults(conflicting: conflicting.sorted(), unconverged: unconverged)
        if withFrames {
            let heightIndex = 4 * layout.root.index + 3
            for row in 0..<count {
                let values = raw[row * outputWidth ..< (row + 1) * outputWidth]
                results.heights.append(values[values.startIndex + heightIndex])
                results.frames.append(items.map { item in
                    LayoutSystem.frame(of: item) { values[values.startIndex + Int($0.index)] }
                })
            }
        } else {
            results.heights = outputWidth == 1 ? raw : stride(from: 0, to: raw.count, by: outputWidth).map { raw[$0] }
        }
        return results
    }

    /// Solves `rows` (indices into `values`) with their measured views at `sizes`, writing
    /// their outputs into `raw`; returns each row's measured widths (NaN for a row whose
    /// required constraints conflict, which joins `conflicting`).
    private func solve(_ values: [Double], _ rows: [Int], _ sizes: [[Size]], into raw: inout [Double],
                       conflicting: inout Set<Int>) -> [[Double]] {
        let base = self.values.count
        var input: [Double] = []
        input.reserveCapacity(rows.count * (base + 2 * measuredViews.count))
        for (k, row) in rows.enumerated() {
            input += values[row * base ..< (row + 1) * base]
            for size in sizes[k] {
                input.append(size.width)
                input.append(size.height)
            }
        }
        var output = [Double](repeating: .nan, count: rows.count * outputWidth)
        let failed = input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in batch.solve(input, count: rows.count, into: output) }
        }
        for position in failed { conflicting.insert(rows[position]) }
        return rows.enumerated().map { k, row in
            let values = output[k * outputWidth ..< (k + 1) * outputWidth]
            raw.replaceSubrange(row * outputWidth ..< (row + 1) * outputWidth, with: values)
            return measuredViews.indices.map { index in
                let position = withFrames ? 4 * measuredViews[index].index + 2 : 1 + index
                return values[values.startIndex + position]
            }
        }
    }

    public var statistics: BatchSolver.Statistics { batch.statistics }
}

/// Row heights (the content view's, unrounded) and, if asked for, frames per row.
public struct CellResults {
    public var heights: [Double] = []
    /// `frames[row][i]` is the frame of `CellLayout.items[i]`.
    public var frames: [[Rect]] = []
    /// Rows whose required constraints conflict with these values: lay them out alone.
    public var conflicting: [Int]
    /// Rows whose measured views were still moving after the width loop's last pass.
    public var unconverged: [Int: [String]] = [:]
}
