/// The base of tap, long-press, pan and swipe recognizers: it watches the pointer events that hit
/// its view and moves through states, calling its action when it recognizes its gesture.
///
/// ```
/// possible ──▶ began ──▶ changed ──▶ ended      (continuous: pan, long press)
///    │                          └──▶ cancelled
///    ├──▶ recognized                           (discrete: tap, swipe)
///    └──▶ failed
/// ```
///
/// A recognizer stays in its final state (ended, cancelled, recognized, failed) until the next
/// pointer goes down on it, when it is ``reset()`` to ``State/possible``. Hosts deliver events
/// through a ``PointerDispatcher``, which also decides which recognizers on the way to the root
/// see a sequence (see its rules). Tests may also call ``handle(_:at:)`` directly.
///
/// All lengths a recognizer measures and reports are in its view's coordinates.
@MainActor
open class GestureRecognizer {
  /// Where a recognizer is in its gesture.
  public enum State: Sendable, Hashable {
    /// Watching; nothing recognized yet.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture moved on.
    case changed
    /// A continuous gesture finished.
    case ended
    /// A continuous gesture was taken away after it began.
    case cancelled
    /// The events are not this recognizer's gesture.
    case failed
    /// A discrete gesture (a tap) was recognized.
    case recognized

    /// Whether the gesture is over, one way or another: the recognizer waits for a reset.
    public var isFinished: Bool {
      switch self {
      case .ended, .cancelled, .failed, .recognized: true
      case .possible, .began, .changed: false
      }
    }

    /// Whether a continuous gesture is under way (began or changed).
    public var isInProgress: Bool {
      self == .began || self == .changed
    }

    /// Whether the recognizer has recognized its gesture in this sequence.
    public var hasRecognized: Bool {
      switch self {
      case .began, .changed, .ended, .recognized: true
      case .possible, .cancelled, .failed: false
      }
    }
  }

  /// The current state.
  public internal(set) var state: State = .possible

  /// The view it is attached to.
  public internal(set) weak var view: View?

  /// Whether it takes events. Turning it off cancels a gesture in progress (the action hears
  /// ``State/cancelled``) and forgets one that has not been recognized yet.
  public var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      trackedPointerID = nil
      if state.isInProgress {
        transition(to: .cancelled)
      } else if state == .possible {
        reset()
      }
    }
  }

  /// Whether the recognizer works alongside others on the same pointer. By default, the first
  /// recognizer to recognize stops the others (see ``PointerDispatcher``); if it or another one
  /// allows simultaneous recognition, they do not stop each other.
  public var allowsSimultaneousRecognition = false

  /// Called with the recognizer on every state change that matters to the app: recognized, began,
  /// changed, ended, cancelled.
  public var action: (@MainActor (GestureRecognizer) -> Void)?

  /// The latest location, in the view's coordinates.
  var trackedLocation: Point = .zero

  /// The pointer this recognizer follows while it is down (set by the dispatcher).
  var trackedPointerID: Int?

  /// Creates a recognizer with an action.
  /// - Parameter action: Called on recognized, began, changed, ended and cancelled.
  public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    self.action = action
  }

  /// Handles one pointer event delivered to its view; `location` and `event.location` are in the
  /// view's coordinates. Subclasses override it and call ``transition(to:)``.
  /// - Parameters:
  ///   - event: The event.
  ///   - location: Where it happened, in the view's coordinates.
  open func handle(_ event: PointerEvent, at location: Point) {}

  /// Lets a time-based recognizer (long press, multi-tap) react to time passing without events.
  /// - Parameter time: The current time on the tree's ``Clock``.
  open func clockDidAdvance(to time: Double) {}

  /// Moves to a state and calls the action for the states the app hears about.
  /// - Parameter newState: The new state.
  public func transition(to newState: State) {
    state = newState
    switch newState {
    case .recognized, .began, .changed, .ended, .cancelled: action?(self)
    case .possible, .failed: break
    }
  }

  /// Back to ``State/possible`` after a gesture has finished or failed, ready for the next one.
  /// Subclasses that override it clear their tracking and call `super`.
  open func reset() {
    state = .possible
    trackedPointerID = nil
  }

  /// Where the pointer is (or was last), in another view's coordinates, or the root's for `nil`.
  /// - Parameter view: The view whose coordinates to use.
  /// - Returns: The latest location the recognizer saw, converted.
  public func location(in view: View?) -> Point {
    guard let own = self.view else { return trackedLocation }
    return own.convert(trackedLocation, to: view)
  }

  // MARK: - Used by the dispatcher and the built-in recognizers

  /// Delivers an event whose location is already in the view's coordinates, following one
  /// pointer at a time.
  func receive(_ event: PointerEvent) {
    if let tracked = trackedPointerID, tracked != event.pointerID { return }
    if event.phase == .down { trackedPointerID = event.pointerID }
    if event.location.x.isFinite, event.location.y.isFinite { trackedLocation = event.location }
    handle(event, at: event.location)
    if event.endsSequence { trackedPointerID = nil }
  }

  /// Resets a finished recognizer before a new pointer goes down on it.
  func prepareForNewSequence() {
    if state.isFinished { reset() }
  }

  /// Takes the sequence away: a gesture in progress is cancelled, one not yet recognized fails.
  func stop() {
    trackedPointerID = nil
    if state.isInProgress {
      transition(to: .cancelled)
    } else if state == .possible {
      transition(to: .failed)
    }
  }

  /// Records a finite location as the latest one.
  func note(_ location: Point) {
    if location.x.isFinite, location.y.isFinite { trackedLocation = location }
  }
}

extension View {
  /// Attaches a recognizer (moving it from another view if it had one).
  /// - Parameter recognizer: The recognizer; it gets the events that hit this view or a subview.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches a recognizer.
  /// - Parameter recognizer: The recognizer to remove; others are ignored.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }
}

extension GestureRecognizer {
  /// An event time recognizers can trust: a non-finite time, or one before `previous`, becomes
  /// `previous` (or `0` with no previous time), so time never runs backwards.
  static func sanitizedTime(_ time: Double, after previous: Double?) -> Double {
    guard let previous else { return time.isFinite ? time : 0 }
    return time.isFinite ? max(time, previous) : previous
  }
}
