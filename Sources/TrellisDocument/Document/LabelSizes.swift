/// Where the intrinsic sizes of an Interface Builder file's labels, buttons and other
/// controls come from (`--label-sizes`, format.md §9.3).
public enum LabelSizes: String, Sendable, CaseIterable {
    /// Measured from their text and `<fontDescription>`; controls take UIKit's standard sizes.
    case measure
    /// The frames Interface Builder stored, which it measured with Apple's fonts: the
    /// solution at the design size reproduces the file's frames.
    case design
}
