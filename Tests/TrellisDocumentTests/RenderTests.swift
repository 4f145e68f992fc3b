import Testing
@testable import TrellisDocument

@Suite struct RenderTests {
    func render(_ text: String, id: String, row: Int? = nil) throws -> RenderedJob? {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(DocumentError) in try renderSVG(buffer, id: id, row: row) }
    }

    func svg(_ text: String, id: String, row: Int? = nil) throws -> String? {
        guard case .svg(let svg)? = try render(text, id: id, row: row) else { return nil }
        return svg
    }

    @Test func nestedViewsAreDrawnInRootCoordinates() throws {
        let text = #"{"format":"trellis/1","templates":{"T":{"views":[{"name":"card"},{"name":"dot","parent":"card"}],"constraints":["H:|-20-[card(100)]","V:|-30-[card(50)]","H:|-5-[dot(10)]","V:|-6-[dot(10)]"]}},"screens":[{"id":"s","template":"T","size":[200,300]}]}"#
        let svg = try #require(try svg(text, id: "s"))
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300""#))
        #expect(svg.contains(#"<rect x="20" y="30" width="100" height="50""#))
        // The dot is at (5, 6) in the card, so (25, 36) on the screen.
        #expect(svg.contains(#"<rect x="25" y="36" width="10" height="10""#))
        #expect(try render(text, id: "nope") == nil)
    }

    @Test func aTableRowIsDrawnAndAMissingRowIsSaidApart() throws {
        let text = #"{"format":"trellis/1","templates":{"C":{"views":[{"name":"t","intrinsic":[null,"$h"]}],"constraints":["H:|-[t]-|","V:|-[t]-|"]}},"tables":[{"id":"tab","width":320,"rows":[{"template":"C","data":{"h":20}},{"template":"C","data":{"h":50}}]}]}"#
        let svg = try #require(try svg(text, id: "tab", row: 1))
        #expect(svg.contains(#"<rect x="16" y="11" width="288" height="50""#))
        #expect(try render(text, id: "tab", row: 5) == .missingRow(rows: 2))
    }
}
