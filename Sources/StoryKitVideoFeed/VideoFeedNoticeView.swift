import StoryKit
import StoryKitUI

/// The notice over a video feed item whose video could not play: the error glyph above a short
/// text, centred, on a dark rounded panel.
///
/// ```
/// ╭──────────────────────────────────╮
/// │               (!)                │   the glyph, as tall as the text's line and a half
/// │  This video could not be played  │   white on black at 70 %, centred
/// │         Tap to try again         │
/// ╰──────────────────────────────────╯
/// ```
///
/// It is a ``VideoFeedBadgeView``: ``VideoFeedBadgeView/text``, ``VideoFeedBadgeView/font`` and
/// ``VideoFeedBadgeView/label`` work as they do on the duration badge.
open class VideoFeedNoticeView: VideoFeedBadgeView {
  /// The error glyph above the text.
  open lazy var glyphView: VideoFeedErrorGlyphView = makePart(VideoFeedErrorGlyphSlot.self)

  /// Stronger than the duration's pill: the notice may sit on the brightest part of a poster.
  open override var pillColor: Color { Color.black.withAlpha(0.7) }

  /// Space between the glyph and the text, in points.
  public var glyphSpacing = 6.0 {
    didSet { if glyphSpacing != oldValue { invalidateMeasurement() } }
  }

  /// Creates a notice: white text and glyph on black at 70 %, taking no touches.
  public required init(frame: Rect) {
    super.init(frame: frame)
    insets = DirectionalEdgeInsets(top: 10, leading: 14, bottom: 10, trailing: 14)
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(glyphView)
    label.numberOfLines = 4
  }

  /// The glyph's side follows the text's size: half as tall again as a line of it.
  private var glyphSide: Double { ((label.effectiveFont.size * 1.5) / 2).rounded() * 2 }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let text = super.sizeThatFits(proposal)
    glyphView.side = glyphSide
    let glyph = glyphView.fittingSize(for: proposal)
    return Size(
      width: max(text.width, glyph.width + insets.leading + insets.trailing),
      height: text.height + glyph.height + glyphSpacing)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = 12
    glyphView.side = glyphSide
    let glyph = glyphView.fittingSize(for: bounds.size)
    glyphView.frame = Rect(
      x: (bounds.width - glyph.width) / 2, y: insets.top, width: glyph.width, height: glyph.height)
    let top = glyphView.frame.maxY + glyphSpacing
    label.frame = Rect(
      x: insets.leading, y: top, width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - top - insets.bottom))
  }
}
