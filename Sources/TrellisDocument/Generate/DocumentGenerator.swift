/// Writes realistic synthetic layout documents (`trellis gen`): tables of a social
/// feed, a settings list, a chat and a product grid, with mixed templates and data.
/// The same seed gives the same bytes.
public struct DocumentGenerator {
    /// The kinds of table, taken in turn; `stack-feed` is the feed with its post and ad
    /// cells built from stack views, for comparing stacks with anchors.
    public enum Kind: String, CaseIterable, Sendable {
        case feed, settings, chat, products
        case stackFeed = "stack-feed"

        public static let standard: [Kind] = [.feed, .settings, .chat, .products]
    }

    public var tables: Int
    public var rows: Int
    public var seed: UInt64
    public var kinds = Kind.standard
    /// Every table a text feed (`TextFeed`): labels measured from their text.
    public var text: Bool
    /// Widths of the devices the tables are laid out for.
    static let widths: [Double] = [320, 375, 390, 393, 414, 428, 430]
    /// No row is longer than this (`DocumentGeneratorTests` holds every kind to it); a
    /// text feed's posts are longer.
    static let maxRowBytes = 128
    static let maxTextRowBytes = 1024
    /// Room for a document's templates and table header, which do not grow with rows.
    static let maxHeaderBytes = 16 * 1024
    /// The most rows a table may have and still be one document `trellis solve` reads
    /// (`DocumentReader.defaultMaxDocumentBytes`).
    public static func maxRows(text: Bool) -> Int {
        (DocumentReader.defaultMaxDocumentBytes - maxHeaderBytes) / (text ? maxTextRowBytes : maxRowBytes)
    }

    public init(tables: Int, rows: Int, seed: UInt64, text: Bool = false) {
        self.tables = tables
        self.rows = rows
        self.seed = seed
        self.text = text
    }

    /// Document `index` (one table each), as one JSON line.
    public func document(_ index: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        write(document: index) { bytes += $0 }
        return bytes
    }

    /// Document `index`, handed to `write` in pieces of about `pieceBytes` as it is made,
    /// so a table of any number of rows takes the same memory.
    public func write<Failure: Error>(document index: Int, pieceBytes: Int = 64 * 1024,
                                      to write: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        if text { return try textFeed(index, &random, pieceBytes: pieceBytes, to: write) }
        let kind = kinds[index % kinds.count]
        let width = Self.widths[random.below(Self.widths.count)]
        var out = JSONWriter()
        out.raw("{\"format\":\"trellis/1\",\"id\":")
        out.string("gen-\(index)")
        out.raw(",\"templates\":{")
        let templates: String
        switch kind {
        case .feed: templates = SyntheticTemplates.feed
        case .settings: templates = SyntheticTemplates.settings
        case .chat: templates = SyntheticTemplates.chat
        case .products: templates = SyntheticTemplates.products
        case .stackFeed: templates = SyntheticTemplates.stackFeed
        }
        // One document per line: the templates' line breaks go.
        out.bytes += templates.utf8.filter { $0 != UInt8(ascii: "\n") }
        out.raw("},\"tables\":[{\"id\":")
        out.string(kind.rawValue + "-\(index)")
        out.raw(",\"width\":")
        out.number(width)
        if kind == .settings { out.raw(",\"accessory\":\"disclosureIndicator\"") }
        out.raw(",\"estimatedRowHeight\":")
        out.number([.settings: 44, .chat: 60, .products: 280][kind] ?? 120)
        out.raw(",\"rows\":[")
        for row in 0..<rows {
            if row > 0 { out.raw(",") }
            switch kind {
            case .feed, .stackFeed: feedRow(&out, &random)
            case .settings: settingsRow(&out, &random, row)
            case .chat: chatRow(&out, &random, width)
            case .products: productRow(&out, &random)
            }
            if out.bytes.count >= pieceBytes {
                try write(out.bytes)
                out.bytes.removeAll(keepingCapacity: true)
            }
        }
        out.raw("]}]}\n")
        try write(out.bytes)
    }

