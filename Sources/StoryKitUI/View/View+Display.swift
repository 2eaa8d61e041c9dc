/// Drawing on demand, for live hosts: views ask to be drawn again, and the host asks the tree
/// whether anything animates and when the next frame is due, so it draws only when something
/// changed and ticks only while something moves.
///
/// ```swift
/// root.displayRequestHandler = { window.queueDraw() }       // a change anywhere queues a frame
/// if let due = root.nextFrameTimeInSubtree(now: clock.now) { // something animates
///   scheduleTick(at: due)
/// }                                                         // else: idle, no ticks
/// ```
extension View {
  /// Asks for the view to be drawn again. The nearest view up the tree (this one included) with a
  /// ``displayRequestHandler`` hears it — once, until it is next rendered. Property changes that
  /// alter a view's look call it themselves; call it after changing what a custom ``draw(in:)``
  /// reads.
  public func setNeedsDisplay() {
    if View.layerViewCount > 0 { invalidateLayersForContent() }
    requestDisplay()
  }

  /// Tells the nearest handler up the tree that a frame is wanted, once until it is drawn.
  func requestDisplay() {
    var view: View? = self
    while let current = view {
      if let handler = current.displayRequestHandler {
        guard !current.isDisplayRequested else { return }
        current.isDisplayRequested = true
        handler()
        return
      }
      view = current.superview
    }
  }

  /// The earliest ``nextFrameTime(now:)`` of the view and its shown descendants (hidden and fully
  /// transparent views are skipped, and so is everything inside them), or `nil` when nothing in
  /// the tree animates.
  public func nextFrameTimeInSubtree(now: Double) -> Double? {
    guard !isHidden, alpha > 0.001 else { return nil }
    var earliest = nextFrameTime(now: now)
    for view in subviews {
      guard let time = view.nextFrameTimeInSubtree(now: now) else { continue }
      earliest = min(earliest ?? time, time)
    }
    return earliest
  }

  /// Calls ``advanceFrame(to:)`` on the view and its descendants, parents first. A host calls it
  /// on its root at each frame before drawing; tests driving a manual clock call it after
  /// advancing the clock.
  public func advanceFramesInSubtree(to now: Double) {
    advanceFrame(to: now)
    for view in subviews { view.advanceFramesInSubtree(to: now) }
  }

  /// Whether anything in the tree animates now (it wants a frame at ``clock``'s `now` or before).
  public var isAnimatingInSubtree: Bool {
    let now = clock.now
    return nextFrameTimeInSubtree(now: now).map { $0 <= now } ?? false
  }
}
