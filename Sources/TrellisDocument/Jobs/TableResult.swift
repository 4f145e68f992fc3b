import TrellisLayout

/// What a table record carries (format.md §5.2).
public struct TableResult: Sendable, Equatable {
    public var width: Double
    /// Row heights: content height up to a pixel, plus the separator.
    public var heights: [Double] = []
    /// Offsets, content height and how good the estimated row height was.
    public var estimate: RowEstimate
    /// With `--frames`: per row, each view's frame by name, root first.
    public var frames: [[(name: String, frame: Rect)]]?
    public var issues: [Issue] = []

    init(width: Double, estimatedRowHeight: Double) {
        self.width = width
        estimate = RowEstimate(heights: [], estimatedRowHeight: estimatedRowHeight)
    }

    public static func == (lhs: TableResult, rhs: TableResult) -> Bool {
        lhs.width == rhs.width && lhs.heights == rhs.heights && lhs.issues == rhs.issues
            && lhs.estimate == rhs.estimate
            && (lhs.frames ?? []).elementsEqual(rhs.frames ?? []) { $0.elementsEqual($1) { $0.name == $1.name && $0.frame == $1.frame } }
    }
}
