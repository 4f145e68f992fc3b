import TrellisLayout
import TrellisText

/// A view of an Interface Builder file as stored: its element, stored frame, the
/// properties layout reads, its guides, subviews and the constraints it holds.
struct IBView {
    var id: String
    /// The element name: `view`, `label`, `button`, `tableViewCellContentView`…
    var element: String
    var attributes: [String: String]
    var frame: Rect?
    var subviews: [IBView] = []
    var constraints: [IBConstraint] = []
    /// Guide ids to the property they stand for: `safeAreaLayoutGuide`,
    /// `contentLayoutGuide`, `frameLayoutGuide`, `keyboardLayoutGuide`.
    var guides: [String: String] = [:]
    var margins: DirectionalEdgeInsets?
    /// `<autoresizingMask>`; absent is none.
    var autoresizing: AutoresizingMask = []
    var hasImage: Bool
    /// The image an image view shows, by its name in the file's `<resources>`.
    var imageName: String?
    /// A label's or button's text and font, for measuring.
    var text: IBText?
    /// A text field's font size when it is the system font, whose metrics place its
    /// text's baseline (`designBaselines`).
    var fieldSystemFontSize: Double?
    /// `<variation>` elements, for size-class masks.
    var variations: [IBVariation] = []
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Reads a view element; `id` stands in when the element has none (an old collection
    /// cell's content view takes the cell's). `superviewSize` places a frame stored as
    /// insets from the superview's far edges.
    init(_ element: XMLElement, id: String? = nil, superviewSize: Size? = nil) throws(InterfaceBuilderError) {
        self.id = element["id"] ?? id ?? ""
        self.element = element.name
        attributes = element.attributes
        line = element.line
        if let rect = element.child("rect", key: "frame") {
            frame = try Rect(x: rect.number("x"), y: rect.number("y"), width: rect.number("width"), height: rect.number("height"))
        } else if let inset = element.child("frame", key: "frameInset") {
            frame = try Self.frame(inset: inset, superviewSize: superviewSize)
        }
        hasImage = element["image"] != nil || element.child("imageReference", key: "image") != nil
        imageName = element["image"] ?? element.child("imageReference", key: "image")?["image"]
        text = IBText(element)
        if element.name == "textField" {
            let description = element.child("fontDescription", key: "fontDescription")
            // Interface Builder's text field shows the system font at 14 points by default.
            if IBFont.isSystem(description) { fieldSystemFontSize = IBFont.font(description, default: Font(.system, size: 14)).pointSize }
        }
        for child in element.children {
            switch child.name {
            case "subviews":
                // Cells are laid out as roots of their own, never as subviews.
                let size = frame.map { Size(width: $0.width, height: $0.height) }
                subviews += try child.children.map { element throws(InterfaceBuilderError) in try IBView(element, superviewSize: size) }
            case "view" where child["key"] == "contentView" && element.name == "visualEffectView":
                // A visual effect view holds its content in a view of its own.
                subviews.insert(try IBView(child), at: 0)
            case "constraints":
                constraints = child.children("constraint").map { IBConstraint($0, owner: self.id) }
            case "viewLayoutGuide":
                let property: String? = switch child["key"] {
                case "safeArea": "safeAreaLayoutGuide"
                case "contentLayoutGuide": "contentLayoutGuide"
                case "frameLayoutGuide": "frameLayoutGuide"
                default: nil
                }
                if let property, let guideID = child["id"] { guides[guideID] = property }
            case "keyboardLayoutGuide" where child["key"] == "keyboard":
                if let guideID = child["id"] { guides[guideID] = "keyboardLayoutGuide" }
            case "edgeInsets" where child["key"] == "layoutMargins":
                margins = try DirectionalEdgeInsets(
                    top: child.number("top"), leading: child.number("left"), bottom: child.number("bottom"), trailing: child.number("right"))
            case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                margins = try DirectionalEdgeInsets(
                    top: child.number("top"), leading: child.number("leading"), bottom: child.number("bottom"), trailing: child.number("trailing"))
            case "autoresizingMask":
                let flags: [(String, AutoresizingMask)] = [
                    ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                    ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
                ]
                for (name, flag) in flags where child[name] == "YES" { autoresizing.insert(flag) }
            case "variation":
                variations.append(IBVariation(child))
            default:
                break
            }
        }
    }

    /// This view and every view below it, parents first.
    var all: [IBView] { [self] + subviews.flatMap(\.all) }
}

/// `<variation key="…">`: what one size class changes. `<mask key="constraints|subviews">`
/// with `<exclude|include reference/>` removes or adds constraints and subviews; the
/// element's other attributes replace the view's or constraint's (`hidden="NO"`,
/// `constant="96"`).
struct IBVariation {
    var key: String
    var excluded: [String] = []
    var included: [String] = []
    var properties: [String: String]

