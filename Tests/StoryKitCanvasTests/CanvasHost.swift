import Foundation
import StoryKit
import StoryKitCairo
import StoryKitLayers
import StoryKitUI

@testable import StoryKitCanvas

/// What a widget told its host, in order.
@MainActor
final class RecordingEvents: WidgetEventHandling {
  enum Event: Equatable {
    case action(ContentAction)
    case viewed(Product)
    case selected(Product)
    case addedToCart(Product, quantity: Int, price: Decimal)
    case recorded(AnalyticsEventName, JSONObject)
  }

  private(set) var events: [Event] = []

  func widget(_ widget: any WidgetController, didActivate action: ContentAction) {
    events.append(.action(action))
  }
  func widget(_ widget: any WidgetController, didView product: Product) { events.append(.viewed(product)) }
  func widget(_ widget: any WidgetController, didSelect product: Product) {
    events.append(.selected(product))
  }
  func widget(_ widget: any WidgetController, didAddToCart product: Product, quantity: Int, price: Decimal) {
    events.append(.addedToCart(product, quantity: quantity, price: price))
  }
  func widget(_ widget: any WidgetController, record event: AnalyticsEvent) {
    events.append(.recorded(event.name, event.properties))
  }
}

/// A canvas widget in a root of `size`, as a placement host holds it: a manual clock, Pango text,
/// the example pictures, and taps through a ``PointerDispatcher``.
@MainActor
final class CanvasHost {
  let root: View
  let widget: CanvasWidget
  let events = RecordingEvents()
  let clock = ManualClock(start: 100)
  lazy var dispatcher = PointerDispatcher(root: root)
  private var time = 0.0

  init(
    _ content: PlacementWidgetContent = CanvasFixtures.content, size: Size = Size(width: 420, height: 525),
    styling: CanvasStyling? = nil, store: any StoryInteractionStore = InMemoryStoryInteractionStore(),
    loader: (any ImageLoading)? = CanvasFixtures.images
  ) {
    root = View(frame: Rect(origin: .zero, size: size))
    root.textEngine = PangoTextEngine.shared
    root.clock = clock
    root.imageLoader = loader
    widget = CanvasWidget(styling: styling)
    widget.events = events
    widget.now = { CanvasFixtures.now }
    canvas.currentDate = { CanvasFixtures.now }
    canvas.locale = Locale(identifier: "en_US")
    canvas.interactionStore = store
    canvas.userID = "u1"
    widget.show(content)
    root.addSubview(widget.view)
    widget.view.frame = root.bounds
    root.prepareIfNeeded()
    root.layoutIfNeeded()
  }

  var canvas: CanvasView { widget.canvasView }
  var layers: StoryLayersView { canvas.layersView }

  /// Taps at a point of the root.
  func tap(_ point: Point) {
    root.layoutIfNeeded()
    dispatcher.dispatch(PointerEvent(.down, at: point, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: time + 0.05))
    time += 1
  }

  /// Taps the centre of a view, wherever it is on screen.
  func tap(_ view: View?) {
    guard let view else { return }
    root.layoutIfNeeded()
    tap(view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil))
  }

  /// The view drawing the layer with `id`.
  func view<T: View>(_ id: String, as type: T.Type = View.self) -> T? {
    layers.layerView(id: id) as? T
  }

  /// The spoken descriptions of the tree's accessibility elements, in reading order.
  func spoken() -> [String] {
    root.layoutIfNeeded()
    return root.accessibilityElements().map(\.spokenDescription)
  }
}
