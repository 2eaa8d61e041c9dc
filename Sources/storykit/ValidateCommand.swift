import Foundation
import StoryKit

/// `storykit validate <feed.json> [--strict] [--json]`.
enum ValidateCommand {
  static func run(_ arguments: [String]) -> Int32 {
    var isStrict = false
    var isJSON = false
    var files: [String] = []
    for argument in arguments {
      switch argument {
      case "--strict": isStrict = true
      case "--json": isJSON = true
      case let option where option.hasPrefix("-"): fail(usage: "validate: unknown option \"\(option)\"")
      default: files.append(argument)
      }
    }
    guard files.count == 1, let file = files.first else {
      fail(usage: "validate takes exactly one feed file, found \(files.count)")
    }
    let result = FeedDecoder().decode(contentsOf: URL(fileURLWithPath: file))
    let summary = FeedSummary(result)
    if isJSON {
      print(summary.json(file: file, diagnostics: result.diagnostics))
    } else {
      for diagnostic in result.diagnostics { print(diagnostic) }
      print(summary.line)
    }
    if result.hasErrors { return 1 }
    return isStrict && !result.warnings.isEmpty ? 1 : 0
  }
}

/// The counts `validate` and `demo` print after the diagnostics.
struct FeedSummary: Encodable {
  var groups = 0
  var stories = 0
  var widgetVariants = 0
  var banners = 0
  var swipeCards = 0
  var canvasLayers = 0
  var videoFeedItems = 0
  var errors = 0
  var warnings = 0

  init(_ result: FeedDecodingResult) {
    if let feed = result.feed {
      groups = feed.storyGroups.count
      stories = feed.storyCount
      widgetVariants = feed.placement.variants.count
      banners = feed.banners.count
      swipeCards = feed.swipeCards.count
      canvasLayers = feed.canvas?.layers.count ?? 0
      videoFeedItems = feed.videoFeed.count
    }
    errors = result.errors.count
    warnings = result.warnings.count
  }

  var line: String {
    var parts = ["\(groups) groups", "\(stories) stories", "\(widgetVariants) widget variants"]
    if banners > 0 { parts.append("\(banners) banners") }
    if swipeCards > 0 { parts.append("\(swipeCards) swipe cards") }
    if canvasLayers > 0 { parts.append("\(canvasLayers) canvas layers") }
    if videoFeedItems > 0 { parts.append("\(videoFeedItems) video feed items") }
    return "summary: " + parts.joined(separator: ", ") + "; \(errors) errors, \(warnings) warnings"
  }

  func json(file: String, diagnostics: [Diagnostic]) -> String {
    struct Report: Encodable {
      struct Entry: Encodable {
        var severity: String
        var code: String
        var path: String
        var message: String
      }
      var file: String
      var diagnostics: [Entry]
      var summary: FeedSummary
    }
    let report = Report(
      file: file,
      diagnostics: diagnostics.map {
        .init(
          severity: $0.severity.rawValue, code: $0.code.rawValue, path: $0.path.description,
          message: $0.message)
      }, summary: self)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
