/// The archive format of Xcode 4 and earlier (`<archive type="com.apple.InterfaceBuilder3.
/// CocoaTouch.XIB" version="7.10">`, format.md §9), read into the `<document>` elements of
/// later files. An archive is an object graph: each view is an `<object class="IBUIView"
/// id=…>` (a later occurrence is a `<reference ref=…>`) with its frame as text
/// (`NSFrame` `{{x, y}, {w, h}}`, or `NSFrameSize` `{w, h}` at the origin), its
/// autoresizing mask in the low bits of `NSvFlags` and its subviews in `NSSubviews`.
/// Archives hold no constraints, so every view is a springs-and-struts view; the views of
/// `IBDocument.RootObjects` are the file's top-level views, a table view cell's root its
/// content view.
enum IBArchive {
    static func document(from archive: XMLElement) throws(InterfaceBuilderError) -> XMLElement {
        guard let data = archive.child("data") else {
            throw InterfaceBuilderError("the archive has no <data>", line: archive.line)
        }
        var objects: [String: XMLElement] = [:]
        collect(data, into: &objects)
        let version = data.children.first { $0.name == "string" && $0["key"] == "IBDocument.InterfaceBuilderVersion" }?.text ?? ""
        guard let roots = data.children.first(where: { $0["key"] == "IBDocument.RootObjects" }) else {
            throw InterfaceBuilderError("the archive has no IBDocument.RootObjects", line: data.line)
        }
        var views: [XMLElement] = []
        var placed: Set<String> = []
        for object in roots.children {
            views += try view(object, objects: objects, placed: &placed, depth: 0).map { [$0] } ?? []
        }
        let isPad = archive["type"]?.contains(".iPad.") ?? false
        return XMLElement(name: "document",
                          attributes: ["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0",
                                       "toolsVersion": version.isEmpty ? "0" : version,
                                       "targetRuntime": isPad ? "iOS.CocoaTouch.iPad" : "iOS.CocoaTouch"],
                          children: [XMLElement(name: "objects", attributes: [:], children: views, line: roots.line)],
                          line: archive.line)
    }

    /// Every object with an id, wherever the graph first writes it.
    private static func collect(_ element: XMLElement, into objects: inout [String: XMLElement]) {
        if element.name == "object", let id = element["id"], objects[id] == nil { objects[id] = element }
        for child in element.children { collect(child, into: &objects) }
    }

    /// The `<document>` element of a view object (following a reference), nil for an
    /// object that is not a view. `placed` holds the views already in the tree.
    private static func view(_ element: XMLElement, objects: [String: XMLElement], placed: inout Set<String>,
                             depth: Int) throws(InterfaceBuilderError) -> XMLElement? {
        guard depth < 100 else { throw InterfaceBuilderError("the archive's views nest more than 100 deep", line: element.line) }
        let object = element.name == "reference" ? element["ref"].flatMap { objects[$0] } : element
        guard let object, object.name == "object", let id = object["id"], let className = object["class"],
              let frame = try frame(of: object) else { return nil }
        // The archive is a graph, and a view has one superview: a view met again is a
        // cycle or a shared subview, which would otherwise be copied without end.
        guard placed.insert(id).inserted else {
            throw InterfaceBuilderError("view \(id) is in the archive's view tree twice", line: element.line)
        }
        var children = [frame]
        if let flags = object.children.first(where: { $0.name == "int" && $0["key"] == "NSvFlags" }).flatMap({ Int($0.text) }) {
            // NSViewMinXMargin … NSViewMaxYMargin are UIViewAutoresizing's bits, in order.
            let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
            var mask: [String: String] = ["key": "autoresizingMask"]
            for (bit, name) in names.enumerated() where flags & (1 << bit) != 0 { mask[name] = "YES" }
            children.append(XMLElement(name: "autoresizingMask", attributes: mask, children: [], line: object.line))
        }
        if let subviews = object.children.first(where: { $0["key"] == "NSSubviews" }) {
            var converted: [XMLElement] = []
            for subview in subviews.children {
                if let view = try view(subview, objects: objects, placed: &placed, depth: depth + 1) { converted.append(view) }
            }
            children.append(XMLElement(name: "subviews", attributes: [:], children: converted, line: subviews.line))
        }
        if className == "IBUITableViewCell" { return cell(id: id, frame: frame, subviews: children.first { $0.name == "subviews" }, object: object) }
        return XMLElement(name: elementName(className), attributes: ["id": id], children: children, line: object.line)
    }

    /// A table view cell: its content view (`IBUIContentView`, one of its subviews) is
    /// the `<tableViewCellContentView>` whose subviews the cell shows, so the content
    /// view is the root, as in later files.
    private static func cell(id: String, frame: XMLElement, subviews: XMLElement?, object: XMLElement) -> XMLElement {
        let contentID = object.children.first { $0["key"] == "IBUIContentView" }.flatMap { $0["ref"] ?? $0["id"] }
        var children = [frame]
        if var content = subviews?.children.first(where: { $0["id"] == contentID }) {
            content.name = "tableViewCellContentView"
            content.attributes["key"] = "contentView"
            content.attributes["tableViewCell"] = id
            children.append(content)
        }
        return XMLElement(name: "tableViewCell", attributes: ["id": id], children: children, line: object.line)
    }

    /// `NSFrame` `{{x, y}, {w, h}}` or `NSFrameSize` `{w, h}` as a `<rect key="frame">`;
    /// nil for an object with neither (not a view).
    private static func frame(of object: XMLElement) throws(InterfaceBuilderError) -> XMLElement? {
        let field = object.children.first { $0.name == "string" && ($0["key"] == "NSFrame" || $0["key"] == "NSFrameSize") }
        guard let field else { return nil }
        let numbers = field.text.split { !"0123456789.-".contains($0) }.map { Double($0) }
        guard numbers.count == (field["key"] == "NSFrame" ? 4 : 2), numbers.allSatisfy({ $0?.isFinite == true }) else {
            throw InterfaceBuilderError("\(field["key"] ?? "") \"\(field.text)\" is not a frame", line: field.line)
        }
        let values = (numbers.count == 2 ? [0, 0] : []) + numbers.map { $0! }
        return XMLElement(name: "rect", attributes: ["key": "frame", "x": "\(values[0])", "y": "\(values[1])",
                                                     "width": "\(values[2])", "height": "\(values[3])"],
                          children: [], line: field.line)
    }

    /// The element name of a class: `IBUILabel` is `<label>`, and so on; any other view
    /// (a control, a cell, a custom class) is a plain view, as springs and struts place
    /// its frame whatever it draws.
    private static func elementName(_ className: String) -> String {
        let known = ["IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
                     "IBUITextField": "textField", "IBUITextView": "textView"]
        return known[className] ?? "view"
    }
}
