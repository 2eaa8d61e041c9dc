import Foundation
import StoryKit
import StoryKitCairo
import StoryKitLayers
import StoryKitUI

@testable import StoryKitPlayer

/// Stories with layers for the layer tests, and a host that taps through the pointer dispatcher.
enum LayerFixtures {
  static let action = ContentAction(
    url: URL(fileURLWithPath: "/shop/sale"), payload: ["campaign": .string("summer")])
  static let sneakers = Product(
    id: "p1", title: "Trail sneakers", price: Decimal(string: "89.00") ?? 89, currency: "USD",
    imageURL: URL(string: "https://cdn.example.com/sneakers.jpg"))
  /// 2026-06-01 12:00:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_780_315_200)

  static func layer(
    _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ kind: ContentLayer.Kind,
    rotation: Double = 0
  ) -> ContentLayer {
    ContentLayer(
      id: id, frame: UnitRect(x: x, y: y, width: width, height: height), rotation: rotation, kind: kind)
  }

  static func story(_ layers: [ContentLayer], id: String = "s1", products: [Product] = [sneakers]) -> Story {
    Story(
      id: id, media: .image(url: URL(fileURLWithPath: "/cdn/\(id).jpg")), layers: layers, products: products)
  }

  static let caption = layer(
    "caption", 0.08, 0.1, 0.84, 0.1,
    .text(TextLayer(text: "Summer drop is here", color: .white, fontSize: 30, alignment: .leading)))
  static let button = layer(
    "button", 0.2, 0.82, 0.6, 0.06, .button(ButtonLayer(title: "Shop now", action: action)))
  static let swipeUp = layer("swipe", 0.25, 0.88, 0.5, 0.1, .swipeUp(title: "See more", action: action))
  static let poll = layer(
    "poll", 0.12, 0.3, 0.76, 0.26, .poll(question: "Which colour?", options: ["Sunset orange", "Ocean blue"]))
  static let quiz = layer(
    "quiz", 0.1, 0.3, 0.8, 0.3,
    .quiz(QuizLayer(question: "Where was this shot?", options: ["Lisbon", "Porto", "Faro"], correctIndex: 1)))
  static let reaction = layer(
    "reaction", 0.15, 0.62, 0.7, 0.08, .emojiReaction(emojis: ["😍", "🔥", "😂", "👏"]))
  static let countdown = layer(
    "countdown", 0.1, 0.3, 0.8, 0.28,
    .countdown(
      title: "Summer sale ends", endDate: now.addingTimeInterval(2 * 86_400 + 13 * 3_600 + 45 * 60 + 9)))
  static let tag = layer("tag", 0.3, 0.5, 0.55, 0.05, .productTag(productID: "p1"))
  static let sticker = layer(
    "sticker", 0.6, 0.62, 0.3, 0.14, .image(url: URL(fileURLWithPath: "/cdn/sticker.png")),
    rotation: 12)
}

/// A 390 × 844 story with a tap-to-advance recognizer on its root, as the player has, and the
/// layers over it; taps go through a ``PointerDispatcher``.
@MainActor
final class LayerHost {
  let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let layers = StoryLayersView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let clock = ManualClock(start: 100)
  lazy var dispatcher = PointerDispatcher(root: root)
  private(set) var advances = 0
  private(set) var interactions: [StoryLayerInteraction] = []
  private(set) var sheetChanges: [Bool] = []
  var date = LayerFixtures.now
  private var time = 0.0

  init(
    _ story: Story?, store: any StoryInteractionStore = InMemoryStoryInteractionStore(),
    userID: String? = "u1"
  ) {
    root.textEngine = PangoTextEngine.shared
    root.clock = clock
    root.imageLoader = SyntheticPictures()
    root.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.advances += 1 })
    root.addSubview(layers)
    layers.currentDate = { [weak self] in self?.date ?? LayerFixtures.now }
    layers.locale = Locale(identifier: "en_US")
    layers.onInteraction = { [weak self] in self?.interactions.append($0) }
    layers.onSheetChange = { [weak self] in self?.sheetChanges.append($0) }
    layers.interactionStore = store
    layers.userID = userID
    layers.story = story
    root.prepareIfNeeded()
    root.layoutIfNeeded()
  }

  /// Taps at a point of the story.
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

  /// The centre of a layer's unit frame, in the story.
  func centre(of layer: ContentLayer) -> Point {
    Point(x: (layer.frame.x + layer.frame.width / 2) * 390, y: (layer.frame.y + layer.frame.height / 2) * 844)
  }

  func view<T: View>(_ id: String, as type: T.Type) -> T? {
    layers.layerView(id: id) as? T
  }

  /// Draws the tree once, as a host would.
  func render() {
    root.render(in: RecordingCanvas())
  }
}
