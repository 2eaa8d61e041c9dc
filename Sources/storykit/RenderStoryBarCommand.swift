import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitImages
import StoryKitUI

/// `storykit render <feed.json> --widget story-bar [options] --out file.png`.
@MainActor
enum RenderStoryBarCommand {
  nonisolated static let syntax = CommandSyntax(
    command: "render",
    options: [
      "--widget", "--width", "--height", "--scale", "--offset", "--sections", "--theme", "--direction",
      "--locale", "--size",
      "--orientation", "--image-timeout", "--out",
    ],
    repeatableOptions: ["--user-data"], operands: ["a feed file"],
    usage: """
      storykit render <feed.json> --widget story-bar [--width 390] [--height H] [--scale 2]
        [--theme light|dark] [--direction ltr|rtl] [--locale de|ar-EG|…] [--size small|large|custom]
        [--orientation horizontal|vertical] [--sections N] [--offset X] [--image-timeout 2]
        [--user-data KEY=VALUE]… --out file.png
      """)

  /// The parsed command line.
  struct Options {
    var feedPath: String
    var output: String
    var rendering = StoryBarRendering()
    /// The values for the feed's per-user placeholders (`--user-data`).
    var userData: [String: String] = [:]
  }

  /// Reads the arguments after `render` (with `--widget`).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    let widget = try parsed.required("--widget")
    guard widget == "story-bar" else {
      throw syntax.error(
        .invalidValue(
          option: "--widget", value: widget, expected: "story-bar or player (the widgets that render)"))
    }
    var options = Options(feedPath: parsed.operands[0], output: try parsed.required("--out"))
    var rendering = StoryBarRendering()
    if let width = try parsed.number("--width", in: 1...4_096) { rendering.width = width }
    rendering.height = try parsed.number("--height", in: 1...4_096)
    if let scale = try parsed.number("--scale", in: 0.5...4) { rendering.scale = scale }
    if let offset = try parsed.number("--offset", in: 0...1e9) { rendering.contentOffset = offset }
    if let timeout = try parsed.number("--image-timeout", in: 0...600) { rendering.imageTimeout = timeout }
    if let sections = try parsed.integer("--sections", in: 1...20) {
      rendering.styling.list.sections = sections
    }
    if let theme = try parsed.choice("--theme", from: Theme.allCases.map { ($0.rawValue, $0) }) {
      rendering.theme = theme
    }
    if let direction = try parsed.choice(
      "--direction", from: LayoutDirection.allCases.map { ($0.rawValue, $0) })
    {
      rendering.styling.layoutDirection = direction
    }
    if let tag = try parsed.languageTag("--locale") {
      rendering.locale = Locale(identifier: tag.replacingOccurrences(of: "-", with: "_"))
    }
    if let size = try parsed.choice("--size", from: StoryGroupSize.allCases.map { ($0.rawValue, $0) }) {
      rendering.styling.size = size
    }
    let orientations = StoryGroupListStyling.Orientation.allCases.map { ($0.rawValue, $0) }
    if let orientation = try parsed.choice("--orientation", from: orientations) {
      rendering.styling.list.orientation = orientation
    }
    options.rendering = rendering
    options.userData = try parsed.userData()
    return options
  }

  /// Decodes the feed and writes its story bar; returns the process status.
  static func run(_ arguments: Options) async -> Int32 {
    let options = arguments.rendering
    let feedPath = arguments.feedPath
    let output = arguments.output
    let result = FeedDecoder(userData: arguments.userData).decode(contentsOf: URL(fileURLWithPath: feedPath))
    for diagnostic in result.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
    guard let feed = result.feed else {
      FileHandle.standardError.write(Data("render: the feed could not be decoded\n".utf8))
      return 1
    }
    let images = ImagePipeline.cairo()
    let (bitmap, report) = await options.render(feed, loader: images)
    StoryBarRendering.printMissing(report, to: .standardError)
    await images.waitUntilIdle(timeout: 5)  // the cells beyond the screen withdraw their requests
    do {
      try bitmap.writePNG(to: URL(fileURLWithPath: output))
    } catch {
      FileHandle.standardError.write(
        Data("render: could not write \(output): \(error.localizedDescription)\n".utf8))
      return 1
    }
    print("wrote \(output) (\(bitmap.pixelWidth) × \(bitmap.pixelHeight) px)")
    return 0
  }
}
