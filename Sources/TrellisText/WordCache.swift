/// Shaped widths of words (line-break segments) by font chain and text, so each distinct
/// word is shaped once per chain: most words of a feed repeat. Widths are in ems, so one
/// entry serves every point size.
///
/// Bounded by two generations: when the current one is full it becomes the previous one
/// and the older is dropped; a hit in the previous generation moves back into the
/// current. Frequent words survive, memory stays under 2 × `capacity` entries, and a
/// result never depends on what was cached (a miss shapes to the same width).
struct WordCache {
    struct Width: Hashable {
        var total: Double
        var content: Double
    }

    /// Words of up to 16 bytes, packed into two integers: no allocation, cheap hashing.
    private struct ShortKey: Hashable {
        var chain: Int32
        var length: Int32
        var low: UInt64
        var high: UInt64
    }

    private struct LongKey: Hashable {
        var chain: Int
        var bytes: [UInt8]
    }

    /// Longer words are rarely repeated; past this they are shaped every time.
    static let longestCached = 64

    let capacity: Int
    private var short: [ShortKey: Width] = [:]
    private var previousShort: [ShortKey: Width] = [:]
    private var long: [LongKey: Width] = [:]
    private var previousLong: [LongKey: Width] = [:]

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { short.count + previousShort.count + long.count + previousLong.count }

    mutating func width(chain: Int, bytes: UnsafeBufferPointer<UInt8>, compute: () -> Width) -> Width {
        if bytes.count <= 16 {
            var key = ShortKey(chain: Int32(truncatingIfNeeded: chain), length: Int32(bytes.count), low: 0, high: 0)
            for i in 0..<bytes.count {
                if i < 8 { key.low |= UInt64(bytes[i]) << (8 * i) } else { key.high |= UInt64(bytes[i]) << (8 * (i - 8)) }
            }
            return Self.lookUp(key, &short, &previousShort, capacity: capacity, compute)
        }
        guard bytes.count <= Self.longestCached else { return compute() }
        return Self.lookUp(LongKey(chain: chain, bytes: Array(bytes)), &long, &previousLong, capacity: capacity, compute)
    }

    private static func lookUp<Key: Hashable>(
        _ key: Key, _ current: inout [Key: Width], _ previous: inout [Key: Width], capacity: Int,
        _ compute: () -> Width
    ) -> Width {
        if let hit = current[key] { return hit }
        let width = previous[key] ?? compute()
        if current.count >= capacity {
            previous = current
            current = [:]
            current.reserveCapacity(capacity)
        }
        current[key] = width
        return width
    }
}
