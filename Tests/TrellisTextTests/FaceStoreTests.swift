import Foundation
import Testing
@testable import TrellisText

/// The store lives as long as its measurer, across documents: one font file reached by
/// any spelling of its path is one face, so spellings cannot make it grow.
@Suite struct FaceStoreTests {
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
}
