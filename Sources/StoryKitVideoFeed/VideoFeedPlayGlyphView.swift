import StoryKit
import StoryKitUI

/// The play glyph over a video feed item that is not playing: the appearance's `play` icon in
/// white on a dark disc, so it shows on any poster.
///
/// ```
///   ╭───╮
///   │ ▶ │   56 pt disc, black at 60 %; the icon nudged right to look centred
///   ╰───╯
/// ```
open class VideoFeedPlayGlyphView: View {
  /// The disc's colour. Black at 60 % keeps the white icon at 5.7:1 even over a white poster
  /// (at 45 % it was 3.4:1).
  public var discColor = Color.black.withAlpha(0.6) {
    didSet { if discColor != oldValue { setNeedsDisplay() } }
  }

  /// The icon's colour.
  public var iconColor = Color.white {
    didSet { if iconColor != oldValue { setNeedsDisplay() } }
  }

  /// Creates the glyph; it takes no touches, so taps reach the item.
  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func sizeThatFits(_ proposal: Size) -> Size { Size(width: 56, height: 56) }

  open override func draw(in canvas: Canvas) {
    let side = min(bounds.width, bounds.height)
    guard side > 0 else { return }
    let disc = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    canvas.fill(.ellipse(in: disc), with: .solid(discColor))
    let icon = side * 0.46
    // A triangle's visual centre sits left of its box's: a twelfth of the icon to the right.
    let rect = Rect(x: disc.midX - icon / 2 + icon / 12, y: disc.midY - icon / 2, width: icon, height: icon)
    appearance.icons.draw(.play, in: rect, color: iconColor, canvas: canvas)
  }
}
