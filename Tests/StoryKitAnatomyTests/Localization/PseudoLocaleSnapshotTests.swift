import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

/// The pseudo-locale in pixels, light only: the bar, the player's sampler of every layer type,
/// the banner, the swipe cards' end state and the video feed's failure notice, every StoryKit
/// string 40 % longer and accented. ``TranslationFitTests`` checks every state; these show it.
@MainActor
@Suite struct PseudoLocaleSnapshotTests {
  static func snapshot(
    _ widget: AnatomyScenes.Widget, named name: String, function: String = #function, _ make: () -> View
  ) async {
    await assertSnapshot(
      size: widget.size, scale: 1, variants: [.light], named: name, function: function, make)
  }

  @Test func theBar() async {
    await Self.snapshot(.storyBar, named: "bar") {
      AnatomyScenes.storyBar(StringCoverageTests.pseudoLocalized)
    }
  }

  @Test func thePlayerWithLayers() async {
    await Self.snapshot(.player, named: "player-layers") {
      AnatomyScenes.player(group: "qa-layers", story: 0, StringCoverageTests.pseudoLocalized)
    }
  }

  @Test func theBanner() async {
    await Self.snapshot(.banner, named: "banner") {
      AnatomyScenes.banner(StringCoverageTests.pseudoLocalized)
    }
  }

  @Test func theSwipeCardsEndState() async {
    await Self.snapshot(.swipeCard, named: "swipe-card-end") {
      let stack = AnatomyScenes.swipeCards(StringCoverageTests.pseudoLocalized)
      stack.content = .init(cards: [])
      return stack
    }
  }

  @Test func theVideoFeedsFailureNotice() async {
    await Self.snapshot(.videoFeed, named: "video-feed-failure") {
      var players: [ScriptedVideoPlayer] = []
      let videoFeed = AnatomyScenes.videoFeed {
        StringCoverageTests.pseudoLocalized($0)
        $0.makeVideoPlayer = {
          let player = ScriptedVideoPlayer()
          players.append(player)
          return player
        }
      }
      _ = LocalizationScenes.laidOut(videoFeed, size: AnatomyScenes.Widget.videoFeed.size)
      for player in players { player.fail(.stalled(timeout: 10)) }
      videoFeed.tick()
      return videoFeed
    }
  }
}
