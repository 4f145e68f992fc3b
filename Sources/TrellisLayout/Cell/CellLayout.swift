import TrellisSolver

/// A self-sizing cell laid out once and then solved for many rows that differ only in
/// values — intrinsic sizes, constraint constants, the content width — through the
/// solver's batch core (`BatchSolver`): eight rows per SIMD pass while they share an
/// optimal basis, the simplex for the rest.
public final class CellLayout {
    /// A number of the layout that changes from row to row.
    public enum Value {
        case contentWidth
        case intrinsicWidth(View)
        case intrinsicHeight(View)
        /// The `constant` of a constraint added to the layout.
        case constant(LayoutConstraint)
    }

    public let layout: Layout
    public let values: [Value]
    /// Every view and guide, in the order `frames` lists them.
    public let items: [LayoutItem]
    /// What building the layout had to break. A row of such a cell may need different
    /// breaks, so the caller should lay out its rows one by one (`Layout.solve`).
    public let issues: [Issue]
    /// With `checkingAmbiguity`, the views the first row's values leave open.
    public let ambiguities: [Issue]
    private let batch: BatchSolver
    private let withFrames: Bool
    private let rootHeight: Variable

    /// `layout` must hold `initial` (one number per value) already; `frames` asks for
    /// every item's frame per row, not only the height.
    public init(layout: Layout, values: [Value], initial: [Double], frames: Bool, checkingAmbiguity: Bool = false) throws(LayoutError) {
        let system = try LayoutSystem(building: layout)
        self.layout = layout
        self.values = values
        items = system.items
        issues = system.issues
        ambiguities = checkingAmbiguity ? system.ambiguities() : []
        withFrames = frames
        rootHeight = system.h(layout.root)
        let parameters = values.map { value in
            let constraints: [Constraint]
            switch value {
            case .contentWidth: constraints = system.rootWidthConstraint.map { [$0] } ?? []
            case .intrinsicWidth(let view): constraints = system.intrinsicConstraints[ObjectIdentifier(view)]?.width ?? []
            case .intrinsicHeight(let view): constraints = system.intrinsicConstraints[ObjectIdentifier(view)]?.height ?? []
            case .constant(let constraint): constraints = system.userConstraints[ObjectIdentifier(constraint)].map { [$0] } ?? []
            }
            // Each enters its constraint's expression as −value.
            return Parameter(constraints.map { Parameter.Binding($0, factor: -1) })
        }
        let outputs = frames ? (0..<Int32(4 * system.items.count)).map(Variable.init(index:)) : [rootHeight]
        batch = BatchSolver(solver: system.solver, parameters: parameters, values: initial, outputs: outputs)
    }

    /// Solves `count` rows whose values stand one row after another in `rows`.
    public func solve(_ rows: [Double], count: Int) -> CellResults {
        let width = withFrames ? 4 * items.count : 1
        var raw = [Double](repeating: .nan, count: count * width)
        let conflicting = rows.withUnsafeBufferPointer { input in
            raw.withUnsafeMutableBufferPointer { output in batch.solve(input, count: count, into: output) }
        }
        var results = CellResults(conflicting: conflicting)
        if withFrames {
            let heightIndex = 4 * layout.root.index + 3
            for row in 0..<count {
                let values = raw[row * width ..< (row + 1) * width]
                results.heights.append(values[values.startIndex + heightIndex])
                results.frames.append(items.map { item in
                    LayoutSystem.frame(of: item) { values[values.startIndex + Int($0.index)] }
                })
            }
        } else {
            results.heights = raw
        }
        return results
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
}
