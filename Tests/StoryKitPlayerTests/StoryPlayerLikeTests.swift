import Foundation
import StoryKit
import StoryKitLayers
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The like button: off unless the feed's or the app's styling turns it on; a tap at its place
/// likes the story (the store, `storyLiked`, the delegate) and a second takes it back
/// (`storyUnliked`); a new player with the same store shows it liked; the L key and a screen
/// reader's activation toggle it too.
@MainActor
@Suite struct StoryPlayerLikeTests {
  let clock = ManualClock()

  final class Delegate: StoryPlayerDelegate {
    var log: [String] = []
    func storyPlayer(_ player: StoryPlayerView, didChangeLike isLiked: Bool, for story: Story) {
      log.append("\(isLiked ? "liked" : "unliked") \(story.id)")
    }
    func storyPlayer(
      _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
    ) -> StoryActionResult {
      log.append("action \(action.url.path)")
      return .handled
    }
  }

  /// A feed whose player styling turns the like button on, as a server sends it.
  static let feedStyling: StoryPlayerStyling = {
    let json = FeedText.with().replacingOccurrences(
      of: #""ratio": 4}"#,
      with: #""ratio": 4, "styling": {"player": {"footer": {"likeButtonVisible": true}}}}"#)
    return FeedDecoder().decode(Data(json.utf8)).feed?.placement.variants.first?.styling.player
      ?? StoryPlayerStyling()
  }()

  func player(
    store: any StoryInteractionStore, server: StoryPlayerStyling = feedStyling, layers: [ContentLayer] = []
  ) -> (StoryPlayerView, Delegate, RecordedAnalytics) {
    let (player, recorded) = PlayerFixture.layerPlayer(layers, clock: clock) { player in
      player.interactionStore = store
      player.userID = "u1"
      player.serverStyling = server
    }
    let delegate = Delegate()
    player.delegate = delegate
    return (player, delegate, recorded)
  }

  func tapLike(_ player: StoryPlayerView, time: Double) {
    player.layoutIfNeeded()
    let button = player.footerView.likeButton
    let point = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: time + 0.05))
  }

  @Test func theFeedTurnsTheButtonOnAndTheAppCanTurnItOff() {
    #expect(Self.feedStyling.footer.isLikeButtonVisible == true)
    let (plain, _, _) = player(store: InMemoryStoryInteractionStore(), server: StoryPlayerStyling())
    #expect(plain.footerView.likeButton.isHidden, "off by default")
    let (player, _, _) = player(store: InMemoryStoryInteractionStore())
    #expect(!player.footerView.likeButton.isHidden)
    player.styling.footer.isLikeButtonVisible = false
    #expect(player.footerView.likeButton.isHidden, "the app's styling wins over the feed's")
  }

  @Test func aTapLikesASecondTapUnlikesAndTheStoreRemembers() {
    let store = InMemoryStoryInteractionStore()
    let (player, delegate, recorded) = player(store: store)
    #expect(player.footerView.likeButton.accessibilitySpokenDescription == "Like, button")
    tapLike(player, time: 1)
    #expect(delegate.log == ["liked l0"])
    #expect(player.footerView.likeButton.accessibilitySpokenDescription == "Like, button, selected")
    #expect(store.isOn(for: .like(userID: "u1", storyID: "l0")))
    #expect(player.playback?.position.story == 0, "a tap on the heart does not advance")

    let (reopened, _, _) = self.player(store: store)
    #expect(reopened.footerView.likeButton.isLiked(), "a new player with the same store shows it liked")

    tapLike(player, time: 2)
    #expect(delegate.log == ["liked l0", "unliked l0"])
    #expect(!store.isOn(for: .like(userID: "u1", storyID: "l0")))
    let names = recorded.withLock { events in
      events.filter { $0.name == .storyLiked || $0.name == .storyUnliked }.map {
        "\($0.name) \($0.storyID ?? "-")"
      }
    }
    #expect(names == ["storyLiked l0", "storyUnliked l0"])
  }

  @Test func theLKeyAndAScreenReaderToggleIt() throws {
    let (player, delegate, _) = player(store: InMemoryStoryInteractionStore())
    _ = player.keyCommands.route(KeyEvent(.character("l"), phase: .down, time: 0))
    #expect(delegate.log == ["liked l0"])
    player.layoutIfNeeded()
    let element = try #require(
      player.accessibilityElements().first { $0.spokenDescription == "Like, button, selected" })
    #expect(try #require(element.view).accessibilityActivate())
    #expect(delegate.log == ["liked l0", "unliked l0"])
  }

  /// The footer spans the page's bottom, but only its heart takes a touch: a button layer the
  /// feed puts beside the heart, in the footer's frame, still opens its action, and a tap on the
  /// picture there is the tap zone's and moves to the next story. The heart sits at the bottom
  /// corner on the trailing side, the left right to left.
  @Test func theLayersAndTheTapZonesUnderTheFooterStillTakeTaps() {
    let button = LayerFixtures.layer(
      "low", 0.05, 0.9, 0.4, 0.05, .button(ButtonLayer(title: "Shop", action: LayerFixtures.action)))
    let (player, delegate, _) = player(store: InMemoryStoryInteractionStore(), layers: [button])
    player.layoutIfNeeded()
    let footer = player.footerView
    let heart = footer.likeButton.convert(footer.likeButton.bounds, to: nil)
    #expect(heart.maxX > player.bounds.width - 60 && heart.maxY > player.bounds.height - 70, "\(heart)")
    let onButton = Point(x: 0.25 * player.bounds.width, y: 0.925 * player.bounds.height)
    #expect(footer.convert(footer.bounds, to: nil).contains(onButton))
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: onButton, time: 1))
    dispatcher.dispatch(PointerEvent(.up, at: onButton, time: 1.05))
    #expect(delegate.log == ["action /shop/sale"], "the layer under the footer took the tap")

    let (plain, _, _) = self.player(store: InMemoryStoryInteractionStore())
    plain.layoutIfNeeded()
    let beside = Point(x: heart.minX - 40, y: heart.midY)
    #expect(plain.footerView.convert(plain.footerView.bounds, to: nil).contains(beside))
    let plainDispatcher = PointerDispatcher(root: plain)
    plainDispatcher.dispatch(PointerEvent(.down, at: beside, time: 1))
    plainDispatcher.dispatch(PointerEvent(.up, at: beside, time: 1.05))
    #expect(plain.playback?.position.story == 1, "the tap zone took the tap")

    let (mirrored, _, _) = self.player(store: InMemoryStoryInteractionStore())
    mirrored.layoutDirection = .rightToLeft
    mirrored.layoutIfNeeded()
    let mirroredHeart = mirrored.footerView.likeButton.convert(mirrored.footerView.likeButton.bounds, to: nil)
    #expect(mirroredHeart.minX < 60, "right to left, the heart is at the left: \(mirroredHeart)")
  }

  @Test func theLKeyDoesNothingWhileTheButtonIsOff() {
    let (player, delegate, _) = player(store: InMemoryStoryInteractionStore(), server: StoryPlayerStyling())
    _ = player.keyCommands.route(KeyEvent(.character("l"), phase: .down, time: 0))
    #expect(delegate.log.isEmpty)
  }
}
