import TrellisLayout

/// What a table record carries (format.md §5).
public struct TableResult: Sendable, Equatable {
    public var width: Double
    /// Row heights: content height up to a pixel, plus the separator.
    public var heights: [Double] = []
    /// `offsets[i]` is row i's y origin.
    public var offsets: [Double] = []
    public var contentHeight = 0.0
    public var estimatedRowHeight: Double
    public var estimatedContentHeight = 0.0
    public var meanAbsError = 0.0
    public var maxAbsError = 0.0
    /// The mean row height: the estimate that would have been right on average.
    public var suggested = 0.0
    /// With `--frames`: per row, each view's frame by name, root first.
    public var frames: [[(name: String, frame: Rect)]]?
    public var issues: [Issue] = []

    init(width: Double, estimatedRowHeight: Double) {
        self.width = width
        self.estimatedRowHeight = estimatedRowHeight
    }

    /// Offsets, content height and the estimate's figures, from the heights. The
    /// estimate's figures are rounded to hundredths, as a report reads them.
    mutating func finish() {
        offsets = []
        offsets.reserveCapacity(heights.count)
        var total = 0.0, errorSum = 0.0, errorMax = 0.0
        for height in heights {
            offsets.append(total)
            total += height
            let error = abs(height - estimatedRowHeight)
            errorSum += error
            errorMax = max(errorMax, error)
        }
        contentHeight = total
        let count = Double(heights.count)
        estimatedContentHeight = estimatedRowHeight * count
        meanAbsError = Self.hundredths(count > 0 ? errorSum / count : 0)
        maxAbsError = Self.hundredths(errorMax)
        suggested = Self.hundredths(count > 0 ? total / count : 0)
    }

    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    public static func == (lhs: TableResult, rhs: TableResult) -> Bool {
        lhs.width == rhs.width && lhs.heights == rhs.heights && lhs.issues == rhs.issues
            && lhs.estimatedRowHeight == rhs.estimatedRowHeight
            && (lhs.frames ?? []).elementsEqual(rhs.frames ?? []) { $0.elementsEqual($1) { $0.name == $1.name && $0.frame == $1.frame } }
    }
}
