import Foundation
import StoryKit
import StoryKitCairo
import StoryKitTestSupport
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

/// docs/customization.md's examples, run: each door changes what the page says it changes.
@MainActor
@Suite struct CustomizationExamplesTests {
  func groups() -> [StoryGroup] {
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    return (0..<4).map { index in
      StoryGroup(
        id: "g\(index)", title: "Group \(index)", index: index, isSeen: index == 1, stories: [story],
        isPinned: index == 0, type: index == 2 ? .ivod : .default)
    }
  }

  func bar(_ configure: (StoryBarView) -> Void) -> StoryBarView {
    let bar = StoryBarView()
    configure(bar)
    bar.content = .init(storyGroups: groups())
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 200)
    bar.layoutIfNeeded()
    return bar
  }

  @Test func stylingValuesAndTheAppearance() {
    let dark = bar {
      styleBar($0)
      $0.appearance = brandAppearance(theme: .dark)
    }
    #expect(dark.resolvedStyling.size == .small && dark.resolvedStyling.text.lines == 2)
    #expect(dark.resolvedStyling.text.colorNotSeen == .white, "the light-only colour stays out of dark mode")
    #expect(dark.resolvedStyling.pinIconColor == .orange, "the appearance's pin colour")
    let light = bar {
      styleBar($0)
      $0.appearance = brandAppearance(theme: .light)
    }
    #expect(light.resolvedStyling.text.colorNotSeen == Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E))
  }

  @Test func theComponentsDoor() throws {
    let bar = bar { useSquarePins(in: $0) }
    let cell = try #require(bar.visibleCells[0] as? DefaultStoryGroupView)
    #expect(cell.pinBadge is SquarePinBadge)
  }

  @Test func theViewFactoryDoor() throws {
    let bar = bar { installBrandFactory(on: $0) }
    let cell = try #require(bar.visibleCells[0] as? DefaultStoryGroupView)
    #expect(cell.titleLabel.textStyle == .footnote)
    #expect(cell.ringView.lineWidth == 3, "what the factory set stands over the bar's styling")
    #expect(cell.ringView.unseenColors == cell.styling.ringNotSeen.colors, "the rest is the bar's")
    #expect(bar.viewFactory is BrandViewFactory)
  }

  @Test func theBarsOwnFactoryDoor() throws {
    let bar = bar { $0.storyGroupViewFactory = PosterFactory() }
    let cell = try #require(bar.visibleCells[0] as? PosterCell)
    #expect(cell.caption.text == "Group 0" && cell.frame.size == Size(width: 90, height: 150))
  }

  @Test func aSubclassWithItsOwnPart() throws {
    let bar = bar { $0.components.storyGroupView = HighlightedCell.self }
    let cell = try #require(bar.visibleCells[1] as? HighlightedCell)
    #expect(cell.titleLabel === cell.boldTitle && cell.ringView.unseenColors == [.green, .teal])
    #expect(cell.titleLabel.textColor == .gray, "group 1 is seen")
  }

  @Test func actionsReachTheFactorysClosure() throws {
    let factory = TrackingCellFactory()
    let bar = bar { $0.storyGroupViewFactory = factory }
    bar.visibleCells[2]?.send(.select)
    #expect(factory.taps == ["g2"])
  }
}
