import StoryKit
import StoryKitUI

extension VideoFeedView: ScrollWheelHandling {
  /// Installs the tap, the vertical pan and the keys.
  func setUpInput() {
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .recognized else { return }
        self.selectItem(at: recognizer.location(in: self))
      })
    addGestureRecognizer(
      PanGestureRecognizer { [weak self] recognizer in
        guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
        self.handlePan(pan)
      })
    keyCommands.register(.up) { [weak self] _ in self?.step(by: -1) }
    keyCommands.register(.down) { [weak self] _ in self?.step(by: 1) }
    keyCommands.register(.enter) { [weak self] _ in self?.selectCurrentItem() }
    keyCommands.register(.space) { [weak self] _ in self?.selectCurrentItem() }
  }

  /// The index of the item under `point` (in the feed's coordinates), if one shows there.
  public func itemIndex(at point: Point) -> Int? {
    scroller.slot(at: point)
  }

  /// Selects the item under `point`, as a tap there does.
  func selectItem(at point: Point) {
    guard let index = itemIndex(at: point) else { return }
    report(index)
  }

  /// Selects the item most on screen, as Return does.
  func selectCurrentItem() {
    guard let index = currentIndex else { return }
    report(index)
  }

  /// Sends ``VideoFeedItemView/Action/select`` through the item's view, so its listener hears it
  /// before the feed; an item without a view goes straight to the feed.
  private func report(_ index: Int) {
    if let view = itemViews[index], view.content?.index == index {
      view.send(.select)
    } else {
      select(index)
    }
  }

  /// Tries a failed item's video again; opens any other item.
  func select(_ index: Int) {
    if failedItems.contains(index) {
      retryVideo(at: index)
    } else {
      onItemSelected?(items[index], index)
    }
  }

  /// A vertical drag moves the list (a horizontal one is left to the screen) and snaps on lift.
  func handlePan(_ pan: PanGestureRecognizer) {
    if pan.state == .began { heldScrollFraction = nil }
    scroller.flingVelocity = flingVelocity.isFinite ? max(0, flingVelocity) : 300
    scroller.handlePan(pan)
    setNeedsLayout()
  }

  /// A mouse wheel or touchpad moves one item per 40 % of an item scrolled, one step at a time:
  /// it snaps as a drag does.
  public func scrollWheel(by delta: Point) -> Bool {
    guard items.count > 1, delta.y.isFinite, delta.y != 0 else { return false }
    let current = currentIndex ?? restingIndex
    let forwards = delta.y > 0
    guard forwards ? current < items.count - 1 : current > 0 else {
      wheelRemainder = 0
      return false
    }
    guard !scroller.isMoving, !scroller.isDragging else { return true }
    wheelRemainder += delta.y
    let threshold = geometry.stride * 0.4
    guard abs(wheelRemainder) >= threshold else { return true }
    wheelRemainder = 0
    step(by: forwards ? 1 : -1)
    return true
  }
}
