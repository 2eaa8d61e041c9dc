import Foundation
import Testing

@testable import StoryKit

/// The JSON Schema, the decoder and the example feeds describe one format; these tests fail the
/// moment one of them changes without the others.
@Suite struct FeedSchemaDriftTests {
  /// Which schema definition describes the object at each path shape the decoder reads.
  static let definitionByPath: [String: String] = [
    "$": "Feed",
    "$.placement": "Placement",
    "$.placement.variants[]": "WidgetVariant",
    "$.placement.variants[].condition": "Condition",
    "$.placement.variants[].condition.all[]": "Condition",
    "$.placement.variants[].condition.any[]": "Condition",
    "$.placement.variants[].condition.not": "Condition",
    "$.placement.variants[].condition.all[].not": "Condition",
    "$.placement.variants[].condition.all[].any[]": "Condition",
    "$.placement.variants[].styling": "WidgetStyling",
    "$.placement.variants[].styling.storyBar": "StoryBarStyling",
    "$.placement.variants[].styling.storyBar.text": "StoryGroupTextStyling",
    "$.placement.variants[].styling.storyBar.text.font": "Font",
    "$.placement.variants[].styling.storyBar.text.colorNotSeen": "ThemedColor",
    "$.placement.variants[].styling.storyBar.ringSeen": "ThemedGradient",
    "$.placement.variants[].styling.player.progressBarColors": "ThemedProgressBarColors",
    "$.placement.variants[].styling.storyBar.icon": "StoryGroupIconStyling",
    "$.placement.variants[].styling.storyBar.list": "StoryGroupListStyling",
    "$.placement.variants[].styling.player": "StoryPlayerStyling",
    "$.placement.variants[].styling.player.header": "StoryHeaderStyling",
    "$.placement.variants[].styling.player.footer": "StoryFooterStyling",
    "$.placement.variants[].styling.player.headerFont": "Font",
    "$.placement.variants[].styling.player.interactiveFont": "Font",
    "$.placement.variants[].styling.canvas": "CanvasStyling",
    "$.placement.variants[].styling.canvas.letterboxColor": "ThemedColor",
    "$.placement.variants[].styling.canvas.interactiveFont": "Font",
    "$.placement.variants[].styling.banner": "BannerStyling",
    "$.placement.variants[].styling.banner.titleFont": "Font",
    "$.placement.variants[].styling.banner.subtitleFont": "Font",
    "$.placement.variants[].styling.banner.subtitleColor": "ThemedColor",
    "$.placement.variants[].styling.swipeCard": "SwipeCardStyling",
    "$.placement.variants[].styling.swipeCard.cardBackgroundColor": "ThemedColor",
    "$.placement.variants[].styling.swipeCard.titleFont": "Font",
    "$.placement.variants[].styling.swipeCard.subtitleFont": "Font",
    "$.storyGroups[]": "StoryGroup",
    "$.storyGroups[].stories[]": "Story",
    "$.storyGroups[].stories[].media": "Media",
    "$.storyGroups[].stories[].action": "Action",
    "$.storyGroups[].stories[].products[]": "Product",
    "$.storyGroups[].stories[].layers[]": "Layer",
    "$.storyGroups[].stories[].layers[].frame": "Frame",
    "$.storyGroups[].stories[].layers[].action": "Action",
    "$.storyGroups[].stories[].layers[].options[]": "ImageQuizOption",
    "$.banners[]": "BannerItem",
    "$.banners[].action": "Action",
    "$.swipeCards[]": "SwipeCard",
    "$.swipeCards[].action": "Action",
    "$.swipeCards[].product": "Product",
    "$.canvas": "Canvas",
    "$.canvas.layers[]": "Layer",
    "$.canvas.layers[].frame": "Frame",
    "$.canvas.layers[].options[]": "ImageQuizOption",
    "$.canvas.products[]": "Product",
    "$.videoFeed[]": "VideoFeedItem",
    "$.videoFeed[].media": "Media",
    "$.videoFeed[].action": "Action",
    "$.videoFeed[].products[]": "Product",
  ]

