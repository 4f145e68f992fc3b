import TrellisSolver

/// A `Layout` turned into a linear system: four variables per item (its frame in the
/// root's coordinates), the constraints UIKit makes for roots, guides, intrinsic sizes
/// and kinds of view, and the caller's. Each concern is an extension in a file of its
/// own; this file holds the variables and the one way constraints go in.
public struct LayoutSystem {
    let layout: Layout
    let solver = Solver()
    /// The views below the root whose safe area the system read (`SafeAreaPropagation`).
    let safeAreaReads = SafeAreaReads()
    /// Every item, views in tree order each followed by its guides.
    private(set) var items: [LayoutItem] = []
    var issues: [Issue] = []
    /// The first constraint left out for a number beyond `largestMagnitude`.
    private var outOfRange: Constraint?
    /// Where the design frames put each variable, when they decide which constraints a
    /// conflict breaks (see `LayoutSystem+Conflicts`); nil when they have no say.
    var designValues: [Double?]?
    /// Whether the design frames hold, at the design level: the layout is Interface
    /// Builder's drawing rather than UIKit's run time.
    private(set) var keepsDesignFrames = false

    // The solver constraints whose constants move with a value of the layout, for
    // re-solving it with other values (see `CellLayout`). Each enters `−value`.
    var rootWidthConstraint: Constraint?
    var intrinsicConstraints: [ObjectIdentifier: (width: [Constraint], height: [Constraint])] = [:]
    var userConstraints: [ObjectIdentifier: Constraint] = [:]
    /// What each stack made, in `StackViewKind.makeConstraints` order, with the solver's
    /// constraint for each (nil if broken): a data-bound spacing moves their constants.
    var stackConstraints: [ObjectIdentifier: [(made: LayoutConstraint, added: Constraint?)]] = [:]

    /// The system level: above every user priority, below required. It holds derived
    /// sizes such as "the readable width, unless the margins are narrower".
    static let systemLevel = Strength(level: 1000, weight: 1)

    /// The largest size or constant laid out. The simplex adds and subtracts a row's
    /// numbers, so beside 1e17 a Double has no room left for 40 (1e17 + 40 == 1e17 + 32):
    /// beyond this bound a required `height == 40` could silently come out 0. Screens are
    /// thousands of points, so the bound leaves a fraction of a point exact with room.
    public static let largestMagnitude = 1e12

    /// The most cells the solver may read and write for one layout (`Solver.mergedCells`).
    /// It bounds time (a few seconds here) and memory (a cell kept costs about 30 bytes
    /// with its column; 1.7 GB at most, measured). Real layouts stay far below it: a
    /// screen of a thousand chained views costs four million. But rows can fill in: a
    /// chain of compressible views between two pinned edges costs about n³ (2,000 of
    /// them 5·10⁹, 18 s and 330 MB before this bound), and a table's template is built
    /// again with dummies, whose rows hold every dummy above them (20,000 chained views
    /// of fixed size, 2·10⁸, minutes). Without a bound one document could keep a worker
    /// busy for hours.
    public static let mergedCellBudget = 50_000_000

    private init(layout: Layout) {
        self.layout = layout
        collect(layout.root)
        for (index, item) in items.enumerated() {
            item.index = index
            for _ in 0..<4 { _ = solver.makeVariable() }
        }
    }

    private mutating func collect(_ view: View) {
        items.append(view)
        items.append(contentsOf: view.layoutGuides)
        for subview in view.subviews { collect(subview) }
    }

    /// The design level: below every user priority. Design frames (`View.designFrame`)
    /// hold there, so they only choose among the solutions everything else allows.
    static let designLevel = Strength(level: 0, weight: 1)

