import TrellisLayout
import TrellisSolver

/// Reads one line of SnapKit code (format.md §2.3, "SnapKit lines") for the view it
/// constrains, and makes its constraints with TrellisLayout's `ConstraintDescription`,
/// which holds SnapKit's meaning (composites, sign rules, constants from the superview):
///
///     line     := maker attrs relation { modifier } [";"]
///     maker    := name | "$0"                        the closure's parameter: make
///     attrs    := "." attribute { "." attribute }    top, leading.trailing, edges, size…
///     relation := "." ("equalTo" | "lessThanOrEqualTo" | "greaterThanOrEqualTo") "(" target ")"
///               | "." ("equalToSuperview" | "lessThanOrEqualToSuperview"
///                      | "greaterThanOrEqualToSuperview") "(" ")"
///     target   := item [".snp." attribute] | value | size | insets
///     item     := ["self."] name { "." name }         avatar, view.safeAreaLayoutGuide, superview
///     size     := "CGSize(width:" value "," "height:" value ")"
///     insets   := "UIEdgeInsets(top:" value "," "left:" value "," "bottom:" value "," "right:" value ")"
///               | "NSDirectionalEdgeInsets(top:" … "leading:" … "bottom:" … "trailing:" value ")"
///     modifier := ".offset(" value ")" | ".inset(" (value | insets) ")"
///               | ".multipliedBy(" value ")" | ".dividedBy(" value ")"
///               | ".priority(" (value | "." name | "ConstraintPriority." name) ")"
///               | ".labeled(" string ")"
///     value    := ["+" | "-"] (number | metric | "$" key)
///
/// As SnapKit's types enforce, `priority` comes after the other modifiers and at most
/// once, and only `labeled` may follow it or another `labeled`. Spaces and tabs may stand between tokens.
/// `view`, when no view has that name, is the root (a view controller's `view`).
public enum SnapKitLineParser {
    public static func parse(
        _ text: String, view: String, views: Set<String>, resolve: ConstraintValueResolver = { _ in nil }
    ) throws(ConstraintSyntaxError) -> [ConstraintSpec] {
        try withoutActuallyEscaping(resolve) { (resolve) throws(ConstraintSyntaxError) -> [ConstraintSpec] in
            var parsing = SnapKitParsing(text: text, view: view, views: views, resolve: resolve)
            do throws(ConstraintSyntaxError) {
                return try parsing.parseLine()
            } catch {
                // Columns are counted in bytes while parsing; a label may hold any text.
                var error = error
                if let column = error.column { error.column = parsing.characterColumn(byteColumn: column) }
                throw error
            }
        }
    }
}

private struct SnapKitParsing {
    var scanner: ConstraintScanner
    let view: String
    let views: Set<String>
    let resolve: ConstraintValueResolver
    var description = ConstraintDescription<String>(attributes: [])
    var targetColumn = 1
    var multiplierColumn = 1
    var constantColumn = 1

    init(text: String, view: String, views: Set<String>, resolve: @escaping ConstraintValueResolver) {
        scanner = ConstraintScanner(text)
        self.view = view
        self.views = views
        self.resolve = resolve
    }

    func characterColumn(byteColumn: Int) -> Int {
        String(decoding: scanner.bytes.prefix(byteColumn - 1), as: UTF8.self).count + 1
    }

    static let relations: [String: Relation] = [
        "equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "greaterThanOrEqualTo": .greaterThanOrEqual,
    ]

    static let superviewRelations: [String: Relation] = [
        "equalToSuperview": .equal, "lessThanOrEqualToSuperview": .lessThanOrEqual,
        "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
    ]

