extension LayoutPriority {
    // SnapKit's names (its `ConstraintPriority`), for `.priority(.high)`.
    public static let high: LayoutPriority = 750
    /// 500 as on iOS; SnapKit uses 501 on macOS.
    public static let medium: LayoutPriority = 500
    public static let low: LayoutPriority = 250

    /// SnapKit's names, for a document's `.priority(.high)`.
    public static let snapKitNamed: [String: LayoutPriority] = ["required": .required, "high": .high, "medium": .medium, "low": .low]
}
