import TrellisLayout
import TrellisSolver

/// Parses Apple's Visual Format Language into `ConstraintSpec`s:
///
///     format     := (orientation ":")? (superview connection)? view (connection view)*
///                   (connection superview)?
///     orientation:= "H" | "V"                     (default H)
///     superview  := "|"
///     view       := "[" name ("(" predicates ")")? "]"
///     connection := "" | "-" | "-" predicate "-" | "-" "(" predicates ")" "-"
///     predicates := predicate ("," predicate)*
///     predicate  := ("==" | "<=" | ">=")? (constant | name) ("@" (constant | name))?
///     constant   := number | metric | "$" key
///
/// It makes what `constraints(withVisualFormat:options:metrics:views:)` makes, in the
/// same order (each connection, then the sizes of the view after it; alignments last),
/// with two differences of form: constraints toward a `|` are written with the view
/// first (`v.trailing == superview.trailing - 20`), because format.md §2.2 resolves
/// `superview` from the first item; and a bare `-` at a `|` pins to the margin
/// attribute (`superview.leadingMargin`) with constant 0. Standard spacing between
/// siblings is 8. A view name that no metric claims is a view (`[a(==b)]`), as in UIKit.
///
/// Options are Apple's: `alignAll…` (each neighbour pair aligned) and one direction
/// (`directionLeadingToTrailing`, the default; `directionLeftToRight`;
/// `directionRightToLeft`), which says which way an `H:` format runs.
///
/// Beyond Apple's grammar, constants may be `$key` data bindings and priorities may be
/// UIKit's names (`defaultHigh`). As in UIKit, no spaces are allowed.
///
/// Errors carry UIKit's words and its caret: the column where its parser stood, which
/// for a name is just after it.
public enum VisualFormatParser {
    public static let standardSpacing = 8.0

    /// - Parameters:
    ///   - views: the names a format may put in `[…]`: the keys of UIKit's `views`.
    ///   - resolve: metric values and `$key` data.
    public static func parse(
        _ format: String, options: [VisualFormatAlignment] = [],
        direction: VisualFormatDirection = .directionLeadingToTrailing, views: Set<String>,
        resolve: ConstraintValueResolver = { _ in nil }
    ) throws(ConstraintSyntaxError) -> [ConstraintSpec] {
        try withoutActuallyEscaping(resolve) { (resolve) throws(ConstraintSyntaxError) -> [ConstraintSpec] in
            var parsing = VisualFormatParsing(format: format, options: options, direction: direction,
                                              knownViews: views, resolve: resolve)
            return try parsing.parseFormat()
        }
    }

    /// The same, with options as a document spells them (`"alignAllLeading"`,
    /// `"directionRightToLeft"`). An unknown name, or two directions, is an error without
    /// a column: it is not in the format string.
    public static func parse(
        _ format: String, options: [String], views: Set<String>, resolve: ConstraintValueResolver = { _ in nil }
    ) throws(ConstraintSyntaxError) -> [ConstraintSpec] {
        var alignments: [VisualFormatAlignment] = []
        var direction: VisualFormatDirection?
        for name in options {
            if let alignment = VisualFormatAlignment(rawValue: name) {
                alignments.append(alignment)
            } else if let named = VisualFormatDirection(rawValue: name) {
                if let direction, direction != named {
                    throw ConstraintSyntaxError("Visual format options \"\(direction.rawValue)\" and \"\(name)\" give two directions; give one")
                }
                direction = named
            } else {
                let known = (VisualFormatAlignment.allCases.map(\.rawValue) + VisualFormatDirection.allCases.map(\.rawValue))
                    .joined(separator: ", ")
                throw ConstraintSyntaxError("Unknown visual format option \"\(name)\"; expected one of \(known)")
            }
        }
        return try parse(format, options: alignments, direction: direction ?? .directionLeadingToTrailing,
                         views: views, resolve: resolve)
    }

