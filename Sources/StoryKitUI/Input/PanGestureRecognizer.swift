/// Recognizes a drag: a continuous gesture that reports how far and how fast the pointer went.
///
/// - ``GestureRecognizer/State/began`` once the pointer is ``minimumDistance`` from where it
///   went down; ``translation`` is measured from the down location, so it already includes that
///   distance.
/// - ``GestureRecognizer/State/changed`` on every move after that.
/// - ``GestureRecognizer/State/ended`` on lift, with ``swipeDirection`` set when the drag ended
///   fast (a swipe); ``GestureRecognizer/State/cancelled`` on cancel.
///
/// It fails on a lift or cancel before it began. ``velocity`` is measured over the last
/// ``velocityWindow`` seconds of events, so a drag that stops before lifting ends slow.
@MainActor
public final class PanGestureRecognizer: GestureRecognizer {
  /// How far, in points, the pointer must move before the pan begins.
  public var minimumDistance = 10.0

  /// The span, in seconds, of recent events ``velocity`` is measured over.
  public var velocityWindow = 0.1

  /// The speed, in points per second along the dominant axis, above which a pan that ends is a
  /// swipe.
  public var swipeVelocityThreshold = 500.0

  /// How far the pointer is from where it went down, in the view's coordinates.
  public private(set) var translation: Point = .zero

  /// How fast the pointer moves, in points per second, over the last ``velocityWindow``.
  public private(set) var velocity: Point = .zero

  /// When the pointer went down, in seconds on the tree's clock; `nil` before a pointer goes down.
  public var startTime: Double? { track.start?.time }

  /// Where the pointer went down, in the view's coordinates.
  public var startLocation: Point? { track.start?.location }

  /// The direction of the translation's dominant axis, or `nil` while it is zero.
  public var direction: GestureDirection? { GestureDirection(translation) }

  /// Set when the pan ends with its velocity above ``swipeVelocityThreshold``: the direction of
  /// the velocity's dominant axis. `nil` while the pan is under way and for slow pans.
  public private(set) var swipeDirection: GestureDirection?

  private var track = PointerTrack()

  /// Creates a pan recognizer.
  /// - Parameter action: Called on began, changed, ended and cancelled.
  public override init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    super.init(action: action)
  }

  /// Follows the drag; see the type's description for the states it moves through.
  public override func handle(_ event: PointerEvent, at location: Point) {
    if event.phase == .down, state.isFinished { reset() }
    guard !state.isFinished else { return }
    note(location)
    switch event.phase {
    case .down:
      guard !track.isActive, state == .possible else { return }
      track.begin(at: location, time: event.time)
      translation = .zero
      velocity = .zero
      swipeDirection = nil
    case .move:
      guard update(location, time: event.time) else { return }
      if state == .possible {
        if translation.distance(to: .zero) >= minimumDistance { transition(to: .began) }
      } else {
        transition(to: .changed)
      }
    case .up:
      guard update(location, time: event.time) else { return }
      track.end()
      if state.isInProgress {
        swipeDirection = PanGestureRecognizer.swipe(velocity, threshold: swipeVelocityThreshold)
        transition(to: .ended)
      } else {
        transition(to: .failed)
      }
    case .cancel:
      guard track.isActive else { return }
      track.end()
      transition(to: state.isInProgress ? .cancelled : .failed)
    }
  }

  /// Forgets the drag.
  public override func reset() {
    super.reset()
    track.end()
    translation = .zero
    velocity = .zero
    swipeDirection = nil
  }

  /// The direction of a fast enough velocity, or `nil`.
  static func swipe(_ velocity: Point, threshold: Double) -> GestureDirection? {
    guard let direction = GestureDirection(velocity) else { return nil }
    let limit = threshold.isFinite ? max(0, threshold) : 500
    return direction.component(of: velocity) >= limit ? direction : nil
  }

  private func update(_ location: Point, time: Double) -> Bool {
    guard track.isActive else { return false }
    track.add(location, time: time, window: velocityWindow)
    translation = track.translation
    velocity = track.velocity(window: velocityWindow.isFinite ? max(0, velocityWindow) : 0.1)
    return true
  }
}
