import StoryKit
import StoryKitUI

/// A swipe-up prompt: an upward chevron over a capsule with the title, at the bottom of its
/// frame. A tap sends ``StoryLayerInteraction/action(_:layerID:)``, as the swipe-up gesture does
/// (``StoryLayersView/performSwipeUp()``).
///
/// ```
///        ︿
///  ( See more )
/// ```
final class SwipeUpLayerView: StoryLayerView {
  private let fitter = LayerTextFitter()

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.activate() })
  }

  var title: String {
    if case .swipeUp(let title, _) = layer.kind { return title }
    return ""
  }

  func activate() {
    guard case .swipeUp(_, let action) = layer.kind else { return }
    send(.action(action, layerID: layer.id))
  }

  /// The chevron and the capsule, bottom-aligned and centred in the frame.
  var parts: (chevron: Rect, capsule: Rect) {
    let scale = storyScale
    let capsuleHeight = min(bounds.height * 0.6, 36 * scale * max(1, textScale))
    let chevronSide = min(22 * scale, max(0, bounds.height - capsuleHeight - 4 * scale))
    let font = layerFont(15, weight: .semibold)
    let measured = textEngine.layout(title, style: TextStyle(font: font), maxWidth: .infinity, maxLines: 1)
    let capsuleWidth = min(bounds.width, measured.size.width + capsuleHeight * 1.2)
    let capsule = Rect(
      x: bounds.midX - capsuleWidth / 2, y: bounds.maxY - capsuleHeight, width: capsuleWidth,
      height: capsuleHeight)
    let chevron = Rect(
      x: bounds.midX - chevronSide / 2, y: capsule.minY - 4 * scale - chevronSide, width: chevronSide,
      height: chevronSide)
    return (chevron, capsule)
  }

  override func draw(in canvas: Canvas) {
    let (chevron, capsule) = parts
    let palette = palette
    if chevron.width > 0 {
      let shadow = Rect(x: chevron.minX, y: chevron.minY + 1, width: chevron.width, height: chevron.height)
      appearance.icons.draw(.chevronUp, in: shadow, color: Color.black.withAlpha(0.35), canvas: canvas)
      appearance.icons.draw(.chevronUp, in: chevron, color: .white, canvas: canvas)
    }
    palette.drawCard(capsule, radius: capsule.height / 2, scale: storyScale, in: canvas)
    let inner = capsule.insetBy(dx: capsule.height * 0.5, dy: capsule.height * 0.1)
    let request = LayerTextRequest(
      text: title,
      style: TextStyle(font: layerFont(15, weight: .semibold), color: palette.text, alignment: .center),
      size: inner.size, maxLines: 1, minimumScale: 0.6)
    guard let layout = fitter.layout(request, engine: textEngine) else { return }
    canvas.draw(layout, at: Point(x: inner.minX, y: inner.minY + (inner.height - layout.size.height) / 2))
  }

  override var accessibilityHint: String? {
    get { super.accessibilityHint ?? strings[.layerSwipeUpHint] }
    set { super.accessibilityHint = newValue }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? title }
    set { super.accessibilityLabel = newValue }
  }
}