    /// Whether constraint text is a visual format rather than an anchor constraint: it
    /// starts with `[`, `|`, or an `H`/`V` that is not the start of a longer name.
    public static func isVisualFormat(_ text: String) -> Bool {
        var scanner = ConstraintScanner(text)
        scanner.skipSpaces()
        guard let first = scanner.current else { return false }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "|") { return true }
        guard first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return false }
        guard let next = scanner.byte(at: scanner.index + 1) else { return true }
        return !(ConstraintScanner.isIdentifierStart(next) || ConstraintScanner.isDigit(next) || next == UInt8(ascii: "."))
    }
}

private struct VisualFormatParsing {
    var scanner: ConstraintScanner
    var orientation: VisualFormatOrientation
    let direction: VisualFormatDirection
    let alignments: [VisualFormatAlignment]
    let knownViews: Set<String>
    let resolve: ConstraintValueResolver
    var constraints: [ConstraintSpec] = []
    var alignmentConstraints: [ConstraintSpec] = []

    init(format: String, options: [VisualFormatAlignment], direction: VisualFormatDirection,
         knownViews: Set<String>, resolve: @escaping ConstraintValueResolver) {
        scanner = ConstraintScanner(format)
        orientation = .horizontal(direction)
        self.direction = direction
        alignments = VisualFormatAlignment.allCases.filter(options.contains)
        self.knownViews = knownViews
        self.resolve = resolve
    }

    private func fail(_ message: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError(message, column: scanner.column)
    }

