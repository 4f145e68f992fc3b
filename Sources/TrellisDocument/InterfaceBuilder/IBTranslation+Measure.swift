import TrellisLayout

extension IBTranslation {
    /// `--label-sizes measure` (format.md §9.3): a label or a titled button is measured
    /// from its text in its font; a control takes UIKit's standard size where UIKit
    /// gives one (`StandardControl`), its stored size where its size comes from content
    /// that is not measured (a segmented control's titles, a page control's dots); an
    /// image view takes its image's size from the file's resources.
    mutating func measure(_ view: IBView, into entry: inout ViewSpec) {
        if let text = view.text {
            let style = IBFont.styleName(text.font)
            fonts[style] = text.font
            entry.kind = view.element == "button" ? .button : .label
            entry.text = MeasuredText(text.text, style: style, lines: text.lines, insets: text.insets, preferredWidth: text.preferredWidth)
            (entry.intrinsicWidth, entry.intrinsicHeight) = (nil, nil)
            return
        }
        if view.element == "imageView", let size = view.imageName.flatMap({ imageSizes[$0] }) {
            (entry.intrinsicWidth, entry.intrinsicHeight) = (size.width, size.height)
            return
        }
        guard let control = Self.standardControl(view) else { return }
        let standard = control.intrinsicSize
        entry.intrinsicWidth = standard.width ?? entry.intrinsicWidth
        entry.intrinsicHeight = standard.height ?? entry.intrinsicHeight
    }

    private static func standardControl(_ view: IBView) -> StandardControl? {
        switch view.element {
        case "switch": .toggle
        case "slider": .slider
        case "progressView": .progressView
        case "activityIndicatorView": ["large", "whiteLarge"].contains(view["style"] ?? "") ? .largeActivityIndicator : .activityIndicator
        case "stepper": .stepper
        case "segmentedControl": .segmentedControl
        case "textField" where view["borderStyle"] == "roundedRect": .roundedTextField
        case "searchBar": .searchBar
        default: nil
        }
    }
}
