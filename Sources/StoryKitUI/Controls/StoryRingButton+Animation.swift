import Foundation
import StoryKit

/// The loading animation: a pure function of the button's ``View/clock``, so a frame can be drawn
/// at any chosen time (tests drive a ``ManualClock``). Nothing runs in the background; the host
/// redraws while ``StoryRingButton/isAnimating`` is `true`.
///
/// - With motion: the ring turns clockwise at `speed` turns per second (solid, or dashed with
///   ``StoryRingButton/LoadingStyle/dashed``).
/// - Under Reduce Motion (``View/isReduceMotionEnabled``): nothing turns. A dashed ring stands
///   still; a solid ring pulses its opacity gently between 100 % and 50 % (2 s a cycle), since a
///   fade is not motion.
/// - Either way the picture is dimmed to `alpha` at once, and restored by `stopAnimating()`.
extension StoryRingButton {
  /// Starts the loading animation (seed 002's `startAnimating(speed:alpha:)`) at the ``View/clock``'s
  /// `now` — or, for a button that has no clock of its own and is not yet in a prepared tree, at
  /// its first frame.
  ///
  /// `speed` is in **turns per second**: the default 0.2 turns the ring once every 5 seconds,
  /// 1 once a second. (Seed 002 multiplied a 0.25 s Core Animation turn, so its 0.2 was 0.8 turns
  /// per second; pass 0.8 for that pace.) Calling it again while animating changes speed and alpha
  /// without a jump in the ring's angle.
  ///
  /// ```swift
  /// button.startAnimating()                       // 0.2 turns/s, picture at 70 %
  /// button.startAnimating(speed: 1, alpha: 0.5)   // one turn a second, picture at 50 %
  /// ```
  /// - Parameters:
  ///   - speed: Turns per second, clockwise; negative or non-finite values keep the ring still.
  ///   - alpha: The picture's opacity while loading, `0...1`.
  public func startAnimating(speed: Double = 0.2, alpha: Double = 0.7) {
    let now = clock.now
    let turnsSoFar = isAnimating ? animationStartTime.map { ringTurns(at: now, startedAt: $0) } ?? 0 : 0
    animationStartTurns = turnsSoFar
    animationSpeed = speed.isFinite ? max(0, speed) : 0
    animationAlpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    // Without a clock of its own or its tree's yet, the button starts on its first frame instead.
    animationStartTime = isPrepared || hasClockOverride ? now : nil
    isAnimating = true
    imageView.alpha = animationAlpha
  }

  /// Stops the loading animation: the ring stands still at its resting angle and the picture is
  /// opaque again.
  public func stopAnimating() {
    isAnimating = false
    animationStartTime = nil
    animationStartTurns = 0
    imageView.alpha = 1
  }

  /// The ring's rotation now, in radians clockwise, `0..<2π`: `0` when not animating or under
  /// Reduce Motion.
  public var ringRotation: Double {
    guard isAnimating, !isReduceMotionEnabled, let start = animationStartTime else { return 0 }
    return ringTurns(at: clock.now, startedAt: start) * 2 * Double.pi
  }

  /// The ring's opacity now: below 1 only for the Reduce Motion pulse of a solid loading ring.
  public var ringOpacity: Double {
    guard isAnimating, isReduceMotionEnabled, !loadingStyle.isDashed, let start = animationStartTime else {
      return 1
    }
    // Reduce Motion forbids motion, not fades: the pulse is computed as if motion were allowed.
    let progress = Self.reducedMotionPulse.progress(at: clock.now, startedAt: start, reduceMotion: false)
    return 1 - 0.5 * progress
  }

  /// The opacity pulse used instead of rotation under Reduce Motion: 1 s down, 1 s back up.
  static let reducedMotionPulse = Animation(
    duration: 1, curve: .easeInOut, repetition: .forever, autoreverses: true)

  /// Whether this view or an ancestor has its own ``View/clock`` (so `clock.now` is already the
  /// time the animation will be drawn at).
  private var hasClockOverride: Bool {
    var view: View? = self
    while let current = view {
      if current.environmentOverrides.clock != nil { return true }
      view = current.superview
    }
    return false
  }

  /// The fraction of a turn, `0..<1`, at `time` for an animation that started at `startedAt`.
  func ringTurns(at time: Double, startedAt: Double) -> Double {
    let elapsed = time - startedAt
    let turns = animationStartTurns + animationSpeed * (elapsed.isFinite ? max(0, elapsed) : 0)
    return turns - turns.rounded(.down)
  }

  /// Strokes the ring: its colours, dashed while loading with a dashed style, turned by
  /// ``ringRotation`` about the centre and faded by ``ringOpacity``. `clear` draws nothing.
  func drawRing(in canvas: Canvas) {
    if isAnimating, animationStartTime == nil { animationStartTime = clock.now }
    let geometry = ringGeometry
    let colors = (content ?? Content()).resolvedColorType.colors
    guard geometry.ringWidth > 0, let paint = Self.ringPaint(colors, center: geometry.center) else { return }
    var style = StrokeStyle(width: geometry.ringWidth)
    if isAnimating, let segments = loadingStyle.segments {
      let pattern = geometry.dashPattern(segments: segments, fill: loadingStyle.fill)
      style = StrokeStyle(
        width: geometry.ringWidth, dash: pattern.dash, dashPhase: pattern.phase, cap: .round)
    }
    let rotation = ringRotation
    let opacity = ringOpacity
    canvas.save()
    if rotation != 0 { canvas.concatenate(Self.rotation(rotation, about: geometry.center)) }
    canvas.stroke(geometry.ringPath, with: opacity < 1 ? paint.multipliedAlpha(opacity) : paint, style: style)
    canvas.restore()
  }

  /// The ring's paint: nothing for no colours, a solid colour for one, else an angular gradient
  /// through the colours and back to the first (no seam), starting at the top-right diagonal.
  static func ringPaint(_ colors: [Color], center: Point) -> Paint? {
    guard let first = colors.first else { return nil }
    guard colors.count > 1 else { return .solid(first) }
    return .angular(
      stops: GradientStop.evenlySpread(colors + [first]), center: center, startAngle: -Double.pi / 4)
  }

  /// A rotation by `angle` radians (clockwise) about `center`.
  static func rotation(_ angle: Double, about center: Point) -> Transform {
    Transform.translation(x: -center.x, y: -center.y)
      .concatenating(.rotation(angle))
      .concatenating(.translation(x: center.x, y: center.y))
  }
}
