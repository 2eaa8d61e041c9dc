import Foundation
import StoryKit

/// The loading animation: the ring view's turn (``StoryRingView/startTurning(speed:startedAt:)``),
/// a pure function of the button's ``View/clock``, so a frame can be drawn at any chosen time
/// (tests drive a ``ManualClock``). Nothing runs in the background; while the ring turns, the tree
/// asks its host for frames (``View/nextFrameTimeInSubtree(now:)``).
///
/// - With motion: the ring turns clockwise at `speed` turns per second (solid, or dashed with
///   ``StoryRingButton/LoadingStyle/dashed``).
/// - Under Reduce Motion (``View/isReduceMotionEnabled``): nothing turns. A dashed ring stands
///   still; a solid ring pulses its opacity gently between 100 % and 50 % (2 s a cycle), since a
///   fade is not motion.
/// - Either way the picture is dimmed to `alpha` at once, and restored by `stopAnimating()`.
extension StoryRingButton {
  /// Starts the loading animation at the ``View/clock``'s `now` — or, for a button that has no
  /// clock of its own and is not yet in a prepared tree, at its first frame.
  ///
  /// `speed` is in **turns per second**: the default 0.2 turns the ring once every 5 seconds,
  /// 1 once a second. (`IGStoryButton` multiplied a 0.25 s Core Animation turn, so its 0.2 was 0.8
  /// turns per second; pass 0.8 for that pace.) Calling it again while animating changes speed
  /// and alpha without a jump in the ring's angle.
  ///
  /// ```swift
  /// button.startAnimating()                       // 0.2 turns/s, picture at 70 %
  /// button.startAnimating(speed: 1, alpha: 0.5)   // one turn a second, picture at 50 %
  /// ```
  /// - Parameters:
  ///   - speed: Turns per second, clockwise; negative or non-finite values keep the ring still.
  ///   - alpha: The picture's opacity while loading, `0...1`.
  public func startAnimating(speed: Double = 0.2, alpha: Double = 0.7) {
    animationSpeed = speed.isFinite ? max(0, speed) : 0
    animationAlpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    isAnimating = true
    imageView.alpha = animationAlpha
    // A button with a clock of its own (or already in its tree) starts now; otherwise the ring
    // starts when it is prepared in its tree, on that tree's clock.
    ringView.startTurning(speed: animationSpeed, startedAt: isPrepared || hasClockOverride ? clock.now : nil)
  }

  /// Stops the loading animation: the ring stands still at its resting angle and the picture is
  /// opaque again.
  public func stopAnimating() {
    isAnimating = false
    imageView.alpha = 1
    ringView.stopTurning()
  }

  /// The ring's rotation now, in radians clockwise, `0..<2π`: `0` when not animating or under
  /// Reduce Motion.
  public var ringRotation: Double {
    ringView.rotation(at: clock.now, reduceMotion: isReduceMotionEnabled)
  }

  /// The ring's opacity now: below 1 only for the Reduce Motion pulse of a solid loading ring.
  public var ringOpacity: Double {
    ringView.opacity(at: clock.now, reduceMotion: isReduceMotionEnabled)
  }

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
}
