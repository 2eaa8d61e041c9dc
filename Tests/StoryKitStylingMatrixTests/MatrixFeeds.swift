import Foundation
import StoryKit
import StoryKitUI
import Testing

/// The feed documents the matrix shows: one per widget, whole documents as a server sends them,
/// with the variant's `styling` put in where the row says.
enum MatrixFeeds {
  /// The placement widget content of `widget`'s document with `styling` (the JSON text of the
  /// variant's `styling` object, or none), decoded by ``FeedDecoder``: the feed and its only
  /// variant. The document must decode without an error, and the styling must add no diagnostic
  /// to those of the document without it (the group without an icon has its warning).
  static func content(
    _ widget: MatrixWidget, styling: String?, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PlacementWidgetContent {
    let document = self.document(widget, styling: styling)
    let result = FeedDecoder().decode(Data(document.utf8))
    let plain = FeedDecoder().decode(Data(self.document(widget, styling: nil).utf8)).diagnostics
    #expect(plain.allSatisfy { $0.severity != .error }, "\(plain)", sourceLocation: sourceLocation)
    #expect(result.diagnostics == plain, "\(result.diagnostics)", sourceLocation: sourceLocation)
    let feed = try #require(result.feed, sourceLocation: sourceLocation)
    let variant = try #require(feed.placement.variants.first, sourceLocation: sourceLocation)
    return PlacementWidgetContent(feed: feed, variant: variant)
  }

  /// The variant's `styling` object for `widget` with `values` set (each a path below the
  /// widget's styling object, such as `list.sections`, and its JSON text), or `nil` without any.
  static func styling(_ widget: MatrixWidget, values: [(path: String, value: String)]) -> String? {
    guard !values.isEmpty, let key = stylingKey(widget) else { return nil }
    return object([
      (key, values.map { (path: $0.path.split(separator: ".").map(String.init), value: $0.value) })
    ])
  }

  /// A JSON object from members, each holding its own value or the values below it (merged by
  /// their first key).
  private static func object(_ members: [(key: String, values: [(path: [String], value: String)])]) -> String
  {
    let text = members.map { member in
      if let leaf = member.values.first(where: { $0.path.isEmpty }) {
        return "\"\(member.key)\": \(leaf.value)"
      }
      var order: [String] = []
      var children: [String: [(path: [String], value: String)]] = [:]
      for value in member.values {
        guard let first = value.path.first else { continue }
        if children[first] == nil { order.append(first) }
        children[first, default: []].append((Array(value.path.dropFirst()), value.value))
      }
      return "\"\(member.key)\": " + object(order.map { ($0, children[$0] ?? []) })
    }
    return "{" + text.joined(separator: ", ") + "}"
  }

  /// The key of the widget's styling object under a variant's `styling`; `nil` for the video
  /// feed, which has none.
  static func stylingKey(_ widget: MatrixWidget) -> String? {
    switch widget {
    case .storyBar: "storyBar"
    case .player: "player"
    case .banner: "banner"
    case .swipeCard: "swipeCard"
    case .canvas: "canvas"
    case .videoFeed: nil
    }
  }

  static func document(_ widget: MatrixWidget, styling: String?) -> String {
    let kind =
      switch widget {
      case .storyBar, .player: "storyBar"
      case .banner: "banner"
      case .swipeCard: "swipeCard"
      case .canvas: "canvas"
      case .videoFeed: "videoFeed"
      }
    let stylingMember = styling.map { ", \"styling\": \($0)" } ?? ""
    return """
      {
        "schemaVersion": 1,
        "placement": {
          "token": "matrix",
          "variants": [{"id": "matrix-\(widget.rawValue)", "kind": "\(kind)", "ratio": 1\(stylingMember)}]
        },
        \(body(widget))
      }
      """
  }

  private static let cdn = "https://cdn.example.com"

  private static func body(_ widget: MatrixWidget) -> String {
    switch widget {
    case .storyBar: storyBarBody
    case .player: playerBody
    case .banner: bannerBody
    case .swipeCard: swipeCardBody
    case .canvas: canvasBody
    case .videoFeed: videoFeedBody
    }
  }

  /// Six groups: the first unseen and pinned, with a long title and a `christmas` icon, its
  /// story's picture never arriving (so a tap leaves it opening); a seen IVod group; a group
  /// without an icon (its placeholder shows); a live group; two more.
  private static let storyBarBody = """
    "storyGroups": [
      {"id": "g0", "title": "Spring collection drop", "iconUrl": "\(cdn)/g0.png",
       "thematicIconUrls": {"christmas": "\(cdn)/g0-christmas.png"}, "pinned": true,
       "stories": [{"id": "s0", "media": {"type": "image", "url": "\(cdn)/missing-s0.jpg"}}]},
      {"id": "g1", "title": "Seen", "iconUrl": "\(cdn)/g1.png", "seen": true, "type": "ivod",
       "stories": [{"id": "s1", "seen": true, "media": {"type": "image", "url": "\(cdn)/s1.jpg"}}]},
      {"id": "g2", "title": "No icon",
       "stories": [{"id": "s2", "media": {"type": "image", "url": "\(cdn)/s2.jpg"}}]},
      {"id": "g3", "title": "Live", "iconUrl": "\(cdn)/g3.png", "type": "live",
       "stories": [{"id": "s3", "media": {"type": "image", "url": "\(cdn)/s3.jpg"}}]},
      {"id": "g4", "title": "Sale", "iconUrl": "\(cdn)/g4.png",
       "stories": [{"id": "s4", "media": {"type": "image", "url": "\(cdn)/s4.jpg"}}]},
      {"id": "g5", "title": "More", "iconUrl": "\(cdn)/g5.png",
       "stories": [{"id": "s5", "media": {"type": "image", "url": "\(cdn)/s5.jpg"}}]}
    ]
    """

  /// One group of three 5 s picture stories, the first with a button layer.
  private static let playerBody = """
    "storyGroups": [
      {"id": "p0", "title": "Morning edit", "iconUrl": "\(cdn)/p0.png",
       "stories": [
         {"id": "p0s0", "duration": 5, "media": {"type": "image", "url": "\(cdn)/p0s0.jpg"},
          "layers": [{"id": "shop", "type": "button", "frame": {"x": 0.1, "y": 0.72, "width": 0.8, "height": 0.1},
                      "title": "Shop the look", "action": {"url": "https://shop.example.com/look"},
                      "backgroundColor": "#FFFFFF", "textColor": "#000000"}]},
         {"id": "p0s1", "duration": 5, "media": {"type": "image", "url": "\(cdn)/p0s1.jpg"}},
         {"id": "p0s2", "duration": 5, "media": {"type": "image", "url": "\(cdn)/p0s2.jpg"}}
       ]},
      {"id": "p1", "title": "Evening", "iconUrl": "\(cdn)/p1.png",
       "stories": [{"id": "p1s0", "duration": 5, "media": {"type": "image", "url": "\(cdn)/p1s0.jpg"}}]}
    ]
    """

  /// Three pages whose titles and subtitles take two lines.
  private static let bannerBody = """
    "banners": [
      {"id": "b0", "imageUrl": "\(cdn)/b0.png", "title": "The spring edit is here with new pieces",
       "subtitle": "One hundred and twenty new pieces, in stores and online from Friday morning",
       "backgroundColor": "#FF5E3A", "action": {"url": "maison://spring"}},
      {"id": "b1", "imageUrl": "\(cdn)/b1.png", "title": "Maison Members", "subtitle": "Free returns",
       "backgroundColor": "#5856D6"},
      {"id": "b2", "imageUrl": "\(cdn)/b2.png", "title": "Your morning briefing", "backgroundColor": "#1E3A8A"}
    ]
    """

  /// Three cards, the first two selling a product.
  private static let swipeCardBody = """
    "swipeCards": [
      {"id": "c0", "title": "Trench coat", "subtitle": "Cotton gabardine", "imageUrl": "\(cdn)/c0.png",
       "product": {"id": "p0", "title": "Trench coat", "price": 279, "currency": "EUR"}},
      {"id": "c1", "title": "Tote", "subtitle": "Leather", "imageUrl": "\(cdn)/c1.png",
       "product": {"id": "p1", "title": "Tote", "price": 189, "currency": "EUR"}},
      {"id": "c2", "title": "Sneaker", "subtitle": "Lime", "imageUrl": "\(cdn)/c2.png"}
    ]
    """

  /// A square canvas without a background colour: a text layer and a button layer.
  private static let canvasBody = """
    "canvas": {
      "aspectRatio": 1,
      "layers": [
        {"id": "headline", "type": "text", "frame": {"x": 0.1, "y": 0.1, "width": 0.8, "height": 0.3},
         "text": "Summer", "color": "#1C1C1E", "fontSize": 28},
        {"id": "shop", "type": "button", "frame": {"x": 0.15, "y": 0.6, "width": 0.7, "height": 0.2},
         "title": "Shop now", "action": {"url": "https://shop.example.com"},
         "backgroundColor": "#007AFF", "textColor": "#FFFFFF"}
      ]
    }
    """

  /// Two videos (posters only: no video player), the first with a long title, a duration and
  /// three products.
  private static let videoFeedBody = """
    "videoFeed": [
      {"id": "v0", "title": "Five ways to wear raw denim this spring, from work to weekend",
       "media": {"type": "video", "url": "\(cdn)/v0.mp4", "posterUrl": "\(cdn)/v0.jpg", "duration": 47},
       "products": [
         {"id": "p1", "title": "Raw denim jacket", "price": 129, "currency": "USD", "imageUrl": "\(cdn)/p1.png"},
         {"id": "p2", "title": "Selvedge jeans", "price": 98, "currency": "USD", "imageUrl": "\(cdn)/p2.png"},
         {"id": "p3", "title": "Canvas belt", "price": 25, "currency": "USD"}
       ]},
      {"id": "v1", "title": "Evening routine",
       "media": {"type": "video", "url": "\(cdn)/v1.mp4", "posterUrl": "\(cdn)/v1.jpg", "duration": 62}}
    ]
    """
}
