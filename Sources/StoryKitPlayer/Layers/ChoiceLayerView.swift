import StoryKit
import StoryKitUI

/// What a poll and a quiz share: a card with the question over a column of options, fitted to
/// the layer's frame.
///
/// ```
/// ┌──────────────────────┐
/// │   Which one wins?    │  question: up to 3 lines, shrunk, then cut with an ellipsis
/// │ (       Cats       ) │  options: one line each
/// │ (       Dogs       ) │
/// └──────────────────────┘
/// ```
///
/// The card fills the frame's width and is as tall as its content, centred in the frame; when the
/// content is taller than the frame, every size shrinks together until it fits.
class ChoiceLayerView: StoryLayerView {
  /// At most this many options are shown; the model expects two to four.
  static let maximumOptions = 8

  let questionView = LayerTextView()
  private(set) var optionViews: [LayerOptionView] = []
  /// The card, in the view's coordinates.
  private(set) var cardRect = Rect.zero

  /// The question (overridden by the poll and the quiz).
  var question: String { "" }
  /// The options (overridden by the poll and the quiz).
  var options: [String] { [] }
  /// The word a screen reader says before the question ("Poll").
  var kindName: String { "" }

  override var touchArea: Rect { cardRect }

  override func setUpLayout() {
    super.setUpLayout()
    questionView.maxLines = 3
    questionView.accessibilityTraits = .header
    addSubview(questionView)
  }

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
    questionView.text = question
    questionView.accessibilityLabel = question.isEmpty ? kindName : "\(kindName): \(question)"
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
    let height = metrics.height
    cardRect = Rect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    let padding = 14 * scale
    let width = max(0, bounds.width - 2 * padding)
    questionView.font = layerFont(18, weight: .semibold, fit: metrics.fit)
    questionView.frame = Rect(
      x: padding, y: cardRect.minY + padding, width: width, height: metrics.questionHeight)
    var y = questionView.frame.maxY + 10 * scale
    for view in optionViews {
      view.font = layerFont(16, weight: .medium, fit: metrics.fit)
      view.frame = Rect(x: padding, y: y, width: width, height: metrics.optionHeight)
      y += metrics.optionHeight + 8 * scale
    }
  }

  override func draw(in canvas: Canvas) {
    guard cardRect.width > 0, cardRect.height > 0 else { return }
    palette.drawCard(cardRect, radius: 16 * storyScale, in: canvas)
  }

  /// The card's height and the factor every size is multiplied by so that it fits the frame.
  private func fittedMetrics() -> (fit: Double, height: Double, questionHeight: Double, optionHeight: Double)
  {
    var fit = 1.0
    while true {
      let metrics = measure(fit: fit)
      if metrics.height <= bounds.height || fit < 0.45 {
        return (fit, metrics.height, metrics.question, metrics.option)
      }
      fit *= 0.9
    }
  }

  private func measure(fit: Double) -> (height: Double, question: Double, option: Double) {
    let scale = storyScale
    let padding = 14 * scale
    let width = max(1, bounds.width - 2 * padding)
    let questionHeight =
      question.isEmpty
      ? 0
      : textEngine.layout(
        question, style: TextStyle(font: layerFont(18, weight: .semibold, fit: fit)), maxWidth: width,
        maxLines: 3
      ).size.height.rounded(.up)
    let optionHeight = (layerFont(16, weight: .medium, fit: fit).size * 2.4).rounded(.up)
    let count = Double(optionViews.count)
    let optionsHeight = count > 0 ? 10 * scale + count * optionHeight + (count - 1) * 8 * scale : 0
    return (2 * padding + questionHeight + optionsHeight, questionHeight, optionHeight)
  }
}
