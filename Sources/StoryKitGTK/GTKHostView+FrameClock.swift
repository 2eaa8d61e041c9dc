import CGtk4
import StoryKitUI

/// The frame clock: ticks run only while something moves.
extension GTKHostView {
  /// How long after the last pointer event ticks go on, for recognizers still deciding (a
  /// double tap waiting for its second tap), in seconds.
  static let pointerGracePeriod = 0.6

  /// A frame due within this many seconds is drawn on the next tick.
  static let frameTolerance = 1.0 / 120

  /// A view asked to be drawn again (or the host did): queue a draw, and a tick to run the
  /// app's per-frame work first. Inside a tick the tick itself decides whether to go on; inside a
  /// draw the change is already being drawn.
  func displayRequested() {
    guard !isDestroyed, !isDrawing else { return }
    accessibilityBridge.setNeedsSync()
    gtk_widget_queue_draw(widget)
    if !isInFrame { startTicking() }
  }

  /// Installs the tick callback, unless it is already there or the widget is not realized yet
  /// (realizing requests a frame).
  func startTicking() {
    guard !isDestroyed, tickID == 0, gtk_widget_get_realized(widget) != 0 else { return }
    wakeTimer?.invalidate()
    wakeTimer = nil
    tickID = gtk_widget_add_tick_callback(widget, tickThunk, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  /// One tick of GTK's frame clock, before layout and paint. Returns whether to keep ticking.
  func tick() -> Bool {
    let now = root.clock.now
    isInFrame = true
    onFrame?(now)
    root.advanceFramesInSubtree(to: now)
    pointerDispatcher.advanceTime(to: now)
    isInFrame = false
    accessibilityBridge.setNeedsSync()
    let next = root.nextFrameTimeInSubtree(now: now)
    if let next, next <= now + Self.frameTolerance {
      wasAnimating = true
      gtk_widget_queue_draw(widget)
      return true
    }
    // The movement has ended, but the last frame was drawn after its tick, at the clock's time
    // then, short of the end (a picture's fade at 0.7 on a loaded machine): draw the end, or an
    // idle window would keep showing that frame.
    if wasAnimating {
      wasAnimating = false
      gtk_widget_queue_draw(widget)
    }
    let isPointerBusy =
      !pointerDispatcher.activePointerIDs.isEmpty || now - lastPointerActivity < Self.pointerGracePeriod
    if isPointerBusy { return true }
    tickID = 0
    if let next, next.isFinite { wake(after: next - now) }
    return false
  }

  /// Starts ticking again when a frame due later comes.
  private func wake(after delay: Double) {
    wakeTimer?.invalidate()
    wakeTimer = GTKTimer(every: max(0.001, delay), repeats: false) { [weak self] in
      self?.wakeTimer = nil
      self?.startTicking()
    }
  }
}

private let tickThunk:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, _, data in
    let host = hostView(from: data)
    return MainActor.assumeIsolated { host?.tick() ?? false } ? 1 : 0
  }
