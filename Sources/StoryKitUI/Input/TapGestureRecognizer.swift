/// Recognizes one or more quick taps: a discrete gesture, ``GestureRecognizer/State/recognized``
/// when the last required tap lifts.
///
/// A tap fails when the pointer moves more than ``allowableMovement`` from where it went down,
/// stays down longer than ``maximumPressDuration``, or is cancelled. For multi-taps each next tap
/// must go down within ``maximumTapInterval`` of the previous lift and within
/// ``maximumTapSeparation`` of the first tap; the recognizer also fails when its clock passes the
/// interval with no new tap (``clockDidAdvance(to:)``), or when a pointer goes down elsewhere
/// while it waits (the ``PointerDispatcher`` stops it).
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in like() }
/// photo.addGestureRecognizer(doubleTap)
/// ```
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture, at least 1.
  public var numberOfTapsRequired: Int {
    didSet { numberOfTapsRequired = max(1, numberOfTapsRequired) }
  }

  /// How far, in points, the pointer may move from where it went down.
  public var allowableMovement = 10.0

  /// How long, in seconds, a tap may stay down.
  public var maximumPressDuration = 0.5

  /// How long, in seconds, between one tap's lift and the next tap's down.
  public var maximumTapInterval = 0.3

  /// How far, in points, a later tap may land from the first.
  public var maximumTapSeparation = 45.0

  /// How many taps have completed in the current gesture.
  public private(set) var tapCount = 0

  private var downTime: Double?
  private var downLocation: Point?
  private var firstTapLocation: Point?
  private var lastUpTime: Double?
  private var latestTime: Double?

  /// Creates a tap recognizer.
  /// - Parameters:
  ///   - numberOfTapsRequired: How many taps make the gesture (1 for a single tap).
  ///   - action: Called when the gesture is recognized.
  public init(numberOfTapsRequired: Int = 1, action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    self.numberOfTapsRequired = max(1, numberOfTapsRequired)
    super.init(action: action)
  }

  /// Follows the taps; see the type's description for when it recognizes and fails.
  public override func handle(_ event: PointerEvent, at location: Point) {
    if event.phase == .down, state.isFinished { reset() }
    guard state == .possible else { return }
    note(location)
    let time = accept(event.time)
    switch event.phase {
    case .down:
      guard downTime == nil else { return }
      if let lastUpTime, let firstTapLocation {
        if time - lastUpTime > maximumTapInterval
          || location.distance(to: firstTapLocation) > maximumTapSeparation
        {
          transition(to: .failed)
          reset()
          latestTime = time
        }
      }
      downTime = time
      downLocation = location
      if firstTapLocation == nil { firstTapLocation = location }
    case .move:
      guard downTime != nil else { return }
      if pressIsTooLong(at: time) || movedTooFar(to: location) { transition(to: .failed) }
    case .up:
      guard downTime != nil else { return }
      if pressIsTooLong(at: time) || movedTooFar(to: location) {
        transition(to: .failed)
        return
      }
      downTime = nil
      downLocation = nil
      tapCount += 1
      if tapCount >= numberOfTapsRequired {
        transition(to: .recognized)
      } else {
        lastUpTime = time
      }
    case .cancel:
      transition(to: .failed)
    }
  }

  /// Fails a press held too long, or a multi-tap whose next tap is late.
  public override func clockDidAdvance(to time: Double) {
    guard state == .possible, time.isFinite else { return }
    if pressIsTooLong(at: time) {
      transition(to: .failed)
    } else if downTime == nil, let lastUpTime, time - lastUpTime > maximumTapInterval {
      transition(to: .failed)
    }
  }

  /// Forgets the taps so far.
  public override func reset() {
    super.reset()
    tapCount = 0
    downTime = nil
    downLocation = nil
    firstTapLocation = nil
    lastUpTime = nil
    latestTime = nil
  }

  private func accept(_ time: Double) -> Double {
    let accepted = GestureRecognizer.sanitizedTime(time, after: latestTime)
    latestTime = accepted
    return accepted
  }

  private func pressIsTooLong(at time: Double) -> Bool {
    guard let downTime else { return false }
    return time - downTime > maximumPressDuration
  }

  private func movedTooFar(to location: Point) -> Bool {
    guard let downLocation else { return false }
    return location.distance(to: downLocation) > allowableMovement
  }
}
