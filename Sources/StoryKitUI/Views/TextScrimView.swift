import StoryKit

/// A shade under text laid over a picture or a video: clear at the top, fading in over
/// ``fadeHeight``, then ``color`` all the way down, so white text reads on any picture.
///
/// ```
/// ┌──────────────────────────────┐  clear
/// │░░░░░░░░░░ fadeHeight ░░░░░░░░│  eases in
/// │▓▓▓▓▓▓▓▓▓▓ color ▓▓▓▓▓▓▓▓▓▓▓▓▓▓│  full strength, full width: behind all the text, either
/// └──────────────────────────────┘  direction
/// ```
///
/// Place it so the fade ends above the text: the text never sits on the fade. It takes no
/// touches, so taps reach what is under it. The banner's and the video feed's scrims are this
/// view.
open class TextScrimView: View {
  /// The colour behind the text; its alpha is the shade's strength.
  public var color = Color.black.withAlpha(0.6) {
    didSet {
      guard acceptsStyleWrite(#function) else { return color = oldValue }
      if color != oldValue { setNeedsDisplay() }
    }
  }

  /// How far from the top the shade eases in from clear to ``color``, in points; below it the
  /// shade is ``color``.
  public var fadeHeight: Double = 80 {
    didSet { if fadeHeight != oldValue { setNeedsDisplay() } }
  }

  /// Creates the scrim; it takes no touches.
  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func draw(in canvas: Canvas) {
    guard bounds.height > 0 else { return }
    let fade = fadeHeight.isFinite ? min(max(0, fadeHeight), bounds.height) / bounds.height : 0
    // Smoothstep samples: the fade has no visible edge where it starts or where it ends.
    var stops = [0.0, 0.25, 0.5, 0.75].map { step in
      GradientStop(location: step * fade, color: color.withAlpha(color.alpha * step * step * (3 - 2 * step)))
    }
    stops.append(GradientStop(location: fade, color: color))
    stops.append(GradientStop(location: 1, color: color))
    canvas.fill(
      .rect(bounds),
      with: .linear(stops: stops, start: Point(x: 0, y: bounds.minY), end: Point(x: 0, y: bounds.maxY)))
  }
}
