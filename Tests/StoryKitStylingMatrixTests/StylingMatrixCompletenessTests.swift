import Foundation
import StoryKit
import StoryKitTestSupport
import StoryKitVideoFeed
import Testing

/// The matrix has a row for every documented styling property and no other: a property added to
/// the schema (`docs/feed.schema.json`, `$defs.WidgetStyling`) or to `VideoFeedStyling` fails
/// here until it has its row. Each row's feed value and app setter set the same property.
@Suite struct StylingMatrixCompletenessTests {
  /// Definitions that are values, not objects of styling properties.
  static let leafDefinitions: Set<String> = [
    "Font", "Color", "Gradient", "ProgressBarColors", "URLReference",
  ]

  @Test func everySchemaPropertyHasARow() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Fixtures.data("docs/feed.schema.json")) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let root = try #require(definitions["WidgetStyling"] as? [String: Any])
    let documented = try Self.leafPaths(of: root, at: "styling", definitions: definitions, depth: 0)
    #expect(documented.count > 60, "the walk found the schema's styling: \(documented.count) paths")
    let rows = StylingMatrix.feedRows.map(\.path)
    #expect(Set(rows).count == rows.count, "one row per path: \(rows)")
    #expect(
      Set(documented).subtracting(rows).isEmpty,
      "documented without a row: \(Set(documented).subtracting(rows).sorted())")
    #expect(
      Set(rows).subtracting(documented).isEmpty,
      "rows for no documented property: \(Set(rows).subtracting(documented).sorted())")
  }

  @Test func everyVideoFeedStylingPropertyHasARow() throws {
    let properties = Mirror(reflecting: Self.everyVideoFeedPropertySet).children.compactMap(\.label)
    #expect(!properties.isEmpty)
    let rows = StylingMatrix.rows.filter { $0.widget == .videoFeed }.map(\.path)
    #expect(rows.sorted() == properties.map { "VideoFeedStyling.\($0)" }.sorted())
    // Each row's setter sets the property its path names, and only that one.
    for row in StylingMatrix.rows where row.widget == .videoFeed {
      var styling = VideoFeedStyling()
      VideoFeedStyling.setter(in: row.app)?(&styling)
      let set = Mirror(reflecting: styling).children.filter { !Self.isNil($0.value) }.compactMap(\.label)
      #expect(set.map { "VideoFeedStyling.\($0)" } == [row.path])
    }
  }

  @Test(arguments: StylingMatrix.feedRows)
  func theFeedValueAndTheAppSetterSetTheSameProperty(_ row: StylingRow) throws {
    let value = try #require(row.feedValue)
    let context = row.context?.feed ?? []
    let document = MatrixFeeds.document(
      row.widget, styling: MatrixFeeds.styling(row.widget, values: context + [(row.memberPath, value)]))
    let feed = try #require(FeedDecoder().decode(Data(document.utf8)).feed)
    let decoded = try #require(feed.placement.variants.first).styling
    let app = (row.context.map { [$0.app] } ?? []) + [row.app]
    switch row.widget {
    case .storyBar: #expect(decoded.storyBar == StoryBarStyling.styled(app))
    case .player: #expect(decoded.player == StoryPlayerStyling.styled(app))
    case .banner: #expect(decoded.banner == BannerStyling.styled(app))
    case .swipeCard: #expect(decoded.swipeCard == SwipeCardStyling.styled(app))
    case .canvas: #expect(decoded.canvas == CanvasStyling.styled(app))
    case .videoFeed: Issue.record("the video feed has no feed styling")
    }
  }

  /// The paths of the leaves under `node`: properties whose values are not styling objects.
  static func leafPaths(
    of node: [String: Any], at path: String, definitions: [String: Any], depth: Int
  ) throws
    -> [String]
  {
    try #require(depth < 16, "the schema's references loop at \(path)")
    if let reference = node["$ref"] as? String {
      let name = String(reference.split(separator: "/").last ?? "")
      if leafDefinitions.contains(name) || name.hasPrefix("Themed") { return [path] }
      let definition = try #require(definitions[name] as? [String: Any], "no definition \(name)")
      return try leafPaths(of: definition, at: path, definitions: definitions, depth: depth + 1)
    }
    guard let properties = node["properties"] as? [String: Any] else { return [path] }
    return try properties.keys.sorted().flatMap { key in
      let property = try #require(properties[key] as? [String: Any])
      return try leafPaths(of: property, at: "\(path).\(key)", definitions: definitions, depth: depth + 1)
    }
  }

  /// A video feed styling with every property set, for its stored properties' names.
  static let everyVideoFeedPropertySet = VideoFeedStyling(
    cornerRadius: 1, itemSpacing: 1, horizontalEdgePadding: 1, verticalEdgePadding: 1, nextItemPeek: 1,
    titleColor: "#000000", titleFont: FontDescriptor(size: 12), titleLines: 1, scrimColor: "#000000",
    isDurationVisible: true, maximumVisibleProducts: 1, productBackgroundColor: "#000000",
    productTextColor: "#000000")

  private static func isNil(_ value: Any) -> Bool {
    Mirror(reflecting: value).displayStyle == .optional && Mirror(reflecting: value).children.isEmpty
  }
}
