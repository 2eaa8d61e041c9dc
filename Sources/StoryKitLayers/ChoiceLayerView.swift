import StoryKit
import StoryKitUI

/// What a poll and a quiz share: a card with the question over a column of options, fitted to
/// the layer's frame.
///
/// ```
/// ┌──────────────────────┐
/// │   Which one wins?    │  question: up to 3 lines
/// │ ( Cats             ) │  options: one line each, at one size
/// │ ( Dogs             ) │
/// └──────────────────────┘
/// ```
///
/// The card fills the frame's width and is as tall as its content, centred in the frame; when the
/// content is taller than the frame, every size shrinks together, down to
/// ``minimumTextScale``. Below that the question keeps the lines that fit and ends with an
/// ellipsis. The options share one size, the smallest that any of them needs to fit on its line
/// (never below ``minimumTextScale``); an option still too long is cut with an ellipsis.
class ChoiceLayerView: QuestionCardLayerView {
  /// At most this many options are shown; the model expects two to four.
  static let maximumOptions = 8

  private(set) var optionViews: [LayerOptionView] = []

  /// The question (overridden by the poll and the quiz).
  var question: String { "" }
  /// The options (overridden by the poll and the quiz).
  var options: [String] { [] }
  /// The word a screen reader says before the question ("Poll"), in the layer's language.
  var kindName: String { "" }
  /// How the options look: a poll's keep room for a percentage, a quiz's have letters.
  var optionStyle: LayerOptionView.Style { .poll }

  override func updateContent() {
    super.updateContent()
    let shown = Array(options.prefix(Self.maximumOptions))
    if optionViews.count != shown.count {
      for view in optionViews { view.removeFromSuperview() }
      optionViews = shown.indices.map { index in
        let view = LayerOptionView()
        view.index = index
        view.onTap = { [weak self] index in self?.optionTapped(index) }
        return view
      }
      for view in optionViews { addSubview(view) }
    }
    for (view, title) in zip(optionViews, shown) { view.title = title }
    showQuestion(question, kind: kindName)
    restoreState()
    refreshLooks()
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    applyColors()
  }

  /// Called with the index of a tapped option.
  func optionTapped(_ index: Int) {}

  /// Reads the stored answer, when the content changes.
  func restoreState() {}

  /// Sets each option's look from the state.
  func refreshLooks() {}

  private func applyColors() {
    let palette = palette
    questionView.textColor = palette.text
    for view in optionViews { view.colors = palette }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    applyColors()
    let metrics = fittedMetrics()
    let scale = storyScale
    cardRect = Rect(
      x: 0, y: LayerPalette.cardTop(height: metrics.height, in: bounds, scale: scale), width: bounds.width,
      height: metrics.height)
    let padding = 14 * scale
    let width = max(0, bounds.width - 2 * padding)
    questionView.font = layerFont(18, weight: .semibold, fit: metrics.fit)
    questionView.minimumScale = 1
    questionView.frame = Rect(
      x: padding, y: cardRect.minY + padding, width: width, height: metrics.questionHeight)
    var y = questionView.frame.maxY + (metrics.questionHeight > 0 ? 10 * scale : 0)
    let optionFont = layerFont(16, weight: .medium, fit: metrics.fit)
    for view in optionViews {
      view.style = optionStyle
      view.font = optionFont
      view.frame = Rect(x: padding, y: y, width: width, height: metrics.optionHeight)
      y += metrics.optionHeight + 8 * scale
    }
    // One size for every option: the smallest any of them needs, never below the minimum.
    let minimumScale = min(1, Self.minimumTextScale / metrics.fit)
    let sizes = optionViews.compactMap { $0.neededTitleSize(minimumScale: minimumScale) }
    let shared = sizes.min() ?? optionFont.size
    for view in optionViews { view.titleSize = shared }
  }

  override func draw(in canvas: Canvas) {
    guard cardRect.width > 0, cardRect.height > 0 else { return }
    palette.drawCard(cardRect, radius: 16 * storyScale, scale: storyScale, in: canvas)
  }

  /// The fraction of the SDK's sizes that text in the card may shrink to; below it, the question
  /// loses lines and the options are cut, each with an ellipsis.
  static let minimumTextScale = 0.75

  /// The factor every size is multiplied by so that the card fits its frame (down to
  /// ``minimumTextScale``), the card's height, and the question's and each option's height.
  private func fittedMetrics() -> (fit: Double, height: Double, questionHeight: Double, optionHeight: Double)
  {
    var fit = 1.0
    var metrics = measure(fit: fit)
    let available = LayerPalette.cardArea(in: bounds, scale: storyScale).height
    while metrics.height > available || metrics.isQuestionCut, fit > Self.minimumTextScale {
      fit = max(Self.minimumTextScale, fit * 0.95)
      metrics = measure(fit: fit)
    }
    // Still too tall at the smallest size: the question keeps the lines that fit, at least one.
    var questionHeight = metrics.question
    if metrics.height > bounds.height, questionHeight > 0 {
      questionHeight = max(metrics.questionLine, questionHeight - (metrics.height - bounds.height))
    }
    let height = metrics.height - metrics.question + questionHeight
    return (fit, height, questionHeight, metrics.option)
  }

  private func measure(
    fit: Double
  ) -> (height: Double, question: Double, questionLine: Double, isQuestionCut: Bool, option: Double) {
    let scale = storyScale
    let padding = 14 * scale
    let width = max(1, bounds.width - 2 * padding)
    var questionHeight = 0.0
    var questionLine = 0.0
    var isQuestionCut = false
    if !question.isEmpty {
      let layout = textEngine.layout(
        question, style: TextStyle(font: layerFont(18, weight: .semibold, fit: fit)), maxWidth: width,
        maxLines: 3)
      questionHeight = layout.size.height.rounded(.up)
      questionLine = (layout.size.height / Double(max(1, layout.lineCount))).rounded(.up)
      isQuestionCut = layout.isTruncated
    }
    let option = (layerFont(16, weight: .medium, fit: fit).size * 2.4).rounded(.up)
    let count = Double(optionViews.count)
    let gap = questionHeight > 0 ? 10 * scale : 0
    let options = count > 0 ? gap + count * option + (count - 1) * 8 * scale : 0
    return (2 * padding + questionHeight + options, questionHeight, questionLine, isQuestionCut, option)
  }
}
