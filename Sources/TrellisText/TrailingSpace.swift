/// Characters that end a segment without taking space on a line.
enum TrailingSpace {
    /// Mandatory line breaks (UAX #14 classes BK, CR, LF, NL).
    static func isLineBreak(_ scalar: UInt32) -> Bool {
        (0x0A...0x0D).contains(scalar) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// White space that hangs at a line's end: tab and the space separators, except the
    /// no-break ones (U+00A0, U+2007, U+202F), which glue words together.
    static func isHanging(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The end of `bytes[start..<end]` once trailing scalars that pass `test` are dropped.
    static func trim(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ test: (UInt32) -> Bool) -> Int {
        var end = end
        while end > start {
            var lead = end - 1
            while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard test(UTF8Bytes.scalar(bytes, at: lead)) else { break }
            end = lead
        }
        return end
    }
}
