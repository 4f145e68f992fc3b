import Testing
@testable import TrellisLayout

/// A table cell's content view margins composed by hand (format.md §9): its own or the
/// release's, deepened by the cell's when it preserves them, the cell's deepened by the
/// table's when the cell preserves those.
@Suite struct CellContentViewMarginsTests {
    func insets(_ top: Double, _ side: Double, _ bottom: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: side, bottom: bottom, trailing: side)
    }

    /// iOS 10's table gives 15 at the sides whatever its width (the SwipeCellKit example's
    /// Main.storyboard, Xcode 8, stores 15 in 414-point prototypes); its cells otherwise
    /// have 8 all round.
    @Test func beforeIOS11TheTableGivesFifteenAtEveryWidth() {
        #expect(CellContentView.margins(width: 414, release: .beforeIOS11) == insets(8, 8, 8))
        #expect(CellContentView.margins(width: 414, release: .beforeIOS11, contentPreserves: true) == insets(8, 8, 8))
        #expect(CellContentView.margins(width: 414, release: .beforeIOS11, contentPreserves: true, cellPreserves: true) == insets(8, 15, 8))
    }

    /// From iOS 11 the table's sides are its view controller's, 16 (20 from 390 points),
    /// deeper than iOS 11's own 15; the cell keeps its own 11 above and below.
    @Test func fromIOS11TheTablesSidesAreTheViewControllers() {
        #expect(CellContentView.margins(width: 375, release: .iOS11) == insets(11, 15, 11))
        #expect(CellContentView.margins(width: 375, release: .iOS11, cellPreserves: true) == insets(11, 15, 11))
        #expect(CellContentView.margins(width: 375, release: .iOS11, contentPreserves: true, cellPreserves: true) == insets(11, 16, 11))
        #expect(CellContentView.margins(width: 393, release: .iOS13, contentPreserves: true, cellPreserves: true) == insets(11, 20, 11))
    }

    /// From iOS 11 margins are measured from the cell's edges: over a half-point
    /// separator the content view's bottom margin is 10.5, its own or preserved from the
    /// cell; stored margins of its own are its own; iOS 10's stay 8.
    @Test func aSeparatorShallowsTheBottomMargin() {
        #expect(CellContentView.margins(width: 320, release: .iOS12, separator: 0.5) == insets(11, 16, 10.5))
        #expect(CellContentView.margins(width: 320, release: .iOS12, contentPreserves: true, separator: 0.5) == insets(11, 16, 10.5))
        let cell = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        #expect(CellContentView.margins(width: 320, release: .iOS12, cell: cell, contentPreserves: true, separator: 0.5) == insets(20, 16, 19.5))
        #expect(CellContentView.margins(width: 320, release: .iOS12, own: insets(4, 4, 4), separator: 0.5) == insets(4, 4, 4))
        #expect(CellContentView.margins(width: 320, release: .beforeIOS11, separator: 0.5) == insets(8, 8, 8))
    }

    /// Stored margins: the content view's own replace the release's; a cell's reach the
    /// content view only when it preserves them, edge by edge the deeper.
    @Test func storedMarginsComposeEdgeByEdge() {
        let own = DirectionalEdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 4)
        let cell = DirectionalEdgeInsets(top: 6, leading: 10, bottom: 0, trailing: 24)
        #expect(CellContentView.margins(width: 375, release: .iOS13, own: own, cell: cell) == own)
        #expect(CellContentView.margins(width: 375, release: .iOS13, own: own, cell: cell, contentPreserves: true)
                == DirectionalEdgeInsets(top: 6, leading: 30, bottom: 2, trailing: 24))
        // A cell with stored margins that also preserves the table's: 16 at its leading side.
        #expect(CellContentView.margins(width: 375, release: .iOS13, own: own, cell: cell, contentPreserves: true, cellPreserves: true)
                == DirectionalEdgeInsets(top: 6, leading: 30, bottom: 2, trailing: 24))
        #expect(CellContentView.margins(width: 375, release: .iOS13, cell: cell, contentPreserves: true, cellPreserves: true)
                == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 24))
    }
}
