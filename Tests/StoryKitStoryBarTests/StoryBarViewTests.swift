import Foundation
import StoryKit
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

@MainActor
@Suite struct StoryBarViewTests {
  static func groups(_ count: Int, seenEvery: Int = 0) -> [StoryGroup] {
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    return (0..<count).map { index in
      StoryGroup(
        id: "g\(index)", title: "Group \(index)", index: index,
        isSeen: seenEvery > 0 && index % seenEvery == 0, stories: [story], isPinned: index == 1,
        type: index == 2 ? .live : (index == 3 ? .ivod : .default))
    }
  }

  /// A bar of `count` groups. Its item spacing is set to 12 pt, so the arithmetic below holds
  /// (left to StoryKit, the spacing adapts so the last visible cell peeks).
  func bar(_ count: Int, width: Double = 390, configure: (StoryBarView) -> Void = { _ in }) -> StoryBarView {
    let bar = StoryBarView()
    bar.styling.list.horizontalPaddingBetweenItems = 12
    configure(bar)
    bar.content = .init(storyGroups: Self.groups(count))
    bar.frame = Rect(x: 0, y: 0, width: width, height: 120)
    bar.layoutIfNeeded()
    return bar
  }

  @Test func onlyVisibleCellsExistWithAHundredThousandGroups() {
    let bar = bar(100_000)
    // Large cells are 80 pt plus 12 between, after a 12 pt edge; with 100 pt of prefetch the range
    // is −100 ..< 490, so cells 0–5 exist (cell 5 starts at 472).
    #expect(bar.visibleCells.count == 6)
    #expect(bar.createdCellCount == 6)
    bar.contentOffset = 4_600_000
    bar.layoutIfNeeded()
    #expect(bar.visibleCells.count <= 8)
    #expect(
      bar.visibleCells.keys.allSatisfy { (49_990...50_010).contains($0) }, "\(bar.visibleCells.keys.sorted())"
    )
    #expect(bar.createdCellCount <= 8, "cells are recycled, not created per scroll")
    bar.contentOffset = 10_000_000
    bar.layoutIfNeeded()
    #expect(bar.contentOffset == bar.maximumContentOffset)
    #expect(bar.visibleCells.keys.contains(99_999))
  }

  @Test func scrollingRecyclesAndRepopulates() {
    let bar = bar(50)
    var mostAtOnce = 0
    for step in 1...40 {
      bar.contentOffset = Double(step) * 37
      bar.layoutIfNeeded()
      mostAtOnce = max(mostAtOnce, bar.visibleCells.count)
    }
    #expect(bar.createdCellCount == mostAtOnce, "never more cells than were on screen at once")
    #expect(bar.populateCount >= 20, "every cell that scrolled in was repopulated")
    for (index, cell) in bar.visibleCells {
      #expect(cell.storyGroup?.id == "g\(index)", "a recycled cell shows the group of its new place")
    }
  }

  @Test func tapSelectsTheGroupUnderThePointInBothDirections() {
    for direction in LayoutDirection.allCases {
      var selected: [String] = []
      let bar = bar(10) { $0.styling.layoutDirection = direction }
      bar.onStoryGroupSelected = { selected.append($0.id) }
      let dispatcher = PointerDispatcher(root: bar)
      // The second cell spans 104–184 in LTR and 206–286 in RTL.
      let x = direction == .leftToRight ? 140.0 : 250.0
      dispatcher.dispatch(PointerEvent(.down, at: Point(x: x, y: 40), time: 0))
      dispatcher.dispatch(PointerEvent(.up, at: Point(x: x, y: 40), time: 0.1))
      #expect(selected == ["g1"], "\(direction)")
      #expect(bar.group(at: Point(x: direction == .leftToRight ? 50 : 340, y: 40))?.id == "g0")
      #expect(bar.group(at: Point(x: direction == .leftToRight ? 98 : 292, y: 40)) == nil, "the gap")
    }
  }

  @Test func tappingStartsTheRingAnimationUnlessDisabled() throws {
    let clock = ManualClock()
    let bar = bar(5)
    bar.clock = clock
    bar.selectGroup(at: Point(x: 50, y: 40))
    let cell = try #require(bar.visibleCells[0] as? DefaultStoryGroupView)
    #expect(cell.isOpening)
    bar.finishOpening()
    #expect(!cell.isOpening)
    bar.styling.animation = .disabled
    bar.selectGroup(at: Point(x: 50, y: 40))
    #expect(!cell.isOpening)
  }

  @Test func accessibilityLabelsDescribeEachCell() {
    let bar = bar(5)
    let labels = bar.accessibilityElements().map(\.label)
    #expect(
      labels.prefix(4) == [
        "Group 0, new stories", "Group 1, new stories, pinned", "Group 2, new stories, live",
        "Group 3, new stories, video",
      ])
    #expect(bar.visibleCells[0]?.accessibilityTraits.contains(.button) == true)
  }

  @Test func seenGroupsCanMoveToTheEnd() {
    let bar = StoryBarView()
    bar.content = .init(storyGroups: Self.groups(6, seenEvery: 2))
    bar.prepareIfNeeded()
    #expect(bar.displayedGroups.map(\.id) == ["g0", "g1", "g2", "g3", "g4", "g5"])
    bar.movesSeenGroupsToEnd = true
    #expect(bar.displayedGroups.map(\.id) == ["g1", "g3", "g5", "g0", "g2", "g4"])
  }

  @Test func loadingShowsSkeletonCells() {
    let bar = StoryBarView()
    bar.content = .init(isLoading: true)
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    bar.layoutIfNeeded()
    #expect(!bar.visibleCells.isEmpty)
    #expect(bar.visibleCells.values.allSatisfy { $0.storyGroup == nil && !$0.isAccessibilityElement })
  }

  @Test func customFactorySizeWinsAndViewsAreReused() {
    final class Factory: StoryGroupViewFactory {
      var made = 0
      func createView() -> StoryGroupView {
        made += 1
        return StoryGroupView()
      }
      var size: Size { Size(width: 100, height: 178) }
    }
    let factory = Factory()
    let bar = bar(1_000) {
      $0.storyGroupViewFactory = factory
      $0.styling.size = .small
    }
    #expect(bar.cellSize == Size(width: 100, height: 178))
    #expect(bar.visibleCells[1]?.frame == Rect(x: 124, y: 8, width: 100, height: 178))
    let made = factory.made
    bar.contentOffset = 20_000
    bar.layoutIfNeeded()
    #expect(factory.made <= made + 1)
  }

  @Test func scrollToGroupByID() {
    let bar = bar(100)
    #expect(bar.scrollToGroup(id: "g10"))
    #expect(bar.contentOffset == 920, "10 × 92")
    #expect(!bar.scrollToGroup(id: "nope"))
    #expect(bar.scrollToGroup(id: "g99"))
    #expect(bar.contentOffset == bar.maximumContentOffset)
  }

  @Test func iconStylingWithoutCustomSizeWarnsOnce() {
    let bar = StoryBarView()
    let defaultSize = bar.cellSize
    let (_, warnings) = StoryKitLog.collectingWarnings {
      bar.styling.icon = StoryGroupIconStyling(height: 90, width: 60, cornerRadius: 4)
      bar.styling.pinIconColor = Themed(.black)
    }
    #expect(warnings.count == 1)
    #expect(bar.cellSize == defaultSize, "ignored unless size is custom")
    bar.styling.size = .custom
    #expect(bar.cellSize == Size(width: 68, height: 90 + 6 + 16))
  }

  @Test func verticalGridWithSections() {
    let bar = StoryBarView()
    bar.styling.list = StoryGroupListStyling(orientation: .vertical, sections: 3)
    bar.content = .init(storyGroups: Self.groups(20))
    bar.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    bar.layoutIfNeeded()
    let frames = (0..<4).compactMap { bar.visibleCells[$0]?.frame.origin }
    #expect(frames.count == 4)
    #expect(frames[0].y == frames[1].y && frames[1].y == frames[2].y, "three columns in a row")
    #expect(frames[3].y > frames[0].y && frames[3].x == frames[0].x, "the fourth starts the next row")
  }
}
