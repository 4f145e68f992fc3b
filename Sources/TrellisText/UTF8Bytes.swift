/// Reading scalars out of UTF-8 that Swift has already validated (a `String`'s bytes).
enum UTF8Bytes {
    /// The scalar whose (valid) UTF-8 starts at `i`.
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32 {
        let lead = UInt32(bytes[i])
        switch lead {
        case ..<0x80: return lead
        case ..<0xE0: return (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        case ..<0xF0: return (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F)
        }
    }

    /// The length of the sequence a lead byte starts.
    static func length(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
