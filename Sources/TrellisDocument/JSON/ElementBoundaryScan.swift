/// The boundaries between the elements of a JSON array that arrives a piece at a time:
/// the commas at the array's own level and its closing bracket, found from brackets,
/// quotes and commas alone (nothing else is checked, as `endOfValue` skips a value).
/// It keeps where it stands between pieces, so an array read in many reads is scanned
/// once, whatever the reads: the coordinator cuts a large table's rows into slices this
/// way while they are still being read. 64 bytes at a time as bit masks, like
/// `endOfContainer`; a block with a backslash is read a byte at a time.
public struct ElementBoundaryScan {
    /// Brackets open inside the current element.
    private var depth = 0
    private var strings = StringState()

    public init() {}

    /// Scans `bytes[from..<bytes.count]`, which must go on from where the last call
    /// stopped (or start just inside the array's `[`), calling `comma` at each comma
    /// between elements. Returns the index of the array's closing bracket if it is
    /// there; nil when the bytes ran out first.
    public mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, comma: (Int) -> Void) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = from
        while index + 64 <= bytes.count {
            let block = BracketBlock(base + index, findingCommas: true)
            if block.backslashes || strings.escaped {
                if let end = byteByByte(base, from: index, to: index + 64, comma: comma) { return end }
            } else if let offset = self.block(block, comma: { comma(index + $0) }) {
                return index + offset
            }
            index += 64
        }
        return byteByByte(base, from: index, to: bytes.count, comma: comma)
    }

    private mutating func byteByByte(_ base: UnsafePointer<UInt8>, from: Int, to: Int, comma: (Int) -> Void) -> Int? {
        for index in from..<to {
            let byte = base[index]
            if strings.takes(byte) { continue }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { comma(index) }
            default: break
            }
        }
        return nil
    }

    /// The offset of the array's closing bracket if it is in `block`, which has no
    /// backslash. Depth at any byte is the depth before the block plus the brackets
    /// opened and less those closed below it: counted with popcounts, so that only the
    /// closing brackets and the commas are visited, without a branch on each byte.
    private mutating func block(_ block: BracketBlock, comma: (Int) -> Void) -> Int? {
        let inside = SWAR.insideStrings(block.quotes, inString: &strings.inString)
        let opens = block.opens & ~inside
        let closes = block.closes & ~inside
        var commas = block.commas & ~inside
        // The array ends at the first closing bracket that takes the depth below zero.
        var end: Int?
        var remaining = closes
        var closed = 0
        while remaining != 0 {
            let lowest = remaining & (0 &- remaining)
            closed += 1
            if depth + (opens & (lowest &- 1)).nonzeroBitCount < closed {
                end = lowest.trailingZeroBitCount
                commas &= lowest &- 1
                break
            }
            remaining &= remaining &- 1
        }
        while commas != 0 {
            let lowest = commas & (0 &- commas)
            let below = lowest &- 1
            if depth + (opens & below).nonzeroBitCount == (closes & below).nonzeroBitCount { comma(lowest.trailingZeroBitCount) }
            commas &= commas &- 1
        }
        if let end { return end }
        depth += opens.nonzeroBitCount - closes.nonzeroBitCount
        return nil
    }
}

extension SWAR {
    /// The bytes of a 64-byte block inside strings, from its quotes' mask: bit i of
    /// the prefix XOR is set after an odd number of quotes at or before byte i, so
    /// byte i is an opening quote or inside a string (a closing quote is not).
    /// `inString` says whether the block starts in a string, and then whether the next
    /// one does.
    @inline(__always)
    static func insideStrings(_ quotes: UInt64, inString: inout Bool) -> UInt64 {
        var inside = quotes
        inside ^= inside << 1
        inside ^= inside << 2
        inside ^= inside << 4
        inside ^= inside << 8
        inside ^= inside << 16
        inside ^= inside << 32
        if inString { inside = ~inside }
        inString = inside >> 63 != 0
        return inside
    }
}
