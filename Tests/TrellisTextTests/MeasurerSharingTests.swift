import Foundation
import Testing
@testable import TrellisText

/// Measurers are per thread, and what a measurer cached never changes a result.
@Suite struct MeasurerSharingTests {
    static func corpus() throws -> [String] {
        try LineBreakingTests.texts("english") + LineBreakingTests.texts("chinese")
    }

    static func measureAll(_ measurer: TextMeasurer, _ texts: [String]) throws -> [TextLayout] {
        try texts.flatMap { text in
            try [90.0, 173, 260, 400].map { try measurer.measure(text, font: Font(size: 17), width: $0) }
        }
    }

    @Test func threadsWithTheirOwnMeasurersAgree() throws {
        let texts = try Self.corpus()
        let expected = try Self.measureAll(TextMeasurer(), texts)
        let results = Mutex<[[TextLayout]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let measurer = TextMeasurer()
            let mine = try! Self.measureAll(measurer, thread % 2 == 0 ? texts : texts.reversed())
            results.withLock { $0.append(thread % 2 == 0 ? mine : Self.reorder(mine, count: texts.count)) }
        }
        #expect(results.withLock { $0.count } == 4)
        for result in results.withLock({ $0 }) { #expect(result == expected) }
    }

    /// Undoes measuring the texts in reverse order (four widths per text).
    static func reorder(_ layouts: [TextLayout], count: Int) -> [TextLayout] {
        (0..<count).reversed().flatMap { layouts[$0 * 4..<$0 * 4 + 4] }
    }

    @Test func aSmallWordCacheStaysSmallAndChangesNothing() throws {
        let texts = try Self.corpus()
        let small = TextMeasurer(wordCacheCapacity: 50)
        let large = TextMeasurer()
        #expect(try Self.measureAll(small, texts) == Self.measureAll(large, texts))
        #expect(small.words.count <= 100)
        #expect(large.words.count > 100)
    }
}

import Synchronization
