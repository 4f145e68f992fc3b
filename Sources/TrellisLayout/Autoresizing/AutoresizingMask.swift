/// Springs and struts (`UIView.AutoresizingMask`): which of a view's margins and lengths
/// follow a change of its superview's size. No flag on an axis means fixed.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    // UIKit's raw values.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The flag UIKit calls `name` (`flexibleWidth`), or nil.
    public init?(flagNamed name: String) {
        let flags: [String: AutoresizingMask] = [
            "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
            "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
            "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
        ]
        guard let flag = flags[name] else { return nil }
        self = flag
    }
}
