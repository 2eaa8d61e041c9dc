/// The finger, the wheel and the pointer's place: what a host forwards to its scroller.
extension Scroller {
  /// Follows a pan: the content moves with the finger along the axis (mirrored right to left)
  /// and glides or snaps on release. Call it from the host's ``PanGestureRecognizer``'s action.
  /// A pan that starts across the axis is ignored while ``ignoresCrossAxisDrags``.
  public func handlePan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      isIgnoringPan = layout.itemCount == 0 || (ignoresCrossAxisDrags && isAcross(pan.translation))
      guard !isIgnoringPan else { return }
      beginDrag()
      drag(by: onwards(pan.translation))
    case .changed:
      guard !isIgnoringPan else { return }
      drag(by: onwards(pan.translation))
    case .ended:
      guard !isIgnoringPan else { return }
      drag(by: onwards(pan.translation))
      endDrag(velocity: onwards(pan.velocity))
    case .cancelled:
      guard !isIgnoringPan else { return }
      cancelDrag()
    default:
      return
    }
  }

  /// A pan recognizer that moves this scroller: add it to the host
  /// (`host.addGestureRecognizer(scroller.makePanGestureRecognizer())`). It holds the scroller
  /// weakly, so the host keeps owning both.
  public func makePanGestureRecognizer() -> PanGestureRecognizer {
    PanGestureRecognizer { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      self.handlePan(pan)
    }
  }

  /// How far a finger's movement takes the content onwards: against the finger (dragging left
  /// shows what lies further right), and mirrored for a horizontal scroller right to left.
  public func onwards(_ movement: Point) -> Double {
    guard layout.axis == .horizontal else { return -movement.y }
    return isMirrored ? movement.x : -movement.x
  }

  private func isAcross(_ translation: Point) -> Bool {
    layout.axis == .horizontal
      ? abs(translation.y) > abs(translation.x) : abs(translation.x) > abs(translation.y)
  }

  /// Scrolls under a wheel or touchpad (see ``ScrollWheelHandling``): a horizontal scroller takes
  /// a sideways scroll as it comes (right shows what lies further right, earlier items right to
  /// left) and a vertical wheel as onwards. Returns whether the content moved.
  public func scrollWheel(by delta: Point) -> Bool {
    guard delta.x.isFinite, delta.y.isFinite else { return false }
    var step = delta.y
    if layout.axis == .horizontal, abs(delta.x) > abs(delta.y) {
      step = isMirrored ? -delta.x : delta.x
    }
    return scroll(by: step)
  }

  /// A point in the host's coordinates in content coordinates (left to right, from the content's
  /// start), at the offset now.
  public func contentPoint(for point: Point) -> Point {
    var content = point
    if isMirrored, let host { content.x = host.bounds.width - content.x }
    if layout.axis == .horizontal { content.x += contentOffset } else { content.y += contentOffset }
    return content
  }

  /// The slot whose frame holds `point` (in the host's coordinates) now, if any.
  public func slot(at point: Point) -> Int? {
    let track = self.track
    let content = contentPoint(for: point)
    let along = content[scrollAxis: layout.axis]
    guard along.isFinite else { return nil }
    return track.slots(along: along, along.nextUp).first { track.frame($0).contains(content) }
  }

  /// The slot with the most of itself in the viewport now (the earlier one on a tie), or `nil`
  /// when none shows: the item a feed plays.
  public var mostVisibleSlot: Int? {
    let track = self.track
    let offset = contentOffset
    let axis = layout.axis
    var best: Int?
    var bestLength = -1.0
    for slot in track.visibleSlots(at: offset, overscan: 0) {
      let frame = track.frame(slot)
      let start = frame.start(along: axis) - offset
      let shown = min(start + frame.size[axis], track.viewport) - max(start, 0)
      if shown > bestLength + 0.5 {
        best = slot
        bestLength = shown
      }
    }
    return best
  }
}
