/// SnapKit's named priorities (`.priority(.high)`); a plain number works as well.
public struct ConstraintPriority: Sendable, Hashable, ExpressibleByFloatLiteral {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public init(floatLiteral value: Double) {
        self.value = value
    }

    public static let required: ConstraintPriority = 1000.0
    public static let high: ConstraintPriority = 750.0
    /// 500 as on iOS; SnapKit uses 501 on macOS.
    public static let medium: ConstraintPriority = 500.0
    public static let low: ConstraintPriority = 250.0

    /// The names, for a document's `.priority(.high)`.
    public static let named: [String: ConstraintPriority] = ["required": .required, "high": .high, "medium": .medium, "low": .low]
}
