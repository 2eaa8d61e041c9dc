import StoryKit
import StoryKitUI

/// A row of player frames, each with a small caption under it: `storykit render --widget player
/// --filmstrip …`. The first frame sits at the leading edge (the left, or the right right to
/// left), so the row reads in the direction of the text.
///
/// ```
/// ┌──────────────────────────────────────────────┐
/// │ ┌────────┐  ┌────────┐  ┌────────┐            │
/// │ │ frame  │  │ frame  │  │ frame  │  …         │
/// │ └────────┘  └────────┘  └────────┘            │
/// │ story 1·0 s story 1·2 s story 2·0 s           │
/// └──────────────────────────────────────────────┘
/// ```
final class PlayerFilmstripView: View {
  /// The margin around the row and the gap between frames, in points.
  static let spacing = 16.0
  /// The height of a caption, in points.
  static let captionHeight = 28.0

  private(set) var frames: [View] = []
  private(set) var captions: [Label] = []

  /// The size of each frame.
  private var frameSize = Size.zero

  /// The strip's size for `count` frames of `frameSize`.
  static func size(frames count: Int, of frameSize: Size) -> Size {
    let count = Double(max(1, count))
    return Size(
      width: frameSize.width * count + spacing * (count + 1),
      height: frameSize.height + captionHeight + spacing * 2)
  }

  /// Puts the frames, each under its caption, into the strip (replacing any before).
  func show(_ frames: [(view: View, caption: String)], frameSize: Size) {
    for view in self.frames + captions { view.removeFromSuperview() }
    self.frameSize = frameSize
    self.frames = frames.map(\.view)
    captions = frames.map { frame in
      let label = Label()
      label.text = frame.caption
      label.textStyle = .footnote
      label.textAlignment = .center
      return label
    }
    for view in self.frames { addSubview(view) }
    for label in captions { addSubview(label) }
    setNeedsLayout()
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    background = .solid(appearance.colors.background)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    for (index, frame) in frames.enumerated() {
      let offset = Self.spacing + Double(index) * (frameSize.width + Self.spacing)
      let x = isRightToLeft ? bounds.width - offset - frameSize.width : offset
      frame.frame = Rect(x: x, y: Self.spacing, width: frameSize.width, height: frameSize.height)
      captions[index].frame = Rect(
        x: x, y: Self.spacing + frameSize.height, width: frameSize.width, height: Self.captionHeight)
    }
  }
}
