/// Solves one document into its records, one per job: parse, dispatch on `format`,
/// solve. Never throws; whatever goes wrong becomes an error record and the run goes on
/// (format.md §5).
///
/// `cache` keeps compiled table cells for the documents after this one (one cache per
/// solving thread); without one, cells live as long as the document. `jobs` solves only
/// some of a layout document's jobs (row slices, JobSelection).
public func solveDocument(_ bytes: UnsafeBufferPointer<UInt8>, origin: DocumentOrigin, options: SolveOptions = SolveOptions(),
                          cache: CellCache? = nil, jobs: JobSelection = .all) -> [Record] {
    solveDocument(bytes, origin: origin, options: options, cache: cache, jobs: jobs, fastPath: true)
}

/// `fastPath` false reads every row with the careful parser, for tests to hold the two
/// paths to the same records.
func solveDocument(_ bytes: UnsafeBufferPointer<UInt8>, origin: DocumentOrigin, options: SolveOptions, cache: CellCache?,
                   jobs: JobSelection = .all, fastPath: Bool) -> [Record] {
    // An Interface Builder file is a whole-file document told by its name, which travels
    // with it to workers; its stem starts its record ids.
    if origin.isWholeFile && InterfaceBuilderJob.isInterfaceBuilderPath(origin.path) {
        return InterfaceBuilderJob.records(bytes, origin: origin, options: options, cache: cache ?? CellCache())
    }
    // The fast path: tables' rows read by `RowScanner`. It stands only if nothing went
    // wrong; any error and the careful path below reads the document again, so error
    // records are always the careful parser's and the careful code's.
    if fastPath, let fast = try? JSONParser.parseDeferringTableRows(bytes, guessingLastRows: jobs == .all) {
        if fast.deferredRows.isEmpty {
            return records(fast.value, origin: origin, options: options, cache: cache, jobs: jobs)
        }
        if case .object(let object) = fast.value, object["format"] == .string(LayoutDocument.format) {
            let rows = DeferredRows(bytes: bytes, ranges: fast.deferredRows)
            let records = records(fast.value, origin: origin, options: options, cache: cache, jobs: jobs, deferredRows: rows)
            if !records.contains(where: \.isError) { return records }
        }
    }
    let value: JSONValue
    do {
        value = try JSONParser.parse(bytes)
    } catch {
        let position = origin.inputPosition(line: error.line, column: error.column)
        // A file is read as JSON whatever its name; a compiled nib is a likely mistake.
        let hint = origin.isWholeFile && origin.path.hasSuffix(".nib")
            ? "; a compiled .nib cannot be read: give the .xib or .storyboard it was compiled from (format.md §9.1)" : ""
        return [.error(
            id: origin.fallbackID, kind: .document,
            error: DocumentError(.jsonSyntax, "\(error.message) at line \(position.line), column \(position.column)\(hint)", at: error.pointer))]
    }
    return records(value, origin: origin, options: options, cache: cache, jobs: jobs)
}

/// The records of a parsed document; `deferredRows`, the tables' rows the parse left
/// as bytes.
private func records(_ value: JSONValue, origin: DocumentOrigin, options: SolveOptions, cache: CellCache?,
                     jobs: JobSelection, deferredRows: DeferredRows? = nil) -> [Record] {
    guard case .object(let object) = value else {
        return [.error(
            id: origin.fallbackID, kind: .document,
            error: DocumentError(.invalidValue, "a document must be a JSON object, got \(value.typeName)", at: .root))]
    }
    var id = origin.fallbackID
    if let given = object["id"] {
        guard case .string(let text) = given else {
            return [.error(id: id, kind: .document, error: mismatch(given, expected: "a string", at: JSONPointer.root.appending("id")))]
        }
        id = text
    }
    switch object["format"] {
    case .string(SystemDocument.format):
        do {
            return [.system(id: id, solution: try SystemDocument(object).solve())]
        } catch {
            return [.error(id: id, kind: .system, error: error)]
        }
    case .string(LayoutDocument.format):
        do {
            let cache = cache ?? CellCache()
            var document = try LayoutDocument(object, origin: origin, text: cache.textMeasurer, prepared: cache.preparedTexts,
                                              interfaceBuilder: cache.interfaceBuilderTemplates)
            document.deferredRows = deferredRows
            return document.records(documentID: id, options: options, cache: cache, jobs: jobs)
        } catch {
            return [.error(id: id, kind: .document, error: error)]
        }
    case .string(let other):
        return [.error(
            id: id, kind: .document,
            error: DocumentError(
                .unknownFormat, "unknown format \"\(other)\"; expected \"\(LayoutDocument.format)\" or \"\(SystemDocument.format)\"",
                at: JSONPointer.root.appending("format")))]
    case nil:
        return [.error(id: id, kind: .document, error: DocumentError(.unknownFormat, "missing key \"format\"", at: .root))]
    case let other?:
        return [.error(id: id, kind: .document, error: mismatch(other, expected: "a string", at: JSONPointer.root.appending("format")))]
    }
}

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
