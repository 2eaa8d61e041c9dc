import Foundation
import StoryKit
import StoryKitUI

/// One picture answer of an image quiz: the picture (from the `imageView` slot, loaded through
/// the environment's image pipeline at the tile's size), its caption on a dark strip at the
/// bottom, and once answered the same marks as a text quiz's answers.
///
/// ```
/// ┌────────────┐ ✓   a badge (ringed in white) at the top trailing corner once answered
/// │  picture   │     chosen: a green (right) or red (wrong) frame and badge
/// │▓▓ Lisbon ▓▓│     the right one, not chosen: a green frame and ✓; the others dimmed
/// └────────────┘     under a dark veil, their captions drawn over it at full contrast
/// ```
final class ImageQuizOptionView: LayerAnswerView {
  /// What the tile shows after the answer, as ``LayerOptionView/Look`` does for text answers.
  enum Look: Hashable {
    case open
    case answer(isChosen: Bool, isCorrect: Bool)
  }

  /// How many options the quiz has, for "Option 2 of 3".
  var count = 1
  var label: String? {
    didSet { if label != oldValue { overlay.setNeedsDisplay() } }
  }
  var look = Look.open {
    didSet { if look != oldValue { overlay.setNeedsDisplay() } }
  }
  var font = FontDescriptor(size: 14, weight: .semibold) {
    didSet { if font != oldValue { overlay.setNeedsDisplay() } }
  }
  var colors: LayerPalette?

  /// The picture, made by the view factory so an app's image view renders it.
  private(set) lazy var imageView: ImageView = makePart(ImageViewSlot.self)
  private let overlay = ImageQuizOptionOverlay()

  override func setUpLayout() {
    super.setUpLayout()
    imageView.contentMode = .aspectFill
    imageView.isUserInteractionEnabled = false
    overlay.owner = self
    overlay.isUserInteractionEnabled = false
    addSubview(imageView)
    addSubview(overlay)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) * 0.08
    imageView.frame = bounds
    imageView.cornerRadius = radius
    overlay.frame = bounds
    overlay.setNeedsDisplay()
  }

  override var accessibilityLabel: String? {
    get {
      super.accessibilityLabel ?? label
        ?? strings.format(.layerImageQuizOption, strings.number(index + 1), strings.number(count))
    }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityTraits: AccessibilityTraits {
    get {
      look == .answer(isChosen: true, isCorrect: true) || look == .answer(isChosen: true, isCorrect: false)
        ? [.button, .selected] : .button
    }
    set { super.accessibilityTraits = newValue }
  }

  override var accessibilityValue: String? {
    get {
      guard case .answer(_, let isCorrect) = look else { return nil }
      return strings[isCorrect ? .layerCorrectAnswer : .layerWrongAnswer]
    }
    set { super.accessibilityValue = newValue }
  }
}

/// Draws an image quiz tile's caption, frame, badge and dimming over its picture.
private final class ImageQuizOptionOverlay: View {
  weak var owner: ImageQuizOptionView?

  override func draw(in canvas: Canvas) {
    guard let owner, bounds.width > 0, bounds.height > 0 else { return }
    let palette = owner.colors ?? LayerPalette(appearance)
    let radius = min(bounds.width, bounds.height) * 0.08
    let shape = Path.roundedRect(bounds, cornerRadius: radius)
    let answer: (isChosen: Bool, isCorrect: Bool)?
    if case .answer(let isChosen, let isCorrect) = owner.look {
      answer = (isChosen, isCorrect)
    } else {
      answer = nil
    }
    let isDimmed = answer.map { !$0.isChosen && !$0.isCorrect } ?? false
    // A dark veil, never a light one: the picture stays legible, only quieter, and the caption
    // drawn over it keeps its contrast.
    if isDimmed { canvas.fill(shape, with: .solid(palette.dimmedPicture)) }
    if let label = owner.label { drawCaption(label, font: owner.font, clippedTo: shape, in: canvas) }
    guard let answer, !isDimmed else { return }
    let isCorrect = answer.isCorrect
    let color = isCorrect ? palette.correct : palette.wrong
    let width = max(2, min(bounds.width, bounds.height) * 0.035)
    canvas.stroke(
      .roundedRect(
        bounds.insetBy(dx: width / 2, dy: width / 2), cornerRadius: max(0, radius - width / 2)),
      with: .solid(color), style: StrokeStyle(width: width))
    let side = min(bounds.width, bounds.height) * 0.24
    let inset = width + side * 0.2
    let x = effectiveLayoutDirection == .rightToLeft ? bounds.minX + inset : bounds.maxX - inset - side
    let badge = Rect(x: x, y: bounds.minY + inset, width: side, height: side)
    // A white ring around the badge, so it reads on a picture of its own colour.
    let ring = max(1.5, side * 0.09)
    canvas.fill(.ellipse(in: badge.insetBy(dx: -ring, dy: -ring)), with: .solid(.white))
    canvas.fill(.ellipse(in: badge), with: .solid(color))
    let mark = badge.insetBy(dx: side * 0.2, dy: side * 0.2)
    (isCorrect ? LayerMark.check : .cross).draw(in: mark, color: .white, canvas: canvas)
  }

  /// The caption: white on a black strip at 55 %, which keeps white text at 4.7:1 or more over
  /// any picture (over a white one the strip is #737373).
  private func drawCaption(_ label: String, font: FontDescriptor, clippedTo shape: Path, in canvas: Canvas) {
    let style = TextStyle(font: font, color: .white, alignment: .center, direction: effectiveLayoutDirection)
    let layout = textEngine.layout(label, style: style, maxWidth: max(1, bounds.width - 12), maxLines: 1)
    let height = layout.size.height + 10
    canvas.save()
    canvas.clip(to: shape)
    canvas.fill(
      .rect(Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)),
      with: .solid(Color.black.withAlpha(0.55)))
    canvas.restore()
    canvas.draw(layout, at: Point(x: bounds.minX + 6, y: bounds.maxY - height + 5))
  }
}
