import StoryKit
import StoryKitUI

/// What one answer of a question layer is, whatever it shows (a poll's or a quiz's option, an
/// image quiz's picture): an accessibility element that reports a tap with its position.
class LayerAnswerView: View {
  /// The answer's position among its layer's.
  var index = 0
  /// Called with ``index`` when the answer is tapped.
  var onTap: (@MainActor (Int) -> Void)?

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] _ in
        guard let self else { return }
        self.onTap?(self.index)
      })
  }
}
