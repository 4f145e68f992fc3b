import TrellisLayout

/// One entry of `screens`: a template laid out at a device size (format.md §3).
struct ScreenJob {
    var template: Template
    var width: Double
    var height: Double
    var safeArea = EdgeInsets()
    var keyboard = 0.0
    /// The frame the record gives the root instead of `(0, 0, width, height)`.
    var rootFrame: Rect?
    var binding: DataBinding
    var document: LayoutDocument
    var pointer: JSONPointer

    init(_ value: JSONValue, at pointer: JSONPointer, in document: LayoutDocument) throws(DocumentError) {
        let object = try value.object(at: pointer)
        self.document = document
        self.pointer = pointer
        var data = JSONObject()
        if let value = object["data"] { data = try value.object(at: pointer.appending("data")) }
        binding = DataBinding(data: data)
        template = try document.template(named: try object.requiredString("template", at: pointer), at: pointer.appending("template"))
        let size = try binding.numbers(try object.requiredValue("size", at: pointer), count: 2, at: pointer.appending("size"))
        // An empty screen is laid out, as UIKit lays out a view of no size (an Interface
        // Builder file's zero-height footer imports as one).
        guard size[0]! >= 0, size[1]! >= 0 else {
            throw DocumentError(.invalidValue, "a screen's size cannot be negative", at: pointer.appending("size"))
        }
        (width, height) = (size[0]!, size[1]!)
        if let value = object["safeArea"] {
            let insets = try binding.numbers(value, count: 4, at: pointer.appending("safeArea"))
            safeArea = EdgeInsets(top: insets[0]!, left: insets[1]!, bottom: insets[2]!, right: insets[3]!)
        }
        if let value = object["keyboard"] {
            keyboard = try binding.number(value, at: pointer.appending("keyboard"))
            guard keyboard >= 0 else {
                throw DocumentError(.invalidValue, "the keyboard height cannot be negative", at: pointer.appending("keyboard"))
            }
        }
        if let value = object["rootFrame"] {
            let frame = try ViewEntry.rect(value, at: pointer.appending("rootFrame"), binding)
            guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(LayoutSystem.isInRange) else {
                throw DocumentError(.invalidValue, "a root frame beyond ±1e12 points cannot be reported exactly", at: pointer.appending("rootFrame"))
            }
            rootFrame = frame
        }
    }

    /// The screen's view tree and its layout, ready to solve.
    func layout() throws(DocumentError) -> (ViewTree, Layout) {
        let tree = try template.bind(binding, rootMargins: ScreenRoot.documentMargins(width: width)).tree
        let layout = Layout(root: tree.root, width: width, height: height)
        layout.direction = document.direction
        layout.measurer = document.measurer
        layout.safeArea = safeArea
        layout.keyboardHeight = keyboard
        layout.designScale = document.scale
        layout.add(tree.constraints)
        return (tree, layout)
    }

    func solve(checkingAmbiguity: Bool = false) throws(DocumentError) -> ScreenResult {
        let (tree, layout) = try layout()
        let solution: LayoutSolution
        do {
            solution = try layout.solve(checkingAmbiguity: checkingAmbiguity)
        } catch {
            throw DocumentError(refusing: error, constraints: template.pointer.appending("constraints"), values: pointer)
        }
        return ScreenResult(width: width, height: height, solution: solution, tree: tree, scale: document.scale, rootFrame: rootFrame)
    }
}

/// What a screen record carries (format.md §5).
public struct ScreenResult: Sendable, Equatable {
    public var width: Double
    public var height: Double
    /// `[x, y, width, height]` by view name, root first, then document order.
    public var frames: [(name: String, frame: Rect)] = []
    public var contentSizes: [(name: String, width: Double, height: Double)] = []
    public var issues: [Issue] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The record of a solved screen: every frame rounded to `scale`, the root's under
    /// `rootName` and at `rootFrame` when one is given (format.md §3.1), and the content
    /// size of every view that scrolls.
    init(width: Double, height: Double, solution: LayoutSolution, tree: ViewTree, scale: Double, rootName: String = "root",
         rootFrame: Rect? = nil) {
        self.init(width: width, height: height)
        frames.append((rootName, (rootFrame ?? solution.frame(of: tree.root)!).rounded(scale: scale)))
        for name in tree.order {
            let item = tree.items[name]!
            frames.append((name, solution.frame(of: item)!.rounded(scale: scale)))
            if let guide = (item as? View)?.contentSizeGuide {
                let content = solution.frame(of: guide)!.rounded(scale: scale)
                contentSizes.append((name, content.width, content.height))
            }
        }
        issues = solution.issues
    }

    public static func == (lhs: ScreenResult, rhs: ScreenResult) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.issues == rhs.issues
            && lhs.frames.elementsEqual(rhs.frames) { $0.name == $1.name && $0.frame == $1.frame }
            && lhs.contentSizes.elementsEqual(rhs.contentSizes) { $0 == $1 }
    }
}
