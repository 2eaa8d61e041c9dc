import Foundation
import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// Every widget in every state that shows or says StoryKit's words, for the localization tests:
/// the bar; the player on every demo story, its sampler of every layer type answered, its
/// product card open and its countdown ended, a story whose picture never comes; the banner; the
/// swipe cards and their end state; the canvas running and ended; the video feed, its failure
/// and its empty state. `configure` runs on the widget's view where an app sets its appearance
/// and locale; `visit` gets each state's view laid out at its size, once.
@MainActor
enum LocalizationScenes {
  static func walk(
    _ widget: AnatomyScenes.Widget, _ configure: @escaping (View) -> Void,
    visit: (_ state: String, _ view: View) -> Void
  ) throws {
    switch widget {
    case .storyBar:
      let bar = AnatomyScenes.storyBar(configure)
      visit("bar", laidOut(bar, size: widget.size))
    case .player: try walkPlayer(configure, visit: visit)
    case .banner:
      let banner = AnatomyScenes.banner(configure)
      visit("banner", laidOut(banner, size: widget.size))
    case .swipeCard:
      let stack = AnatomyScenes.swipeCards(configure)
      visit("swipe cards", laidOut(stack, size: widget.size))
      stack.content = .init(cards: [])
      visit("swipe cards' end state", laidOut(stack))
    case .canvas:
      let date = Mutex(AnatomyContent.now)
      let canvas = AnatomyScenes.canvas(CanvasView.self, configure)
      canvas.currentDate = { date.withLock { $0 } }
      visit("canvas", laidOut(canvas, size: widget.size))
      date.withLock { $0 = AnatomyContent.now.addingTimeInterval(400 * 86_400) }
      canvas.setNeedsDisplay()
      visit("canvas ended", laidOut(canvas))
    case .videoFeed: walkVideoFeed(configure, visit: visit)
    }
  }

  /// Every story of every demo group, the sampler of every layer type among them, then the
  /// sampler's poll and quiz answered, its product card open and its countdown ended; a video
  /// story in a build without video (among the demo stories); a story whose picture never comes.
  static func walkPlayer(_ configure: @escaping (View) -> Void, visit: (String, View) -> Void) throws {
    let clock = ManualClock()
    let date = Mutex(AnatomyContent.now)
    let player = AnatomyScenes.player {
      configure($0)
      $0.clock = clock
    }
    player.currentDate = { date.withLock { $0 } }
    let groups = AnatomyContent.groups
    for (groupIndex, group) in groups.enumerated() {
      for storyIndex in group.stories.indices {
        player.open(groups, at: groupIndex, story: storyIndex)
        player.tick()
        visit("player: \(group.id) story \(storyIndex)", laidOut(player))
      }
    }
    let sampler = AnatomyContent.groupIndex("qa-layers")
    player.open(groups, at: sampler, story: 0)
    player.tick()
    player.layoutIfNeeded()
    // A vote on the poll's "B", the quiz answered "right", as a screen reader's user does.
    for label in ["B", "right"] {
      let option = try #require(player.accessibilityElements().first { $0.label == label })
      #expect(option.view?.accessibilityActivate() == true)
      player.tick()
    }
    visit("player: layers answered", laidOut(player))
    let tag = try #require(player.accessibilityElements().first { $0.label?.hasPrefix("Atelier") == true })
    #expect(tag.view?.accessibilityActivate() == true)
    player.tick()
    visit("player: product card", laidOut(player))
    date.withLock { $0 = AnatomyContent.now.addingTimeInterval(400 * 86_400) }
    clock.advance(by: 1)
    player.tick()
    visit("player: countdown ended", laidOut(player))
    // A picture that never comes: loading, then the notice once the load times out.
    player.imageLoader = PreloadedImages(scale: 1)
    player.open(groups, at: AnatomyContent.groupIndex("brunch"), story: 1)
    player.tick()
    visit("player: loading", laidOut(player))
    clock.advance(by: player.loadTimeout)
    player.tick()
    visit("player: failure notice", laidOut(player))
  }

  /// The feed's first item, then its failure once every player stalls, then the feed empty.
  static func walkVideoFeed(_ configure: @escaping (View) -> Void, visit: (String, View) -> Void) {
    var players: [ScriptedVideoPlayer] = []
    let videoFeed = AnatomyScenes.videoFeed {
      configure($0)
      $0.makeVideoPlayer = {
        let player = ScriptedVideoPlayer()
        players.append(player)
        return player
      }
    }
    visit("video feed", laidOut(videoFeed, size: AnatomyScenes.Widget.videoFeed.size))
    for player in players { player.fail(.stalled(timeout: 10)) }
    videoFeed.tick()
    visit("video feed failure", laidOut(videoFeed))
    videoFeed.content = .init(items: [])
    visit("video feed empty", laidOut(videoFeed))
  }

  /// `view` at `size` (its frame's when `nil`), laid out.
  static func laidOut(_ view: View, size: Size? = nil) -> View {
    if let size { view.frame = Rect(origin: .zero, size: size) }
    view.layoutIfNeeded()
    return view
  }
}
