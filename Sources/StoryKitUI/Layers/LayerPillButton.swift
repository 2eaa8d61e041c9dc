import StoryKit

/// A capsule with a one-line title inside a layer or the product card ("Remind me", "Add to
/// cart"): taps call ``onTap`` while ``isAvailable`` says so.
final class LayerPillButton: View {
  var title = "" {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  var font = FontDescriptor(size: 17, weight: .semibold) {
    didSet { if font != oldValue { setNeedsDisplay() } }
  }
  var fill = Color.black {
    didSet { if fill != oldValue { setNeedsDisplay() } }
  }
  var textColor = Color.white {
    didSet { if textColor != oldValue { setNeedsDisplay() } }
  }
  /// Whether the button shows and takes taps now (a countdown's button goes when it ends).
  var isAvailable: @MainActor () -> Bool = { true }
  var onTap: (@MainActor () -> Void)?

  private let fitter = LayerTextFitter()

  required init(frame: Rect) {
    super.init(frame: frame)
    accessibilityTraits = .button
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] _ in
        guard let self, self.isAvailable() else { return }
        self.onTap?()
      })
  }

  override func draw(in canvas: Canvas) {
    guard isAvailable(), bounds.width > 0, bounds.height > 0 else { return }
    canvas.fill(.roundedRect(bounds, cornerRadius: bounds.height / 2), with: .solid(fill))
    let inset = bounds.insetBy(dx: min(bounds.height * 0.6, bounds.width / 4), dy: bounds.height * 0.12)
    let request = LayerTextRequest(
      text: title, style: TextStyle(font: font, color: textColor, alignment: .center), size: inset.size,
      maxLines: 1, minimumScale: 0.6)
    guard let layout = fitter.layout(request, engine: textEngine) else { return }
    canvas.draw(layout, at: Point(x: inset.minX, y: inset.minY + (inset.height - layout.size.height) / 2))
  }

  override func hitTest(_ point: Point) -> View? {
    isAvailable() ? super.hitTest(point) : nil
  }

  override var isAccessibilityElement: Bool {
    get { isAvailable() }
    set { super.isAccessibilityElement = newValue }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? title }
    set { super.accessibilityLabel = newValue }
  }
}
