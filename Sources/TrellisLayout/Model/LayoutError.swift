/// Why a constraint or a view tree cannot be laid out, in UIKit's words where UIKit
/// has words for it.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    case incompatibleAnchors(String)
    case invalidPairing(String)
    case locationEqualsConstant
    case invalidPriority(Double, String)
    case nonFinite(String)
    /// A size or constant beyond `LayoutSystem.largestMagnitude`, named as the solver
    /// would have held it.
    case outOfRange(String)
    case noCommonAncestor(String, String)
    /// A constraint names an item the tree does not have.
    case unknownItem(String)
    /// The solver rewrote more cells than the bound allows (`LayoutSystem.mergedCellBudget`).
    case tooLarge(Int)

    public var description: String {
        switch self {
        case .incompatibleAnchors(let text):
            return "Constraint improperly relates anchors of incompatible types: \(text)"
        case .invalidPairing:
            return "Invalid pairing of layout attributes"
        case .locationEqualsConstant:
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case .invalidPriority(let value, _):
            return "A priority must be between 1 and 1000 (got \(formatNumber(value)))"
        case .nonFinite(let text):
            return "A multiplier and a constant must be finite numbers: \(text)"
        case .outOfRange(let text):
            return "A size or constant beyond ±1e12 points cannot be laid out exactly: \(text)"
        case .noCommonAncestor(let first, let second):
            return "Unable to install constraint: \(first) and \(second) have no common ancestor"
        case .unknownItem(let name):
            return "Unable to find view with name \(name)"
        case .tooLarge(let budget):
            return "The layout is too large to solve: its constraints made the solver rewrite more than \(budget) cells (thousands of views each placed against the last fill its rows in); split it into smaller layouts"
        }
    }
}
