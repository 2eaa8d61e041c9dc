/// Recognizes a press held in place: a continuous gesture.
///
/// - ``GestureRecognizer/State/began`` once the pointer has been down for
///   ``minimumPressDuration`` without moving more than ``allowableMovement``. The recognizer
///   notices the time passing either through ``clockDidAdvance(to:)`` (the dispatcher's
///   ``PointerDispatcher/advanceTime(to:)``) or on the next event, whichever comes first; a late
///   event still counts as moving after the press began.
/// - ``GestureRecognizer/State/changed`` on every move after that (it may move freely then).
/// - ``GestureRecognizer/State/ended`` on lift — right after `began` if the lift is the first
///   event past the duration.
/// - ``GestureRecognizer/State/cancelled`` on cancel after it began.
///
/// It fails on a lift or cancel before the duration, or on moving too far before it.
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// How long, in seconds, the pointer must stay down.
  public var minimumPressDuration = 0.5

  /// How far, in points, the pointer may move before the press begins.
  public var allowableMovement = 10.0

  private var downTime: Double?
  private var downLocation: Point?
  private var latestTime: Double?

  /// Creates a long-press recognizer.
  /// - Parameters:
  ///   - minimumPressDuration: How long, in seconds, the pointer must stay down.
  ///   - action: Called on began, changed, ended and cancelled.
  public init(minimumPressDuration: Double = 0.5, action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    self.minimumPressDuration = minimumPressDuration
    super.init(action: action)
  }

  /// Follows the press; see the type's description for the states it moves through.
  public override func handle(_ event: PointerEvent, at location: Point) {
    if event.phase == .down, state.isFinished { reset() }
    guard !state.isFinished else { return }
    note(location)
    let time = GestureRecognizer.sanitizedTime(event.time, after: latestTime)
    latestTime = time
    switch event.phase {
    case .down:
      guard downTime == nil, state == .possible else { return }
      downTime = time
      downLocation = location
    case .move:
      guard downTime != nil else { return }
      beginIfHeldLongEnough(at: time)
      if state == .possible, let downLocation, location.distance(to: downLocation) > allowableMovement {
        transition(to: .failed)
      } else if state.isInProgress {
        transition(to: .changed)
      }
    case .up:
      guard downTime != nil else { return }
      beginIfHeldLongEnough(at: time)
      downTime = nil
      transition(to: state.isInProgress ? .ended : .failed)
    case .cancel:
      guard downTime != nil else { return }
      downTime = nil
      transition(to: state.isInProgress ? .cancelled : .failed)
    }
  }

  /// Begins the press once the pointer has been down long enough.
  public override func clockDidAdvance(to time: Double) {
    guard time.isFinite else { return }
    beginIfHeldLongEnough(at: time)
  }

  /// Forgets the press.
  public override func reset() {
    super.reset()
    downTime = nil
    downLocation = nil
    latestTime = nil
  }

  private func beginIfHeldLongEnough(at time: Double) {
    guard state == .possible, let downTime else { return }
    let required = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0.5
    if time - downTime >= required { transition(to: .began) }
  }
}
