import StoryKit
import StoryKitUI

/// A black shade behind the player's chrome, so its white bars and title read on any picture.
///
/// ```
/// ████████████  topAlpha (60 % black), held from the top down to chromeBottom
/// ████████████  (the header's text): white text there keeps 4.5:1 on a white picture
/// ▓▓▓▓▓▓▓▓▓▓▓▓
/// ▒▒▒▒▒▒▒▒▒▒▒▒  then eased out to clear at the view's bottom along smootherstep, whose
/// ░░░░░░░░░░░░  slope and curvature are zero at both ends: no edge, no band, where it turns
/// ```
///
/// The shade is black composited over the picture, so it only darkens: every channel of the
/// picture is scaled by the same factor and its hue stays (a yellow poster turns a darker yellow,
/// not grey or green). It is held where the chrome is and fades out soon after, so the rest of
/// the picture keeps its colours.
///
/// The footer uses one too, from the bottom up (``edge``), so the like button reads on any picture.
open class PlayerScrimView: View {
  /// The edge the shade holds at and fades away from.
  public enum Edge: Sendable, Hashable {
    /// Held at the top, fading out downwards: behind the progress bars and the header.
    case top
    /// Held at the bottom, fading out upwards: behind the footer.
    case bottom
  }

  /// The edge the shade holds at; the top unless set.
  public var edge = Edge.top {
    didSet { if edge != oldValue { setNeedsDisplay() } }
  }

  /// The black's opacity from the top down to ``chromeBottom`` (default 0.6: white text on a
  /// white picture under it has 5.7:1, and white at 85 % 4.7:1).
  public var topAlpha = PlayerScrimView.defaultTopAlpha {
    didSet { if topAlpha != oldValue { setNeedsDisplay() } }
  }

  /// How far from its ``edge`` (down from the top, or up from the bottom), in points, the shade
  /// keeps ``topAlpha`` before it fades out (the page sets it to the bottom of the header's text,
  /// ``textInset`` above the header's bottom).
  public var chromeBottom = 0.0 {
    didSet { if chromeBottom != oldValue { setNeedsDisplay() } }
  }

  /// The default ``topAlpha``.
  public static let defaultTopAlpha = 0.6

  /// How far under ``chromeBottom`` the page lets the shade fade out, in points: long and gentle
  /// enough that the held part does not read as a bar.
  public static let fadeHeight = 140.0

  /// How far above the header's bottom its text ends, in points: where the page ends the hold.
  public static let textInset = 12.0

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// The shade's opacity at `y` points from the view's top, `0...1`.
  public func alpha(atY y: Double) -> Double {
    alpha(fromEdge: edge == .top ? y : bounds.height - y)
  }

  /// The shade's opacity `distance` points from its ``edge``.
  private func alpha(fromEdge distance: Double) -> Double {
    let top = topAlpha.isFinite ? min(1, max(0, topAlpha)) : Self.defaultTopAlpha
    let hold = min(max(0, chromeBottom.isFinite ? chromeBottom : 0), bounds.height)
    guard distance > hold else { return top }
    let fade = bounds.height - hold
    guard fade > 0 else { return 0 }
    let t = min(1, (distance - hold) / fade)
    // Smootherstep: 6t⁵ − 15t⁴ + 10t³.
    return top * (1 - t * t * t * (t * (t * 6 - 15) + 10))
  }

  open override func draw(in canvas: Canvas) {
    guard bounds.height > 0 else { return }
    let hold = min(max(0, chromeBottom.isFinite ? chromeBottom : 0), bounds.height)
    // The held part, then the fade in sixteen steps of the curve, measured from the edge: the
    // gradient runs from the edge into the view.
    var stops = [GradientStop(location: 0, color: Color.black.withAlpha(alpha(fromEdge: 0)))]
    for step in 0...16 {
      let y = hold + (bounds.height - hold) * Double(step) / 16
      stops.append(
        GradientStop(location: y / bounds.height, color: Color.black.withAlpha(alpha(fromEdge: y))))
    }
    let (start, end) = edge == .top ? (0.0, bounds.height) : (bounds.height, 0.0)
    canvas.fill(
      .rect(bounds), with: .linear(stops: stops, start: Point(x: 0, y: start), end: Point(x: 0, y: end)))
  }
}
