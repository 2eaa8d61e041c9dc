import StoryKit
import StoryKitUI

/// A shade from black at ``topAlpha`` at the top to clear at the bottom: it keeps the player's
/// white chrome legible on a bright picture.
open class PlayerScrimView: View {
  /// The black's opacity at the top (default 0.45).
  public var topAlpha = 0.45 {
    didSet { if topAlpha != oldValue { setNeedsDisplay() } }
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func draw(in canvas: Canvas) {
    let alpha = topAlpha.isFinite ? min(1, max(0, topAlpha)) : 0.45
    let stops = [
      GradientStop(location: 0, color: Color.black.withAlpha(alpha)),
      GradientStop(location: 1, color: Color.black.withAlpha(0)),
    ]
    canvas.fill(
      .rect(bounds),
      with: .linear(stops: stops, start: Point(x: 0, y: 0), end: Point(x: 0, y: bounds.height)))
  }
}