    mutating func parseLine() throws(ConstraintSyntaxError) -> [ConstraintSpec] {
        scanner.skipSpaces()
        if scanner.take("$") {
            guard scanner.scanKey() != nil else { throw expected("the closure's parameter, such as $0") }
        } else if scanner.scanIdentifier() == nil {
            throw expected("the maker, such as make")
        }
        try parseAttributesAndRelation()
        try parseModifiers()
        scanner.skipSpaces()
        _ = scanner.take(";")
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw expected("the end of the line") }
        return try specs()
    }

    private mutating func parseAttributesAndRelation() throws(ConstraintSyntaxError) {
        while true {
            try expectDot(before: "an attribute such as top")
            let column = scanner.column
            guard let name = scanner.scanIdentifier() else { throw expected("an attribute such as top") }
            if let relation = Self.relations[name] ?? Self.superviewRelations[name] {
                guard !description.attributes.isEmpty else {
                    throw ConstraintSyntaxError("Expected an attribute such as top before \(name)", column: column)
                }
                try expect("(", after: name)
                scanner.skipSpaces()
                targetColumn = scanner.column
                if Self.superviewRelations[name] != nil {
                    try relate(relation, to: AnchorRef.superviewItem, [], column: targetColumn)
                } else {
                    try parseTarget(relation)
                }
                try expect(")", after: "the target of \(name)")
                return
            }
            guard let attributes = ConstraintAttributes.named[name] else {
                throw ConstraintSyntaxError("Unknown attribute \"\(name)\"", column: column)
            }
            description.attributes.formUnion(attributes)
        }
    }

    /// A view or guide and its `snp` attribute, a size, insets, or a value.
    private mutating func parseTarget(_ relation: Relation) throws(ConstraintSyntaxError) {
        let column = scanner.column
        var lookahead = scanner
        guard let head = lookahead.scanIdentifier() else {
            let value = try scanner.scanValue(signed: true, resolve: resolve)
            description.relate(relation, toConstant: .number(value.value))
            constantColumn = column
            return
        }
        if let constant = try parseConstant() {
            description.relate(relation, toConstant: constant)
            constantColumn = column
            return
        }
        if head != AnchorRef.superviewItem && itemName(head) == nil && !isItemPath(lookahead) {
            // A name alone that names no view is a metric, if there is one by that name.
            if let value = try ConstraintValueToken.lookUp(head, with: resolve, column: column) {
                scanner = lookahead
                description.relate(relation, toConstant: .number(value))
                constantColumn = column
                return
            }
        }
        let (item, attributes) = try parseItem()
        try relate(relation, to: item, attributes, column: column)
    }

    /// Whether a dot follows the name: a path or `.snp`, so not a metric.
    private func isItemPath(_ afterName: ConstraintScanner) -> Bool {
        var lookahead = afterName
        lookahead.skipSpaces()
        return lookahead.isCurrent(".")
    }

    /// The item's name as a constraint writes it: `view` is the root unless a view has
    /// that name. Nil for a name that is no view.
    private func itemName(_ name: String) -> String? {
        if views.contains(name) { return name }
        if name == "view" { return "root" }
        return nil
    }

    /// `["self."] name { "." name } [".snp." attribute]`: the item path and its attributes.
    private mutating func parseItem() throws(ConstraintSyntaxError) -> (String, ConstraintAttributes) {
        var column = scanner.column
        var head = scanner.scanIdentifier()!
        if head == "self", takeDot() {
            column = scanner.column
            guard let name = scanner.scanIdentifier() else { throw expected("a view's name after 'self.'") }
            head = name
        }
        guard let name = head == AnchorRef.superviewItem ? head : itemName(head) else {
            throw ConstraintSyntaxError("Unable to find view with name \(head)", column: column)
        }
        var path = [name]
        while takeDot() {
            guard let part = scanner.scanIdentifier() else { throw expected("a name after '.'") }
            guard part == "snp" else {
                path.append(part)
                continue
            }
            try expectDot(before: "an attribute after snp")
            let attributeColumn = scanner.column
            guard let attributeName = scanner.scanIdentifier() else { throw expected("an attribute after snp") }
            guard let attributes = ConstraintAttributes.named[attributeName] else {
                throw ConstraintSyntaxError("Unknown attribute \"\(attributeName)\"", column: attributeColumn)
            }
            return (path.joined(separator: "."), attributes)
        }
        return (path.joined(separator: "."), [])
    }

    private mutating func relate(_ relation: Relation, to item: String, _ attributes: ConstraintAttributes, column: Int) throws(ConstraintSyntaxError) {
        do {
            try description.relate(relation, to: item, attributes)
        } catch {
            throw ConstraintSyntaxError(error.description, column: column)
        }
    }

    /// `CGSize(…)`, `UIEdgeInsets(…)` or `NSDirectionalEdgeInsets(…)`; nil, consuming
    /// nothing, for any other name.
    private mutating func parseConstant() throws(ConstraintSyntaxError) -> ConstraintConstant? {
        var lookahead = scanner
        switch lookahead.scanIdentifier() {
        case "CGSize":
            scanner = lookahead
            let parts = try parseArguments(of: "CGSize", labels: ["width", "height"])
            return .size(Size(width: parts[0], height: parts[1]))
        case "UIEdgeInsets":
            scanner = lookahead
            let parts = try parseArguments(of: "UIEdgeInsets", labels: ["top", "left", "bottom", "right"])
            return .insets(EdgeInsets(top: parts[0], left: parts[1], bottom: parts[2], right: parts[3]))
        case "NSDirectionalEdgeInsets":
            scanner = lookahead
            let parts = try parseArguments(of: "NSDirectionalEdgeInsets", labels: ["top", "leading", "bottom", "trailing"])
            return .directionalInsets(DirectionalEdgeInsets(top: parts[0], leading: parts[1], bottom: parts[2], trailing: parts[3]))
        default:
            return nil
        }
    }

    /// `(label: value, …)`, each label in order, as Swift requires.
    private mutating func parseArguments(of type: String, labels: [String]) throws(ConstraintSyntaxError) -> [Double] {
        try expect("(", after: type)
        var values: [Double] = []
        for (position, label) in labels.enumerated() {
            if position > 0 { try expect(",", after: "\(labels[position - 1]) value") }
            scanner.skipSpaces()
            let column = scanner.column
            guard scanner.scanIdentifier() == label else {
                throw ConstraintSyntaxError("Expected '\(label):' in \(type)", column: column)
            }
            try expect(":", after: label)
            scanner.skipSpaces()
            values.append(try scanner.scanValue(signed: true, resolve: resolve).value)
        }
        try expect(")", after: "the arguments of \(type)")
        return values
    }

    /// SnapKit's `priority` and `labeled` return a type on which only `labeled` is left.
    private enum Stage { case editable, final }

    private mutating func parseModifiers() throws(ConstraintSyntaxError) {
        var stage = Stage.editable
        while true {
            guard takeDot() else { return }
            let column = scanner.column
            guard let name = scanner.scanIdentifier() else { throw expected("a modifier such as offset") }
            if name != "labeled" && stage == .final {
                throw ConstraintSyntaxError("Only labeled may follow priority or labeled, found \(name)", column: column)
            }
            try expect("(", after: name)
            scanner.skipSpaces()
            let argumentColumn = scanner.column
            switch name {
            case "offset":
                description.constant = .number(try scanner.scanValue(signed: true, resolve: resolve).value)
                constantColumn = argumentColumn
            case "inset":
                if let constant = try parseConstant() {
                    if case .size = constant {
                        throw ConstraintSyntaxError("inset takes a number or insets, not a CGSize", column: argumentColumn)
                    }
                    description.constant = constant
                } else {
                    let amount = try scanner.scanValue(signed: true, resolve: resolve).value
                    description.constant = .insets(EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
                }
                constantColumn = argumentColumn
            case "multipliedBy":
                description.multiplier = try scanner.scanValue(signed: true, resolve: resolve).value
                multiplierColumn = argumentColumn
            case "dividedBy":
                let divisor = try scanner.scanValue(signed: true, resolve: resolve).value
                guard divisor != 0 else { throw ConstraintSyntaxError("Division by zero", column: argumentColumn) }
                description.divide(by: divisor)
                guard description.multiplier.isFinite else { throw .multiplierOutOfRange(column: argumentColumn) }
                multiplierColumn = argumentColumn
            case "priority":
                description.priority = try parsePriority()
                stage = .final
            case "labeled":
                description.label = try parseString()
                stage = .final
            default:
                throw ConstraintSyntaxError(
                    "Unknown modifier \"\(name)\"; expected offset, inset, multipliedBy, dividedBy, priority or labeled", column: column)
            }
            try expect(")", after: "the \(name) value")
        }
    }

    /// A number, metric or `$key` from 1 to 1000, or SnapKit's names: `.high`,
    /// `ConstraintPriority.high`.
    private mutating func parsePriority() throws(ConstraintSyntaxError) -> LayoutPriority {
        let column = scanner.column
        var lookahead = scanner
        if lookahead.scanIdentifier() == "ConstraintPriority" {
            scanner = lookahead
            guard scanner.isCurrent(".") else { throw expected("'.' and a priority name after ConstraintPriority") }
        }
        if scanner.take(".") {
            let nameColumn = scanner.column
            guard let name = scanner.scanIdentifier(), let priority = LayoutPriority.snapKitNamed[name] else {
                throw ConstraintSyntaxError("Unknown priority; expected required, high, medium or low", column: nameColumn)
            }
            return priority
        }
        return try LayoutPriority.parsed(scanner.scanValue(signed: true, resolve: resolve).value, column: column)
    }

    /// A Swift string literal without interpolation; `\"` and `\\` stand for `"` and `\`.
    private mutating func parseString() throws(ConstraintSyntaxError) -> String {
        guard scanner.take("\"") else { throw expected("a string in double quotes") }
        var bytes: [UInt8] = []
        while let byte = scanner.current, byte != UInt8(ascii: "\"") {
            scanner.index += 1
            if byte == UInt8(ascii: "\\"), let escaped = scanner.current, escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") {
                bytes.append(escaped)
                scanner.index += 1
            } else {
                bytes.append(byte)
            }
        }
        guard scanner.take("\"") else { throw expected("'\"' to close the label") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line's constraints, checked as UIKit checks them, each error at the part of
    /// the line at fault.
    private func specs() throws(ConstraintSyntaxError) -> [ConstraintSpec] {
        let made = description.expand(superview: AnchorRef.superviewItem) { first, item, secondAttribute, constant in
            ConstraintSpec(
                first: AnchorRef(item: view, attribute: first), relation: description.relation!,
                second: item.map { AnchorRef(item: $0, attribute: secondAttribute!) }, multiplier: description.multiplier,
                constant: constant, priority: description.priority, identifier: description.label)
        } ?? []
        for spec in made {
            try ConstraintSyntaxError.checkPairing(
                first: spec.first.attribute, second: spec.second?.attribute, multiplier: spec.multiplier, text: spec.text,
                secondColumn: targetColumn, multiplierColumn: multiplierColumn, constantColumn: constantColumn)
        }
        return made
    }

    private mutating func expectDot(before what: String) throws(ConstraintSyntaxError) {
        guard takeDot() else { throw expected("'.' and \(what)") }
    }

    /// A `.` with any spaces around it, consuming nothing when none is next.
    private mutating func takeDot() -> Bool {
        var lookahead = scanner
        lookahead.skipSpaces()
        guard lookahead.take(".") else { return false }
        lookahead.skipSpaces()
        scanner = lookahead
        return true
    }

    private mutating func expect(_ token: Unicode.Scalar, after what: String) throws(ConstraintSyntaxError) {
        scanner.skipSpaces()
        guard scanner.take(token) else { throw expected("'\(token)' after \(what)") }
    }

    private func expected(_ what: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError("Expected \(what), found \(scanner.quotedCurrent)", column: scanner.column)
    }
}
