import StoryKit
import StoryKitUI

/// Text inside a layer: fitted to its bounds, centred vertically, never taking taps (a tap on it
/// belongs to the layer around it).
final class LayerTextView: View {
  var text = "" {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }
  var font = FontDescriptor(size: 17) {
    didSet { if font != oldValue { setNeedsDisplay() } }
  }
  var textColor = Color.black {
    didSet { if textColor != oldValue { setNeedsDisplay() } }
  }
  var alignment = TextStyle.Alignment.center {
    didSet { if alignment != oldValue { setNeedsDisplay() } }
  }
  var maxLines = 0
  var minimumScale = 0.6
  /// Whether the text is drawn. `false` keeps the element for a screen reader without drawing it
  /// (a countdown's heading, in a card too short for it).
  var drawsText = true {
    didSet { if drawsText != oldValue { setNeedsDisplay() } }
  }
  /// Read by screen readers as the element's value (a countdown's remaining time).
  var valueProvider: (@MainActor () -> String?)?

  private let fitter = LayerTextFitter()

  required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// The layout drawn in the current bounds.
  var fittedLayout: TextLayout? {
    let style = TextStyle(
      font: font, color: textColor, alignment: alignment, direction: effectiveLayoutDirection)
    return fitter.layout(
      LayerTextRequest(
        text: text, style: style, size: bounds.size, maxLines: maxLines, minimumScale: minimumScale),
      engine: textEngine)
  }

  override func draw(in canvas: Canvas) {
    guard drawsText, let layout = fittedLayout else { return }
    let y = bounds.minY + (bounds.height - layout.size.height) / 2
    canvas.draw(layout, at: Point(x: bounds.minX, y: y))
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (text.isEmpty ? nil : text) }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityValue: String? {
    get { valueProvider?() ?? super.accessibilityValue }
    set { super.accessibilityValue = newValue }
  }
}
