/// How much a constraint matters.
///
/// The solver's objective is a short vector with one entry per priority `level`, compared
/// lexicographically: no amount of error at a lower level outweighs any error at a higher
/// one. Inside a level, errors are summed with their `weight`.
///
/// Both worlds are special cases:
/// - Auto Layout priorities 1…999 are levels with weight 1 (`Strength.priority(_:)`).
/// - kiwi's strengths are weights on a single level 0 (`strong`, `medium`, `weak`).
public struct Strength: Sendable, Hashable, CustomStringConvertible {
    /// Priority level; higher levels are strictly more important. `Int.max` is required.
    public var level: Int
    /// Weight of this constraint's error inside its level.
    public var weight: Double

    @inlinable
    public init(level: Int = 0, weight: Double) {
        self.level = level
        self.weight = weight
    }

    /// Must hold exactly; never part of the objective.
    public static let required = Strength(level: .max, weight: 1)
    /// kiwi's `strong`, `medium` and `weak` weights (1 000 000, 1 000, 1) on level 0.
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    /// kiwi's `strength::required`: any weight at or above it is clipped to required.
    public static let kiwiRequiredWeight = 1_001_001_000.0

    /// A UIKit layout priority: 1000 is required, 1…999 are strictly ordered levels.
    @inlinable
    public static func priority(_ value: Int) -> Strength {
        value >= 1000 ? .required : Strength(level: value, weight: 1)
    }

    /// A kiwi-style weight on level 0, clipped to required as kiwi does.
    @inlinable
    public static func weight(_ value: Double) -> Strength {
        value >= kiwiRequiredWeight ? .required : Strength(level: 0, weight: value)
    }

    @inlinable
    public var isRequired: Bool { level == .max }

    public var description: String {
        isRequired ? "required" : (level == 0 ? "weight \(weight)" : "priority \(level)×\(weight)")
    }
}
