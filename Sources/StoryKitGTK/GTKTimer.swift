import CGtk4

/// A timer on GLib's main loop: its action runs on the main thread, between GTK's events.
///
/// ```swift
/// let watch = GTKTimer(every: 0.25) { reloadIfChanged() }
/// // later:
/// watch.invalidate()
/// ```
///
/// A timer runs until ``invalidate()``, even when nothing else holds it (as a run loop keeps a
/// Foundation timer).
@MainActor
public final class GTKTimer {
  private var sourceID: guint = 0

  /// Whether the timer will fire again.
  public var isValid: Bool { sourceID != 0 }

  /// Starts a timer.
  /// - Parameters:
  ///   - interval: Seconds between firings (at least 1 ms).
  ///   - repeats: Whether it fires again after the first time.
  ///   - action: What it runs; the timer itself is passed so it can stop itself.
  public init(every interval: Double, repeats: Bool = true, _ action: @escaping @MainActor (GTKTimer) -> Void)
  {
    let milliseconds =
      interval.isFinite ? guint(min(max(1, (interval * 1_000).rounded()), 86_400_000)) : 1_000
    let box = TimerBox(repeats: repeats, action: action)
    sourceID = g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, fireTimer, Unmanaged.passRetained(box).toOpaque(), releaseTimerBox)
    box.timer = self
  }

  /// Convenience for an action that does not need the timer.
  /// - Parameters:
  ///   - interval: Seconds between firings (at least 1 ms).
  ///   - repeats: Whether it fires again after the first time.
  ///   - action: What it runs.
  public convenience init(
    every interval: Double, repeats: Bool = true, _ action: @escaping @MainActor () -> Void
  ) {
    self.init(every: interval, repeats: repeats) { (_: GTKTimer) in action() }
  }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    guard sourceID != 0 else { return }
    let id = sourceID
    sourceID = 0
    g_source_remove(id)
  }

  fileprivate func didFinish() {
    sourceID = 0
  }
}

/// What GLib holds for a timer, released when its source goes away: its action and the timer.
@MainActor
private final class TimerBox {
  let repeats: Bool
  let action: @MainActor (GTKTimer) -> Void
  var timer: GTKTimer?  // strong: the timer lives while GLib holds this box

  init(repeats: Bool, action: @escaping @MainActor (GTKTimer) -> Void) {
    self.repeats = repeats
    self.action = action
  }
}

private let fireTimer: @convention(c) (gpointer?) -> gboolean = { data in
  guard let data else { return 0 }
  nonisolated(unsafe) let pointer = data
  return MainActor.assumeIsolated {
    let box = Unmanaged<TimerBox>.fromOpaque(pointer).takeUnretainedValue()
    guard let timer = box.timer, timer.isValid else { return 0 }
    if !box.repeats { timer.didFinish() }
    box.action(timer)
    return box.repeats && timer.isValid ? 1 : 0
  }
}

private let releaseTimerBox: @convention(c) (gpointer?) -> Void = { data in
  guard let data else { return }
  Unmanaged<TimerBox>.fromOpaque(data).release()
}
