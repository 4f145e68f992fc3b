import Testing
@testable import TrellisLayout

/// A feed cell built from stacks goes through the batch core like any other cell.
@Suite struct StackCellTests {
    /// A column (8 apart) in the content view's margins: a header row (centred, 8 apart) of
    /// a 40×40 avatar and a name, the body, and a hidden badge.
    struct Cell {
        let root = View(name: "root")
        let name = View(name: "name"), body = View(name: "body")
        let layout: Layout

        init() {
            layout = Layout(root: root, width: 390, height: nil)
            let columnView = View(name: "column"), headerView = View(name: "header")
            let avatar = View(name: "avatar"), badge = View(name: "badge")
            root.addSubview(columnView)
            (avatar.intrinsicWidth, avatar.intrinsicHeight) = (40, 40)
            avatar.contentHugging.horizontal = 251
            (name.intrinsicWidth, name.intrinsicHeight) = (200, 20)
            (body.intrinsicWidth, body.intrinsicHeight) = (300, 60)
            body.isMultilineText = true
            (badge.intrinsicWidth, badge.intrinsicHeight) = (60, 20)
            badge.isHidden = true
            let header = StackView(headerView)
            header.alignment = .center
            header.spacing = 8
            header.addArrangedSubview(avatar)
            header.addArrangedSubview(name)
            let column = StackView(columnView)
            column.axis = .vertical
            column.spacing = 8
            [headerView, body, badge].forEach(column.addArrangedSubview)
            let margins = root.layoutMarginsGuide
            layout.add([columnView.topAnchor.constraint(equalTo: margins.topAnchor),
                        columnView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                        columnView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                        columnView.bottomAnchor.constraint(equalTo: margins.bottomAnchor)])
        }
    }

    /// Row `i`'s name and body heights, varied so that the name is sometimes taller than
    /// the avatar.
    static func heights(_ row: Int) -> (name: Double, body: Double) {
        (Double(17 + (row * 7) % 41), Double(20 * (1 + (row * 13) % 9)))
    }

    @Test func tenThousandRowsMatchTheScalarSolverAndTheHandComputedHeights() throws {
        let cell = Cell()
        let values: [CellLayout.Value] = [.intrinsicHeight(cell.name), .intrinsicHeight(cell.body)]
        let batch = try CellLayout(layout: cell.layout, values: values, initial: [20, 60], frames: false)
        #expect(batch.issues.isEmpty)
        let count = 10_000
        let rows = (0..<count).flatMap { [Self.heights($0).name, Self.heights($0).body] }
        let results = batch.solve(rows, count: count)
        #expect(results.conflicting.isEmpty)
        var mismatches = 0
        for row in 0..<count {
            let (name, body) = Self.heights(row)
            // Margins 8 + the header (the taller of avatar and name) + 8 + body + 8; the
            // hidden badge and its spacing collapse.
            let expected = 8 + max(40, name) + 8 + body + 8
            if abs(results.heights[row] - expected) > 1e-9 { mismatches += 1 }
        }
        #expect(mismatches == 0)
        // The scalar solver, one row at a time, on a sample of the rows.
        for row in stride(from: 0, to: count, by: 97) {
            let (name, body) = Self.heights(row)
            let scalar = Cell()
            scalar.name.intrinsicHeight = name
            scalar.body.intrinsicHeight = body
            let solution = try scalar.layout.solve()
            let height = try #require(solution.frame(of: scalar.root)?.height)
            #expect(abs(height - results.heights[row]) < 1e-9, "row \(row)")
        }
    }
}
