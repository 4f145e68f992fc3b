// libFuzzer target: the anchor-constraint and visual-format parsers on arbitrary text.
// Besides not crashing, an error must point inside the text, a parsed constraint must
// be one UIKit accepts, and a generated constraint's text must read back as itself.
import TrellisDocument
import TrellisLayout

private let views: Set<String> = ["a", "b", "c", "avatar", "title"]
private let values: [String: Double] = ["pad": 8, "zero": 0, "big": 1e308, "$k": 3, "$neg": -1]
private let optionChoices: [[VisualFormatAlignment]] = [[], [.alignAllTop], [.alignAllLeading, .alignAllCenterX]]

private func check(_ spec: ConstraintSpec) {
    precondition(spec.priority >= 1 && spec.priority <= 1000, "priority out of range: \(spec)")
    precondition(spec.multiplier.isFinite && spec.constant.isFinite, "non-finite number: \(spec)")
    if let second = spec.second {
        precondition(second.attribute.axis == spec.first.attribute.axis, "axes differ: \(spec)")
        precondition(!spec.first.attribute.isLocation || spec.multiplier != 0, "location times 0: \(spec)")
    } else {
        precondition(!spec.first.attribute.isLocation, "location equal to a constant: \(spec)")
    }
}

private func check(_ error: ConstraintSyntaxError, in text: String) {
    let column = error.column ?? 0
    precondition(column >= 1 && column <= text.count + 1, "column outside the text: \(error)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func constraintFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let resolve: ConstraintValueResolver = { values[$0] }
    do {
        check(try AnchorConstraintParser.parse(text, resolve: resolve))
    } catch {
        check(error, in: text)
    }
    do {
        let options = optionChoices[size % optionChoices.count]
        for spec in try VisualFormatParser.parse(text, options: options, views: views, resolve: resolve) {
            check(spec)
            precondition((try? AnchorConstraintParser.parse(spec.text)) == spec, "text does not read back: \(spec)")
        }
    } catch {
        check(error, in: text)
    }
    return 0
}
