/// A column of the tableau: an external variable or one of the solver's own symbols.
///
/// The kind lives in the low two bits and the id above them, so comparing raw values
/// orders symbols by id (kiwi's order, which its tie-breaks depend on) and asking for
/// the kind costs no lookup.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        /// A caller's variable; unrestricted in sign.
        case external = 0
        /// `s ≥ 0` turning an inequality into an equation; the marker of an inequality.
        case slack = 1
        /// `e ≥ 0`, the violation of a non-required constraint, weighted in the objective.
        case error = 2
        /// Fixed at zero; marks a required equation so it can be found and removed.
        case dummy = 3
    }

    let raw: UInt32

    static let invalid = Symbol(raw: 0)

    @inline(__always)
    init(raw: UInt32) { self.raw = raw }

    @inline(__always)
    init(id: Int, kind: Kind) { raw = UInt32(id) << 2 | kind.rawValue }

    @inline(__always) var id: Int { Int(raw >> 2) }
    @inline(__always) var kind: Kind { Kind(rawValue: raw & 3)! }
    @inline(__always) var isValid: Bool { raw != 0 }
    /// Slack and error symbols may not go negative; the simplex keeps their rows feasible.
    @inline(__always) var isRestricted: Bool { raw & 3 == Kind.slack.rawValue || raw & 3 == Kind.error.rawValue }
    @inline(__always) var isExternal: Bool { raw & 3 == Kind.external.rawValue && raw != 0 }
    @inline(__always) var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }

    @inline(__always)
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Coefficients closer to zero than this are treated as zero (kiwi's `nearZero`).
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
