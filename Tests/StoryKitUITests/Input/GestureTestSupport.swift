import StoryKit

@testable import StoryKitUI

/// Records every state a recognizer's action hears, in order.
@MainActor
final class ActionLog {
  private(set) var states: [GestureRecognizer.State] = []

  /// An action that appends the recognizer's state.
  var action: @MainActor (GestureRecognizer) -> Void {
    { [weak self] recognizer in self?.states.append(recognizer.state) }
  }
}

/// A pointer event at `(x, y)`, for short test sequences.
func pointer(
  _ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at time: Double, id: Int = 0
) -> PointerEvent {
  PointerEvent(phase, at: Point(x: x, y: y), time: time, pointerID: id)
}

extension GestureRecognizer {
  /// Feeds events whose locations are already in the view's coordinates.
  func feed(_ events: [PointerEvent]) {
    for event in events { handle(event, at: event.location) }
  }
}

/// Whether two numbers agree to `tolerance`.
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
  abs(lhs - rhs) <= tolerance
}

/// Whether two points agree to `tolerance` on both axes.
func isClose(_ lhs: Point, _ rhs: Point, tolerance: Double = 1e-9) -> Bool {
  isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}
