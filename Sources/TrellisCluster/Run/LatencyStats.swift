import Histogram
import TrellisDocument
import TrellisLayout

/// Shard latency from the moment a shard is ready to send until its result is in,
/// split into the time it waited (in the coordinator's queue, on the wire, in the
/// worker's queue) and the time a solver thread spent on it. HdrHistogram keeps three
/// significant digits at any scale in fixed memory, however many shards a run has.
public struct LatencyStats: Sendable {
    private(set) var total = Self.histogram()
    private(set) var wait = Self.histogram()
    private(set) var service = Self.histogram()

    public init() {}

    private static func histogram() -> Histogram<UInt64> {
        // Microseconds, up to an hour.
        Histogram<UInt64>(lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: .three)
    }

    public mutating func record(totalNanos: UInt64, serviceNanos: UInt64) {
        let service = min(serviceNanos, totalNanos)
        _ = total.record(Self.micros(totalNanos))
        _ = wait.record(Self.micros(totalNanos - service))
        _ = self.service.record(Self.micros(service))
    }

    public var count: UInt64 { total.totalCount }

    private static func micros(_ nanos: UInt64) -> UInt64 { min(max(nanos / 1000, 1), 3_600_000_000) }

    /// `{"unit":"ms","p50":…,"p90":…,"p99":…,"max":…,"queueWait":{…},"service":{…}}`
    func write(to out: inout JSONWriter) {
        out.raw("{\"unit\":\"ms\",")
        Self.percentiles(total, to: &out)
        out.raw(",\"queueWait\":{")
        Self.percentiles(wait, to: &out)
        out.raw("},\"service\":{")
        Self.percentiles(service, to: &out)
        out.raw("}}")
    }

    /// `p50 1.2 ms, p90 …`
    static func summary(_ histogram: Histogram<UInt64>) -> String {
        points.map { "\($0.name) \(formatNumber(millis(histogram, $0.percentile))) ms" }.joined(separator: ", ")
    }

    private static let points: [(name: String, percentile: Double)] = [("p50", 50), ("p90", 90), ("p99", 99), ("max", 100)]

    private static func millis(_ histogram: Histogram<UInt64>, _ percentile: Double) -> Double {
        guard histogram.totalCount > 0 else { return 0 }
        let micros = percentile >= 100 ? histogram.max : histogram.valueAtPercentile(percentile)
        return (Double(micros)).rounded() / 1000
    }

    private static func percentiles(_ histogram: Histogram<UInt64>, to out: inout JSONWriter) {
        for (index, point) in points.enumerated() {
            if index > 0 { out.raw(",") }
            out.key(point.name)
            out.number(millis(histogram, point.percentile))
        }
    }
}
