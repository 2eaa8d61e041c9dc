import StoryKit
import StoryKitUI

/// What the question layers share (the poll and quiz through ``ChoiceLayerView``, the image quiz
/// and the rating): a card drawn in part of the frame, which alone takes taps, headed by the
/// question in up to three lines, a heading for a screen reader (the rating reads it as its
/// slider's label instead).
class QuestionCardLayerView: StoryLayerView {
  /// The question, over the card's answers.
  let questionView = LayerTextView()
  /// The card, in the view's coordinates; set by the subclass's layout.
  var cardRect = Rect.zero

  override var touchArea: Rect { cardRect }

  override func setUpLayout() {
    super.setUpLayout()
    questionView.maxLines = 3
    questionView.accessibilityTraits = .header
    addSubview(questionView)
  }

  /// Shows `question`, read by a screen reader after the layer's `kind` ("Quiz: Which one?"), or
  /// the kind alone without a question.
  func showQuestion(_ question: String, kind: String) {
    questionView.text = question
    questionView.accessibilityLabel =
      question.isEmpty ? kind : strings.format(.layerKindAndQuestion, kind, question)
  }
}