    mutating func parseFormat() throws(ConstraintSyntaxError) -> [ConstraintSpec] {
        guard !scanner.bytes.isEmpty else { throw fail("It's an empty string.") }
        if let offset = scanner.bytes.firstIndex(where: { $0 >= 0x80 }) {
            throw ConstraintSyntaxError("It contains non-ASCII characters.", column: offset + 1)
        }
        try parseOrientation()

        var previous: String
        if scanner.take("|") {
            guard !scanner.isAtEnd else { throw fail("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, sizes) = try parseView()
            constraints += spacing(connection, .leadingBar(view))
            constraints += sizes
            previous = view
        } else {
            let (view, sizes) = try parseView()
            constraints += sizes
            previous = view
        }
        while !scanner.isAtEnd {
            let connection = try parseConnection()
            if scanner.isCurrent("[") {
                let (view, sizes) = try parseView()
                try alignNeighbours(previous, view)
                constraints += spacing(connection, .views(previous, view))
                constraints += sizes
                previous = view
            } else if scanner.take("|") {
                constraints += spacing(connection, .trailingBar(previous))
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        guard scanner.isAtEnd else { throw fail("Expected the end of the format string") }
        return constraints + alignmentConstraints
    }

    private mutating func parseOrientation() throws(ConstraintSyntaxError) {
        if scanner.isCurrent("H") || scanner.isCurrent("V") {
            let vertical = scanner.isCurrent("V")
            orientation = vertical ? .vertical : .horizontal(direction)
            scanner.index += 1
            guard scanner.take(":") else {
                throw fail(vertical ? "Expected ':' after 'V' to specify vertical arrangement"
                    : "Expected ':' after 'H' to specify horizontal arrangement")
            }
        }
    }

    private mutating func parseConnection() throws(ConstraintSyntaxError) -> VisualFormatConnection {
        guard scanner.take("-") else { return .flush }
        if scanner.isCurrent("|") || scanner.isCurrent("[") { return .standard }
        let spacings: [VisualFormatPredicate<Double>]
        if scanner.isCurrent("-") {
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        } else if scanner.take("(") {
            spacings = try parsePredicateList { (parsing) throws(ConstraintSyntaxError) in try parsing.parseSpacing() }
            guard scanner.take(")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
        } else {
            spacings = [try parsePredicate { (parsing) throws(ConstraintSyntaxError) in try parsing.parseSpacing() }]
        }
        guard scanner.take("-") else {
            if scanner.isCurrent(",") {
                throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
            }
            throw fail("Expected a '-' here")
        }
        return .spacings(spacings)
    }

    /// `[name]` or `[name(predicates)]`: the view's name and its size constraints.
    private mutating func parseView() throws(ConstraintSyntaxError) -> (String, [ConstraintSpec]) {
        guard scanner.take("["), !scanner.isAtEnd else { throw fail("Expected a view") }
        guard let name = scanner.scanIdentifier() else {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard knownViews.contains(name) else { throw fail("Unable to find view with name \(name)") }
        if scanner.take("]") { return (name, []) }
        guard scanner.take("(") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        guard !scanner.isAtEnd else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let sizes = try parsePredicateList { (parsing) throws(ConstraintSyntaxError) in try parsing.parseSize() }
        guard scanner.take(")") else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        guard scanner.take("]") else { throw fail("Expected ']' after specifying thickness.") }
        return (name, sizes.map { size(of: name, $0) })
    }

    private mutating func parsePredicateList<Object>(
        _ parseObject: (inout VisualFormatParsing) throws(ConstraintSyntaxError) -> Object
    ) throws(ConstraintSyntaxError) -> [VisualFormatPredicate<Object>] {
        var predicates = [try parsePredicate(parseObject)]
        while scanner.take(",") { predicates.append(try parsePredicate(parseObject)) }
        return predicates
    }

    private mutating func parsePredicate<Object>(
        _ parseObject: (inout VisualFormatParsing) throws(ConstraintSyntaxError) -> Object
    ) throws(ConstraintSyntaxError) -> VisualFormatPredicate<Object> {
        guard let first = scanner.current else { throw fail("Expected more input") }
        var relation = Relation.equal
        switch first {
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: break
        }
        if relation != .equal || first == UInt8(ascii: "=") {
            scanner.index += 1
            guard scanner.take("=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
        }
        let object = try parseObject(&self)
        var priority = LayoutPriority.required
        if scanner.take("@") {
            priority = try parsePriority()
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// The object of a connection's predicate: a constant or a metric.
    private mutating func parseSpacing() throws(ConstraintSyntaxError) -> Double {
        switch try parseSize() {
        case .constant(let value):
            return value
        case .view:
            // Two spaces after "view." are UIKit's.
            throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
        }
    }

    /// The object of a view's predicate: a constant, a metric, or another view.
    private mutating func parseSize() throws(ConstraintSyntaxError) -> VisualFormatSize {
        if let value = try parseConstant() { return .constant(value) }
        guard let name = scanner.scanIdentifier() else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if let value = try ConstraintValueToken.lookUp(name, with: resolve, column: scanner.column) { return .constant(value) }
        guard knownViews.contains(name) else {
            throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
        }
        return .view(name)
    }

    /// After `@`: a constant, a metric or one of UIKit's priority names.
    private mutating func parsePriority() throws(ConstraintSyntaxError) -> LayoutPriority {
        let value: Double
        if let constant = try parseConstant() {
            value = constant
        } else if let name = scanner.scanIdentifier() {
            if let metric = try ConstraintValueToken.lookUp(name, with: resolve, column: scanner.column) {
                value = metric
            } else if let named = LayoutPriority.named[name]?.value {
                value = named
            } else {
                throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
            }
        } else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        return try LayoutPriority.parsed(value, column: scanner.column)
    }

    /// A number (strtod's: a sign is allowed) or a `$key`; nil, consuming nothing, when
    /// neither starts here.
    private mutating func parseConstant() throws(ConstraintSyntaxError) -> Double? {
        let start = scanner.index
        if scanner.take("$") {
            guard let key = scanner.scanKey() else { throw fail("Expected a data key after '$'") }
            return try ConstraintValueToken.dataKey("$" + key).resolve(with: resolve, column: scanner.column)
        }
        guard let first = scanner.current, first == UInt8(ascii: "-") || ConstraintScanner.isDigit(first) else { return nil }
        let negative = scanner.take("-")
        guard let magnitude = scanner.scanNumber() else {
            scanner.index = start
            throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
        }
        guard magnitude.isFinite else {
            throw ConstraintSyntaxError("The number \(scanner.text(from: start).excerpt) is out of range of a Double", column: start + 1)
        }
        return negative ? -magnitude : magnitude
    }

    /// UIKit aligns each pair of neighbouring views, never a view with a `|`.
    private mutating func alignNeighbours(_ left: String, _ right: String) throws(ConstraintSyntaxError) {
        for alignment in alignments {
            guard orientation.allowsAlignment(alignment.attribute) else { throw fail(orientation.alignmentError) }
            alignmentConstraints.append(ConstraintSpec(
                first: AnchorRef(item: left, attribute: alignment.attribute), relation: .equal,
                second: AnchorRef(item: right, attribute: alignment.attribute)))
        }
    }

    /// The constraints of one connection.
    private func spacing(_ connection: VisualFormatConnection, _ span: VisualFormatSpan) -> [ConstraintSpec] {
        let spacings: [VisualFormatPredicate<Double>]
        switch (connection, span) {
        case (.flush, _):
            spacings = [VisualFormatPredicate(relation: .equal, object: 0, priority: .required)]
        case (.standard, .views):
            spacings = [VisualFormatPredicate(
                relation: .equal, object: VisualFormatParser.standardSpacing, priority: .required)]
        case (.standard, .leadingBar(let view)):
            // `|-[v]` and `[v]-|` pin to the superview's margin, as UIKit does.
            return [pin(view, orientation.leadingEdge, to: orientation.leadingMargin)]
        case (.standard, .trailingBar(let view)):
            return [pin(view, orientation.trailingEdge, to: orientation.trailingMargin)]
        case (.spacings(let list), _):
            spacings = list
        }
        return spacings.map { spaced(span, $0) }
    }

    private func pin(_ view: String, _ edge: LayoutAttribute, to margin: LayoutAttribute) -> ConstraintSpec {
        ConstraintSpec(
            first: AnchorRef(item: view, attribute: edge), relation: .equal,
            second: AnchorRef(item: AnchorRef.superviewItem, attribute: margin))
    }

    /// Right to left (`directionRightToLeft`), the next view lies at smaller x: the
    /// spacing is subtracted and `>=` a spacing becomes `<=` a position.
    private func spaced(_ span: VisualFormatSpan, _ spacing: VisualFormatPredicate<Double>) -> ConstraintSpec {
        let superview = AnchorRef.superviewItem
        let backward = orientation.runsBackward
        let forward = backward ? spacing.relation.flipped : spacing.relation
        let gap = backward ? -spacing.object : spacing.object
        switch span {
        case .views(let left, let right):
            // right.leading REL left.trailing + c
            return ConstraintSpec(
                first: AnchorRef(item: right, attribute: orientation.leadingEdge), relation: forward,
                second: AnchorRef(item: left, attribute: orientation.trailingEdge),
                constant: gap, priority: spacing.priority)
        case .leadingBar(let view):
            // view.leading REL superview.leading + c
            return ConstraintSpec(
                first: AnchorRef(item: view, attribute: orientation.leadingEdge), relation: forward,
                second: AnchorRef(item: superview, attribute: orientation.leadingEdge),
                constant: gap, priority: spacing.priority)
        case .trailingBar(let view):
            // UIKit's superview.trailing REL view.trailing + c, turned around so the view
            // comes first.
            return ConstraintSpec(
                first: AnchorRef(item: view, attribute: orientation.trailingEdge), relation: forward.flipped,
                second: AnchorRef(item: superview, attribute: orientation.trailingEdge),
                constant: -gap, priority: spacing.priority)
        }
    }

    /// `[view(predicate)]`: the view's width (H) or height (V).
    private func size(of view: String, _ predicate: VisualFormatPredicate<VisualFormatSize>) -> ConstraintSpec {
        let first = AnchorRef(item: view, attribute: orientation.size)
        switch predicate.object {
        case .constant(let value):
            return ConstraintSpec(first: first, relation: predicate.relation, constant: value, priority: predicate.priority)
        case .view(let other):
            return ConstraintSpec(
                first: first, relation: predicate.relation, second: AnchorRef(item: other, attribute: orientation.size),
                priority: predicate.priority)
        }
    }
}
