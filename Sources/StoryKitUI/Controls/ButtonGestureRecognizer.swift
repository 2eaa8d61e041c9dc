/// A ``Button``'s touch: pressed while a finger is down on it (within its hit area and a little
/// slop), a tap when the finger lifts there. It recognizes on the lift, so it wins over the
/// recognizers of the views behind the button (a story's tap to go on).
@MainActor
final class ButtonGestureRecognizer: GestureRecognizer {
  private weak var button: Button?
  /// How far past its hit area a finger may slide and still lift as a tap, in points.
  static let slop = 16.0

  init(button: Button) {
    self.button = button
    super.init(action: nil)
  }

  override func handle(_ event: PointerEvent, at location: Point) {
    guard let button else { return }
    if event.phase == .down, state.isFinished { reset() }
    guard state == .possible else { return }
    let inside = button.hitRect.insetBy(dx: -Self.slop, dy: -Self.slop).contains(location)
    switch event.phase {
    case .down:
      button.isPressed = button.isEnabled
    case .move:
      button.isPressed = inside && button.isEnabled
    case .up:
      button.isPressed = false
      guard inside, button.isEnabled else { return transition(to: .failed) }
      transition(to: .recognized)
      button.sendTap()
    case .cancel:
      button.isPressed = false
      transition(to: .failed)
    }
  }

  override func stop() {
    button?.isPressed = false
    super.stop()
  }

  override func reset() {
    button?.isPressed = false
    super.reset()
  }
}
