import StoryKit
import StoryKitUI

/// A rating's track: a rounded bar filled from the leading end up to the value, the emoji on it
/// at the value, and the average's mark once known. It is the rating's accessibility element
/// (adjustable) and takes the drag and taps; the ``RatingLayerView`` around it keeps the state.
///
/// ```
///  ▓▓▓▓▓▓▓▓😍───────┃────   fill to the value, the emoji at it, ┃ the average's notch
/// ```
///
/// In right-to-left text the track fills from the right.
final class RatingTrackView: View {
  /// The value shown, 0…1.
  var value = 0.0 {
    didSet { if value != oldValue { setNeedsDisplay() } }
  }
  /// The average to mark, 0…1, or `nil`.
  var average: Double? {
    didSet { if average != oldValue { setNeedsDisplay() } }
  }
  /// Whether the fill shows (once the user has touched or rated).
  var showsFill = false {
    didSet { if showsFill != oldValue { setNeedsDisplay() } }
  }
  var emoji = RatingLayer.defaultEmoji {
    didSet { if emoji != oldValue { setNeedsDisplay() } }
  }
  var emojiSize = 32.0 {
    didSet { if emojiSize != oldValue { setNeedsDisplay() } }
  }
  var fillColor = Color.black
  var trackColor = Color.white
  /// The average's notch: a colour that reads on the fill, the empty track and the card.
  var markColor = Color.black
  /// The notch's outline, the card's colour, which parts it from the fill and the track.
  var markOutlineColor = Color.white
  /// The spoken name ("Rating: How hot is it?").
  var label: String?
  /// Called with each value while the user drags.
  var onDrag: (@MainActor (Double) -> Void)?
  /// Called with the value the user let go at (or tapped), and on a cancelled drag with `nil`.
  var onRelease: (@MainActor (Double?) -> Void)?
  /// Called by increment (`+1`) and decrement (`-1`).
  var onStep: (@MainActor (Int) -> Void)?

  /// The drag; it begins after a point's movement, before the player's own pans, so dragging the
  /// emoji never turns the story.
  private(set) lazy var pan = PanGestureRecognizer { [weak self] recognizer in
    self?.panned(recognizer)
  }

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    pan.minimumDistance = 1
    addGestureRecognizer(pan)
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        guard let self else { return }
        self.onRelease?(self.value(at: recognizer.location(in: self)))
      })
  }

  /// The span the emoji's centre moves along, left to right in the view.
  var span: (start: Double, end: Double) {
    let inset = max(emojiSize / 2, bounds.height / 2)
    return (bounds.minX + inset, max(bounds.minX + inset, bounds.maxX - inset))
  }

  /// The x of `value` on the track, from the leading end.
  func x(for value: Double) -> Double {
    let span = span
    let fraction = effectiveLayoutDirection == .rightToLeft ? 1 - value : value
    return span.start + fraction * (span.end - span.start)
  }

  /// The value under `point`, clamped to 0…1.
  func value(at point: Point) -> Double {
    let span = span
    guard span.end > span.start else { return 0 }
    let fraction = min(1, max(0, (point.x - span.start) / (span.end - span.start)))
    return effectiveLayoutDirection == .rightToLeft ? 1 - fraction : fraction
  }

  private func panned(_ recognizer: GestureRecognizer) {
    let location = recognizer.location(in: self)
    switch recognizer.state {
    case .began, .changed: onDrag?(value(at: location))
    case .ended: onRelease?(value(at: location))
    case .cancelled: onRelease?(nil)
    default: break
    }
  }

  override func draw(in canvas: Canvas) {
    let span = span
    let thickness = max(2, bounds.height * 0.2)
    let bar = Rect(
      x: span.start - thickness / 2, y: bounds.midY - thickness / 2, width: span.end - span.start + thickness,
      height: thickness)
    canvas.fill(.roundedRect(bar, cornerRadius: thickness / 2), with: .solid(trackColor))
    let position = x(for: value)
    if showsFill {
      let leading = effectiveLayoutDirection == .rightToLeft ? bar.maxX : bar.minX
      let fill = Rect(
        x: min(leading, position), y: bar.minY, width: abs(position - leading), height: thickness)
      canvas.fill(.roundedRect(fill, cornerRadius: thickness / 2), with: .solid(fillColor))
    }
    if let average {
      // A notch across the track, taller than it, so it shows on the fill, on the empty track
      // and on the card above and below them.
      let width = max(3, thickness * 0.5)
      let height = thickness * 2.4
      let notch = Rect(
        x: x(for: average) - width / 2, y: bounds.midY - height / 2, width: width, height: height)
      let outline = max(1.5, thickness * 0.2)
      canvas.fill(
        .roundedRect(notch.insetBy(dx: -outline, dy: -outline), cornerRadius: width / 2 + outline),
        with: .solid(markOutlineColor))
      canvas.fill(.roundedRect(notch, cornerRadius: width / 2), with: .solid(markColor))
    }
    let text = textEngine.layout(
      emoji, style: TextStyle(font: FontDescriptor(size: emojiSize), alignment: .center), maxWidth: .infinity,
      maxLines: 1)
    canvas.draw(
      text, at: Point(x: position - text.size.width / 2, y: bounds.midY - text.size.height / 2))
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? label }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityValue: String? {
    get {
      let own = strings.percent(value)
      guard let average else { return own }
      return own + strings[.listSeparator] + strings.format(.layerRatingAverage, strings.percent(average))
    }
    set { super.accessibilityValue = newValue }
  }

  override var accessibilityTraits: AccessibilityTraits {
    get { .adjustable }
    set { super.accessibilityTraits = newValue }
  }

  override func accessibilityIncrement() { onStep?(1) }

  override func accessibilityDecrement() { onStep?(-1) }
}
