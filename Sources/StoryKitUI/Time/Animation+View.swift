/// Animations read from a view's environment: its ``View/clock`` for the time and its
/// ``View/isReduceMotionEnabled`` for Reduce Motion, so a tree driven by a ``ManualClock`` in
/// tests, or with Reduce Motion on, animates accordingly without extra code.
extension Animation {
  /// The progress now, on the view's clock and honouring its Reduce Motion setting.
  /// - Parameters:
  ///   - view: The view whose environment to read.
  ///   - startedAt: When the animation was started, on the view's clock.
  @MainActor
  public func progress(in view: View, startedAt: Double) -> Double {
    progress(at: view.clock.now, startedAt: startedAt, reduceMotion: view.isReduceMotionEnabled)
  }

  /// Whether the animation has stopped changing, on the view's clock and honouring its Reduce
  /// Motion setting.
  /// - Parameters:
  ///   - view: The view whose environment to read.
  ///   - startedAt: When the animation was started, on the view's clock.
  @MainActor
  public func isFinished(in view: View, startedAt: Double) -> Bool {
    isFinished(at: view.clock.now, startedAt: startedAt, reduceMotion: view.isReduceMotionEnabled)
  }

  /// The value between two ends now, on the view's clock and honouring its Reduce Motion setting.
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The end value.
  ///   - view: The view whose environment to read.
  ///   - startedAt: When the animation was started, on the view's clock.
  @MainActor
  public func value<Value: Interpolatable>(from: Value, to: Value, in view: View, startedAt: Double) -> Value
  {
    from.interpolated(to: to, progress: progress(in: view, startedAt: startedAt))
  }
}
