import StoryKit
import StoryKitUI

/// Emoji reactions: the emojis in a pill. A tap sends ``StoryLayerInteraction/reaction(layerID:emoji:)``,
/// highlights the emoji and pops a copy of it up and away in about 0.6 s, driven by the view's
/// ``View/clock`` through ``nextFrameTime(now:)``. Under Reduce Motion nothing moves: the
/// highlight alone shows the reaction.
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
    palette.drawCard(bounds, radius: bounds.height / 2, in: canvas)
  }

  func react(_ index: Int) {
    guard emojiViews.indices.contains(index) else { return }
    reactedIndex = index
    for (other, view) in emojiViews.enumerated() { view.isHighlighted = other == index }
    popStart = isReduceMotionEnabled ? nil : clock.now
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

  override func nextFrameTime(now: Double) -> Double? {
    popProgress(now: now) == nil ? nil : now
  }
}

/// One emoji of a reaction layer: a button, with a soft circle behind it once chosen.
final class EmojiButtonView: View {
  var emoji = ""
  var emojiSize = 24.0 {
    didSet { if emojiSize != oldValue { setNeedsDisplay() } }
  }
  var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }
  var onTap: (@MainActor () -> Void)?

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
    accessibilityHint = StoryLayerStrings.reactWith
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onTap?() })
  }

  /// The emoji laid out at a size.
  func layout(size: Double) -> TextLayout {
    textEngine.layout(
      emoji, style: TextStyle(font: FontDescriptor(size: size), alignment: .center), maxWidth: .infinity,
      maxLines: 1)
  }

  override func draw(in canvas: Canvas) {
    guard emojiSize > 0 else { return }
    if isHighlighted {
      let side = min(bounds.width, bounds.height) * 0.86
      let circle = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
      canvas.fill(.ellipse(in: circle), with: .solid(LayerPalette(appearance).accent.withAlpha(0.3)))
    }
    let text = layout(size: emojiSize)
    canvas.draw(text, at: Point(x: bounds.midX - text.size.width / 2, y: bounds.midY - text.size.height / 2))
  }

  override var isAccessibilityElement: Bool {
    get { super.isAccessibilityElement && !isCoveredByProductCard }
    set { super.isAccessibilityElement = newValue }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? emoji }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityTraits: AccessibilityTraits {
    get { isHighlighted ? [.button, .selected] : .button }
    set { super.accessibilityTraits = newValue }
  }
}

/// Draws the popping emoji over the pill: it grows, rises and fades as the clock runs.
final class EmojiPopView: View {
  weak var owner: EmojiReactionLayerView?

  required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  override func draw(in canvas: Canvas) {
    guard let owner, let index = owner.reactedIndex, owner.emojiViews.indices.contains(index),
      let progress = owner.popProgress(now: clock.now)
    else { return }
    let source = owner.emojiViews[index]
    let eased = TimingCurve.easeOut.value(at: progress)
    let scale = 1 + 0.9 * eased
    let centre = Point(x: source.frame.midX, y: source.frame.midY - bounds.height * 1.2 * eased)
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
