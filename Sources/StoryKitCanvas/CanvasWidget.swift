import Foundation
import StoryKit
import StoryKitLayers
import StoryKitUI

/// The canvas as a placement widget: a ``CanvasView`` of the feed's `canvas`, reporting what
/// users do to the placement host.
///
/// Register it once, at launch, for placements to render canvas variants:
///
/// ```swift
/// CanvasWidget.register()                              // WidgetRegistry.shared
/// var styling = CanvasStyling()
/// styling.cornerRadius = 16
/// let registration = CanvasWidget.register(styling: styling)   // app styling for every canvas
/// registration.unregister()
/// ```
///
/// | layer interaction | ``WidgetEventHandling`` call |
/// | --- | --- |
/// | a button or swipe-up layer | `widget(_:didActivate:)` with its action |
/// | a product tag (the product card opens) | `widget(_:didSelect:)` |
/// | "Add to cart" on the product card | `widget(_:didAddToCart:quantity:price:)`, price = unit price × quantity |
/// | a poll vote | `widget(_:record:)` with `pollAnswered`: `layerID`, `option` |
/// | a quiz answer | `widget(_:record:)` with `quizAnswered`: `layerID`, `option`, `correct` (and `kind`: `image` for an image quiz) |
/// | a rating | `widget(_:record:)` with `ratingAnswered`: `layerID`, `value` (0…1) |
/// | an emoji reaction | `widget(_:record:)` with `reacted`: `layerID`, `emoji` |
/// | "Remind me" on a countdown | `widget(_:record:)` with `reminderRequested`: `layerID`, `endDate` |
/// | a promo code | `widget(_:record:)` with `promoCodeCopied`: `layerID`, `code` |
/// | "Reminder set" on a countdown (cancels it) | `widget(_:record:)` with `reminderCancelled`: `layerID`, `endDate` |
///
/// The host stamps each analytics event with the placement token, the variant and the bucket.
@MainActor
public final class CanvasWidget: PlacementWidget {
  /// The canvas.
  public let canvasView: CanvasView

  /// Where actions, commerce events and analytics go; held weakly.
  public weak var events: (any WidgetEventHandling)?

  /// The kind: ``WidgetKind/canvas``.
  public var kind: WidgetKind { .canvas }

  /// The view the host adds.
  public var view: View { canvasView }

  /// Arrows move the focus over the interactive layers, Return and Space activate, Escape
  /// closes the product card.
  public let keyCommands: KeyCommandRouter? = KeyCommandRouter()

  /// Whether ``pause()`` holds the canvas's countdowns and emoji pops.
  public var isPaused: Bool { canvasView.isPaused }

  /// Whether the feed last shown has a canvas with layers or a background colour.
  public var hasContent: Bool { canvasView.hasContent }

  /// Stamps the analytics events; tests pass a fixed date.
  public var now: @MainActor () -> Date = { Date() }

  /// Creates a widget with a new ``CanvasView`` and the app's styling, if any.
  public init(styling: CanvasStyling? = nil) {
    canvasView = CanvasView()
    if let styling { canvasView.styling = styling }
    canvasView.onInteraction = { [weak self] interaction in self?.handle(interaction) }
    if let keyCommands { _ = canvasView.registerKeyCommands(in: keyCommands) }
  }

  /// Registers the canvas for ``WidgetKind/canvas`` in `registry`; each widget made gets
  /// `styling` as its app styling (over the feed's `styling.canvas`).
  /// - Returns: The token that unregisters it.
  @discardableResult
  public static func register(
    in registry: WidgetRegistry = .shared, styling: CanvasStyling? = nil
  ) -> WidgetRegistration {
    registry.register(.canvas) { CanvasWidget(styling: styling) }
  }

  /// Shows the feed's canvas with the variant's server styling; votes are scoped by the
  /// placement token.
  public func show(_ content: PlacementWidgetContent) {
    canvasView.placementToken = content.placementToken
    canvasView.serverStyling = content.variant.styling.canvas
    canvasView.content = content.feed.canvas
  }

  /// Holds the countdowns and emoji pops still.
  public func pause() { canvasView.isPaused = true }

  /// Lets them move again.
  public func resume() { canvasView.isPaused = false }

  // MARK: - Events

  func handle(_ interaction: StoryLayerInteraction) {
    let layer: JSONValue = interaction.layerID.map(JSONValue.string) ?? .null
    switch interaction {
    case .action(let action, _):
      events?.widget(self, didActivate: action)
    case .productSelected(let product, _):
      events?.widget(self, didSelect: product)
    case .addToCart(let product, let quantity):
      events?.widget(
        self, didAddToCart: product, quantity: quantity, price: product.price * Decimal(quantity))
    case .pollVote(_, let option):
      record(.pollAnswered, ["layerID": layer, "option": .number(Double(option))])
    case .quizAnswer(let layerID, let option, let isCorrect):
      var properties: JSONObject = [
        "layerID": layer, "option": .number(Double(option)), "correct": .bool(isCorrect),
      ]
      let isImageQuiz = canvasView.content?.layers.contains { layer in
        guard layer.id == layerID, case .imageQuiz = layer.kind else { return false }
        return true
      }
      if isImageQuiz == true { properties["kind"] = .string("image") }
      record(.quizAnswered, properties)
    case .rating(_, let value):
      record(.ratingAnswered, ["layerID": layer, "value": .number(value)])
    case .reaction(_, let emoji):
      record(.reacted, ["layerID": layer, "emoji": .string(emoji)])
    case .remindMe(_, let endDate):
      record(
        .reminderRequested,
        ["layerID": layer, "endDate": .string(ISO8601DateFormatter().string(from: endDate))])
    case .promoCodeCopied(_, let code):
      record(.promoCodeCopied, ["layerID": layer, "code": .string(code)])
    case .cancelReminder(_, let endDate):
      record(
        .reminderCancelled,
        ["layerID": layer, "endDate": .string(ISO8601DateFormatter().string(from: endDate))])
    }
  }

  private func record(_ name: AnalyticsEventName, _ properties: JSONObject) {
    events?.widget(self, record: AnalyticsEvent(name, time: now(), properties: properties))
  }
}
