import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitImages
import StoryKitUI

/// `storykit demo [--feed <feed.json>] [--out <folder>]`: decodes the demo feed, summarizes its
/// placement, and renders its story bar in every theme, direction and size — plus a vertical grid,
/// the loading skeleton and the ring button gallery — and its story player (``DemoPlayerRenders``)
/// and every example feed through the placement (``DemoPlacementRenders``) as PNG files, printing
/// each with its render time.
@MainActor
enum DemoCommand {
  nonisolated static let defaultFeed = "Examples/feeds/demo.json"
  nonisolated static let defaultOutput = "storykit-demo"

  /// The parsed command line.
  struct Options: Equatable {
    var feedPath = DemoCommand.defaultFeed
    var outputPath = DemoCommand.defaultOutput
  }

  nonisolated static let syntax = CommandSyntax(command: "demo", options: ["--feed", "--out"])

  /// Reads the arguments after `demo`.
  nonisolated static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    var options = Options()
    if let feed = parsed.value("--feed") { options.feedPath = feed }
    if let out = parsed.value("--out") { options.outputPath = out }
    return options
  }

  /// Summarizes the feed and writes the renders; returns the process status.
  static func run(_ options: Options) async -> Int32 {
    let feedPath = options.feedPath
    let outputPath = options.outputPath
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

    let output = URL(fileURLWithPath: outputPath)
    print("\nRendering into \(output.path)/")
    let loader = ImagePipeline.cairo()
    var failures = 0
    for (name, options) in renders() {
      let start = ContinuousClock.now
      let (bitmap, report) = await options.render(feed, loader: loader)
      let elapsed = ContinuousClock.now - start
      StoryBarRendering.printMissing(report, to: .standardOutput)
      let file = output.appendingPathComponent(name + ".png")
      do {
        try bitmap.writePNG(to: file)
        print(DemoCommand.fileLine(name + ".png", bitmap, milliseconds: milliseconds(elapsed)))
      } catch {
        failures += 1
        print("  \(name).png: could not write: \(error.localizedDescription)")
      }
    }
    await loader.waitUntilIdle(timeout: 5)  // the cells beyond the screen withdraw their requests
    failures += DemoRingGallery.write(into: output)
    failures += await DemoPlayerRenders.write(feed, into: output, loader: loader)
    let feedsFolder = URL(fileURLWithPath: feedPath).deletingLastPathComponent()
    failures += await DemoPlacementRenders.write(feedsFolder: feedsFolder, into: output)
    return result.hasErrors || failures > 0 ? 1 : 0
  }

  /// The bar renders: theme × direction × size, then a grid, the skeleton and a scrolled bar.
  static func renders() -> [(String, StoryBarRendering)] {
    var renders: [(String, StoryBarRendering)] = []
    for theme in Theme.allCases {
      for direction in LayoutDirection.allCases {
        for size in StoryGroupSize.allCases {
          var options = StoryBarRendering()
          options.theme = theme
          options.styling.layoutDirection = direction
          options.styling.size = size
          if size == .custom {
            options.styling.icon = StoryGroupIconStyling(height: 84, width: 64, cornerRadius: 16)
          }
          renders.append(("story-bar-\(size.rawValue)-\(theme.rawValue)-\(direction.rawValue)", options))
        }
      }
    }
    var grid = StoryBarRendering()
    grid.styling.list = StoryGroupListStyling(orientation: .vertical, sections: 4)
    grid.styling.size = .small
    renders.append(("story-bar-grid-4-columns", grid))
    var rows = StoryBarRendering()
    rows.styling.list = StoryGroupListStyling(sections: 2)
    renders.append(("story-bar-2-rows", rows))
    var skeleton = StoryBarRendering()
    skeleton.isLoading = true
    renders.append(("story-bar-loading", skeleton))
    var scrolled = StoryBarRendering()
    scrolled.contentOffset = 600
    renders.append(("story-bar-scrolled", scrolled))
    return renders
  }

  /// `  name.png   780 × 252 px   19.1 ms`, aligned.
  static func fileLine(_ name: String, _ bitmap: Bitmap, milliseconds: Double) -> String {
    let size = "\(bitmap.pixelWidth) × \(bitmap.pixelHeight) px"
    return "  " + pad(name, 40) + pad(size, 16) + String(format: "%7.1f ms", milliseconds)
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) + Double(attoseconds) / 1e18) * 1000
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
      let title = clip(group.title, 36)
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
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(format: "%.4g", number)
  }
}
