/// The base of tap, long-press and pan recognizers: it watches the pointer events that hit its
/// view and moves through states, calling its action when it recognizes its gesture.
///
/// ```
/// possible ──▶ began ──▶ changed ──▶ ended      (continuous: pan, long press)
///    │                          └──▶ cancelled
///    ├──▶ recognized                           (discrete: tap)
///    └──▶ failed
/// ```
@MainActor
open class GestureRecognizer {
  /// Where a recognizer is in its gesture.
  public enum State: Sendable, Hashable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture (a tap) was recognized.
    case recognized
  }

  /// The current state.
  public internal(set) var state: State = .possible

  /// The view it is attached to.
  public internal(set) weak var view: View?

  /// Whether it takes events.
  public var isEnabled = true

  /// Called with the recognizer on every state change that matters to the app: recognized, began,
  /// changed, ended, cancelled.
  public var action: (@MainActor (GestureRecognizer) -> Void)?

  /// Creates a recognizer with an action.
  public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    self.action = action
  }

  /// Handles one pointer event delivered to its view (location in the view's coordinates).
  /// Subclasses override it and call ``transition(to:)``.
  open func handle(_ event: PointerEvent, at location: Point) {}

  /// Lets a time-based recognizer (long press) react to time passing without events.
  open func clockDidAdvance(to time: Double) {}

  /// Moves to a state and calls the action for the states the app hears about.
  public func transition(to newState: State) {
    state = newState
    switch newState {
    case .recognized, .began, .changed, .ended, .cancelled: action?(self)
    case .possible, .failed: break
    }
  }

  /// Back to ``State/possible`` after a gesture has finished or failed, ready for the next one.
  open func reset() {
    state = .possible
  }
}

extension View {
  /// Attaches a recognizer (moving it from another view if it had one).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches a recognizer.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }
}
