import Foundation
import StoryKit
import StoryKitCairo
import StoryKitPlayer
import StoryKitSwipeCard
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

  func player(_ configure: (StoryPlayerView) -> Void) -> StoryPlayerView {
    let player = StoryPlayerView(frame: Rect(x: 0, y: 0, width: 360, height: 640))
    configure(player)
    player.layoutIfNeeded()
    player.open(groups(), at: 0)
    player.layoutIfNeeded()
    return player
  }

  @Test func thePlayersPartsTheSameWay() {
    let yellow = Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A)
    let app = ProgressBarColors(track: .black, fill: .red)
    let plain = player { $0.styling.progressBarColors = Themed(app) }
    #expect(plain.progressView.colors == app, "the player's progressBarColors reach the bars")
    #expect(type(of: plain.headerView) == StoryHeaderView.self)
    let branded = player {
      brandPlayer($0)
      $0.styling.progressBarColors = Themed(app)
    }
    #expect(branded.headerView is BrandHeader && branded.neighbourPage.headerView is BrandHeader)
    #expect(branded.headerView.titleLabel.textColor == yellow)
    #expect(branded.headerView.closeButton.tintColor == .white, "the rest of the header is the player's")
    #expect(branded.progressView.colors.fill == yellow, "what the factory set stands over the styling")
    #expect(type(of: branded.progressView) == StoryProgressView.self)
  }

  @Test func aCardWithItsOwnTitle() throws {
    let feed = try #require(
      FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/swipe-card.json")).feed)
    let stack = SwipeCardStackView()
    useBoldTitleCards(in: stack)
    stack.content = .init(cards: feed.swipeCards)
    stack.frame = Rect(x: 0, y: 0, width: 340, height: 440)
    stack.layoutIfNeeded()
    let card = try #require(stack.topCardView as? BoldTitleCard)
    #expect(card.titleLabel === card.boldTitle && card.boldTitle.superview === card)
    #expect(card.titleLabel.font == FontDescriptor(size: 24, weight: .bold), "its own label's font stands")
    #expect(card.titleLabel.textColor == card.styling.titleColor, "the colour it left alone is the stack's")
    #expect(type(of: card.subtitleLabel) == Label.self && type(of: card.imageView) == ImageView.self)
  }

  @Test func actionsReachTheFactorysClosure() throws {
    let factory = TrackingCellFactory()
    let bar = bar { $0.storyGroupViewFactory = factory }
    bar.visibleCells[2]?.send(.select)
    #expect(factory.taps == ["g2"])
  }
}
