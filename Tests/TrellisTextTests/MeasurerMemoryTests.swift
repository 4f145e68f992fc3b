import Foundation
import Testing
@testable import TrellisText

/// A measurer lives as long as its worker, across documents, which can name fonts
/// without end: what it keeps for them stays bounded.
@Suite struct MeasurerMemoryTests {
    /// One font file reached by any spelling of its path is one face.
    @Test func oneFileByManyNamesIsOneFace() throws {
        let store = FaceStore()
        let path = try TextMeasurer().resolve(.system).path
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("facestore-\(getpid()).ttf").path
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let face = try store.open(path, index: 0)
        for spelling in [folder + "/./" + name, folder + "//" + name, folder + "/../" + (folder as NSString).lastPathComponent + "/" + name, link] {
            #expect(try store.open(spelling, index: 0) === face, "\(spelling)")
        }
    }

    /// Font chains are dropped past a bound; a chain made again measures the same.
    @Test func chainsAreBounded() throws {
        let measurer = TextMeasurer()
        let path = try measurer.resolve(.system).path
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let font = Font(.file(path: path), size: 17)
        let before = try measurer.measure("Hello, world", font: font)
        for count in 1...(TextMeasurer.maxChains + 10) {
            _ = try measurer.resolve(.file(path: folder + String(repeating: "/.", count: count) + "/" + name))
        }
        #expect(measurer.chains.count <= TextMeasurer.maxChains)
        #expect(try measurer.measure("Hello, world", font: font) == before)
    }
}
