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
    guard let page = scroller.slot(at: point) else { return nil }
    return items[scroller.item(forSlot: page)]
  }

  /// Selects the item under `point`, as a tap there does: the page reports it, so its listener
  /// hears it before the banner.
  func selectItem(at point: Point) {
    guard let page = scroller.slot(at: point) else { return }
    if let view = pageViews[page] {
      view.send(.select)
    } else {
      onItemSelected?(items[scroller.item(forSlot: page)])
    }
  }

  /// Left to right a drag to the left shows later pages; right to left, a drag to the right.
  func handlePan(_ pan: PanGestureRecognizer) {
    if pan.state == .began { heldSwipeFraction = nil }
    scroller.flingVelocity = flingVelocity.isFinite ? max(0, flingVelocity) : 300
    scroller.handlePan(pan)
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
