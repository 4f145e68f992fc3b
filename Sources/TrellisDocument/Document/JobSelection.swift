/// Which jobs of a document to solve: all of them, or — for a document whose large
/// tables the coordinator cut into row slices — every job but those tables, or one
/// table alone (a slice of it: the document's bytes carry only that slice's rows).
public enum JobSelection: Sendable, Equatable {
    case all
    case allBut(tables: [Int])
    case table(Int)

    func includesScreens() -> Bool {
        if case .table = self { return false }
        return true
    }

    func includes(table index: Int) -> Bool {
        switch self {
        case .all: return true
        case .allBut(let tables): return !tables.contains(index)
        case .table(let table): return table == index
        }
    }
}
