import TrellisLayout
import TrellisText

/// Lays out every root of an Interface Builder file at its stored size: one screen
/// record per root, `FILESTEM/ROOTID`, frames keyed by Interface Builder id
/// (format.md §9). A file that cannot be read is one document error record.
enum InterfaceBuilderJob {
    static let suffixes = [".xib", ".storyboard"]

    static func isInterfaceBuilderPath(_ path: String) -> Bool {
        suffixes.contains { path.hasSuffix($0) }
    }

    /// The file name without folders and suffix: what record ids start with.
    static func stem(of path: String) -> String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        for suffix in suffixes where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return String(name)
    }

    static func records(_ bytes: UnsafeBufferPointer<UInt8>, origin: DocumentOrigin, options: SolveOptions, cache: CellCache) -> [Record] {
        let stem = stem(of: origin.path)
        let document: IBDocument
        do throws(InterfaceBuilderError) {
            document = try IBDocument(bytes)
            // A file with nothing to lay out says so rather than vanishing from the output.
            guard !document.roots.isEmpty else {
                throw InterfaceBuilderError("the file has no layout roots: no cell, view controller's view or top-level view with a frame (format.md §9.2)")
            }
        } catch {
            return [.error(id: origin.path, kind: .document, error: DocumentError(error.code, error.text))]
        }
        return document.roots.map { root in
            let id = "\(stem)/\(root.id)"
            do throws(InterfaceBuilderError) {
                let result = try solve(root, in: document, options: options, cache: cache)
                if let what = result.overflow() { throw InterfaceBuilderError("\(what) is out of range of a Double") }
                return .screen(id: id, result: result)
            } catch {
                return .error(id: id, kind: .screen, error: DocumentError(error.code, error.text))
            }
        }
    }

    /// The root's view tree and its layout at the root's stored size, ready to solve.
    /// With `measure`, `cache`'s measurer measures its texts, in fonts made styles of
    /// `measurer`, whose warnings name fonts this machine lacks.
    static func layout(_ root: IBRoot, in document: IBDocument, labelSizes: LabelSizes = .design,
                       cache: CellCache? = nil) throws(InterfaceBuilderError) -> (ViewTree, Layout, IBTranslation, DocumentMeasurer?) {
        let translation = try IBTranslation(root, in: document, labelSizes: labelSizes)
        let tree: ViewTree
        do throws(ViewTreeError) {
            tree = try ViewTree(translation.spec)
        } catch {
            if case .badConstraint(let index, let message) = error {
                let source = translation.sources[index]
                throw InterfaceBuilderError("constraint \(source.id): \(message)", line: source.line, code: .constraint)
            }
            throw InterfaceBuilderError(error.description)
        }
        let layout = Layout(root: tree.root, width: translation.width, height: translation.height)
        layout.safeArea = translation.safeArea
        layout.designScale = translation.scale
        layout.add(tree.constraints)
        var measurer: DocumentMeasurer?
        if !translation.fonts.isEmpty {
            let cache = cache ?? CellCache()
            var styles = TextStyles()
            styles.add(fonts: translation.fonts, measurer: cache.textMeasurer)
            let made = DocumentMeasurer(text: cache.textMeasurer, styles: styles, scale: translation.scale, prepared: cache.preparedTexts)
            layout.measurer = made
            measurer = made
        }
        return (tree, layout, translation, measurer)
    }

    private static func solve(_ root: IBRoot, in document: IBDocument, options: SolveOptions, cache: CellCache) throws(InterfaceBuilderError) -> ScreenResult {
        let (tree, layout, translation, measurer) = try layout(root, in: document, labelSizes: options.labelSizes, cache: cache)
        let solution: LayoutSolution
        do {
            solution = try layout.solve(checkingAmbiguity: options.check)
        } catch {
            throw InterfaceBuilderError(error.description, code: error.isOutOfRange ? .invalidValue : .constraint)
        }
        var result = ScreenResult(width: translation.width, height: translation.height, solution: solution, tree: tree,
                                  scale: translation.scale, rootName: root.id, rootFrame: translation.storedRootFrame)
        result.issues = (measurer?.styles.warnings ?? []) + result.issues
        return result
    }
}
