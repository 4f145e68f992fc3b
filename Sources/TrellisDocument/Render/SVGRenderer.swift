import TrellisLayout
import TrellisText

/// Draws a solved layout as SVG (`trellis render`): every view as a rectangle in root
/// coordinates, nested views shaded deeper, guides dashed, names written in; a label's
/// text and a button's title line by line as they were broken, in their fonts.
struct SVGRenderer {
    var solution: LayoutSolution
    var root: View
    /// Names to draw: the template's views and guides, root first.
    var names: [(name: String, item: LayoutItem)]
    /// What measured the texts, to break them again for drawing; nil where no text was
    /// measured (an Interface Builder file keeps its stored sizes).
    var measurer: DocumentMeasurer?

    func svg() -> String {
        let bounds = solution.frame(of: root) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(formatNumber(bounds.width))" height="\(formatNumber(bounds.height))" \
            viewBox="0 0 \(formatNumber(bounds.width)) \(formatNumber(bounds.height))" font-family="sans-serif" font-size="10">
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        for (name, item) in names {
            guard let frame = absoluteFrame(item) else { continue }
            let depth = self.depth(item)
            let isGuide = item is LayoutGuide
            let fill = isGuide ? "none" : "hsl(\(210 + 30 * depth), 70%, \(max(45, 92 - 8 * depth))%)"
            let dash = isGuide ? " stroke-dasharray=\"4 3\"" : ""
            out += "<rect x=\"\(formatNumber(frame.x))\" y=\"\(formatNumber(frame.y))\" width=\"\(formatNumber(max(0, frame.width)))\" "
            out += "height=\"\(formatNumber(max(0, frame.height)))\" fill=\"\(fill)\" stroke=\"#335\" stroke-width=\"0.5\"\(dash)/>\n"
            if let view = item as? View, let text = view.measuredText, let measurer {
                out += lines(of: text, in: frame, measuredBy: measurer)
            } else {
                out += "<text x=\"\(formatNumber(frame.x + 2))\" y=\"\(formatNumber(frame.y + 11))\" fill=\"#223\">\(escaped(name))</text>\n"
            }
        }
        return out + "</svg>\n"
    }

    /// One `<text>` per line of `text` as it breaks in `frame` (the view's, in root
    /// coordinates), each on its baseline, in the style's font.
    func lines(of text: MeasuredText, in frame: Rect, measuredBy measurer: DocumentMeasurer) -> String {
        let insets = text.insets
        guard let layout = measurer.layout(of: text, width: max(0, frame.width - insets.leading - insets.trailing)) else { return "" }
        let font = measurer.style(text.style).font
        let family = (try? measurer.text.resolve(font.descriptor).family) ?? FontDescriptor.defaultFamily
        var weight = 400
        if case .family(_, let fontWeight) = font.descriptor { weight = fontWeight.openTypeWeight }
        var out = "<g font-family=\"\(escaped(family)), \(escaped(FontDescriptor.cjkFamily))\" font-size=\"\(formatNumber(font.pointSize))\" "
            + "font-weight=\"\(weight)\" fill=\"#111\" xml:space=\"preserve\">\n"
        let bytes = Array(text.text.utf8)
        for (index, line) in layout.lines.enumerated() {
            let content = String(decoding: bytes[line.range], as: UTF8.self)
            let y = frame.y + insets.top + layout.baseline(ofLine: index)
            out += "<text x=\"\(formatNumber(frame.x + insets.leading))\" y=\"\(formatNumber(y))\">\(escaped(content))</text>\n"
        }
        return out + "</g>\n"
    }

    /// The item's frame moved into root coordinates.
    func absoluteFrame(_ item: LayoutItem) -> Rect? {
        guard var frame = solution.frame(of: item) else { return nil }
        var space = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        while let view = space, let offset = solution.frame(of: view) {
            frame.x += offset.x
            frame.y += offset.y
            space = view.superview
        }
        return frame
    }

    func depth(_ item: LayoutItem) -> Int {
        var depth = 0
        var space = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        while let view = space {
            depth += 1
            space = view.superview
        }
        return depth
    }

