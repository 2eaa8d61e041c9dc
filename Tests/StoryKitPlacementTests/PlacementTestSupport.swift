import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitUI

/// Feeds for the placement's sequence tests: one placement `home` whose variant's kind and
/// targeting are chosen per test.
enum PlacementFeeds {
  static func feed(
    kind: String = "storyBar", ratio: Double = 4, condition: String? = nil, banners: Int = 2
  ) -> Data {
    let conditionText = condition.map { #", "condition": \#($0)"# } ?? ""
    let bannerItems = (0..<banners).map {
      #"{"id": "b\#($0)", "imageUrl": "https://cdn.example.com/b\#($0).png", "title": "Banner \#($0)"}"#
    }
    let text = """
      {"schemaVersion": 1,
       "placement": {"token": "home", "variants": [
         {"id": "v-\(kind)", "kind": "\(kind)", "ratio": \(ratio)\(conditionText)}]},
       "storyGroups": [
         {"id": "g1", "title": "New in", "iconUrl": "https://cdn.example.com/i1.png",
          "stories": [{"id": "s1", "media": {"type": "image", "url": "https://cdn.example.com/s1.png"},
                       "action": {"url": "maison://new", "payload": {"campaign": "spring"}}}]}],
       "banners": [\(bannerItems.joined(separator: ","))]}
      """
    return Data(text.utf8)
  }

  /// A scratch folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-placement-\(UUID().uuidString.lowercased())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func config(
    endpoint: URL? = nil, theme: Theme = .light, direction: LayoutDirection = .leftToRight
  )
    throws -> PlacementConfig
  {
    try PlacementConfig.Builder().userID("u1").feedEndpoint(endpoint).theme(theme).layoutDirection(direction)
      .build(token: "home")
  }
}

/// Writes every delegate call down, in order, as short lines.
@MainActor
final class RecordingPlacementDelegate: PlacementDelegate, PlacementCommerceDelegate {
  var calls: [String] = []

  func onWidgetReady(widget: any WidgetController, ratio: Double) {
    calls.append("ready \(widget.kind.name) \(ratio)")
  }

  func onWidgetExpected(ratio: Double) {
    calls.append("expected \(ratio)")
  }

  func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) {
    calls.append("visible \(widget?.kind.name ?? "nil") \(isVisible)")
  }

  func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {
    calls.append("action \(widget.kind.name) \(url.absoluteString)")
  }

  func onProductViewed(widget: any WidgetController, product: Product) {
    calls.append("viewed \(product.id)")
  }

  func onProductSelected(widget: any WidgetController, product: Product) {
    calls.append("selected \(product.id)")
  }

  func onAddToCart(widget: any WidgetController, product: Product, quantity: Int, price: Decimal) {
    calls.append("cart \(product.id) \(quantity) \(price)")
  }
}

/// A stand-in widget: it shows the banners it is given and records what it is asked.
@MainActor
final class FakeWidget: PlacementWidget {
  let kind: WidgetKind
  let view: View = View()
  let keys = KeyCommandRouter()
  var keyCommands: KeyCommandRouter? { keys }
  weak var events: (any WidgetEventHandling)?
  private(set) var isPaused = false
  private(set) var shown: [PlacementWidgetContent] = []
  var hasContent: Bool {
    guard let last = shown.last else { return false }
    return kind == .banner ? !last.feed.banners.isEmpty : true
  }

  init(kind: WidgetKind) { self.kind = kind }

  func show(_ content: PlacementWidgetContent) { shown.append(content) }
  func pause() { isPaused = true }
  func resume() { isPaused = false }

  @discardableResult
  static func register(_ kind: WidgetKind, in registry: WidgetRegistry) -> WidgetRegistration {
    registry.register(kind) { FakeWidget(kind: kind) }
  }
}
