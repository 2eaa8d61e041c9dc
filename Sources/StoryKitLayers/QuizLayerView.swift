import StoryKit
import StoryKitUI

/// A quiz: the question and its answers, lettered A, B, C… A tap answers once and reveals: the
/// chosen answer turns green with a check when right or red with a cross when wrong, and the right
/// one is outlined and checked. The answer is remembered in the container's
/// ``StoryInteractionStore`` and sent as
/// ``StoryLayerInteraction/quizAnswer(layerID:option:isCorrect:)``; a story opened again shows it.
///
/// A `correctIndex` outside the options marks no answer right: every answer is then wrong.
final class QuizLayerView: ChoiceLayerView {
  /// The answer the user chose, or `nil` before answering.
  private(set) var chosenOption: Int?

  private var quiz: QuizLayer? {
    if case .quiz(let quiz) = layer.kind { return quiz }
    return nil
  }

  override var question: String { quiz?.question ?? "" }
  override var options: [String] { quiz?.options ?? [] }
  override var kindName: String { strings[.layerQuiz] }
  override var optionStyle: LayerOptionView.Style { .quiz }

  /// The right answer's index, or `nil` when the feed's index is outside the options.
  var correctIndex: Int? {
    guard let quiz, optionViews.indices.contains(quiz.correctIndex) else { return nil }
    return quiz.correctIndex
  }

  override func restoreState() {
    chosenOption = nil
    guard let key = interactionKey, let stored = container?.interactionStore.selectedOption(for: key),
      optionViews.indices.contains(stored)
    else { return }
    chosenOption = stored
  }

  override func optionTapped(_ index: Int) {
    guard chosenOption == nil, optionViews.indices.contains(index) else { return }
    chosenOption = index
    if let key = interactionKey { container?.interactionStore.setSelectedOption(index, for: key) }
    refreshLooks()
    send(.quizAnswer(layerID: layer.id, option: index, isCorrect: index == correctIndex))
  }

  override func refreshLooks() {
    guard let chosenOption else {
      for view in optionViews { view.look = .open }
      return
    }
    let correct = correctIndex
    for (index, view) in optionViews.enumerated() {
      view.look = .answer(isChosen: index == chosenOption, isCorrect: index == correct)
    }
  }
}
