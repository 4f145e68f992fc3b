/// Constraint identity → tag index: the lookup every `add`, `remove` and `setConstant`
/// makes. A `Dictionary<ObjectIdentifier, Int>` spent an eighth of the time of building
/// a feed cell hashing with SipHash; object addresses need no such defence, so this is
/// an open-addressing table with a multiplicative hash and linear probing.
struct IdentityMap {
    private static let empty: UInt = 0
    /// Marks a removed entry; no object lives at address 1.
    private static let removed: UInt = 1

    private var keys = [UInt](repeating: empty, count: 64)
    private var values = [Int](repeating: 0, count: 64)
    private var used = 0  // live and removed entries

    private var mask: Int { keys.count - 1 }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        // Fibonacci hashing of the address without its always-zero low bits.
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    private func find(_ key: UInt) -> Int? {
        var slot = home(key)
        while true {
            let stored = keys[slot]
            if stored == key { return slot }
            if stored == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    subscript(_ object: ObjectIdentifier) -> Int? {
        get { find(UInt(bitPattern: object)).map { values[$0] } }
        set {
            let key = UInt(bitPattern: object)
            if let slot = find(key) {
                if let newValue { values[slot] = newValue } else { keys[slot] = Self.removed }
                return
            }
            guard let newValue else { return }
            if 2 * (used + 1) > keys.count { rehash() }
            var slot = home(key)
            while keys[slot] != Self.empty && keys[slot] != Self.removed { slot = (slot + 1) & mask }
            if keys[slot] == Self.empty { used += 1 }
            keys[slot] = key
            values[slot] = newValue
        }
    }

    mutating func removeValue(forKey object: ObjectIdentifier) -> Int? {
        guard let slot = find(UInt(bitPattern: object)) else { return nil }
        keys[slot] = Self.removed
        return values[slot]
    }

    /// Rebuilds without removed entries, doubling when more than a quarter is live.
    private mutating func rehash() {
        let live = zip(keys, values).filter { $0.0 > Self.removed }
        let capacity = max(16, live.count * 4 > keys.count ? keys.count * 2 : keys.count)
        keys = [UInt](repeating: Self.empty, count: capacity)
        values = [Int](repeating: 0, count: capacity)
        used = 0
        for (key, value) in live {
            var slot = home(key)
            while keys[slot] != Self.empty { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
            used += 1
        }
    }
}
