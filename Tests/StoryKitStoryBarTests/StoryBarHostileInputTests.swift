import Foundation
import StoryKit
import StoryKitCairo
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

/// Values a feed or an app can hand the bar that once trapped a conversion or ran away.
@MainActor
@Suite struct StoryBarHostileInputTests {
  func bar(_ count: Int = 20) -> StoryBarView {
    let bar = StoryBarView()
    bar.content = .init(storyGroups: StoryBarViewTests.groups(count))
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    return bar
  }

  @Test func hugeMarginsOffsetsAndPointsDoNotTrap() {
    let bar = bar()
    bar.prefetchMargin = 1e300
    bar.layoutIfNeeded()
    #expect(!bar.visibleCells.isEmpty)
    bar.prefetchMargin = .nan
    bar.contentOffset = .infinity
    bar.layoutIfNeeded()
    #expect(bar.contentOffset == 0 || bar.contentOffset == bar.maximumContentOffset)
    #expect(bar.group(at: Point(x: .infinity, y: 10)) == nil)
    #expect(bar.group(at: Point(x: 1e300, y: 1e300)) == nil)
    #expect(bar.group(at: Point(x: .nan, y: 10)) == nil)
  }

  @Test func aZeroSizedFactoryCellCannotDivideByZero() {
    final class Flat: StoryGroupViewFactory {
      func createView() -> StoryGroupView { StoryGroupView() }
      var size: Size { Size(width: 80, height: 0) }
    }
    let bar = bar()
    bar.styling.list = StoryGroupListStyling(verticalEdgePadding: 0, verticalPaddingBetweenItems: 0)
    bar.storyGroupViewFactory = Flat()
    bar.layoutIfNeeded()
    #expect(bar.group(at: Point(x: 20, y: 0)) == nil)
  }

  @Test func sectionsAndCustomIconsAreBounded() {
    let bar = StoryBarView()
    bar.content = .init(isLoading: true)
    bar.styling.list.sections = 100_000
    bar.styling.size = .custom
    bar.styling.icon = StoryGroupIconStyling(height: 1e300, width: 1e300)
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 300)
    bar.layoutIfNeeded()
    #expect(bar.barLayout.sections <= StoryGroupListStyling.maximumSections, "out of range counts as unset")
    #expect(bar.cellSize.width <= StoryBarMetrics.maximumIconSide + 8)
    #expect(bar.visibleCells.count <= 20 * 3)
    let bitmap = Bitmap(size: Size(width: 390, height: 300), scale: 1)
    bitmap.render(bar)
  }

  @Test func skeletonCountSurvivesABrokenFrame() {
    let bar = StoryBarView()
    bar.content = .init(isLoading: true)
    bar.frame = Rect(x: 0, y: 0, width: .nan, height: 100)
    bar.layoutIfNeeded()
    bar.frame = Rect(x: 0, y: 0, width: 1e300, height: 100)
    bar.layoutIfNeeded()
    #expect(bar.visibleCells.count <= 1_000)
  }

  @Test func feedValuesOutOfRangeAreDiagnosed() {
    let styling =
      #"{"storyBar": {"size": "custom", "icon": {"width": 1e300, "height": 90}, "list": {"sections": 100000, "horizontalEdgePadding": 1e300}}}"#
    let feed =
      #"{"schemaVersion": 1, "placement": {"token": "t", "variants": [{"id": "v", "kind": "storyBar", "ratio": 4, "weight": 1e300, "styling": \#(styling)}]}}"#
    let result = FeedDecoder().decode(Data(feed.utf8))
    let paths = Set(result.diagnostics.map(\.path.description))
    #expect(paths.contains("$.placement.variants[0].styling.storyBar.icon.width"))
    #expect(paths.contains("$.placement.variants[0].styling.storyBar.list.sections"))
    #expect(paths.contains("$.placement.variants[0].styling.storyBar.list.horizontalEdgePadding"))
  }

  @Test func priorityChangesRelayoutTheStack() {
    let a = View().width(greaterThanOrEqualTo: 9)
    let b = View().width(greaterThanOrEqualTo: 9)
    let stack = HContainer {
      a; b
    }
    stack.frame = Rect(x: 0, y: 0, width: 300, height: 10)
    stack.layoutIfNeeded()
    #expect(b.frame.width == 291, "equal hugging: the last view grows")
    b.contentHuggingPriority.horizontal = 1000
    stack.layoutIfNeeded()
    #expect(a.frame.width == 291 && b.frame.width == 9)
  }
}
