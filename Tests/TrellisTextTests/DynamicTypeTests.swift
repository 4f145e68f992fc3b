import Testing
@testable import TrellisText

@Suite struct DynamicTypeTests {
    @Test func bodyAtLarge() {
        #expect(TextStyle.body.pointSize(at: .large) == 17)
    }
}
