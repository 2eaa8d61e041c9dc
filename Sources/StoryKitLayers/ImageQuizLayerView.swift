import StoryKit
import StoryKitUI

/// An image quiz: the question over its two to four picture answers, side by side (four in two
/// rows). A tap answers once and reveals as a text quiz does: the chosen picture gets a green
/// frame and ✓ when right or a red frame and ✗ when wrong, the right one a green frame and ✓,
/// the others are dimmed. The answer is remembered in the container's ``StoryInteractionStore``
/// and sent as ``StoryLayerInteraction/quizAnswer(layerID:option:isCorrect:)``.
///
/// ```
/// ┌──────────────────────────┐
/// │   Which one is Lisbon?   │  question: up to 3 lines
/// │ ┌──────────┐┌──────────┐ │
/// │ │ picture  ││ picture  │ │  square tiles, as large as the frame allows
/// │ │▓ Lisbon ▓││▓ Porto  ▓│ │
/// │ └──────────┘└──────────┘ │
/// └──────────────────────────┘
/// ```
final class ImageQuizLayerView: QuestionCardLayerView {
  private(set) var optionViews: [ImageQuizOptionView] = []
  /// The answer the user chose, or `nil` before answering.
  private(set) var chosenOption: Int?

  var quiz: ImageQuizLayer? {
    if case .imageQuiz(let quiz) = layer.kind { return quiz }
    return nil
  }

  override func updateContent() {
    super.updateContent()
    let options = Array((quiz?.options ?? []).prefix(4))
    for view in optionViews { view.removeFromSuperview() }
    optionViews = options.enumerated().map { index, option in
      let view = ImageQuizOptionView()
      view.index = index
      view.count = options.count
      view.label = option.label
      view.onTap = { [weak self] index in self?.optionTapped(index) }
      return view
    }
    for view in optionViews { addSubview(view) }
    for (view, option) in zip(optionViews, options) { view.imageView.url = option.imageURL }
    showQuestion(quiz?.question ?? "", kind: strings[.layerQuiz])
    restoreState()
  }

  /// The right answer's index.
  var correctIndex: Int? {
    guard let quiz, optionViews.indices.contains(quiz.correctIndex) else { return nil }
    return quiz.correctIndex
  }

  private func restoreState() {
    chosenOption = nil
    if let key = interactionKey, let stored = container?.interactionStore.selectedOption(for: key),
      optionViews.indices.contains(stored)
    {
      chosenOption = stored
    }
    refreshLooks()
  }

  func optionTapped(_ index: Int) {
    guard chosenOption == nil, optionViews.indices.contains(index) else { return }
    chosenOption = index
    if let key = interactionKey { container?.interactionStore.setSelectedOption(index, for: key) }
    refreshLooks()
    send(.quizAnswer(layerID: layer.id, option: index, isCorrect: index == correctIndex))
  }

  private func refreshLooks() {
    let correct = correctIndex
    for (index, view) in optionViews.enumerated() {
      view.look = chosenOption.map { .answer(isChosen: index == $0, isCorrect: index == correct) } ?? .open
    }
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    applyColors()
  }

  private func applyColors() {
    let palette = palette
    questionView.textColor = palette.text
    for view in optionViews { view.colors = palette }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    applyColors()
    let scale = storyScale
    let padding = 14 * scale
    let gap = 8 * scale
    let width = max(0, bounds.width - 2 * padding)
    let questionFont = layerFont(18, weight: .semibold)
    var questionHeight = 0.0
    if let question = quiz?.question, !question.isEmpty {
      questionHeight = textEngine.layout(
        question, style: TextStyle(font: questionFont), maxWidth: max(1, width), maxLines: 3
      ).size.height.rounded(.up)
    }
    let count = optionViews.count
    let columns = count == 4 ? 2 : max(1, count)
    let rows = count > 0 ? (count + columns - 1) / columns : 0
    let available = LayerPalette.cardArea(in: bounds, scale: scale).height
    let questionGap = questionHeight > 0 ? 10 * scale : 0
    let heightForTiles =
      available - 2 * padding - questionHeight - questionGap - Double(max(0, rows - 1)) * gap
    let widthPerTile = (width - Double(columns - 1) * gap) / Double(columns)
    let side = max(0, min(widthPerTile, rows > 0 ? heightForTiles / Double(rows) : 0))
    let height =
      2 * padding + questionHeight + questionGap + Double(rows) * side + Double(max(0, rows - 1)) * gap
    cardRect = Rect(
      x: 0, y: LayerPalette.cardTop(height: height, in: bounds, scale: scale), width: bounds.width,
      height: height)
    questionView.font = questionFont
    questionView.frame = Rect(x: padding, y: cardRect.minY + padding, width: width, height: questionHeight)
    let rowWidth = Double(columns) * side + Double(columns - 1) * gap
    let startX = padding + (width - rowWidth) / 2
    let top = questionView.frame.maxY + questionGap
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    let labelFont = layerFont(14, weight: .semibold)
    for (index, view) in optionViews.enumerated() {
      let column = index % columns
      let row = index / columns
      let position = isRightToLeft ? columns - 1 - column : column
      view.font = labelFont
      view.frame = Rect(
        x: startX + Double(position) * (side + gap), y: top + Double(row) * (side + gap), width: side,
        height: side)
    }
  }

  override func draw(in canvas: Canvas) {
    guard cardRect.width > 0, cardRect.height > 0 else { return }
    palette.drawCard(cardRect, radius: 16 * storyScale, scale: storyScale, in: canvas)
  }
}
