/// Appends little-endian integers and length-prefixed bytes: the raw layout of shard and
/// result payloads, and of frame headers.
struct ByteWriter {
    var data: [UInt8] = []

    mutating func u8(_ value: UInt8) { data.append(value) }
    mutating func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    mutating func bytes(_ value: some Collection<UInt8>) { data.append(contentsOf: value) }
    /// A Double's bits: every value, NaN payloads included, comes back the same.
    mutating func f64(_ value: Double) { u64(value.bitPattern) }
    mutating func string(_ value: String) { counted(value.utf8) }

    /// A u32 length, then the bytes.
    mutating func counted(_ value: some Collection<UInt8>) {
        u32(UInt32(value.count))
        data.append(contentsOf: value)
    }
}

/// Reads what ByteWriter wrote, checking every length against what is left: a payload
/// from a peer is untrusted even when its checksum holds.
struct ByteReader {
    private let data: ArraySlice<UInt8>
    private(set) var offset: Int

    init(_ data: ArraySlice<UInt8>) {
        self.data = data
        offset = data.startIndex
    }

    var isAtEnd: Bool { offset == data.endIndex }
    var remaining: Int { data.endIndex - offset }

    mutating func bytes(_ count: Int) throws(FrameError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw .malformedPayload("needs \(count) bytes at offset \(offset - data.startIndex), has \(remaining)") }
        defer { offset += count }
        return data[offset..<offset + count]
    }

    mutating func u8() throws(FrameError) -> UInt8 { try bytes(1).first! }
    mutating func u16() throws(FrameError) -> UInt16 { UInt16(try little(2)) }
    mutating func u32() throws(FrameError) -> UInt32 { UInt32(try little(4)) }
    mutating func u64() throws(FrameError) -> UInt64 { try little(8) }

    mutating func counted() throws(FrameError) -> ArraySlice<UInt8> {
        try bytes(Int(try u32()))
    }

    mutating func f64() throws(FrameError) -> Double { Double(bitPattern: try u64()) }
    mutating func string() throws(FrameError) -> String { String(decoding: try counted(), as: UTF8.self) }

    /// A count of items that take at least `each` bytes: a count beyond what is left is a lie.
    mutating func count(each: Int) throws(FrameError) -> Int {
        let count = Int(try u32())
        guard count <= remaining / each else { throw .malformedPayload("\(count) items in \(remaining) bytes") }
        return count
    }

    private mutating func little(_ count: Int) throws(FrameError) -> UInt64 {
        var value: UInt64 = 0
        for (shift, byte) in try bytes(count).enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
        return value
    }
}
