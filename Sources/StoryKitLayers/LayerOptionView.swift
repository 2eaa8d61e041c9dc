import StoryKit
import StoryKitUI

/// One answer of a poll or a quiz: a rounded row with its title, a button until the user
/// chooses, then a result (a poll's bar and percentage, a quiz's right or wrong).
///
/// ```
/// ( Sunset orange        40% )   poll: the percentage's room is kept from the start
/// ( (A) Lisbon             ✓ )   quiz: a letter, and the mark's room
/// ```
///
/// The title is always aligned to the leading side, so it does not move when the result shows,
/// and its room is the same before and after, so its size does not change either. The card gives
/// every option of a card one size (``titleSize``), the smallest that any of them needs.
final class LayerOptionView: LayerAnswerView {
  /// What the row shows.
  enum Look: Hashable {
    /// Waiting for a choice.
    case open
    /// A poll's result: the share of the votes, and whether it is the user's vote.
    case result(fraction: Double, percent: Int, isChosen: Bool)
    /// A quiz's revealed answer: whether the user chose it and whether it is the right one.
    case answer(isChosen: Bool, isCorrect: Bool)
  }

  /// What kind of card the row is in: a poll keeps room for a percentage, a quiz for a letter
  /// before the title and a mark after it.
  enum Style: Hashable {
    case poll
    case quiz
  }

