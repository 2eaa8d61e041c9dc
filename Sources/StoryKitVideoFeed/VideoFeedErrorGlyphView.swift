import StoryKit
import StoryKitUI

/// The error glyph on a video feed item's failure notice: an exclamation mark in a ring, drawn
/// with paths in one colour (``color``, white), so it needs no image file.
///
/// ```
///   ╭───╮
///   │ ! │   a ring a tenth of the side wide; the bar and the dot inside
///   ╰───╯
/// ```
open class VideoFeedErrorGlyphView: View {
  /// The ring's and the mark's colour.
  public var color = Color.white {
    didSet { if color != oldValue { setNeedsDisplay() } }
  }

  /// The glyph's side, in points.
  public var side = 20.0 {
    didSet { if side != oldValue { invalidateMeasurement() } }
  }

  /// Creates the glyph; it takes no touches, so taps reach the item.
  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isAccessibilityElement = false
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let side = side.isFinite ? max(0, side) : 0
    return Size(width: side, height: side)
  }

  open override func draw(in canvas: Canvas) {
    let side = min(bounds.width, bounds.height)
    guard side > 0 else { return }
    let line = side / 10
    // The stroke is centred on the path: inset by half its width to stay inside the bounds.
    let ring = Rect(
      x: bounds.midX - side / 2 + line / 2, y: bounds.midY - side / 2 + line / 2, width: side - line,
      height: side - line)
    canvas.stroke(.ellipse(in: ring), with: .solid(color), style: StrokeStyle(width: line))
    let barWidth = side * 0.12
    let bar = Rect(
      x: bounds.midX - barWidth / 2, y: bounds.midY - side * 0.26, width: barWidth, height: side * 0.32)
    canvas.fill(.roundedRect(bar, cornerRadius: barWidth / 2), with: .solid(color))
    let dot = side * 0.13
    let dotRect = Rect(x: bounds.midX - dot / 2, y: bounds.midY + side * 0.14, width: dot, height: dot)
    canvas.fill(.ellipse(in: dotRect), with: .solid(color))
  }
}
