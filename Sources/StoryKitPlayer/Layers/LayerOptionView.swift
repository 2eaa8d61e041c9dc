import StoryKit
import StoryKitUI

/// One answer of a poll or a quiz: a rounded row with its title, a button until the user
/// chooses, then a result (a poll's bar and percentage, a quiz's right or wrong).
final class LayerOptionView: View {
  /// What the row shows.
  enum Look: Hashable {
    /// Waiting for a choice.
    case open
    /// A poll's result: the share of the votes, and whether it is the user's vote.
    case result(fraction: Double, percent: Int, isChosen: Bool)
    /// A quiz's revealed answer: whether the user chose it and whether it is the right one.
    case answer(isChosen: Bool, isCorrect: Bool)
  }

  var index = 0
  var title = "" {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  var look = Look.open {
    didSet { if look != oldValue { setNeedsDisplay() } }
  }
  var font = FontDescriptor(size: 16, weight: .medium) {
    didSet { if font != oldValue { setNeedsDisplay() } }
  }
  var colors: LayerPalette?
  var onTap: (@MainActor (Int) -> Void)?

  private let titleFitter = LayerTextFitter()
  private let markFitter = LayerTextFitter()

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] _ in
        guard let self else { return }
        self.onTap?(self.index)
      })
  }

  override func draw(in canvas: Canvas) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let palette = colors ?? LayerPalette(appearance)
    let radius = bounds.height / 2
    let shape = Path.roundedRect(bounds, cornerRadius: radius)
    var fill = palette.optionFill
    var textColor = palette.text
    var mark: (String, Color)?
    switch look {
    case .open:
      break
    case .result(let fraction, let percent, let isChosen):
      canvas.fill(shape, with: .solid(fill))
      let width = bounds.width * min(max(fraction.isFinite ? fraction : 0, 0), 1)
      if width > 0 {
        let isRightToLeft = effectiveLayoutDirection == .rightToLeft
        let bar = Rect(
          x: isRightToLeft ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width,
          height: bounds.height)
        canvas.save()
        canvas.clip(to: shape)
        let barColor = isChosen ? palette.accent.withAlpha(0.45) : palette.text.withAlpha(0.12)
        canvas.fill(.rect(bar), with: .solid(barColor))
        canvas.restore()
      }
      if isChosen {
        canvas.stroke(
          .roundedRect(bounds.insetBy(dx: 1, dy: 1), cornerRadius: radius - 1), with: .solid(palette.accent),
          style: StrokeStyle(width: 2))
      }
      mark = (StoryLayerStrings.percent(percent), palette.text)
      fill = .clear
    case .answer(let isChosen, let isCorrect):
      if isChosen {
        fill = isCorrect ? palette.correct : palette.wrong
        textColor = .white
        mark = (isCorrect ? "✓" : "✗", .white)
      } else if isCorrect {
        mark = ("✓", palette.correct)
      } else {
        textColor = palette.secondaryText
      }
    }
    if fill != .clear { canvas.fill(shape, with: .solid(fill)) }
    if case .answer(false, true) = look {
      canvas.stroke(
        .roundedRect(bounds.insetBy(dx: 1, dy: 1), cornerRadius: radius - 1), with: .solid(palette.correct),
        style: StrokeStyle(width: 2))
    }
    drawTexts(title: textColor, mark: mark, in: canvas)
  }

  private func drawTexts(title color: Color, mark: (String, Color)?, in canvas: Canvas) {
    let padding = bounds.height * 0.45
    let inner = bounds.insetBy(dx: padding, dy: bounds.height * 0.1)
    let direction = effectiveLayoutDirection
    var titleRoom = inner
    if let mark {
      var markFont = font
      markFont.weight = .bold
      let request = LayerTextRequest(
        text: mark.0,
        style: TextStyle(font: markFont, color: mark.1, alignment: .trailing, direction: direction),
        size: inner.size, maxLines: 1, minimumScale: 0.8)
      if let layout = markFitter.layout(request, engine: textEngine) {
        canvas.draw(layout, at: Point(x: inner.minX, y: inner.minY + (inner.height - layout.size.height) / 2))
        let used = layout.size.width + padding * 0.5
        titleRoom = Rect(
          x: direction == .rightToLeft ? inner.minX + used : inner.minX, y: inner.minY,
          width: max(0, inner.width - used), height: inner.height)
      }
    }
    let alignment: TextStyle.Alignment = look == .open ? .center : .leading
    let request = LayerTextRequest(
      text: title, style: TextStyle(font: font, color: color, alignment: alignment, direction: direction),
      size: titleRoom.size, maxLines: 1, minimumScale: 0.7)
    guard let layout = titleFitter.layout(request, engine: textEngine) else { return }
    canvas.draw(
      layout, at: Point(x: titleRoom.minX, y: titleRoom.minY + (titleRoom.height - layout.size.height) / 2))
  }

  override var isAccessibilityElement: Bool {
    get { super.isAccessibilityElement && !isCoveredByProductCard }
    set { super.isAccessibilityElement = newValue }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? title }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityTraits: AccessibilityTraits {
    get {
      switch look {
      case .result(_, _, true), .answer(true, _): [.button, .selected]
      default: .button
      }
    }
    set { super.accessibilityTraits = newValue }
  }

  override var accessibilityValue: String? {
    get {
      switch look {
      case .open: nil
      case .result(_, let percent, let isChosen):
        isChosen
          ? "\(StoryLayerStrings.percent(percent)), \(StoryLayerStrings.yourVote)"
          : StoryLayerStrings.percent(percent)
      case .answer(_, let isCorrect):
        isCorrect ? StoryLayerStrings.correctAnswer : StoryLayerStrings.wrongAnswer
      }
    }
    set { super.accessibilityValue = newValue }
  }
}
