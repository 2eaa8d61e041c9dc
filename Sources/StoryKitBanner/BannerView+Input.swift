import StoryKit
import StoryKitUI

extension BannerView {
  /// Installs the tap, the pan, the touch that holds auto-advance, and the arrow keys.
  func setUpInput() {
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .recognized else { return }
        self.selectItem(at: recognizer.location(in: self))
      })
    let pan = PanGestureRecognizer { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      self.handlePan(pan)
    }
    addGestureRecognizer(pan)
    addGestureRecognizer(
      BannerTouchRecognizer { [weak self] isDown in
        guard let self else { return }
        if isDown { self.holds.insert(.touch) } else { self.holds.remove(.touch) }
        self.setNeedsLayout()
      })
    keyCommands.register(.left) { [weak self] _ in self?.handleArrow(towardsRight: false) }
    keyCommands.register(.right) { [weak self] _ in self?.handleArrow(towardsRight: true) }
  }

  /// → shows the next page left to right and the previous one right to left; ← the opposite.
  func handleArrow(towardsRight: Bool) {
    let forwards = towardsRight == (effectiveLayoutDirection == .leftToRight)
    move(by: forwards ? 1 : -1, animated: true)
  }

  /// The item of the page under `point` (in the banner's coordinates), if a page shows there.
  public func item(at point: Point) -> BannerItem? {
    let position = pagePosition
    for page in visiblePages(at: position) where frame(ofPage: page, at: position).contains(point) {
      return items[BannerPaging.index(page, count: items.count)]
    }
    return nil
  }

  /// Selects the item under `point`, as a tap there does: the page reports it, so its listener
  /// hears it before the banner.
  func selectItem(at point: Point) {
    let position = pagePosition
    for page in visiblePages(at: position) where frame(ofPage: page, at: position).contains(point) {
      if let view = pageViews[page] {
        view.send(.select)
      } else {
        onItemSelected?(items[BannerPaging.index(page, count: items.count)])
      }
      return
    }
  }

  func handlePan(_ pan: PanGestureRecognizer) {
    let now = clock.now
    // Left to right a drag to the left shows later pages; right to left, a drag to the right.
    let sign = effectiveLayoutDirection == .rightToLeft ? 1.0 : -1.0
    switch pan.state {
    case .began:
      isIgnoringPan = abs(pan.translation.y) > abs(pan.translation.x) || items.isEmpty
      guard !isIgnoringPan else { return }
      paging.beginDrag(now: now)
      paging.moveDrag(by: sign * pan.translation.x / pageStride, count: items.count)
    case .changed:
      guard !isIgnoringPan else { return }
      paging.moveDrag(by: sign * pan.translation.x / pageStride, count: items.count)
    case .ended:
      guard !isIgnoringPan else { return }
      paging.moveDrag(by: sign * pan.translation.x / pageStride, count: items.count)
      paging.endDrag(
        velocity: sign * pan.velocity.x / pageStride, flingVelocity: max(0, flingVelocity) / pageStride,
        count: items.count, now: now, reduceMotion: isReduceMotionEnabled)
    case .cancelled:
      guard !isIgnoringPan else { return }
      paging.cancelDrag(now: now, reduceMotion: isReduceMotionEnabled)
    default:
      return
    }
    setNeedsLayout()
  }
}

/// Watches whether a finger is down on the banner, beside the tap and the pan, without ever
/// recognizing: auto-advance holds while one is.
final class BannerTouchRecognizer: GestureRecognizer {
  private let onChange: @MainActor (Bool) -> Void
  private var isDown = false

  init(onChange: @escaping @MainActor (Bool) -> Void) {
    self.onChange = onChange
    super.init()
    allowsSimultaneousRecognition = true
  }

  override func handle(_ event: PointerEvent, at location: Point) {
    switch event.phase {
    case .down:
      if state.isFinished { reset() }
      guard !isDown else { return }
      isDown = true
      onChange(true)
    case .up, .cancel:
      guard isDown else { return }
      isDown = false
      onChange(false)
    case .move:
      break
    }
  }

  override func reset() {
    super.reset()
    if isDown {
      isDown = false
      onChange(false)
    }
  }
}
