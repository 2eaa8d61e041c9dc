import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitUI

/// The placement's part of `storykit demo`: every example feed (`Examples/feeds/<kind>.json`)
/// through the placement as an app shows it, light, dark and right to left, one PNG each:
/// `placement-<kind>-<variant>.png`. A kind whose widget the tool does not link is left out with
/// a note.
@MainActor
enum DemoPlacementRenders {
  /// The example feeds, by the kind they show.
  static let feeds = [
    ("story-bar", "demo.json"), ("banner", "banner.json"), ("swipe-card", "swipe-card.json"),
    ("canvas", "canvas.json"), ("video-feed", "video-feed.json"),
  ]

  /// Writes the renders next to the other demo files; returns the number of failures.
  static func write(feedsFolder: URL, into output: URL) async -> Int {
    let registry = WidgetRegistry()
    CLIWidgets.register(in: registry)
    var failures = 0
    for (kind, file) in feeds {
      let url = feedsFolder.appendingPathComponent(file)
      for (variant, theme, direction) in [
        ("light", Theme.light, LayoutDirection.leftToRight), ("dark", .dark, .leftToRight),
        ("rtl", .light, .rightToLeft),
      ] {
        var rendering = PlacementRendering()
        rendering.theme = theme
        rendering.direction = direction
        let name = "placement-\(kind)-\(variant).png"
        let start = ContinuousClock.now
        do throws(PlacementRendering.Failure) {
          let provider = try await rendering.provider(for: url)
          let bitmap = try await rendering.render(provider, registry: registry)
          let elapsed = ContinuousClock.now - start
          try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
          do {
            try bitmap.writePNG(to: output.appendingPathComponent(name))
            print(DemoCommand.fileLine(name, bitmap, milliseconds: DemoCommand.milliseconds(elapsed)))
          } catch {
            failures += 1
            print("  \(name): could not write: \(error.localizedDescription)")
          }
        } catch {
          // A kind the tool does not link is a note; anything else fails the demo.
          let isUnlinked = error.description.hasPrefix("nothing to render: no widget for")
          if !isUnlinked { failures += 1 }
          print("  \(name): \(isUnlinked ? "left out" : "failed"): \(error)")
          if isUnlinked { break }
        }
      }
    }
    return failures
  }
}
