import StoryKit
import StoryKitUI

/// One emoji of a reaction layer: a button, with a soft circle behind it once chosen.
final class EmojiButtonView: View {
  var emoji = ""
  var emojiSize = 24.0 {
    didSet { if emojiSize != oldValue { setNeedsDisplay() } }
  }
  var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }
  var onTap: (@MainActor () -> Void)?

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onTap?() })
  }

  /// The emoji laid out at a size.
  func layout(size: Double) -> TextLayout {
    textEngine.layout(
      emoji, style: TextStyle(font: FontDescriptor(size: size), alignment: .center), maxWidth: .infinity,
      maxLines: 1)
  }

  override func draw(in canvas: Canvas) {
    guard emojiSize > 0 else { return }
    if isHighlighted {
      let side = min(bounds.width, bounds.height) * 0.86
      let circle = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
      canvas.fill(.ellipse(in: circle), with: .solid(LayerPalette(appearance).accent.withAlpha(0.3)))
    }
    let text = layout(size: emojiSize)
    canvas.draw(text, at: Point(x: bounds.midX - text.size.width / 2, y: bounds.midY - text.size.height / 2))
  }

  override var accessibilityHint: String? {
    get { super.accessibilityHint ?? strings[.layerReactHint] }
    set { super.accessibilityHint = newValue }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? emoji }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityTraits: AccessibilityTraits {
    get { isHighlighted ? [.button, .selected] : .button }
    set { super.accessibilityTraits = newValue }
  }
}
