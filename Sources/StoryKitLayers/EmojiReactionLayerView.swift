import StoryKit
import StoryKitUI

/// Emoji reactions: the emojis in a pill. A tap sends ``StoryLayerInteraction/reaction(layerID:emoji:)``,
/// highlights the emoji and pops a copy of it up and away in about 0.6 s, driven by the view's
/// ``View/clock`` (through the container's ``StoryLayersView/animationTime``, which stands still
/// while the container is paused) and ``nextFrameTime(now:)``. Under Reduce Motion nothing moves:
/// the highlight alone shows the reaction.
///
/// ```
/// (  😍   🔥   😂   👏  )
/// ```
final class EmojiReactionLayerView: StoryLayerView {
  /// How long the pop lasts, in seconds.
  static let popDuration = 0.6

  private(set) var emojiViews: [EmojiButtonView] = []
  private let popView = EmojiPopView()
  /// The emoji last reacted with.
  private(set) var reactedIndex: Int?
  /// When the pop started, on the clock.
  private(set) var popStart: Double?

  var emojis: [String] {
    if case .emojiReaction(let emojis) = layer.kind { return Array(emojis.prefix(12)) }
    return []
  }

  override func setUpLayout() {
    super.setUpLayout()
    popView.owner = self
    addSubview(popView)
  }

  override func updateContent() {
    super.updateContent()
    let emojis = emojis
    for view in emojiViews { view.removeFromSuperview() }
    emojiViews = emojis.enumerated().map { index, emoji in
      let view = EmojiButtonView()
      view.emoji = emoji
      view.onTap = { [weak self] in self?.react(index) }
      return view
    }
    for view in emojiViews { insertSubview(view, at: max(0, subviews.count - 1)) }
    reactedIndex = nil
    popStart = nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let count = Double(max(1, emojiViews.count))
    let inset = bounds.height * 0.15
    let cellWidth = max(0, bounds.width - 2 * inset) / count
    let side = min(bounds.height * 0.55, cellWidth * 0.7)
    for (index, view) in emojiViews.enumerated() {
      let position = effectiveLayoutDirection == .rightToLeft ? emojiViews.count - 1 - index : index
      view.frame = Rect(
        x: inset + Double(position) * cellWidth, y: 0, width: cellWidth, height: bounds.height)
      view.emojiSize = side
      view.isHighlighted = index == reactedIndex
    }
    popView.frame = bounds
  }

  override func draw(in canvas: Canvas) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    palette.drawCard(bounds, radius: bounds.height / 2, scale: storyScale, in: canvas)
  }

  func react(_ index: Int) {
    guard emojiViews.indices.contains(index) else { return }
    reactedIndex = index
    for (other, view) in emojiViews.enumerated() { view.isHighlighted = other == index }
    popStart = isReduceMotionEnabled ? nil : animationTime
    popView.setNeedsDisplay()
    send(.reaction(layerID: layer.id, emoji: emojiViews[index].emoji))
  }

  /// The pop's progress `0..<1` at `now`, or `nil` when nothing pops.
  func popProgress(now: Double) -> Double? {
    guard let popStart, !isReduceMotionEnabled else { return nil }
    let progress = (now - popStart) / Self.popDuration
    guard progress.isFinite, progress >= 0, progress < 1 else { return nil }
    return progress
  }

  /// `now` while the pop runs, by the animation time; `nil` once it ended or while paused.
  override func nextFrameTime(now: Double) -> Double? {
    guard !isAnimationPaused else { return nil }
    return popProgress(now: animationTime) == nil ? nil : now
  }
}
