import Foundation
import StoryKit
import StoryKitCairo
import StoryKitPlayer
import StoryKitUI

/// A frame of `bench player`: a 390 × 844 pt `StoryPlayerView` at scale 3 (1,170 × 2,532 px)
/// showing an image story with 4 layers (text, button, poll, emoji reaction) 2 s in, its pictures
/// already decoded; with `transition`, the cube turned that far towards the next group.
@MainActor
final class PlayerFrameScene {
  static let size = Size(width: 390, height: 844)
  static let scale = 3.0

  let player: StoryPlayerView
  let bitmap: Bitmap
  /// The cube's turn, or `nil` for a plain frame.
  let transition: Double?

  /// Builds the player, opens the story, lets 2 s pass on a manual clock and draws the frame once
  /// (so every picture has been asked for and every cache is warm). The tests draw it at scale 1.
  init(scale: Double = PlayerFrameScene.scale, transition: Double? = nil) {
    self.transition = transition
    let clock = ManualClock()
    player = StoryPlayerView(frame: Rect(origin: .zero, size: Self.size))
    player.clock = clock
    player.imageLoader = PlayerBenchPictures()
    player.displayScale = scale
    player.prepareIfNeeded()
    player.layoutIfNeeded()
    player.open(Self.groups(), at: 0, story: 0)
    player.layoutIfNeeded()
    player.tick()
    clock.advance(by: 2)
    player.tick()
    if let transition { player.setGroupTransition(forward: true, fraction: transition) }
    player.layoutIfNeeded()
    bitmap = Bitmap(size: Self.size, scale: scale, background: .black)
    draw()
  }

  /// One frame: the draw alone (the layout is done and stays clean, as the replay has none),
  /// every gradient drawn by Cairo, as the replay draws it.
  func draw() {
    bitmap.render(player, shapeTiles: false)
  }

  /// The frame's Canvas calls, as the Cairo calls they stand for.
  func record() -> (replay: CairoReplay, problems: [String]) {
    let recorder = CairoReplayRecorder(
      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, scale: bitmap.scale, background: .black)
    player.render(in: recorder)
    return (recorder.finish(), recorder.problems)
  }

  /// Two groups of image stories; the first story of the first has the 4 layers.
  static func groups() -> [StoryGroup] {
    let action = ContentAction(url: URL(fileURLWithPath: "/shop"))
    let layers = [
      ContentLayer(
        id: "headline", frame: UnitRect(x: 0.08, y: 0.16, width: 0.84, height: 0.12),
        kind: .text(TextLayer(text: "The autumn edit is here", fontSize: 30))),
      ContentLayer(
        id: "poll", frame: UnitRect(x: 0.1, y: 0.42, width: 0.8, height: 0.2),
        kind: .poll(question: "Which colour this season?", options: ["Rust", "Olive", "Navy"])),
      ContentLayer(
        id: "reaction", frame: UnitRect(x: 0.2, y: 0.66, width: 0.6, height: 0.07),
        kind: .emojiReaction(emojis: ["😍", "🔥", "👏"])),
      ContentLayer(
        id: "shop", frame: UnitRect(x: 0.25, y: 0.82, width: 0.5, height: 0.06),
        kind: .button(ButtonLayer(title: "Shop the look", action: action))),
    ]
    func story(_ id: String, layers: [ContentLayer] = []) -> Story {
      let url =
        URL(string: PlayerBenchPictures.storyPrefix + id + ".jpg") ?? URL(fileURLWithPath: "/dev/null")
      return Story(id: id, media: .image(url: url), layers: layers)
    }
    return [
      StoryGroup(
        id: "autumn", title: "Autumn edit",
        iconURL: URL(string: "https://bench.storykit.invalid/icon-autumn.png"),
        stories: [story("a1", layers: layers), story("a2"), story("a3")]),
      StoryGroup(
        id: "brunch", title: "Weekend brunch spots",
        iconURL: URL(string: "https://bench.storykit.invalid/icon-brunch-spots.png"),
        stories: [story("b1"), story("b2")]),
    ]
  }
}
