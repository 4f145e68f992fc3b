import TrellisSolver

extension LayoutSystem {
    func frame(of item: LayoutItem) -> Rect {
        Self.frame(of: item) { solver.value(of: $0) }
    }

    /// `item`'s frame in its coordinate space, from the values of the frame variables
    /// (variable `4·i + k` is component k of item i, in root coordinates).
    static func frame(of item: LayoutItem, _ value: (Variable) -> Double) -> Rect {
        let base = Int32(4 * item.index)
        var frame = Rect(x: value(Variable(index: base)), y: value(Variable(index: base + 1)),
                         width: value(Variable(index: base + 2)), height: value(Variable(index: base + 3)))
        if let space = item.coordinateSpace, space.index >= 0 {
            frame.x -= value(Variable(index: Int32(4 * space.index)))
            frame.y -= value(Variable(index: Int32(4 * space.index + 1)))
        }
        return frame
    }

    func solution() -> LayoutSolution {
        LayoutSolution(frames: items.map { ($0, frame(of: $0)) }, issues: issues)
    }
}
