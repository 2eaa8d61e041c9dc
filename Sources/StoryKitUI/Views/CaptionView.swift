import StoryKit

/// The captions showing now: the active cues' text, centred in a rounded translucent black box
/// with white text, at the bottom of the view, at most ``maxWidthFraction`` of its width.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │                                      │
/// │      ╭──────────────────────────╮    │  box: black at 75 % (white text stays ≥ 4.5:1
/// │      │  Where are we going?     │    │       against any picture behind it)
/// │      │      — To the sea.       │    │  text: the appearance's `textStyle` font, scaled by
/// │      ╰──────────────────────────╯    │       its size multiplier, centred, wrapped
/// └──────────────────────────────────────┘
/// ```
///
/// Each cue line is its own paragraph, wrapped to the box; a line whose runs are all `<b>` is
/// drawn bold. The ``TextEngine`` lays out one style per string, so italic, underline and bold
/// inside a line are drawn as plain text. A paragraph's direction comes from its own text, so
/// Arabic or Hebrew captions read right to left whatever the view's layout direction.
///
/// ```swift
/// let captions = CaptionView()
/// captions.show(track, at: player.position)
/// ```
open class CaptionView: View {
  /// What the view shows: the cues active now, drawn in order, top to bottom.
  public struct Content: Sendable, Hashable {
    /// The cues to draw.
    public var cues: [CaptionCue]

    /// Creates content.
    public init(cues: [CaptionCue]) {
      self.cues = cues
    }
  }

  /// The cues to draw; `nil` or no cues draws nothing.
  public var content: Content? {
    didSet { if content != oldValue { contentDidChange() } }
  }

  /// The text style whose appearance font (scaled by the size multiplier) draws the captions.
  public var textStyle: TextStyleName = .body {
    didSet { if textStyle != oldValue { invalidateMeasurement() } }
  }

  /// The widest the box may be, as a fraction of the view's width (clamped to 0.2…1).
  public var maxWidthFraction = 0.9 {
    didSet { if maxWidthFraction != oldValue { invalidateMeasurement() } }
  }

  /// The text colour.
  public var textColor = Color.white {
    didSet { if textColor != oldValue { setNeedsDisplay() } }
  }

  /// The box colour; translucent, so the video shows through, dark enough for white text.
  public var boxColor = Color(red: 0, green: 0, blue: 0, alpha: 0.75) {
    didSet { if boxColor != oldValue { setNeedsDisplay() } }
  }

  /// Creates a caption view; it takes no touches, so taps reach the player under it.
  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Shows the cues of `track` active at `time` (seconds).
  public func show(_ track: CaptionTrack, at time: Double) {
    content = Content(cues: track.cues(at: time))
  }

  open override func updateContent() {
    super.updateContent()
    setNeedsDisplay()
  }

  /// The font in effect: the appearance's font for ``textStyle``.
  public var effectiveFont: FontDescriptor { appearance.fonts.font(textStyle) }

  /// Space between the box's edge and the text, proportional to the font size.
  var padding: (horizontal: Double, vertical: Double) {
    let size = effectiveFont.size
    return (size * 0.5, size * 0.25)
  }

  /// The text of each cue line, laid out for a view width; empty lines are left out.
  open func paragraphLayouts(forWidth width: Double) -> [TextLayout] {
    let fraction = maxWidthFraction.isFinite ? min(max(maxWidthFraction, 0.2), 1) : 0.9
    let textWidth = max(1, (width.isFinite ? width : 0) * fraction - 2 * padding.horizontal)
    let font = effectiveFont
    var layouts: [TextLayout] = []
    for cue in content?.cues ?? [] {
      for line in cue.lines where !line.isEmpty {
        let text = line.map(\.text).joined()
        let isBold = line.allSatisfy { $0.style.contains(.bold) }
        let style = TextStyle(
          font: isBold ? FontDescriptor(family: font.family, size: font.size, weight: .bold) : font,
          color: textColor, alignment: .center, direction: nil)
        layouts.append(textEngine.layout(text, style: style, maxWidth: textWidth, maxLines: 0))
      }
    }
    return layouts
  }

  /// The box around the text for a view width, with its height; `nil` when nothing shows.
  func boxSize(for layouts: [TextLayout]) -> Size? {
    guard !layouts.isEmpty else { return nil }
    let textWidth = layouts.map(\.size.width).max() ?? 0
    let textHeight = layouts.reduce(0) { $0 + $1.size.height }
    return Size(
      width: (textWidth + 2 * padding.horizontal).rounded(.up),
      height: (textHeight + 2 * padding.vertical).rounded(.up))
  }

  /// The size of the box for the proposed width; zero when there are no captions.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    boxSize(for: paragraphLayouts(forWidth: proposal.width)) ?? .zero
  }

  open override func draw(in canvas: Canvas) {
    let layouts = paragraphLayouts(forWidth: bounds.width)
    guard let box = boxSize(for: layouts) else { return }
    let boxRect = Rect(
      x: bounds.midX - box.width / 2, y: bounds.maxY - box.height, width: box.width, height: box.height)
    canvas.fill(
      .roundedRect(boxRect, cornerRadius: min(effectiveFont.size * 0.3, box.height / 2)),
      with: .solid(boxColor))
    var y = boxRect.minY + padding.vertical
    for layout in layouts {
      // Each layout centres its lines within its own width, so all share the box's centre line.
      canvas.draw(layout, at: Point(x: bounds.midX - layout.maxWidth / 2, y: y))
      y += layout.size.height
    }
  }
}
