/// What SnapKit stops the app for, reported instead, in SnapKit's words.
public enum SnapKitError: Error, Equatable, CustomStringConvertible {
    /// `equalToSuperview()` (or a kin) on an item without a superview.
    case noSuperview(method: String)
    /// `make.edges.equalTo(other.snp.size)`: several attributes against a different set.
    case multipleNonIdenticalAttributes
    /// `updateConstraints` made a constraint that matches none the item has.
    case noMatchingConstraint(String)

    public var description: String {
        switch self {
        case .noSuperview(let method):
            return "Expected superview but found nil when attempting make constraint `\(method)`."
        case .multipleNonIdenticalAttributes:
            return "Cannot constraint to multiple non identical attributes."
        case .noMatchingConstraint(let constraint):
            return "Updated constraint could not find existing matching constraint to update: \(constraint)"
        }
    }
}
