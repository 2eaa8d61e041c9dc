import StoryKit
import StoryKitUI

/// Draws the popping emoji over the pill: it starts just above the emoji it copies, clear of it,
/// then grows, rises and fades as the clock runs, so a still frame never shows the two stacked.
final class EmojiPopView: View {
  weak var owner: EmojiReactionLayerView?

  required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  override func draw(in canvas: Canvas) {
    guard let owner, let index = owner.reactedIndex, owner.emojiViews.indices.contains(index),
      let progress = owner.popProgress(now: owner.animationTime)
    else { return }
    let source = owner.emojiViews[index]
    let eased = TimingCurve.easeOut.value(at: progress)
    let scale = 1 + 0.7 * eased
    // Grows by 0.35 emoji at each side while rising at least a pill's height: it stays clear.
    let start = source.frame.midY - source.emojiSize * 1.25
    let centre = Point(x: source.frame.midX, y: start - max(bounds.height, source.emojiSize) * eased)
    let text = source.layout(size: source.emojiSize)
    canvas.save()
    canvas.concatenate(
      Transform.translation(x: -text.size.width / 2, y: -text.size.height / 2)
        .concatenating(.scale(x: scale, y: scale))
        .concatenating(.translation(x: centre.x, y: centre.y)))
    canvas.beginLayer(alpha: 1 - progress * progress)
    canvas.draw(text, at: .zero)
    canvas.endLayer()
    canvas.restore()
  }
}
