import Foundation
import StoryKit
import StoryKitCairo

/// `storykit render <feed.json> --widget story-bar [options] --out file.png`.
@MainActor
enum RenderStoryBarCommand {
  static let usage = """
    storykit render <feed.json> --widget story-bar [--width 390] [--height H] [--scale 2]
      [--theme light|dark] [--direction ltr|rtl] [--size small|large|custom]
      [--orientation horizontal|vertical] [--sections N] [--offset X] --out file.png
    """

  static func run(_ arguments: [String]) async -> Int32 {
    var options = StoryBarRendering()
    var feedPath: String?
    var output: String?
    var remaining = arguments[...]
    func value(_ option: String) -> String {
      guard let value = remaining.popFirst() else { fail(usage: "render: \(option) needs a value\n\(usage)") }
      return value
    }
    func number(_ option: String, in range: ClosedRange<Double>) -> Double {
      let text = value(option)
      guard let number = Double(text), range.contains(number) else {
        fail(
          usage:
            "render: \(option) expects a number from \(range.lowerBound) to \(range.upperBound), found \"\(text)\""
        )
      }
      return number
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--widget":
        let widget = value(argument)
        guard widget == "story-bar" else {
          fail(usage: "render: the widgets that render are: story-bar; found \"\(widget)\"")
        }
      case "--width": options.width = number(argument, in: 1...4_096)
      case "--height": options.height = number(argument, in: 1...4_096)
      case "--scale": options.scale = number(argument, in: 0.5...4)
      case "--offset": options.contentOffset = number(argument, in: 0...1e9)
      case "--sections": options.styling.list.sections = Int(number(argument, in: 1...20))
      case "--theme":
        options.theme = choice(value(argument), argument, Theme.allCases.map { ($0.rawValue, $0) })
      case "--direction":
        options.styling.layoutDirection = choice(
          value(argument), argument, LayoutDirection.allCases.map { ($0.rawValue, $0) })
      case "--size":
        options.styling.size = choice(
          value(argument), argument, StoryGroupSize.allCases.map { ($0.rawValue, $0) })
      case "--orientation":
        options.styling.list.orientation = choice(
          value(argument), argument, StoryGroupListStyling.Orientation.allCases.map { ($0.rawValue, $0) })
      case "--out": output = value(argument)
      case let option where option.hasPrefix("-"):
        fail(usage: "render: unknown option \"\(option)\"\n\(usage)")
      default:
        guard feedPath == nil else { fail(usage: "render: one feed file, found a second: \"\(argument)\"") }
        feedPath = argument
      }
    }
    guard let feedPath, let output else {
      fail(usage: "render: a feed file and --out are required\n\(usage)")
    }
    let result = FeedDecoder().decode(contentsOf: URL(fileURLWithPath: feedPath))
    for diagnostic in result.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
    guard let feed = result.feed else {
      FileHandle.standardError.write(Data("render: the feed could not be decoded\n".utf8))
      return 1
    }
    let loader = CairoImageLoader(scale: options.scale)
    await loader.preload(StoryBarRendering.iconURLs(feed))
    let bitmap = options.render(feed, loader: loader)
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

  static func choice<T>(_ text: String, _ option: String, _ choices: [(String, T)]) -> T {
    guard let match = choices.first(where: { $0.0 == text }) else {
      fail(
        usage:
          "render: \(option) expects one of \(choices.map(\.0).joined(separator: ", ")), found \"\(text)\"")
    }
    return match.1
  }
}