    func escaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}

/// What `renderSVG` found for a job id.
public enum RenderedJob: Equatable {
    case svg(String)
    /// The job is a table without the requested row: a usage error, not a bad document.
    case missingRow(rows: Int)
}

/// Renders job `id` of a layout document (a screen, or row `row` of a table) or of an
/// Interface Builder file (a root); nil if the document has no such job.
public func renderSVG(_ bytes: UnsafeBufferPointer<UInt8>, origin: DocumentOrigin, id: String, row: Int?,
                      labelSizes: LabelSizes = .measure) throws(DocumentError) -> RenderedJob? {
    if origin.isWholeFile, InterfaceBuilderJob.isInterfaceBuilderPath(origin.path) {
        return try renderInterfaceBuilder(bytes, path: origin.path, id: id, labelSizes: labelSizes)
    }
    let value: JSONValue
    do {
        value = try JSONParser.parse(bytes)
    } catch {
        throw DocumentError(.jsonSyntax, "\(error.message) at line \(error.line), column \(error.column)", at: error.pointer)
    }
    let object = try value.object(at: .root)
    guard case .string(LayoutDocument.format)? = object["format"] else { return nil }
    let document = try LayoutDocument(object, origin: origin, text: TextMeasurer())
    for (index, screen) in document.screens.enumerated() where jobID(screen) == id {
        let job = try ScreenJob(screen, at: JSONPointer.root.appending("screens").appending(index), in: document)
        let (tree, layout) = try job.layout()
        return .svg(try draw(tree, layout, measurer: document.measurer, at: job.template.pointer))
    }
    for (index, table) in document.tables.enumerated() where jobID(table) == id {
        let pointer = JSONPointer.root.appending("tables").appending(index)
        let job = try TableJob(table, at: pointer, in: document, id: id)
        let row = row ?? 0
        guard job.rows.indices.contains(row) else { return .missingRow(rows: job.rows.count) }
        let rowPointer = pointer.appending("rows").appending(row)
        let rowObject = try job.rows[row].object(at: rowPointer)
        let template = try document.template(named: try rowObject.requiredString("template", at: rowPointer), at: rowPointer.appending("template"))
        var data = JSONObject()
        if let value = rowObject["data"] { data = try value.object(at: rowPointer.appending("data")) }
        let (bound, layout) = try job.cell(template, data: data)
        return .svg(try draw(bound.tree, layout, measurer: document.measurer, at: template.pointer))
    }
    return nil
}

private func renderInterfaceBuilder(_ bytes: UnsafeBufferPointer<UInt8>, path: String, id: String, labelSizes: LabelSizes) throws(DocumentError) -> RenderedJob? {
    let stem = InterfaceBuilderJob.stem(of: path)
    let tree: ViewTree, layout: Layout, measurer: DocumentMeasurer?
    do throws(InterfaceBuilderError) {
        let document = try IBDocument(bytes)
        guard let root = document.roots.first(where: { "\(stem)/\($0.id)" == id }) else { return nil }
        (tree, layout, _, measurer) = try InterfaceBuilderJob.layout(root, in: document, labelSizes: labelSizes)
    } catch {
        throw DocumentError(error.code, error.text)
    }
    return .svg(try draw(tree, layout, measurer: measurer, at: .root))
}

private func jobID(_ value: JSONValue) -> String? {
    if case .object(let object) = value, case .string(let id)? = object["id"] { return id }
    return nil
}

private func draw(_ tree: ViewTree, _ layout: Layout, measurer: DocumentMeasurer?, at pointer: JSONPointer) throws(DocumentError) -> String {
    let solution: LayoutSolution
    do {
        solution = try layout.solve()
    } catch {
        throw DocumentError(refusing: error, constraints: pointer.appending("constraints"), values: pointer)
    }
    let names = [("root", tree.root as LayoutItem)] + tree.order.compactMap { name in tree.item(named: name).map { (name, $0) } }
    return SVGRenderer(solution: solution, root: tree.root, names: names, measurer: measurer).svg()
}
