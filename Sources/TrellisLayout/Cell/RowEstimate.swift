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
        var sums = Sums(estimatedRowHeight: estimatedRowHeight)
        var offsets: [Double] = []
        offsets.reserveCapacity(heights.count)
        for height in heights { offsets.append(sums.add(height)) }
        self = sums.estimate(offsets: offsets)
    }

    /// The running sums over the rows, in row order: a table solved in slices adds each
    /// slice's rows as they come, and gets the figures of the table solved whole, bit
    /// for bit, since the same additions happen in the same order.
    public struct Sums: Sendable {
        public let estimatedRowHeight: Double
        public private(set) var rows = 0
        public private(set) var total = 0.0
        private var errorSum = 0.0
        private var errorMax = 0.0

        public init(estimatedRowHeight: Double) {
            self.estimatedRowHeight = estimatedRowHeight
        }

        /// Adds the next row; its offset.
        @inline(__always)
        public mutating func add(_ height: Double) -> Double {
            let offset = total
            total += height
            let error = abs(height - estimatedRowHeight)
            errorSum += error
            errorMax = max(errorMax, error)
            rows += 1
            return offset
        }

        /// The estimate of the rows added, whose offsets are `offsets` (empty when they
        /// were written as they came).
        public func estimate(offsets: [Double]) -> RowEstimate {
            var estimate = RowEstimate(estimatedRowHeight: estimatedRowHeight)
            estimate.offsets = offsets
            estimate.contentHeight = total
            let count = Double(rows)
            estimate.estimatedContentHeight = estimatedRowHeight * count
            estimate.meanAbsError = RowEstimate.hundredths(count > 0 ? errorSum / count : 0)
            estimate.maxAbsError = RowEstimate.hundredths(errorMax)
            estimate.suggested = RowEstimate.hundredths(count > 0 ? total / count : 0)
            return estimate
        }
    }

    private init(estimatedRowHeight: Double) {
        self.estimatedRowHeight = estimatedRowHeight
    }

    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