    /// A text feed: one table of posts whose labels are measured from their text.
    private func textFeed<Failure: Error>(_ index: Int, _ random: inout SplitMix64, pieceBytes: Int,
                                          to write: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        let width = Self.widths[random.below(Self.widths.count)]
        var out = JSONWriter()
        out.raw("{\"format\":\"trellis/1\",\"id\":")
        out.string("gen-\(index)")
        out.raw(",\"styles\":{")
        out.bytes += TextFeed.styles.utf8.filter { $0 != UInt8(ascii: "\n") }
        out.raw("},\"templates\":{")
        out.bytes += TextFeed.template.utf8.filter { $0 != UInt8(ascii: "\n") }
        out.raw("},\"tables\":[{\"id\":")
        out.string("text-feed-\(index)")
        out.raw(",\"width\":")
        out.number(width)
        out.raw(",\"estimatedRowHeight\":120,\"rows\":[")
        for row in 0..<rows {
            if row > 0 { out.raw(",") }
            let post = TextFeed.post(&random)
            out.raw("{\"template\":\"TextPostCell\",\"data\":{\"name\":")
            out.string(post.name)
            out.raw(",\"time\":")
            out.string(post.time)
            out.raw(",\"body\":")
            out.string(post.body)
            out.raw("}}")
            if out.bytes.count >= pieceBytes {
                try write(out.bytes)
                out.bytes.removeAll(keepingCapacity: true)
            }
        }
        out.raw("]}]}\n")
        try write(out.bytes)
    }

    /// Text `lines` lines tall at a 17 pt body font (20.29 pt per line).
    private static func textHeight(lines: Int) -> Double { (Double(lines) * 20.29 * 100).rounded() / 100 }

    private func row(_ out: inout JSONWriter, template: String, _ data: [(String, Double)]) {
        out.raw("{\"template\":")
        out.string(template)
        out.raw(",\"data\":{")
        for (index, (key, value)) in data.enumerated() {
            if index > 0 { out.raw(",") }
            out.key(key)
            out.number(value)
        }
        out.raw("}}")
    }

    private func feedRow(_ out: inout JSONWriter, _ random: inout SplitMix64) {
        if random.below(12) == 0 {
            row(&out, template: "AdCell", [("titleH", Self.textHeight(lines: 1 + random.below(2)))])
            return
        }
        let hasMedia = random.below(3) == 0
        row(&out, template: "PostCell", [
            ("nameW", Double(60 + random.below(180))), ("timeW", Double(22 + random.below(20))),
            ("bodyH", Self.textHeight(lines: random.below(8))),
            ("mediaH", hasMedia ? Double([180, 240, 300, 211][random.below(4)]) : 0), ("mediaGap", hasMedia ? 8 : 0),
        ])
    }

    private func settingsRow(_ out: inout JSONWriter, _ random: inout SplitMix64, _ index: Int) {
        if index % 9 == 8 {
            row(&out, template: "SectionFooterCell", [("textH", Self.textHeight(lines: 1 + random.below(3))), ("bottom", 24)])
            return
        }
        row(&out, template: "SettingCell", [("titleW", Double(50 + random.below(150))), ("detailW", Double(random.below(120)))])
    }

    private func chatRow(_ out: inout JSONWriter, _ random: inout SplitMix64, _ width: Double) {
        let lines = 1 + random.below(6)
        let textW = lines == 1 ? Double(30 + random.below(200)) : (width * 0.72 - 24).rounded(.down)
        row(&out, template: random.below(2) == 0 ? "IncomingBubble" : "OutgoingBubble",
            [("textW", textW), ("textH", Self.textHeight(lines: lines))])
    }

    private func productRow(_ out: inout JSONWriter, _ random: inout SplitMix64) {
        row(&out, template: "ProductPair", [
            ("leftTitleH", Self.textHeight(lines: 1 + random.below(2))), ("rightTitleH", Self.textHeight(lines: 1 + random.below(2))),
        ])
    }
}
