import TrellisLayout

/// Appends JSON text to a byte buffer: the output side of format.md §1 (JSON Lines,
/// deterministic bytes). Records are written by hand, key by key, so key order is the
/// contract's order and nothing is sorted or hashed.
public struct JSONWriter {
    public var bytes: [UInt8] = []
    /// Made by the first `repeatedNumbers`.
    private var repeated: RepeatedNumbers?

    public init() {}

    @inline(__always)
    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    public mutating func number(_ value: Double) {
        appendNumber(value, to: &bytes)
    }

    /// `x,y,…`: an array's content.
    mutating func numberList(_ values: [Double]) {
        commaSeparated(values) { writeNumber($0, to: $1) }
    }

    /// `numberList` of numbers that mostly repeat ones written before, such as row
    /// heights: a repeat's text is copied (`RepeatedNumbers`).
    mutating func repeatedNumberList(_ values: [Double]) {
        let repeated = self.repeated ?? RepeatedNumbers()
        self.repeated = repeated
        commaSeparated(values) { repeated.write($0, to: $1) }
    }

    /// `values` written by `write` (at most `maxNumberLength` bytes each), a comma
    /// between two. A run of them is written in place into a stack buffer and appended
    /// at once: an `append(contentsOf:)` per number cost ~150 instructions (the storage's
    /// uniqueness and capacity checks, then a copy), as much as finding most numbers' digits.
    private mutating func commaSeparated(_ values: [Double], _ write: (Double, UnsafeMutablePointer<UInt8>) -> Int) {
        let run = 128
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: run * (maxNumberLength + 1)) { buffer in
            let start = buffer.baseAddress!
            for first in stride(from: 0, to: values.count, by: run) {
                var end = start
                for index in first..<min(first + run, values.count) {
                    if index > 0 {
                        end[0] = UInt8(ascii: ",")
                        end += 1
                    }
                    end += write(values[index], end)
                }
                bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
            }
        }
    }

    public mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A JSON string. Escapes what RFC 8259 requires (quote, backslash, controls) and
    /// nothing else, so non-ASCII text stays readable UTF-8.
    public mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(contentsOf: hexByte(byte).lowercased().utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `"key":`
    public mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }
}
