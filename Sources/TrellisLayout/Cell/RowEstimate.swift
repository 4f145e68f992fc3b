/// Where a table's rows start and how good its `estimatedRowHeight` was, from the rows'
/// heights (format.md §5.2): what UIKit's scroll indicator and jumps depend on.
public struct RowEstimate: Sendable, Equatable {
    /// `offsets[i]` is row i's y origin.
    public var offsets: [Double] = []
    public var contentHeight = 0.0
    public var estimatedRowHeight: Double
    public var estimatedContentHeight = 0.0
    public var meanAbsError = 0.0
    public var maxAbsError = 0.0
    /// The mean row height: the estimate that would have been right on average.
    public var suggested = 0.0

    /// The figures about the estimate are rounded to hundredths, as a report reads them.
    public init(heights: [Double], estimatedRowHeight: Double) {
        self.estimatedRowHeight = estimatedRowHeight
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
}
