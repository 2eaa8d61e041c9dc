import Foundation
import StoryKit
import StoryKitCommandLine

/// `storykit validate <feed.json> [--strict] [--json] [--user-data KEY=VALUE]…`: exit 0 when the feed is clean, 1 with
/// errors (or warnings, with `--strict`).
///
/// Besides the decoder's diagnostics, a picture or file the feed names by a relative path (or a
/// `file` URL) that is not there is a warning at its JSON path: relative paths resolve against
/// the feed's folder, as the renderer resolves them.
enum ValidateCommand {
  /// The parsed command line.
  struct Options: Equatable {
    var file: String
    var isStrict = false
    var isJSON = false
    /// The values for the feed's per-user placeholders (`--user-data`): a placeholder with
    /// neither a value nor a fallback is a warning.
    var userData: [String: String] = [:]
  }

  static let syntax = CommandSyntax(
    command: "validate", flags: ["--strict", "--json"], repeatableOptions: ["--user-data"],
    operands: ["a feed file"])

  /// Reads the arguments after `validate`.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    return Options(
      file: parsed.operands[0], isStrict: parsed.has("--strict"), isJSON: parsed.has("--json"),
      userData: try parsed.userData())
  }

  /// Decodes the file and prints its diagnostics and summary; returns the process status.
  static func run(_ options: Options) -> Int32 {
    let file = options.file
    var decoder = FeedDecoder(userData: options.userData)
    decoder.collectsLocalFiles = true
    var result = decoder.decode(contentsOf: URL(fileURLWithPath: file))
    result.diagnostics += missingFiles(result.localFiles)
    let summary = FeedSummary(result)
    if options.isJSON {
      print(summary.json(file: file, diagnostics: result.diagnostics))
    } else {
      for diagnostic in result.diagnostics { print(diagnostic) }
      print(summary.line)
    }
    if result.hasErrors { return 1 }
    return options.isStrict && !result.warnings.isEmpty ? 1 : 0
  }

  /// A warning for each file the feed names that is not there (or is a folder).
  static func missingFiles(_ references: [LocalFileReference]) -> [Diagnostic] {
    references.compactMap { reference in
      var isFolder: ObjCBool = false
      let path = reference.url.path
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        return nil
      }
      let found = isFolder.boolValue ? "a folder" : "nothing"
      return Diagnostic(
        .warning, .danglingReference, at: reference.path,
        "expected a file at \(path) (relative paths start at the feed's folder), found \(found); it will not show"
      )
    }
  }
}

/// The counts `validate` and `demo` print after the diagnostics.
struct FeedSummary {
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

  /// The counts as a JSON object, members sorted by name.
  var json: JSONValue {
    let counts = [
      ("banners", banners), ("canvasLayers", canvasLayers), ("errors", errors), ("groups", groups),
      ("stories", stories), ("swipeCards", swipeCards), ("videoFeedItems", videoFeedItems),
      ("warnings", warnings), ("widgetVariants", widgetVariants),
    ]
    return .object(JSONObject(counts.map { (key: $0.0, value: .number(Double($0.1))) }))
  }

  /// What `validate --json` prints: the file, its diagnostics and the counts, members sorted by
  /// name, indented (see ``IndentedJSON``).
  func json(file: String, diagnostics: [Diagnostic]) -> String {
    let entries = diagnostics.map { diagnostic -> JSONValue in
      [
        "code": .string(diagnostic.code.rawValue), "message": .string(diagnostic.message),
        "path": .string(diagnostic.path.description), "severity": .string(diagnostic.severity.rawValue),
      ]
    }
    return IndentedJSON.text(["diagnostics": .array(entries), "file": .string(file), "summary": json])
  }
}
