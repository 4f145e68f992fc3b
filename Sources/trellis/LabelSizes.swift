import ArgumentParser
import TrellisDocument

/// `--label-sizes`: where the intrinsic sizes of an Interface Builder file's labels,
/// buttons and other controls come from (format.md §9.3).
extension LabelSizes: ExpressibleByArgument {
    static let help = ArgumentHelp(
        "Intrinsic sizes of Interface Builder controls: measure (from their text and fonts, UIKit's standard control sizes; the default) or design (the frames stored in the file).",
        valueName: "measure|design")
}
