import TrellisLayout

extension IBView {
    /// `--label-sizes design`: a view UIKit sizes by its content takes the size Interface
    /// Builder measured, its stored frame's alignment rect; `placeholderIntrinsicWidth`/
    /// `Height` override (`infinite`: none).
    func designIntrinsicSize() throws(InterfaceBuilderError) -> (width: Double?, height: Double?) {
        guard let frame = frame?.inset(by: alignmentInsets) else { return (nil, nil) }
        var size: (width: Double?, height: Double?) = (nil, nil)
        switch element {
        case "label", "button", "textField", "switch", "segmentedControl", "stepper", "activityIndicatorView", "pageControl", "datePicker":
            size = (frame.width, frame.height)
        case "imageView" where hasImage:
            size = (frame.width, frame.height)
        case "textView" where self["scrollEnabled"] == "NO":
            // A text view that does not scroll sizes itself to its text.
            size = (frame.width, frame.height)
        case "slider", "progressView", "searchBar", "navigationBar":
            // A navigation bar standing on its own is as high as UIKit makes one (44, or
            // 50 on an iPad), whatever its width.
            size.height = frame.height
        default:
            break
        }
        if self["placeholderIntrinsicWidth"] != nil { size.width = try placeholder("placeholderIntrinsicWidth") }
        if self["placeholderIntrinsicHeight"] != nil { size.height = try placeholder("placeholderIntrinsicHeight") }
        return size
    }

    /// A placeholder intrinsic length: points, or `infinite` for none.
    private func placeholder(_ attribute: String) throws(InterfaceBuilderError) -> Double? {
        let text = self[attribute] ?? ""
        if text == "infinite" { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw InterfaceBuilderError("\(element) \(id): \(attribute)=\"\(text)\" is not a length of 0 or more, or infinite", line: line)
        }
        guard LayoutSystem.isInRange(value) else {
            throw InterfaceBuilderError("\(element) \(id): " + LayoutError.outOfRange("\(attribute)=\"\(text)\"").description, line: line)
        }
        return value
    }

    /// `--label-sizes design`: a label, a titled button or a text field in the system
    /// font has the baselines UIKit gives its text in the stored frame
    /// (`SystemFontMetrics`: a label's sit at its block of lines' distances from its top
    /// and bottom, a button's title and a text field's line are centred in it); other
    /// fonts' metrics are not known, so their baselines stay at the edges.
    func designBaselines(scale: Double) -> TextBaselines? {
        if element == "textField", let size = fieldSystemFontSize, let frame = frame?.inset(by: alignmentInsets) {
            return SystemFontMetrics(pointSize: size).titleBaselines(height: frame.height, lines: 1, scale: scale)
        }
        guard element == "label" || element == "button", let text, text.isSystemFont,
              let frame = frame?.inset(by: alignmentInsets) else { return nil }
        let metrics = SystemFontMetrics(pointSize: text.font.pointSize)
        return element == "label"
            ? metrics.labelBaselines(height: frame.height, lines: text.lines, scale: scale)
            : metrics.titleBaselines(height: frame.height, lines: text.lines, scale: scale)
    }
}