  static func schemaDefinitions() throws -> [String: [String: Any]] {
    let schema =
      try JSONSerialization.jsonObject(with: Fixtures.data("docs/feed.schema.json")) as? [String: Any]
    let definitions = try #require(schema?["$defs"] as? [String: [String: Any]])
    // A themed value is `oneOf` a plain value and an object: the object is what the decoder reads.
    return definitions.mapValues { definition in
      guard definition["properties"] == nil, let choices = definition["oneOf"] as? [[String: Any]],
        let object = choices.first(where: { $0["type"] as? String == "object" })
      else { return definition }
      return object
    }
  }

  /// The fixtures that together set every field: `every-field.json`, frozen since the legacy
  /// cache fixture holds its bytes, and the fields of what was added since.
  static let everyFieldFixtures = [
    "Tests/Fixtures/feeds/every-field.json", "Tests/Fixtures/feeds/every-field-added-since.json",
  ]

  /// The keys the decoder reads, by schema definition, over the fixtures that set every field.
  static func decoderKeys() throws -> (read: [String: Set<String>], required: [String: Set<String>]) {
    var read: [String: Set<String>] = [:]
    var required: [String: Set<String>] = [:]
    for fixture in everyFieldFixtures {
      let data = try Fixtures.data(fixture)
      let decoder = FeedDecoder(baseURL: URL(string: "https://cdn.example.com/feed.json"))
      let log = try #require(decoder.decodeLoggingKeys(data, logKeys: true).keys)
      for (path, keys) in log.read {
        let definition = try #require(
          definitionByPath[path], "the decoder reads objects at \(path); map it to a schema definition")
        read[definition, default: []].formUnion(keys)
        required[definition, default: []].formUnion(log.required[path] ?? [])
      }
    }
    return (read, required)
  }

  @Test func schemaPropertiesAreExactlyTheKeysTheDecoderReads() throws {
    let definitions = try Self.schemaDefinitions()
    let keys = try Self.decoderKeys()
    #expect(Set(keys.read.keys) == Set(Self.definitionByPath.values))
    for (name, decoderKeys) in keys.read {
      let properties = (definitions[name]?["properties"] as? [String: Any]).map { Set($0.keys) } ?? []
      #expect(
        properties == decoderKeys,
        "\(name): schema-only \(properties.subtracting(decoderKeys)), decoder-only \(decoderKeys.subtracting(properties))"
      )
    }
  }

  @Test func schemaRequiredKeysAreTheOnesTheDecoderRequires() throws {
    let definitions = try Self.schemaDefinitions()
    let keys = try Self.decoderKeys()
    for (name, decoderRequired) in keys.required where name != "Condition" {
      let definition = try #require(definitions[name])
      var required = Set(definition["required"] as? [String] ?? [])
      for rule in definition["allOf"] as? [[String: Any]] ?? [] {
        required.formUnion((rule["then"] as? [String: Any])?["required"] as? [String] ?? [])
      }
      #expect(
        required == decoderRequired,
        "\(name): schema-only \(required.subtracting(decoderRequired)), decoder-only \(decoderRequired.subtracting(required))"
      )
    }
  }

  @Test func knownNamesMatchTheSchema() throws {
    let definitions = try Self.schemaDefinitions()
    func property(_ definition: String, _ key: String) -> [String: Any]? {
      (definitions[definition]?["properties"] as? [String: Any])?[key] as? [String: Any]
    }
    #expect(property("WidgetVariant", "kind")?["x-known-values"] as? [String] == WidgetKind.known.map(\.name))
    #expect(
      property("StoryGroup", "type")?["x-known-values"] as? [String] == StoryGroupType.known.map(\.name))
    #expect(property("Layer", "type")?["x-known-values"] as? [String] == ContentLayer.Kind.knownNames)
    let closed: [(String, String, [String])] = [
      ("StoryBarStyling", "size", StoryGroupSize.allCases.map(\.rawValue)),
      ("StoryBarStyling", "animation", StoryGroupAnimation.allCases.map(\.rawValue)),
      ("StoryBarStyling", "layoutDirection", LayoutDirection.allCases.map(\.rawValue)),
      ("StoryGroupListStyling", "orientation", StoryGroupListStyling.Orientation.allCases.map(\.rawValue)),
      ("Font", "weight", FontDescriptor.Weight.allCases.map(\.rawValue)),
      ("Condition", "operator", TargetingCondition.Operator.allCases.map(\.rawValue)),
      ("Layer", "alignment", TextLayer.Alignment.allCases.map(\.rawValue)),
      ("Media", "type", MediaType.allCases.map(\.rawValue)),
    ]
    for (definition, key, names) in closed {
      #expect(
        Set(property(definition, key)?["enum"] as? [String] ?? []) == Set(names), "\(definition).\(key)")
    }
  }

  /// The media keys the schema calls "Video only" are the ones the decoder ignores on images
  /// (`captionsUrl` among them).
  @Test func videoOnlyMediaKeysMatchTheSchema() throws {
    let properties = try #require(
      try Self.schemaDefinitions()["Media"]?["properties"] as? [String: [String: Any]])
    let videoOnly = properties.filter {
      ($0.value["description"] as? String)?.hasPrefix("Video only") == true
    }
    #expect(Set(videoOnly.keys) == Set(FeedReader.videoOnlyMediaKeys))
    #expect(FeedReader.videoOnlyMediaKeys.contains("captionsUrl"))
  }

  @Test(arguments: ["demo.json", "banner.json", "swipe-card.json", "canvas.json", "video-feed.json"])
  func exampleFeedsDecodeWithoutDiagnostics(_ name: String) throws {
    let result = FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/" + name))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let feed = try #require(result.feed)
    for variant in feed.placement.variants {
      switch variant.kind {
      case .storyBar: #expect(!feed.storyGroups.isEmpty)
      case .banner: #expect(!feed.banners.isEmpty)
      case .swipeCard: #expect(!feed.swipeCards.isEmpty)
      case .canvas: #expect(feed.canvas != nil)
      case .videoFeed: #expect(!feed.videoFeed.isEmpty)
      case .unknown(let name): Issue.record("an example uses the unknown kind \(name)")
      }
    }
  }

  @Test func exampleImagesExist() throws {
    for name in ["demo.json", "banner.json", "swipe-card.json", "canvas.json", "video-feed.json"] {
      let feed = try #require(FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/" + name)).feed)
      var urls = feed.storyGroups.flatMap { group in
        [group.iconURL, group.coverURL].compactMap { $0 } + Array(group.thematicIconURLs.values)
          + group.stories.compactMap { $0.media.isVideo ? nil : $0.media.url }
      }
      urls += feed.banners.map(\.imageURL) + feed.swipeCards.map(\.imageURL)
      for url in urls where url.isFileURL {
        #expect(FileManager.default.fileExists(atPath: url.path), "\(name): \(url.path)")
      }
    }
  }

  @Test func demoFeedCoversWhatTheDemoMustShow() throws {
    let feed = try #require(FeedDecoder().decode(contentsOf: Fixtures.url("Examples/feeds/demo.json")).feed)
    let groups = feed.storyGroups
    #expect(groups.count >= 12)
    #expect(groups.contains { $0.isPinned })
    #expect(groups.contains { $0.type == .ivod })
    #expect(groups.contains { $0.type == .live })
    #expect(groups.contains { $0.isSeen } && groups.contains { !$0.isSeen })
    #expect(groups.contains { $0.title.count > 40 })
    #expect(groups.contains { $0.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(
      groups.contains { $0.title.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }, "Arabic")
    #expect(
      groups.contains { $0.title.unicodeScalars.contains { (0x0590...0x05FF).contains($0.value) } }, "Hebrew")
    #expect(groups.contains { $0.thematicIconURLs["dark"] != nil })
    #expect(
      groups.contains { group in
        group.stories.count > 1 && group.stories.contains { $0.media.isVideo }
          && group.stories.contains { !$0.media.isVideo }
      })
    let kinds = Set(groups.flatMap(\.stories).flatMap(\.layers).map(\.kind.name))
    #expect(kinds == Set(ContentLayer.Kind.knownNames))
  }
}
