import Testing
@testable import TrellisDocument
import TrellisLayout

/// Random valid layout documents: whatever views, anchors, priorities and visual
/// formats they combine, solving never traps, every record is one line of valid JSON,
/// and every frame is finite.
@Suite struct LayoutPropertyTests {
    static let attributes: [LayoutAttribute.Axis: [String]] = [
        .horizontal: ["leading", "trailing", "centerX", "leadingMargin", "trailingMargin", "centerXWithinMargins"],
        .vertical: ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "topMargin", "bottomMargin"],
        .dimension: ["width", "height"],
    ]

    static func randomDocument(_ random: inout SplitMix64) -> String {
        let count = Int.random(in: 1...6, using: &random)
        let names = (0..<count).map { "v\($0)" }
        var views: [String] = []
        for (index, name) in names.enumerated() {
            let parent = index == 0 || Bool.random(using: &random) ? "root" : names[Int.random(in: 0..<index, using: &random)]
            let width = Bool.random(using: &random) ? String(Int.random(in: 0...200, using: &random)) : "null"
            let type = ["view", "label", "image", "guide", "scroll"].randomElement(using: &random)!
            views.append(#"{"name":"\#(name)","parent":"\#(parent)","type":"\#(type)","intrinsic":[\#(width),\#(Int.random(in: 0...80, using: &random))],"size":[10,10]}"#)
        }
        var constraints: [String] = []
        for _ in 0..<Int.random(in: 0...14, using: &random) {
            let axis = [LayoutAttribute.Axis.horizontal, .vertical, .dimension].randomElement(using: &random)!
            let first = "\(names.randomElement(using: &random)!).\(attributes[axis]!.randomElement(using: &random)!)"
            let second = ["superview", "root", "root.safeAreaLayoutGuide", names.randomElement(using: &random)!,
                          "\(names.randomElement(using: &random)!).layoutMarginsGuide"].randomElement(using: &random)!
            let relation = ["==", ">=", "<="].randomElement(using: &random)!
            var text = "\(first) \(relation) "
            if axis == .dimension && Bool.random(using: &random) {
                text += String(Int.random(in: 0...300, using: &random))
            } else {
                let multiplier = axis == .dimension && Bool.random(using: &random) ? "0.5 * " : ""
                text += "\(multiplier)\(second).\(attributes[axis]!.randomElement(using: &random)!) + \(Int.random(in: -40...40, using: &random))"
            }
            if Bool.random(using: &random) { text += " @\(Int.random(in: 1...1000, using: &random))" }
            constraints.append(#""\#(text)""#)
        }
        if count >= 2 && Bool.random(using: &random) {
            constraints.append(#""H:|-[\#(names[0])]-\#(Int.random(in: 0...20, using: &random))-[\#(names[1])(>=\#(Int.random(in: 0...50, using: &random))@750)]-|""#)
        }
        let direction = Bool.random(using: &random) ? "ltr" : "rtl"
        return #"{"format":"trellis/1","direction":"\#(direction)","templates":{"T":{"views":[\#(views.joined(separator: ","))],"constraints":[\#(constraints.joined(separator: ","))]}},"screens":[{"id":"s","template":"T","size":[390,844],"safeArea":[47,0,34,0]}],"tables":[{"id":"t","width":375,"rows":[{"template":"T"},{"template":"T"}]}]}"#
    }

    @Test func randomDocumentsNeverTrap() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<1500 {
            let text = Self.randomDocument(&random)
            let bytes = Array(text.utf8)
            let records = bytes.withUnsafeBufferPointer {
                solveDocument($0, origin: DocumentOrigin(path: "p", isWholeFile: true), options: SolveOptions(frames: true))
            }
            #expect(records.count == 2)
            for record in records {
                var out = JSONWriter()
                record.write(to: &out)
                let line = Array(out.bytes.dropLast())
                #expect(!line.contains(UInt8(ascii: "\n")))
                #expect(throws: Never.self) { try line.withUnsafeBufferPointer { _ = try JSONParser.parse($0) } }
                if case .screen(_, let result) = record {
                    #expect(result.frames.allSatisfy { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) })
                }
            }
        }
    }
}
