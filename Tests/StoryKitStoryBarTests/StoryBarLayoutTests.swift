import StoryKit
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

@Suite struct StoryBarLayoutTests {
  func layout(
    _ count: Int, orientation: StoryGroupListStyling.Orientation = .horizontal, sections: Int = 1
  ) -> StoryBarLayout {
    StoryBarLayout(
      itemCount: count, cellSize: Size(width: 80, height: 100),
      list: StoryGroupListStyling(
        orientation: orientation, sections: sections, horizontalEdgePadding: 12, verticalEdgePadding: 8,
        horizontalPaddingBetweenItems: 10, verticalPaddingBetweenItems: 6))
  }

  @Test func horizontalFramesRunAlongAndSectionsAreRows() {
    let row = layout(5)
    #expect(row.frame(at: 0) == Rect(x: 12, y: 8, width: 80, height: 100))
    #expect(row.frame(at: 2) == Rect(x: 192, y: 8, width: 80, height: 100))
    #expect(row.contentLength == 464, "12 + 5 × 80 + 4 × 10 + 12")
    #expect(row.crossLength == 116)
    let grid = layout(5, sections: 2)
    #expect(grid.frame(at: 1) == Rect(x: 12, y: 114, width: 80, height: 100), "down the column first")
    #expect(grid.frame(at: 2) == Rect(x: 102, y: 8, width: 80, height: 100))
    #expect(grid.lineCount == 3)
  }

  @Test func verticalSectionsAreColumns() {
    let grid = layout(5, orientation: .vertical, sections: 3)
    // Vertical: edge padding 8 along (down), 12 across; 6 between rows, 10 between columns.
    #expect(grid.frame(at: 0) == Rect(x: 12, y: 8, width: 80, height: 100))
    #expect(grid.frame(at: 2) == Rect(x: 192, y: 8, width: 80, height: 100))
    #expect(grid.frame(at: 3) == Rect(x: 12, y: 114, width: 80, height: 100))
  }

  @Test func visibleIndicesAreComputedNotSearched() {
    let row = layout(100_000)
    #expect(row.indices(along: 0, 390) == 0..<5, "12 + 4 × 90 = 372 < 390 starts the fifth")
    #expect(row.indices(along: 900, 1290) == 9..<15, "cell 9 spans 822–902, cell 14 starts at 1272")
    // The last cell starts at 12 + 99,999 × 90 = 8,999,922 and ends at 9,000,002.
    #expect(row.indices(along: 9_000_000, 9_000_390) == 99_999..<100_000)
    #expect(row.indices(along: 100, 50).isEmpty)
    #expect(layout(0).indices(along: 0, 100).isEmpty)
  }

  @Test func pointsMapToItems() {
    let row = layout(3)
    #expect(row.index(at: Point(x: 20, y: 20)) == 0)
    #expect(row.index(at: Point(x: 95, y: 20)) == nil, "the gap between cells")
    #expect(row.index(at: Point(x: 110, y: 20)) == 1)
    #expect(row.index(at: Point(x: 5, y: 20)) == nil, "the edge padding")
    #expect(row.index(at: Point(x: 400, y: 20)) == nil, "past the last item")
  }
}
