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
    private var inString = false
    /// The last byte was a backslash inside a string.
    private var escaped = false

    public init() {}

    /// Scans `bytes[from..<bytes.count]`, which must go on from where the last call
    /// stopped (or start just inside the array's `[`), calling `comma` at each comma
    /// between elements. Returns the index of the array's closing bracket if it is
    /// there; nil when the bytes ran out first.
    public mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, comma: (Int) -> Void) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = from
        while index + 64 <= bytes.count {
            let block = BoundaryBlock(base + index)
            if block.backslashes || escaped {
                if let end = byteByByte(base, from: index, to: index + 64, comma: comma) { return end }
            } else if let offset = self.block(block, base + index, comma: { comma(index + $0) }) {
                return index + offset
            }
            index += 64
        }
        return byteByByte(base, from: index, to: bytes.count, comma: comma)
    }

    private mutating func byteByByte(_ base: UnsafePointer<UInt8>, from: Int, to: Int, comma: (Int) -> Void) -> Int? {
        for index in from..<to {
            let byte = base[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
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
    /// backslash; the brackets and commas outside strings are visited in order.
    private mutating func block(_ block: BoundaryBlock, _ pointer: UnsafePointer<UInt8>, comma: (Int) -> Void) -> Int? {
        // Bit i of the prefix XOR: an odd number of quotes at or before byte i, so
        // byte i is an opening quote or inside a string (a closing quote is not).
        var inside = block.quotes
        inside ^= inside << 1
        inside ^= inside << 2
        inside ^= inside << 4
        inside ^= inside << 8
        inside ^= inside << 16
        inside ^= inside << 32
        if inString { inside = ~inside }
        inString = inside >> 63 != 0
        var structural = block.structural & ~inside
        while structural != 0 {
            let offset = structural.trailingZeroBitCount
            switch pointer[offset] {
            case UInt8(ascii: ","):
                if depth == 0 { comma(offset) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return offset }
                depth -= 1
            default:
                depth += 1
            }
            structural &= structural &- 1
        }
        return nil
    }
}

/// 64 bytes as masks, bit i for byte i: quotes; brackets and commas; and whether any
/// byte is a backslash.
private struct BoundaryBlock {
    var quotes: UInt64 = 0
    var structural: UInt64 = 0
    var backslashes = false

    @inline(__always)
    init(_ pointer: UnsafePointer<UInt8>) {
        for word in 0..<8 {
            let bytes = SWAR.word(pointer + 8 * word)
            // `{` and `[` differ only in bit 0x20, as do `}` and `]`.
            let lowered = bytes | SWAR.splat(0x20)
            quotes |= SWAR.bits(SWAR.exactly(bytes, UInt8(ascii: "\""))) << (8 * word)
            let brackets = SWAR.exactly(lowered, UInt8(ascii: "{")) | SWAR.exactly(lowered, UInt8(ascii: "}"))
            structural |= SWAR.bits(brackets | SWAR.exactly(bytes, UInt8(ascii: ","))) << (8 * word)
            backslashes = backslashes || SWAR.exactly(bytes, UInt8(ascii: "\\")) != 0
        }
    }
}
