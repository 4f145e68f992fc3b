/// The records of one document as a reader hands it over: a document over the reader's
/// cap is one error record, the same wherever it is solved.
public func solveDocument(_ bytes: DocumentBytes, origin: DocumentOrigin, maxDocumentBytes: Int,
                          options: SolveOptions = SolveOptions(), cache: CellCache? = nil) -> [Record] {
    switch bytes {
    case .complete(let document):
        return solveDocument(document, origin: origin, options: options, cache: cache)
    case .tooLarge:
        return [.error(
            id: origin.fallbackID, kind: .document,
            error: DocumentError(.tooLarge, "the document is larger than \(maxDocumentBytes) bytes", at: .root))]
    }
}
