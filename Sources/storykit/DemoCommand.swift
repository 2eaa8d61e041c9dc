import Foundation
import StoryKit

/// `storykit demo`: until the story bar renders, the demo validates the demo feed and prints its
/// placement and groups the way a person would want to read them.
enum DemoCommand {
  static let defaultFeed = "Examples/feeds/demo.json"

  static func run(_ arguments: [String]) -> Int32 {
    var feedPath = defaultFeed
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--feed":
        guard let path = remaining.popFirst() else { fail(usage: "demo: --feed needs a file") }
        feedPath = path
      default: fail(usage: "demo: unknown argument \"\(argument)\"")
      }
    }
    let result = FeedDecoder().decode(contentsOf: URL(fileURLWithPath: feedPath))
    print("StoryKit demo — \(feedPath)\n")
    for diagnostic in result.diagnostics { print("  \(diagnostic)") }
    guard let feed = result.feed else {
      print("The feed could not be decoded.")
      return 1
    }
    printPlacement(feed.placement)
    printGroups(feed.storyGroups)
    print("\n" + FeedSummary(result).line)
    return result.hasErrors ? 1 : 0
  }

  static func printPlacement(_ placement: Placement) {
    print("Placement \"\(placement.token)\" with \(placement.variants.count) widget variant(s):")
    for variant in placement.variants {
      var notes = ["ratio \(format(variant.ratio))", "weight \(format(variant.weight))"]
      if variant.condition != nil { notes.append("targeted") }
      if variant.isTestOnly { notes.append("test only") }
      print("  • \(variant.id): \(variant.kind.name) (\(notes.joined(separator: ", ")))")
    }
  }

  static func printGroups(_ groups: [StoryGroup]) {
    print("\nStory bar: \(groups.count) groups")
    for group in groups {
      var badges: [String] = []
      if group.isPinned { badges.append("★ pinned") }
      if group.type != .default { badges.append(group.type.name) }
      badges.append(group.isSeen ? "seen" : "new")
      if !group.thematicIconURLs.isEmpty {
        badges.append("themes: " + group.thematicIconURLs.keys.sorted().joined(separator: ","))
      }
      let videos = group.stories.filter(\.media.isVideo).count
      let layers = group.stories.reduce(0) { $0 + $1.layers.count }
      let title = group.title.count > 36 ? String(group.title.prefix(35)) + "…" : group.title
      print(
        "  \(pad(clip(group.id, 16), 17)) \(pad(title, 37)) \(group.stories.count) stories (\(videos) video, \(layers) layers)  \(badges.joined(separator: " · "))"
      )
    }
  }

  static func clip(_ text: String, _ width: Int) -> String {
    text.count > width ? String(text.prefix(width - 1)) + "…" : text
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func format(_ number: Double) -> String {
    number.rounded() == number ? String(Int(number)) : String(format: "%.2f", number)
  }
}