  var style = Style.poll {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  var title = "" {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  var look = Look.open {
    didSet { if look != oldValue { setNeedsDisplay() } }
  }
  /// The option's font at the card's size; the title may be drawn smaller (``titleSize``).
  var font = FontDescriptor(size: 16, weight: .medium) {
    didSet { if font != oldValue { setNeedsDisplay() } }
  }
  /// The size the title is drawn at, shared by the card's options; `nil` for ``font``'s size.
  var titleSize: Double? {
    didSet { if titleSize != oldValue { setNeedsDisplay() } }
  }
  var colors: LayerPalette?

  private let titleFitter = LayerTextFitter()
  private let percentFitter = LayerTextFitter()
  private let letterFitter = LayerTextFitter()

  /// A quiz answer's letter, by its position.
  var letter: String? { style == .quiz ? StoryLayerStrings.optionLetter(index) : nil }

  private var boldFont: FontDescriptor {
    var bold = font
    bold.weight = .bold
    return bold
  }

  /// Where the parts go, mirrored right to left: the letter's circle, the title's room, and the
  /// room for the percentage or the mark.
  var parts: (letter: Rect?, title: Rect, trailing: Rect) {
    let height = bounds.height
    let padding = height * 0.45
    var start = bounds.minX + padding
    var end = bounds.maxX - padding
    var letterRect: Rect?
    let trailing: Rect
    switch style {
    case .poll:
      let widest = textEngine.layout(
        StoryLayerStrings.percent(100, strings), style: TextStyle(font: boldFont), maxWidth: .infinity,
        maxLines: 1)
      let width = min(widest.size.width.rounded(.up), max(0, (end - start) / 2))
      trailing = Rect(x: end - width, y: bounds.minY, width: width, height: height)
      end = trailing.minX - padding * 0.5
    case .quiz:
      let side = height * 0.64
      let inset = (height - side) / 2
      if letter != nil {
        letterRect = Rect(x: bounds.minX + inset, y: bounds.minY + inset, width: side, height: side)
        start = bounds.minX + inset + side + height * 0.22
      }
      trailing = Rect(x: bounds.maxX - inset - side, y: bounds.minY + inset, width: side, height: side)
      end = trailing.minX - height * 0.15
    }
    let title = Rect(
      x: start, y: bounds.minY + height * 0.1, width: max(0, end - start), height: height * 0.8)
    return (letterRect.map(mirrored), mirrored(title), mirrored(trailing))
  }

  private func mirrored(_ rect: Rect) -> Rect {
    guard effectiveLayoutDirection == .rightToLeft else { return rect }
    return Rect(
      x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// The title's request at a size: one line, leading, in the title's room.
  private func titleRequest(size: Double, color: Color, minimumScale: Double) -> LayerTextRequest {
    LayerTextRequest(
      text: title,
      style: TextStyle(
        font: font.withSize(size), color: color, alignment: .leading, direction: effectiveLayoutDirection),
      size: parts.title.size, maxLines: 1, minimumScale: minimumScale)
  }

  /// The size the title needs to fit its room on one line: ``font``'s size or less, down to
  /// `minimumScale` of it; `nil` when there is no title or no room.
  func neededTitleSize(minimumScale: Double) -> Double? {
    let request = titleRequest(size: font.size, color: .black, minimumScale: minimumScale)
    return LayerTextFitter.fit(request, engine: textEngine)?.style.font.size
  }

  override func draw(in canvas: Canvas) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let palette = colors ?? LayerPalette(appearance)
    let parts = parts
    let radius = bounds.height / 2
    let shape = Path.roundedRect(bounds, cornerRadius: radius)
    let outline = Path.roundedRect(bounds.insetBy(dx: 1, dy: 1), cornerRadius: max(0, radius - 1))
    var titleColor = palette.text
    var letterColors = (circle: palette.card, letter: palette.text)
    switch look {
    case .open:
      canvas.fill(shape, with: .solid(palette.optionFill))
    case .result(let fraction, let percent, let isChosen):
      canvas.fill(shape, with: .solid(palette.optionFill))
      drawBar(fraction: fraction, isChosen: isChosen, palette: palette, clip: shape, in: canvas)
      if isChosen { canvas.stroke(outline, with: .solid(palette.accent), style: StrokeStyle(width: 2)) }
      drawPercent(percent, color: palette.text, in: parts.trailing, canvas)
    case .answer(let isChosen, let isCorrect):
      if isChosen {
        canvas.fill(shape, with: .solid(isCorrect ? palette.correct : palette.wrong))
        titleColor = .white
        letterColors = (Color.white.withAlpha(0.25), .white)
        let mark = parts.trailing.insetBy(dx: parts.trailing.width * 0.12, dy: parts.trailing.height * 0.12)
        (isCorrect ? LayerMark.check : .cross).draw(in: mark, color: .white, canvas: canvas)
      } else {
        canvas.fill(shape, with: .solid(palette.optionFill))
        if isCorrect {
          canvas.stroke(outline, with: .solid(palette.correct), style: StrokeStyle(width: 2))
          canvas.fill(.ellipse(in: parts.trailing), with: .solid(palette.correct))
          let mark = parts.trailing.insetBy(dx: parts.trailing.width * 0.2, dy: parts.trailing.height * 0.2)
          LayerMark.check.draw(in: mark, color: .white, canvas: canvas)
        } else {
          titleColor = palette.secondaryText
          letterColors.letter = palette.secondaryText
        }
      }
    }
    if let letterRect = parts.letter, let letter {
      canvas.fill(.ellipse(in: letterRect), with: .solid(letterColors.circle))
      drawLetter(letter, color: letterColors.letter, in: letterRect, canvas)
    }
    let request = titleRequest(size: titleSize ?? font.size, color: titleColor, minimumScale: 1)
    guard let layout = titleFitter.layout(request, engine: textEngine) else { return }
    let room = parts.title
    canvas.draw(layout, at: Point(x: room.minX, y: room.minY + (room.height - layout.size.height) / 2))
  }

  private func drawBar(fraction: Double, isChosen: Bool, palette: LayerPalette, clip: Path, in canvas: Canvas)
  {
    let width = bounds.width * min(max(fraction.isFinite ? fraction : 0, 0), 1)
    guard width > 0 else { return }
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    let bar = Rect(
      x: isRightToLeft ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width,
      height: bounds.height)
    canvas.save()
    canvas.clip(to: clip)
    let barColor = isChosen ? palette.accent.withAlpha(0.45) : palette.text.withAlpha(0.12)
    canvas.fill(.rect(bar), with: .solid(barColor))
    canvas.restore()
  }

  private func drawPercent(_ percent: Int, color: Color, in room: Rect, _ canvas: Canvas) {
    let request = LayerTextRequest(
      text: StoryLayerStrings.percent(percent, strings),
      style: TextStyle(
        font: boldFont, color: color, alignment: .trailing, direction: effectiveLayoutDirection),
      size: room.size, maxLines: 1, minimumScale: 0.8)
    guard let layout = percentFitter.layout(request, engine: textEngine) else { return }
    canvas.draw(layout, at: Point(x: room.minX, y: room.minY + (room.height - layout.size.height) / 2))
  }

  private func drawLetter(_ letter: String, color: Color, in circle: Rect, _ canvas: Canvas) {
    var letterFont = boldFont
    letterFont.size = circle.height * 0.55
    let request = LayerTextRequest(
      text: letter, style: TextStyle(font: letterFont, color: color, alignment: .center),
      size: circle.size, maxLines: 1, minimumScale: 0.6)
    guard let layout = letterFitter.layout(request, engine: textEngine) else { return }
    canvas.draw(layout, at: Point(x: circle.minX, y: circle.minY + (circle.height - layout.size.height) / 2))
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
          ? StoryLayerStrings.percent(percent, strings) + strings[.listSeparator] + strings[.layerYourVote]
          : StoryLayerStrings.percent(percent, strings)
      case .answer(_, let isCorrect):
        strings[isCorrect ? .layerCorrectAnswer : .layerWrongAnswer]
      }
    }
    set { super.accessibilityValue = newValue }
  }
}
