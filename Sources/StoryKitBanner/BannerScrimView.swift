import StoryKit
import StoryKitUI

/// The shade under a banner page's text: clear at the top, ``color`` at the bottom edge, so
/// white text reads on any picture.
open class BannerScrimView: View {
  /// The colour at the bottom edge; its alpha is the shade's strongest.
  public var color = Color.black.withAlpha(0.6) {
    didSet { if color != oldValue { setNeedsDisplay() } }
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func draw(in canvas: Canvas) {
    let stops = [
      GradientStop(location: 0, color: color.withAlpha(0)),
      GradientStop(location: 0.45, color: color.withAlpha(color.alpha * 0.55)),
      GradientStop(location: 1, color: color),
    ]
    canvas.fill(
      .rect(bounds),
      with: .linear(stops: stops, start: Point(x: 0, y: bounds.minY), end: Point(x: 0, y: bounds.maxY)))
  }
}
