import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitSwipeCard

/// Cards, a stack on a manual clock, and a handler that writes down every widget event.
@MainActor
enum SwipeCardFixtures {
  static let size = Size(width: 360, height: 480)

  static func product(_ id: String, price: Decimal = 279, currency: String = "EUR") -> Product {
    Product(id: id, title: "Product \(id)", price: price, currency: currency)
  }

  /// Card 0 sells a product and has an action; card 1 sells one without an action; cards 2–4
  /// have neither, card 2 has an action.
  static func cards() -> [SwipeCard] {
    let image = URL(fileURLWithPath: "/dev/null")
    return [
      SwipeCard(
        id: "c0", title: "Trench", subtitle: "Gabardine", imageURL: image,
        action: ContentAction(url: URL(fileURLWithPath: "/trench")), product: product("p0")),
      SwipeCard(id: "c1", title: "Tote", imageURL: image, product: product("p1", price: 189)),
      SwipeCard(
        id: "c2", title: "Sneaker", subtitle: "Lime", imageURL: image,
        action: ContentAction(url: URL(fileURLWithPath: "/sneaker"))),
      SwipeCard(id: "c3", title: "Read", imageURL: image),
      SwipeCard(id: "c4", title: "Serum", imageURL: image),
    ]
  }

  /// A laid-out stack of `cards` on `clock`, in US English.
  static func stack(
    _ cards: [SwipeCard] = cards(), clock: ManualClock = ManualClock(),
    configure: (SwipeCardStackView) -> Void = { _ in }
  ) -> SwipeCardStackView {
    let stack = SwipeCardStackView(frame: Rect(origin: .zero, size: size))
    stack.clock = clock
    stack.locale = Locale(identifier: "en_US")
    configure(stack)
    stack.content = .init(cards: cards)
    stack.layoutIfNeeded()
    return stack
  }
}

/// Writes down what a widget reports, one line per event.
@MainActor
final class RecordingEvents: WidgetEventHandling {
  var lines: [String] = []
  var events: [AnalyticsEvent] = []

  func widget(_ widget: any WidgetController, didActivate action: ContentAction) {
    lines.append("activate \(action.url.path)")
  }
  func widget(_ widget: any WidgetController, didView product: Product) {
    lines.append("view \(product.id)")
  }
  func widget(_ widget: any WidgetController, didSelect product: Product) {
    lines.append("select \(product.id)")
  }
  func widget(_ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal) {
    lines.append("cart \(product.id) x\(quantity) \(price)")
  }
  func widget(_ widget: any WidgetController, record event: AnalyticsEvent) {
    events.append(event)
    func text(_ key: String) -> String {
      if case .string(let value) = event.properties[key] { return value }
      return "-"
    }
    let direction = text("direction")
    let card = text("cardID")
    lines.append("record \(event.name) \(direction) \(card)")
  }
}