    /// The whole system: the root's size, then item by item its guides, intrinsic size,
    /// what its kind makes and its autoresizing mask, then the caller's constraints in order (a conflict breaks
    /// the latest one, so the order is UIKit's, unless the drawing says otherwise:
    /// `LayoutSystem+Conflicts`), and last the design frames unless
    /// `keepingDesignFrames` is false (checking ambiguity, which they would hide).
    /// `followingDrawing` false leaves the design frames out entirely (rows of data).
    /// `mergedCellBudget` is lowered only by tests.
    init(building layout: Layout, keepingDesignFrames: Bool = true, followingDrawing: Bool = true,
         mergedCellBudget: Int = LayoutSystem.mergedCellBudget) throws(LayoutError) {
        let constraints = layout.activeConstraints
        for constraint in constraints { try constraint.validate() }
        self.init(layout: layout)
        solver.mergedCellLimit = mergedCellBudget
        if followingDrawing { designValues = Self.designValues(of: items, in: layout) }
        keepsDesignFrames = keepingDesignFrames && designValues != nil
        addRoot()
        for item in items {
            if let guide = item as? LayoutGuide, let owner = guide.owningView, let role = guide.role {
                role.place(guide, in: owner, &self)
            }
            if let view = item as? View {
                addIntrinsicSize(view)
                try view.kind.behaviour.addConstraints(for: view, to: &self)
                for constraint in view.autoresizing?.makeConstraints(for: view) ?? [] { try addUserConstraint(constraint) }
            }
        }
        for constraint in constraints { try addUserConstraint(constraint) }
        if keepsDesignFrames { addDesignFrames() }
        if let outOfRange { throw .outOfRange(outOfRange.description) }
        try checkBudget()
    }

    /// Throws once the solver has done more work than the budget allows. Past it the
    /// simplex stops pivoting (`Solver.mergedCellLimit`), so whoever reads a solution
    /// checks first: the system's own building, the width loop's edits, a table
    /// template's affine solution.
    func checkBudget() throws(LayoutError) {
        if solver.isOverLimit { throw .tooLarge(solver.mergedCellLimit) }
    }

    /// Lifts the budget, for work that grows with the input rather than with the layout:
    /// a table's rows, each a few edits of a template within the budget.
    func liftBudget() {
        solver.mergedCellLimit = .max
    }

    // MARK: Variables

    func x(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index)) }
    func y(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index + 1)) }
    func w(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index + 2)) }
    func h(_ item: LayoutItem) -> Variable { Variable(index: Int32(4 * item.index + 3)) }

    // MARK: Adding constraints

    /// Adds `lhs REL rhs`; when it conflicts with what is there, it (or what the drawing
    /// contradicts, `LayoutSystem+Conflicts`) is left out and reported, and nil is
    /// returned if it is.
    @discardableResult
    mutating func require(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                          _ strength: Strength = .required, _ label: String) -> Constraint? {
        let constraint = Constraint(lhs - rhs, relation, strength: strength, label: label)
        guard Self.isInRange(constraint.expression) else {
            if outOfRange == nil { outOfRange = constraint }
            return nil
        }
        return add(constraint)
    }

    static func isInRange(_ expression: LinearExpression) -> Bool {
        isInRange(expression.constant) && expression.terms.allSatisfy { isInRange($0.coefficient) }
    }

    /// Within `largestMagnitude` (NaN is not).
    public static func isInRange(_ value: Double) -> Bool { abs(value) <= largestMagnitude }

    @discardableResult
    mutating func require(_ lhs: LinearExpression, equals value: Double, _ label: String) -> Constraint? {
        require(lhs, .equal, LinearExpression(constant: value), .required, label)
    }

    /// The root's frame: at the origin, as wide as the layout; as high as a screen, or
    /// as its content needs in a cell.
    private mutating func addRoot() {
        let root = layout.root
        require(x(root).expression, equals: 0, "root.left == 0")
        require(y(root).expression, equals: 0, "root.top == 0")
        rootWidthConstraint = require(w(root).expression, equals: layout.width, "root.width == \(formatNumber(layout.width))")
        if let height = layout.height {
            addScreenHeight(height)
        } else {
            addFittingHeight()
        }
    }
}