    init(_ element: XMLElement) {
        key = element["key"] ?? ""
        properties = element.attributes.filter { $0.key != "key" }
        for mask in element.children("mask") {
            excluded += mask.children("exclude").compactMap { $0["reference"] }
            included += mask.children("include").compactMap { $0["reference"] }
        }
    }

    /// The size classes the key names (`heightClass=regular-widthClass=compact`); nil
    /// for a key this reader does not know, which then never applies.
    private var required: (horizontal: SizeClass?, vertical: SizeClass?)? {
        var result: (horizontal: SizeClass?, vertical: SizeClass?) = (nil, nil)
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": result.horizontal = value
            case "heightClass": result.vertical = value
            default: return nil
            }
        }
        return result
    }

    /// The variations that hold on a screen of `classes`, in the order they apply:
    /// `default` (any width, any height) first, then those naming one size class, then
    /// those naming both. Files with no device have only the default.
    static func active(_ variations: [IBVariation], classes: SizeClasses?) -> [IBVariation] {
        var chosen: [(rank: Int, variation: IBVariation)] = []
        for variation in variations {
            if variation.key == "default" {
                chosen.append((0, variation))
                continue
            }
            guard let classes, let required = variation.required,
                  required.horizontal.map({ $0 == classes.horizontal }) ?? true,
                  required.vertical.map({ $0 == classes.vertical }) ?? true else { continue }
            chosen.append(((required.horizontal == nil ? 0 : 1) + (required.vertical == nil ? 0 : 1), variation))
        }
        return chosen.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.variation)
    }
}

extension IBView {
    /// Xcode 8's betas (toolsVersion 11129 to 11185) store a frame as `<frame
    /// key="frameInset" minX minY width height/>`, a far edge as its inset from the
    /// superview's (`maxX`, `maxY`) where the size is not given; absent values are 0.
    /// Nil when a size depends on a superview of unknown size.
    static func frame(inset: XMLElement, superviewSize: Size?) throws(InterfaceBuilderError) -> Rect? {
        let x = try inset.number("minX"), y = try inset.number("minY")
        func length(_ size: String, _ farInset: String, _ origin: Double, _ superviewLength: Double?) throws(InterfaceBuilderError) -> Double? {
            if inset[size] != nil || inset[farInset] == nil { return try inset.number(size) }
            guard let superviewLength else { return nil }
            return superviewLength - origin - (try inset.number(farInset))
        }
        guard let width = try length("width", "maxX", x, superviewSize?.width),
              let height = try length("height", "maxY", y, superviewSize?.height) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}

extension XMLElement {
    /// A number attribute; absent is 0, as Interface Builder omits zero. A length beyond
    /// what the solver holds exactly is refused here, where the file's line is known.
    func number(_ name: String) throws(InterfaceBuilderError) -> Double {
        guard let text = self[name] else { return 0 }
        guard let value = Double(text), value.isFinite else {
            throw InterfaceBuilderError("\(self.name) \(name)=\"\(text)\" is not a number", line: line)
        }
        guard LayoutSystem.isInRange(value) else {
            throw InterfaceBuilderError(LayoutError.outOfRange("\(self.name) \(name)=\"\(text)\"").description, line: line)
        }
        return value
    }
}
