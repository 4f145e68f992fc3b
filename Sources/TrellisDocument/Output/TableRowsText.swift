/// A table's per-row arrays as its record writes them (each array's content, without
/// brackets): what a worker sends for a row slice, so that the merge only joins bytes
/// and formats no number but the offsets, which depend on every row before.
public struct TableRowsText: Sendable, Equatable {
    /// `h0,h1,…`
    public var heights: [UInt8]
    /// `{…},{…},…`, a row's frames each; nil without `--frames`.
    public var frames: [UInt8]?

    public init(heights: [UInt8], frames: [UInt8]?) {
        self.heights = heights
        self.frames = frames
    }

    public init(_ result: TableResult) {
        var heights = JSONWriter()
        heights.bytes.reserveCapacity(result.heights.count * 8)
        heights.numberList(result.heights)
        self.heights = heights.bytes
        frames = result.frames.map { rows in
            var out = JSONWriter()
            out.frameList(rows)
            return out.bytes
        }
    }
}
