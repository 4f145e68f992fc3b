import TrellisSolver

/// How much a constraint, a content-hugging or a compression-resistance value counts,
/// as `UILayoutPriority`: 1…1000, and 1000 is required.
public struct LayoutPriority: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible {
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public init(integerLiteral value: Int) {
        self.value = Double(value)
    }

    public init(floatLiteral value: Double) {
        self.value = value
    }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let defaultLow: LayoutPriority = 250
    public static let fittingSizeLevel: LayoutPriority = 50

    /// UIKit's named priorities, spelled as `UILayoutPriority`'s static members.
    public static let named: [String: LayoutPriority] = [
        "required": .required, "defaultHigh": .defaultHigh, "defaultLow": .defaultLow, "fittingSizeLevel": .fittingSizeLevel,
    ]

    public var isRequired: Bool { value >= 1000 }

    /// Whether UIKit accepts it: a finite number from 1 to 1000.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// The solver's strength: required, or a strict level of its own (format.md §2.5), so no
    /// number of violations at one priority outweighs one at a higher priority. Levels are
    /// whole numbers: a fractional priority shares the level below it, so UIKit's 999.5
    /// stays optional.
    public var strength: Strength { isRequired ? .required : .priority(Int(value.rounded(.down))) }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }

    public var description: String { formatNumber(value) }
}
