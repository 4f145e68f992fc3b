import TrellisLayout
import TrellisSolver

/// Parses one anchor constraint of format.md §2.3 into a `ConstraintSpec`:
///
///     constraint := anchor REL rhs ["@" priority]
///     rhs        := [value "*"] anchor [("*" | "/") value] [("+" | "-") value]
///                 | value
///     anchor     := name ("." name)+        item = every name but the last
///     value      := ["+" | "-"] (number | metric | "$" key)
///     priority   := required | defaultHigh | defaultLow | fittingSizeLevel | value
///
/// Spaces and tabs between tokens are ignored; names are C identifiers. Multipliers, the
/// second form's constant and the priority may carry a sign; a constant after an anchor
/// takes its sign from the `+` or `-` before it. Two multipliers multiply, so an aspect
/// ratio reads as written: `card.height == 9 * card.width / 16`.
///
/// The checks UIKit makes when a constraint is created happen here, with UIKit's words;
/// whether the names exist is for the layout builder. Errors point at the start of the
/// offending token.
public enum AnchorConstraintParser {
    public static func parse(
        _ text: String, identifier: String? = nil, resolve: ConstraintValueResolver = { _ in nil }
    ) throws(ConstraintSyntaxError) -> ConstraintSpec {
        try withoutActuallyEscaping(resolve) { (resolve) throws(ConstraintSyntaxError) -> ConstraintSpec in
            var parsing = AnchorParsing(text: text, resolve: resolve)
            var spec = try parsing.parseConstraint()
            spec.identifier = identifier
            return spec
        }
    }
}

/// A parsed piece and the column it starts at, for errors found after parsing.
private struct Located<Value> {
    var value: Value
    var column: Int
}

private struct AnchorParsing {
    var scanner: ConstraintScanner
    let resolve: ConstraintValueResolver

    init(text: String, resolve: @escaping ConstraintValueResolver) {
        scanner = ConstraintScanner(text)
        self.resolve = resolve
    }

    mutating func parseConstraint() throws(ConstraintSyntaxError) -> ConstraintSpec {
        scanner.skipSpaces()
        let textStart = scanner.index
        let first = try parseAnchor()
        scanner.skipSpaces()
        let relation = try parseRelation()
        scanner.skipSpaces()

        var second: Located<AnchorRef>?
        var multiplier = Located(value: 1.0, column: scanner.column)
        var constant = Located(value: 0.0, column: scanner.column)
        if startsAnchor() {
            second = try parseAnchor()
        } else {
            let value = try parseValue(signed: true)
            scanner.skipSpaces()
            if scanner.take("*") {
                scanner.skipSpaces()
                multiplier = value
                second = try parseAnchor()
            } else {
                constant = value
            }
        }
        scanner.skipSpaces()
        // Both multipliers may be given (`9 * card.width / 16`); they multiply.
        if second != nil, let factor = try parseTrailingFactor() {
            let product = multiplier.value * factor.value
            guard product.isFinite else { throw ConstraintSyntaxError.multiplierOutOfRange(column: factor.column) }
            // A zero multiplier is reported where the zero was written.
            multiplier = Located(value: product, column: multiplier.value == 0 ? multiplier.column : factor.column)
            scanner.skipSpaces()
        }
        if second != nil, let sign = scanner.current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            scanner.index += 1
            scanner.skipSpaces()
            constant = try parseValue(signed: false)
            if sign == UInt8(ascii: "-") { constant.value = -constant.value }
            scanner.skipSpaces()
        }
        var priority = LayoutPriority.required
        if scanner.take("@") {
            scanner.skipSpaces()
            priority = try parsePriority()
        }
        scanner.skipSpaces()
        guard scanner.isAtEnd else {
            throw ConstraintSyntaxError("Expected the end of the constraint, found \(scanner.quotedCurrent)", column: scanner.column)
        }

