import TrellisSolver

/// Lays out one view tree: a screen (fixed size) or a self-sizing cell (fixed width,
/// compressed fitting height), like `layoutIfNeeded` or `systemLayoutSizeFitting`.
public final class Layout {
    public let root: View
    public var width: Double
    /// nil: the height is solved with `root.height == 0 @fittingSizeLevel` (a cell).
    public var height: Double?
    public var direction: LayoutDirection = .leftToRight
    /// On a screen, the insets of bars and the home indicator; the root's margins are
    /// measured from it.
    public var safeArea = EdgeInsets()
    /// The keyboard's height; 0 when it is down.
    public var keyboardHeight = 0.0
    /// Pixels per point of the drawing the design frames come from (`View.designFrame`):
    /// its frames lie on that pixel grid, so a frame within half a pixel of a constraint
    /// satisfies it (`LayoutSystem+Conflicts`). Below 1 (no rounding) counts as 1.
    public var designScale = 1.0
    /// Measures the views that have `measuredText`; without one, their given intrinsic
    /// sizes stand.
    public var measurer: (any Measuring)?
    public private(set) var constraints: [LayoutConstraint] = []
    /// The safe-area insets of the views below a screen's root that have any, as the
    /// last layout pass found them (`SafeAreaPropagation`).
    var safeAreasBelowRoot: [ObjectIdentifier: EdgeInsets] = [:]

    public init(root: View, width: Double, height: Double?) {
        self.root = root
        self.width = width
        self.height = height
    }

    /// Activates `constraints`. Order matters: a conflict breaks the latest one.
    public func add(_ constraints: [LayoutConstraint]) {
        self.constraints.append(contentsOf: constraints)
    }

    public func add(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
    }

    /// What is solved: the constraints added, then those the tree's items made with
    /// `snp`, in the order they were made.
    public var activeConstraints: [LayoutConstraint] {
        var made: [(order: Int, constraint: LayoutConstraint)] = []
        func visit(_ view: View) {
            made += view.snapKitConstraints
            for guide in view.layoutGuides { made += guide.snapKitConstraints }
            view.subviews.forEach(visit)
        }
        visit(root)
        return constraints + made.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// Solves the layout. A constraint UIKit would refuse to make throws; a required
    /// constraint that conflicts with earlier ones is broken and reported, as UIKit does.
    ///
    /// `checkingAmbiguity` adds an `ambiguous` issue for every view whose frame the
    /// constraints leave open (`trellis check`).
    public func solve(checkingAmbiguity: Bool = false) throws(LayoutError) -> LayoutSolution {
        safeAreasBelowRoot = [:]
        var (system, unsettled) = try solvePass()
        var passes = 1
        while propagatesSafeArea && passes < Self.safeAreaPasses {
            let found = system.solvedSafeAreas()
            guard found != safeAreasBelowRoot else { break }
            safeAreasBelowRoot = found
            (system, unsettled) = try solvePass()
            passes += 1
        }
        var solution = system.solution()
        if let unsettled { solution.issues.append(unsettled) }
        if checkingAmbiguity { solution.issues += try ambiguities() }
        return solution
    }

    /// One layout pass with the safe areas of `safeAreasBelowRoot`: the system solved, and
    /// a `notConverged` issue when measured text would not settle.
    private func solvePass() throws(LayoutError) -> (LayoutSystem, Issue?) {
        let measured = measuredViews()
        guard let measurer, !measured.isEmpty else { return (try LayoutSystem(building: self), nil) }
        // The width loop, as one instance: sizes move in place in the one solver.
        let loop = WidthLoop(measurer: measurer)
        let texts = measured.map { $0.measuredText! }
        var sizes = [loop.naturalSizes(texts)]
        for (view, size) in zip(measured, sizes[0]) {
            view.setIntrinsicSize(size)
            measurer.setBaselines(of: view, view.measuredText!)
        }
        var system = try LayoutSystem(building: self)
        let moving = loop.settle(texts: [texts], sizes: &sizes, widths: [measured.map { system.frame(of: $0).width }]) { _, sizes in
            for (view, size) in zip(measured, sizes[0]) {
                view.setIntrinsicSize(size)
                system.setIntrinsicSize(size, of: view)
            }
            return [measured.map { system.frame(of: $0).width }]
        }
        try system.checkBudget()
        return (system, moving[0].map { views in .notConverged(views: views.map { measured[$0].name }) })
    }

    /// What the constraints leave open, seen without the design frames that would close it.
    private func ambiguities() throws(LayoutError) -> [Issue] {
        try LayoutSystem(building: self, keepingDesignFrames: false).ambiguities()
    }

    /// The views whose intrinsic size comes from measuring, in tree order.
    func measuredViews() -> [View] {
        guard measurer != nil else { return [] }
        var found: [View] = []
        func visit(_ view: View) {
            if view.measuredText != nil { found.append(view) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}

/// The frames a layout produced, and what it had to break.
public struct LayoutSolution {
    /// Every view and guide, in tree order, with its frame in its superview's (or owning
    /// view's) coordinates, unrounded.
    public var frames: [(item: LayoutItem, frame: Rect)]
    public var issues: [Issue]

    public func frame(of item: LayoutItem) -> Rect? {
        // `frames` stands in the order of the items' indices, so asking for every item
        // costs n, not n²; an item laid out since in another layout has another index.
        if frames.indices.contains(item.index), frames[item.index].item === item { return frames[item.index].frame }
        return frames.first { $0.item === item }?.frame
    }
}
