import Foundation
import StoryKit
import StoryKitUI

/// Writes down what a widget reports, one line per call.
@MainActor
final class RecordedEvents: WidgetEventHandling {
  var lines: [String] = []

  func widget(_ widget: any WidgetController, didActivate action: ContentAction) {
    lines.append("activate \(action.url.absoluteString)")
  }
  func widget(_ widget: any WidgetController, didView product: Product) {
    lines.append("view \(product.id)")
  }
  func widget(_ widget: any WidgetController, didSelect product: Product) {
    lines.append("select \(product.id)")
  }
  func widget(_ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal) {
    lines.append("cart \(product.id) x\(quantity)")
  }
  func widget(_ widget: any WidgetController, record event: AnalyticsEvent) {
    lines.append("record \(event.name) \(event.properties.keys.sorted())")
  }
}