        var textEnd = scanner.bytes.count
        while textEnd > textStart, scanner.bytes[textEnd - 1] == UInt8(ascii: " ") || scanner.bytes[textEnd - 1] == UInt8(ascii: "\t") {
            textEnd -= 1
        }
        let text = String(decoding: scanner.bytes[textStart..<textEnd], as: UTF8.self)
        try validate(first: first.value, second: second, multiplier: multiplier, constant: constant, text: text)
        return ConstraintSpec(
            first: first.value, relation: relation, second: second?.value, multiplier: multiplier.value,
            constant: constant.value, priority: priority, text: text)
    }

    /// The rules UIKit enforces when it creates the constraint.
    private func validate(
        first: AnchorRef, second: Located<AnchorRef>?, multiplier: Located<Double>, constant: Located<Double>, text: String
    ) throws(ConstraintSyntaxError) {
        try ConstraintSyntaxError.checkPairing(
            first: first.attribute, second: second?.value.attribute, multiplier: multiplier.value, text: text,
            secondColumn: second?.column ?? constant.column, multiplierColumn: multiplier.column, constantColumn: constant.column)
    }

    /// An anchor starts with a name followed by a dot; a name alone is a metric.
    private func startsAnchor() -> Bool { Self.startsAnchor(scanner) }

    static func startsAnchor(_ scanner: ConstraintScanner) -> Bool {
        var lookahead = scanner
        return lookahead.scanIdentifier() != nil && lookahead.isCurrent(".")
    }

    private mutating func parseAnchor() throws(ConstraintSyntaxError) -> Located<AnchorRef> {
        let column = scanner.column
        guard let head = scanner.scanIdentifier() else {
            throw ConstraintSyntaxError(
                "Expected an anchor such as avatar.leading, found \(scanner.quotedCurrent)", column: column)
        }
        var names = [head]
        var lastColumn = column
        while scanner.take(".") {
            lastColumn = scanner.column
            guard let name = scanner.scanIdentifier() else {
                throw ConstraintSyntaxError("Expected a name after '.', found \(scanner.quotedCurrent)", column: scanner.column)
            }
            names.append(name)
        }
        guard names.count > 1, let attributeName = names.popLast() else {
            throw ConstraintSyntaxError(
                "Expected an anchor such as \(head).leading (ITEM.ATTRIBUTE), found \"\(head)\" alone", column: column)
        }
        guard let attribute = LayoutAttribute(name: attributeName) else {
            throw ConstraintSyntaxError("Unknown layout attribute \"\(attributeName)\"", column: lastColumn)
        }
        return Located(value: AnchorRef(item: names.joined(separator: "."), attribute: attribute), column: column)
    }

    private mutating func parseRelation() throws(ConstraintSyntaxError) -> Relation {
        let column = scanner.column
        let relation: Relation
        switch scanner.current {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default:
            throw ConstraintSyntaxError("Expected a relation (==, >=, <=), found \(scanner.quotedCurrent)", column: column)
        }
        scanner.index += 1
        guard scanner.take("=") else { throw ConstraintSyntaxError("Unknown relation. Must be ==, >=, or <=", column: column) }
        return relation
    }

    /// `* M` or `/ M` after the second anchor, as a factor; nil when neither follows.
    private mutating func parseTrailingFactor() throws(ConstraintSyntaxError) -> Located<Double>? {
        if scanner.take("*") {
            scanner.skipSpaces()
            return try parseValue(signed: true)
        }
        guard scanner.take("/") else { return nil }
        scanner.skipSpaces()
        let divisor = try parseValue(signed: true)
        guard divisor.value != 0 else { throw ConstraintSyntaxError("Division by zero", column: divisor.column) }
        let factor = 1 / divisor.value
        guard factor.isFinite else { throw ConstraintSyntaxError.multiplierOutOfRange(column: divisor.column) }
        return Located(value: factor, column: divisor.column)
    }

    private mutating func parsePriority() throws(ConstraintSyntaxError) -> LayoutPriority {
        let column = scanner.column
        var lookahead = scanner
        if let name = lookahead.scanIdentifier(), let value = LayoutPriority.named[name] {
            scanner = lookahead
            return value
        }
        return try LayoutPriority.parsed(parseValue(signed: true).value, column: column)
    }

    private mutating func parseValue(signed: Bool) throws(ConstraintSyntaxError) -> Located<Double> {
        let value = try scanner.scanValue(signed: signed, resolve: resolve) { !AnchorParsing.startsAnchor($0) }
        return Located(value: value.value, column: value.column)
    }
}

extension ConstraintSyntaxError {
    /// The pairings UIKit refuses when it creates `first REL multiplier × second + c`
    /// (`second` nil: `first REL c`), in UIKit's words, each at the column of the part
    /// at fault.
    static func checkPairing(
        first: LayoutAttribute, second: LayoutAttribute?, multiplier: Double, text: String,
        secondColumn: Int, multiplierColumn: Int, constantColumn: Int
    ) throws(ConstraintSyntaxError) {
        guard let second else {
            if first.isLocation { throw locationEqualToConstant(column: constantColumn) }
            return
        }
        if first.axis != second.axis {
            throw ConstraintSyntaxError("Constraint improperly relates anchors of incompatible types: \(text)", column: secondColumn)
        }
        if Set([first.family, second.family]) == [.absolute, .directional] {
            throw ConstraintSyntaxError("Invalid pairing of layout attributes", column: secondColumn)
        }
        if first.isLocation && multiplier == 0 {
            throw locationEqualToConstant(column: multiplierColumn)
        }
    }

    static func multiplierOutOfRange(column: Int) -> ConstraintSyntaxError {
        ConstraintSyntaxError("The multiplier is out of range of a Double", column: column)
    }

    /// UIKit's words for a location pinned to a number rather than to another anchor.
    static func locationEqualToConstant(column: Int) -> ConstraintSyntaxError {
        ConstraintSyntaxError(
            "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.",
            column: column)
    }
}
