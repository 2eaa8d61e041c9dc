import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitTestSupport
import StoryKitUI

@testable import StoryKitCanvas

/// The example canvas feed, layers for the tests, and the date its countdown is read at.
enum CanvasFixtures {
  /// 2027-06-18 09:30:00 UTC: the example countdown shows 3 days, 12 hours, 30 minutes left.
  static let now = Date(timeIntervalSince1970: 1_813_311_000)

  /// `Examples/feeds/canvas.json`, decoded with its pictures beside it.
  static let feed: Feed = {
    let url = Fixtures.url("Examples/feeds/canvas.json")
    return FeedDecoder(baseURL: url).decode(contentsOf: url).feed
      ?? Feed(placement: Placement(token: "missing", variants: []))
  }()

  static var canvas: CanvasContent { feed.canvas ?? CanvasContent(aspectRatio: 1) }
  static var variant: WidgetVariant {
    feed.placement.variants.first ?? WidgetVariant(id: "missing", kind: .canvas, ratio: 1)
  }
  static var content: PlacementWidgetContent { PlacementWidgetContent(feed: feed, variant: variant) }

  /// The example feed's pictures, decoded once.
  static let images: PreloadedImages = {
    let images = PreloadedImages(scale: 2)
    let urls = canvas.layers.compactMap { layer -> URL? in
      if case .image(let url) = layer.kind { return url }
      return nil
    }
    images.load(urls)
    return images
  }()

  static let action = ContentAction(url: url("maison://poll"), payload: [:])
  static let bag = Product(
    id: "bag", title: "Weekender bag", price: Decimal(string: "149.00") ?? 149, currency: "EUR")

  static func url(_ string: String) -> URL { URL(string: string) ?? URL(fileURLWithPath: "/") }

  static func layer(
    _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ kind: ContentLayer.Kind
  ) -> ContentLayer {
    ContentLayer(id: id, frame: UnitRect(x: x, y: y, width: width, height: height), kind: kind)
  }

  static let poll = layer(
    "poll", 0.06, 0.57, 0.88, 0.36, .poll(question: "Which colour for spring?", options: ["Coral", "Sage"]))
  static let quiz = layer(
    "quiz", 0.06, 0.3, 0.88, 0.4,
    .quiz(QuizLayer(question: "Which city?", options: ["Lisbon", "Porto", "Faro"], correctIndex: 1)))
  static let tag = layer("tag", 0.2, 0.45, 0.6, 0.07, .productTag(productID: "bag"))
  static let reaction = layer("reaction", 0.1, 0.8, 0.8, 0.1, .emojiReaction(emojis: ["😍", "🔥", "👏"]))
  static let swipeUp = layer(
    "swipe", 0.25, 0.9, 0.5, 0.08,
    .swipeUp(title: "See more", action: ContentAction(url: url("maison://more"), payload: [:])))

  /// The example canvas with its countdown and button replaced by a poll.
  static var canvasWithPoll: CanvasContent {
    var canvas = canvas
    canvas.layers = canvas.layers.filter { !["ends", "shop"].contains($0.id) } + [poll]
    return canvas
  }

  /// A feed holding `canvas` (the example feed's placement).
  static func feed(with canvas: CanvasContent?) -> Feed {
    var feed = feed
    feed.canvas = canvas
    return feed
  }
}
