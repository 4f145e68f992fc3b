/// The tables' `rows` a document parse left as bytes
/// (`JSONParser.parseDeferringTableRows`), by table index: each array, `[` to `]`, in
/// the document's bytes, which outlive the solving of the document.
struct DeferredRows {
    let bytes: UnsafeBufferPointer<UInt8>
    let ranges: [Int: Range<Int>]
}

/// Where a table row's values are kept until its group is solved: parsed, or as the
/// row's bytes in the document, parsed again only if the row must be laid out alone.
enum RowData {
    case parsed(JSONObject)
    case bytes(Range<Int>)
}

extension DocumentError {
    /// What the fast path throws when it leaves a row to the careful path. It never
    /// reaches a record: a document whose fast path ends in any error is solved again by
    /// the careful path, which finds the real error, if any.
    static let declined = DocumentError(.invalidValue, "left to the careful parser")
}
