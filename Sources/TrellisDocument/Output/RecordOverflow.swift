import TrellisLayout

// A record never holds `inf` or `nan`: JSON has no word for them. Finite inputs can
// still overflow once solved, summed or rounded (a size of 1e308 times a scale of 3),
// so each layout result is checked before it becomes a record, and one that overflowed
// becomes an error record instead.

extension ScreenResult {
    /// What overflowed, or nil when every number is finite.
    func overflow() -> String? {
        if !width.isFinite || !height.isFinite { return "the screen's size" }
        if let entry = frames.first(where: { !$0.frame.isFinite }) { return "the frame of \"\(entry.name)\"" }
        if let entry = contentSizes.first(where: { !$0.width.isFinite || !$0.height.isFinite }) {
            return "the content size of \"\(entry.name)\""
        }
        return nil
    }
}

extension TableResult {
    /// What overflowed, and in which row if one row did; nil when every number is finite.
    func overflow() -> (what: String, row: Int?)? {
        if let row = heights.firstIndex(where: { !$0.isFinite }) { return ("the height of row \(row)", row) }
        if let row = frames?.firstIndex(where: { $0.contains { !$0.frame.isFinite } }) { return ("a frame of row \(row)", row) }
        if let row = estimate.offsets.firstIndex(where: { !$0.isFinite }) { return ("the offset of row \(row)", nil) }
        for (name, value) in [("contentHeight", estimate.contentHeight), ("estimatedContentHeight", estimate.estimatedContentHeight),
                              ("meanAbsError", estimate.meanAbsError), ("maxAbsError", estimate.maxAbsError), ("suggested", estimate.suggested)]
        where !value.isFinite {
            return ("the table's \(name)", nil)
        }
        return nil
    }
}

func overflowError(_ what: String, at pointer: JSONPointer) -> DocumentError {
    DocumentError(.invalidValue, "\(what) is out of range of a Double: a size or constant in this job is too large to lay out", at: pointer)
}

extension Rect {
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
