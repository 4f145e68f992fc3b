import CUnibreak

/// UAX #14 line-break opportunities from libunibreak: after byte i, `breaks[i]` is
/// LINEBREAK_MUSTBREAK, LINEBREAK_ALLOWBREAK, LINEBREAK_NOBREAK or LINEBREAK_INSIDEACHAR.
struct LineBreakOpportunities {
    private(set) var breaks: [CChar] = []
    private var standIn: [UInt8] = []

    /// libunibreak's tables are set up once per process.
    private static let ready: Void = init_linebreak()

    init() { _ = Self.ready }

    /// libunibreak 1.1 (Debian 12) aborts on an assertion for regional indicators
    /// (U+1F1E6–U+1F1FF, flag emoji) and for U+FFFF, which it takes for its end marker.
    /// Those reach it as stand-ins of the same length, an ideograph (U+20000) for each
    /// regional indicator and U+FFFD for U+FFFF; a flag's two indicators are then glued,
    /// as UAX #14 (LB30a) keeps them.
    mutating func find(in bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        if breaks.count < n { breaks = [CChar](repeating: 0, count: n) }
        guard let unsafe = Self.firstUnsafe(bytes) else {
            breaks.withUnsafeMutableBufferPointer { set_linebreaks_utf8(bytes.baseAddress, n, nil, $0.baseAddress) }
            return
        }
        standIn = Array(bytes)
        var indicators: [Int] = []  // where each regional indicator starts
        var i = unsafe
        while i + 2 < n {
            if Self.isRegionalIndicator(bytes, i) {
                standIn.replaceSubrange(i..<i + 4, with: [0xF0, 0xA0, 0x80, 0x80])
                indicators.append(i)
                i += 4
            } else if bytes[i] == 0xEF, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBF {
                standIn[i + 2] = 0xBD
                i += 3
            } else {
                i += 1
            }
        }
        standIn.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { set_linebreaks_utf8(text.baseAddress, n, nil, $0.baseAddress) }
        }
        // Pairs of adjacent indicators, counted from the first of each run, are one flag.
        var k = 0
        while k + 1 < indicators.count {
            if indicators[k + 1] == indicators[k] + 4 {
                breaks[indicators[k] + 3] = CChar(LINEBREAK_NOBREAK)
                k += 2
            } else {
                k += 1
            }
        }
    }

    subscript(i: Int) -> CChar { breaks[i] }

    private static func isRegionalIndicator(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        i + 3 < bytes.count && bytes[i] == 0xF0 && bytes[i + 1] == 0x9F && bytes[i + 2] == 0x87
            && (0xA6...0xBF).contains(bytes[i + 3])
    }

    /// The first byte that could start a sequence libunibreak cannot take (both begin
    /// with 0xEF or 0xF0), or nil.
    private static func firstUnsafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for i in 0..<bytes.count where bytes[i] >= 0xEF {
            if isRegionalIndicator(bytes, i) { return i }
            if bytes[i] == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBF { return i }
        }
        return nil
    }
}
