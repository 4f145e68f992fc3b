import ArgumentParser

/// `--label-sizes`: where the intrinsic sizes of an Interface Builder file's labels,
/// buttons and other controls come from (format.md §9.3).
enum LabelSizes: String, ExpressibleByArgument, CaseIterable {
    /// The frames Interface Builder stored, which it measured with Apple's fonts.
    case design
    /// Measured from text and fonts: refused until text measurement exists, so a run
    /// never silently mixes the two.
    case measure

    static let help = ArgumentHelp(
        "Intrinsic sizes of Interface Builder controls: design (the stored frames) or measure (not available yet).",
        valueName: "design|measure")

    func validate() throws {
        if self == .measure {
            throw ValidationError("--label-sizes measure needs text measurement, which this build does not have yet; use --label-sizes design (the default until it does)")
        }
    }
}
