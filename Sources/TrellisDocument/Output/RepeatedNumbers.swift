import TrellisLayout

/// The text of numbers a record repeats, by bit pattern, for `JSONWriter.repeatedNumbers`:
/// a table's row heights take few distinct values (rows of one shape and similar data
/// share theirs), and copying a height's text is several times cheaper than finding its
/// shortest digits again. A small direct-mapped table: a slot keeps the last number that
/// hashed to it. The text is `writeNumber`'s, so the output is the same either way.
final class RepeatedNumbers {
    private static let slots = 1024
    /// A slot's bytes: the text's length, then the text (at most `maxNumberLength`).
    private static let slotBytes = 32
    /// No number written has this bit pattern (a NaN): an empty slot.
    private static let empty = UInt64.max

    private let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
    private let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: slots * slotBytes)

    init() {
        // A slot's text is read only once its key is set.
        keys.initialize(repeating: Self.empty, count: Self.slots)
    }

    deinit {
        keys.deallocate()
        texts.deallocate()
    }

    /// Writes `value`'s text at `out` (room for `maxNumberLength` bytes), as
    /// `writeNumber` does; returns its length.
    func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let key = value.bitPattern
        // Fibonacci hashing: the top bits of the product mix every bit of the pattern.
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54)
        let text = texts + slot * Self.slotBytes
        if keys[slot] == key {
            let count = Int(text[0])
            out.update(from: text + 1, count: count)
            return count
        }
        let count = writeNumber(value, to: out)
        keys[slot] = key
        text[0] = UInt8(count)
        (text + 1).update(from: out, count: count)
        return count
    }
}
