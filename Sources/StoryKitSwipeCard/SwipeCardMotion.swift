import Foundation
import StoryKitUI

/// Where the stack's cards are, as a pure function of the finger and the clock: the top card's
/// drag, its spring back, cards flying out, and the cards behind rising to take its place.
///
/// Nothing here runs on its own: the stack asks for ``topOffset(at:)``, ``stackShift(at:width:)``
/// and ``flightOffset(_:at:)`` when it lays out, on its ``View/clock``, and drops what has
/// finished with ``pruned(at:)``.
struct SwipeCardMotion: Equatable {
  /// A card on its way out.
  struct Flight: Equatable {
    /// The card's index in the stack's cards.
    var index: Int
    var direction: SwipeDirection
    /// Its offset from its resting place when it was let go.
    var from: Point
    var start: Double
    var animation: Animation

    /// Its offset at `now`, for cards of `size` (where it heads depends on the size at the time,
    /// so a card thrown before the first layout still leaves).
    func offset(at now: Double, size: Size, reduceMotion: Bool) -> Point {
      let to = SwipeCardMotion.flightTarget(from: from, direction: direction, size: size)
      return from.interpolated(
        to: to, progress: animation.progress(at: now, startedAt: start, reduceMotion: reduceMotion))
    }
  }

  /// A top card returning to its place.
  struct Return: Equatable {
    var from: Point
    var start: Double
  }

  /// The stack moving up one place after a swipe, from `from` places below.
  struct Rise: Equatable {
    var from: Double
    var start: Double
  }

  /// The finger's translation while it drags the top card.
  var drag: Point?
  var springBack: Return?
  var flights: [Flight] = []
  var rise: Rise?

  /// A fly-out: 0.3 s, easing out (faster after a fling).
  static let flightAnimation = Animation(duration: 0.3, curve: .easeOut)
  /// A spring back: 0.45 s with a little overshoot.
  static let returnAnimation = Animation(duration: 0.45, curve: .spring(damping: 0.65))
  /// The stack rising: as long as a fly-out.
  static let riseAnimation = Animation(duration: 0.3, curve: .easeOut)
  /// The rotation of a card dragged a whole width, in radians (about 17°).
  static let maximumRotation = 0.3

  /// The top card's offset at `now`: the finger's, else the spring back's, else none.
  func topOffset(at now: Double, reduceMotion: Bool) -> Point {
    if let drag { return drag }
    guard let springBack else { return .zero }
    let progress = Self.returnAnimation.progress(
      at: now, startedAt: springBack.start, reduceMotion: reduceMotion)
    return springBack.from.interpolated(to: .zero, progress: progress)
  }

  /// How far the cards behind the top one are from their resting places, in stack places: below
  /// 0 while the top card is dragged away (they rise towards it), above 0 just after a swipe (the
  /// new stack starts where the old one was and settles).
  func stackShift(at now: Double, width: Double, threshold: Double, reduceMotion: Bool) -> Double {
    if let rise {
      let progress = Self.riseAnimation.progress(at: now, startedAt: rise.start, reduceMotion: reduceMotion)
      return rise.from * (1 - progress)
    }
    return -Self.lift(topOffset(at: now, reduceMotion: reduceMotion), width: width, threshold: threshold)
  }

  /// How far (0…1) the cards behind have risen for a top card at `offset`: all the way at the
  /// swipe threshold.
  static func lift(_ offset: Point, width: Double, threshold: Double) -> Double {
    let distance = width * threshold
    guard distance > 0, offset.x.isFinite else { return 0 }
    return min(1, abs(offset.x) / distance)
  }

  /// The rotation of a card at `offset` in a stack `width` wide, clockwise for a card moved right.
  static func rotation(for offset: Point, width: Double) -> Double {
    guard width > 0, offset.x.isFinite else { return 0 }
    return max(-1.5, min(1.5, offset.x / width)) * maximumRotation
  }

  /// Whether anything still moves at `now`.
  func isMoving(at now: Double, reduceMotion: Bool) -> Bool {
    if let springBack,
      !Self.returnAnimation.isFinished(at: now, startedAt: springBack.start, reduceMotion: reduceMotion)
    {
      return true
    }
    if let rise, !Self.riseAnimation.isFinished(at: now, startedAt: rise.start, reduceMotion: reduceMotion) {
      return true
    }
    return flights.contains {
      !$0.animation.isFinished(at: now, startedAt: $0.start, reduceMotion: reduceMotion)
    }
  }

  /// This motion without what has finished by `now`.
  func pruned(at now: Double, reduceMotion: Bool) -> SwipeCardMotion {
    var motion = self
    if let springBack,
      Self.returnAnimation.isFinished(at: now, startedAt: springBack.start, reduceMotion: reduceMotion)
    {
      motion.springBack = nil
    }
    if let rise, Self.riseAnimation.isFinished(at: now, startedAt: rise.start, reduceMotion: reduceMotion) {
      motion.rise = nil
    }
    motion.flights.removeAll {
      $0.animation.isFinished(at: now, startedAt: $0.start, reduceMotion: reduceMotion)
    }
    return motion
  }

  /// Where a card let go at `offset` flies to: out past the side it goes to, rotated, carrying on
  /// a little along its vertical travel.
  static func flightTarget(from offset: Point, direction: SwipeDirection, size: Size) -> Point {
    let x = direction.sign * (size.width * 1.5 + size.height * 0.3)
    let y = offset.y.isFinite ? offset.y * 1.5 : 0
    return Point(x: x, y: y)
  }

  /// A fly-out of `duration` seconds: shorter the faster the fling, 0.15…0.3 s.
  static func flightAnimation(distance: Double, speed: Double) -> Animation {
    guard speed.isFinite, speed > 0, distance.isFinite else { return flightAnimation }
    var animation = flightAnimation
    animation.duration = min(0.3, max(0.15, distance / speed))
    return animation
  }
}
