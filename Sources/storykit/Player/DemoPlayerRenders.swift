import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The player's part of `storykit demo`: one story per layer type, light and dark, right to left,
/// large text, the cube turning to the next group, the loading view, the paused chrome and a
/// filmstrip of a group, each a PNG.
@MainActor
enum DemoPlayerRenders {
  /// One file: a group, its moments (several make a filmstrip) and how they are drawn.
  struct Render {
    var name: String
    var groupID: String
    var moments: [PlayerMoment]
    var rendering = PlayerRendering()
  }

  /// The renders for `feed`, from its own stories; a layer type no story has is left out with a
  /// note in `notes`.
  static func renders(for feed: Feed) -> (renders: [Render], notes: [String]) {
    var renders: [Render] = []
    var notes: [String] = []
    for kind in ContentLayer.Kind.knownNames {
      guard let (group, story) = story(with: kind, in: feed) else {
        notes.append("no story of the feed has a \(kind) layer; player-layer-\(kind).png is left out")
        continue
      }
      renders.append(
        Render(name: "player-layer-\(kind)", groupID: group, moments: [.init(story: story, time: 1)]))
    }
    guard let first = feed.visibleStoryGroups(testMode: false).first else { return (renders, notes) }
    let moment = PlayerMoment(story: 1, time: min(2.5, (first.stories.first?.duration ?? 5) / 2))
    for theme in Theme.allCases {
      var rendering = PlayerRendering()
      rendering.theme = theme
      renders.append(
        Render(name: "player-\(theme.rawValue)", groupID: first.id, moments: [moment], rendering: rendering))
    }
    var rtl = PlayerRendering()
    rtl.direction = .rightToLeft
    // A right-to-left script reads best right to left; any group shows the mirrored chrome.
    let arabic = feed.visibleStoryGroups(testMode: false).first {
      $0.title.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
    }
    renders.append(
      Render(name: "player-rtl", groupID: arabic?.id ?? first.id, moments: [moment], rendering: rtl))
    var largeText = PlayerRendering()
    largeText.textSize = 1.5
    renders.append(
      Render(name: "player-large-text", groupID: first.id, moments: [moment], rendering: largeText))
    var loading = PlayerRendering()
    loading.isLoading = true
    renders.append(
      Render(
        name: "player-loading", groupID: first.id, moments: [.init(story: 1, time: 0.4)], rendering: loading))
    var turning = PlayerRendering()
    turning.transition = 0.4
    renders.append(
      Render(name: "player-transition", groupID: first.id, moments: [moment], rendering: turning))
    var paused = PlayerRendering()
    paused.isPaused = true
    renders.append(Render(name: "player-paused", groupID: first.id, moments: [moment], rendering: paused))
    let strip = PlayerRendering()
    let moments = first.stories.indices.prefix(4).map {
      PlayerMoment(story: $0 + 1, time: first.stories[$0].duration / 2)
    }
    renders.append(Render(name: "player-filmstrip", groupID: first.id, moments: moments, rendering: strip))
    return (renders, notes)
  }

  /// The story (group ID, story from 1) that shows a layer of `kind` best: the fewest other
  /// layers, an image rather than a video's poster, an app's group rather than a test-only one.
  /// Stories count as ``PlayerTarget`` counts them: within the groups the app shows, else within
  /// a test-only group.
  static func story(with kind: String, in feed: Feed) -> (String, Int)? {
    let visible = feed.visibleStoryGroups(testMode: false)
    let testOnly = feed.storyGroups.filter(\.isTestOnly)
    var best: (score: Int, group: String, story: Int)?
    for (groups, penalty) in [(visible, 0), (testOnly, 100)] {
      for group in groups {
        for (index, story) in group.stories.enumerated()
        where story.layers.contains(where: { $0.kind.name == kind }) {
          let score = penalty + story.layers.count + (story.media.isVideo ? 10 : 0)
          if best.map({ score < $0.score }) ?? true { best = (score, group.id, index + 1) }
        }
      }
    }
    return best.map { ($0.group, $0.story) }
  }

  /// Writes every render into `folder`, one line each; returns how many failed.
  static func write(_ feed: Feed, into folder: URL, loader: any ImageLoading) async -> Int {
    let (renders, notes) = renders(for: feed)
    for note in notes { print("  note: \(note)") }
    var failures = 0
    for render in renders {
      let start = ContinuousClock.now
      let target: PlayerTarget
      do throws(PlayerRenderError) {
        target = try PlayerTarget(feed: feed, groupID: render.groupID, moments: render.moments)
      } catch {
        failures += 1
        print("  \(render.name).png: \(error)")
        continue
      }
      let options = RenderPlayerCommand.Options(
        feedPath: "", output: "", groupID: render.groupID, moments: render.moments,
        isFilmstrip: render.moments.count > 1, rendering: render.rendering)
      let bitmap = await RenderPlayerCommand.render(options, target: target, feed: feed, loader: loader)
      let elapsed = DemoCommand.milliseconds(ContinuousClock.now - start)
      do {
        try bitmap.writePNG(to: folder.appendingPathComponent(render.name + ".png"))
        print(DemoCommand.fileLine(render.name + ".png", bitmap, milliseconds: elapsed))
      } catch {
        failures += 1
        print("  \(render.name).png: could not write: \(error.localizedDescription)")
      }
    }
    return failures
  }
}
