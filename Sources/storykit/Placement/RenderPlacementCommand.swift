import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitUI

/// `storykit render <feed.json> [--user-id U] [--label L]… [--test-mode] --out file.png`: what the
/// placement shows this user, through the resolver, as an app's ``StoryKitPlacement/PlacementView``
/// draws it. Prints `variant=<id> kind=<kind>` and the resolver's trace, as `fetch` does.
@MainActor
enum RenderPlacementCommand {
  nonisolated static let syntax = CommandSyntax(
    command: "render", flags: ["--test-mode"],
    options: [
      "--user-id", "--width", "--scale", "--theme", "--direction", "--locale", "--image-timeout", "--out",
      "--widget",
    ],
    repeatableOptions: ["--label", "--user-data"], operands: ["a feed file"],
    usage: """
      storykit render <feed.json> [--user-id U] [--label L]… [--test-mode] [--widget banner|swipe-card|canvas|video-feed]
        [--width 390] [--scale 2] [--theme light|dark] [--direction ltr|rtl] [--locale de|ar-EG|…]
        [--image-timeout 2] [--user-data KEY=VALUE]… --out file.png

        --locale TAG   the placement config's locale, a BCP 47 tag: the language of StoryKit's strings
                       and the digits of its numbers (default: the system's); without --direction, a
                       right-to-left language lays the widget out right to left unless the feed says otherwise
        --user-data K=V  a value for the feed's per-user placeholders ({{user.K|fallback}}), as the
                       config's user data; repeat it for each key
      """)

  /// The kinds `--widget` can force here (the story bar and the player have their own options).
  nonisolated static let forcedKinds: [(String, WidgetKind)] = [
    ("banner", .banner), ("swipe-card", .swipeCard), ("canvas", .canvas), ("video-feed", .videoFeed),
  ]

  /// The parsed command line.
  struct Options {
    var feedPath: String
    var output: String
    var rendering = PlacementRendering()
  }

  /// Reads the arguments after `render` (without `--examples`, and no story-bar or player widget).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    var rendering = PlacementRendering()
    rendering.userID = parsed.value("--user-id")
    rendering.labels = Set(parsed.allValues("--label"))
    rendering.userData = try parsed.userData()
    rendering.isTestMode = parsed.has("--test-mode")
    rendering.forcedKind = try parsed.choice("--widget", from: forcedKinds)
    if let width = try parsed.number("--width", in: 1...4_096) { rendering.width = width }
    if let scale = try parsed.number("--scale", in: 0.5...4) { rendering.scale = scale }
    if let timeout = try parsed.number("--image-timeout", in: 0...600) { rendering.imageTimeout = timeout }
    if let theme = try parsed.choice("--theme", from: Theme.allCases.map { ($0.rawValue, $0) }) {
      rendering.theme = theme
    }
    if let direction = try parsed.choice(
      "--direction", from: LayoutDirection.allCases.map { ($0.rawValue, $0) })
    {
      rendering.direction = direction
    }
    rendering.locale = try parsed.languageTag("--locale")
    return Options(feedPath: parsed.operands[0], output: try parsed.required("--out"), rendering: rendering)
  }

  /// Resolves, renders and writes; returns the process status.
  static func run(_ options: Options) async -> Int32 {
    let url = URL(fileURLWithPath: options.feedPath)
    let registry = WidgetRegistry()
    CLIWidgets.register(in: registry)
    do throws(PlacementRendering.Failure) {
      let provider = try await options.rendering.provider(for: url)
      if case .loaded(let content, _) = provider.state {
        for diagnostic in content.diagnostics { printError("\(options.feedPath): \(diagnostic)") }
        FetchCommand.report(resolutionOf: content)
      }
      let bitmap = try await options.rendering.render(provider, registry: registry)
      do {
        try bitmap.writePNG(to: URL(fileURLWithPath: options.output))
      } catch {
        throw PlacementRendering.Failure(
          description: "could not write \(options.output): \(error.localizedDescription)")
      }
      print("wrote \(options.output) (\(bitmap.pixelWidth) × \(bitmap.pixelHeight) px)")
      return 0
    } catch {
      printError("render: \(error)")
      return 1
    }
  }

  private static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
