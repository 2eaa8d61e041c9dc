/// Recognizes a quick flick: a discrete gesture, ``GestureRecognizer/State/recognized`` when the
/// pointer lifts after moving at least ``minimumDistance`` and while moving faster than
/// ``velocityThreshold`` in one of the allowed ``directions``.
///
/// It measures the same way a ``PanGestureRecognizer`` does, and is a pan that ends fast; but as
/// a separate recognizer it competes with a pan on the same pointer (the pan begins first and
/// stops it). When a view needs both a drag and a flick, read the pan's
/// ``PanGestureRecognizer/swipeDirection`` instead.
@MainActor
public final class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions that count; a flick in another direction fails.
  public var directions: Set<GestureDirection>

  /// How far, in points, the pointer must move in all.
  public var minimumDistance = 10.0

  /// The speed, in points per second along the dominant axis, a flick must reach.
  public var velocityThreshold = 500.0

  /// The span, in seconds, of recent events the velocity is measured over.
  public var velocityWindow = 0.1

  /// The direction of the recognized swipe; `nil` until one is recognized.
  public private(set) var direction: GestureDirection?

  /// The velocity at the lift, in points per second.
  public private(set) var velocity: Point = .zero

  private var track = PointerTrack()

  /// Creates a swipe recognizer.
  /// - Parameters:
  ///   - directions: The directions that count; all four by default.
  ///   - action: Called when a swipe is recognized.
  public init(
    directions: Set<GestureDirection> = Set(GestureDirection.allCases),
    action: (@MainActor (GestureRecognizer) -> Void)? = nil
  ) {
    self.directions = directions
    super.init(action: action)
  }

  /// Follows the pointer and decides on lift.
  public override func handle(_ event: PointerEvent, at location: Point) {
    if event.phase == .down, state.isFinished { reset() }
    guard state == .possible else { return }
    note(location)
    switch event.phase {
    case .down:
      guard !track.isActive else { return }
      track.begin(at: location, time: event.time)
      direction = nil
      velocity = .zero
    case .move:
      guard track.isActive else { return }
      track.add(location, time: event.time, window: velocityWindow)
    case .up:
      guard track.isActive else { return }
      track.add(location, time: event.time, window: velocityWindow)
      velocity = track.velocity(window: velocityWindow.isFinite ? max(0, velocityWindow) : 0.1)
      let moved = track.translation.distance(to: .zero) >= minimumDistance
      track.end()
      if moved, let swipe = PanGestureRecognizer.swipe(velocity, threshold: velocityThreshold),
        directions.contains(swipe)
      {
        direction = swipe
        transition(to: .recognized)
      } else {
        transition(to: .failed)
      }
    case .cancel:
      track.end()
      transition(to: .failed)
    }
  }

  /// Forgets the flick.
  public override func reset() {
    super.reset()
    track.end()
    direction = nil
    velocity = .zero
  }
}
