import Foundation
import StoryKit

/// The ring's motion: a pure function of the view's ``View/clock``, so any frame can be drawn at
/// a chosen time (tests drive a ``ManualClock``) and drawing never changes the view. Nothing runs in
/// the background: while the ring turns, ``View/nextFrameTime(now:)`` asks the host for frames.
extension StoryRingView {
  /// Starts turning the ring: its colours, and its dashes if it has a ``dashStyle``, run clockwise
  /// round it. Calling it again while turning changes the speed without a jump.
  ///
  /// - Parameters:
  ///   - speed: Turns per second; negative or non-finite values stand still.
  ///   - startedAt: When the turn started, on the view's clock; `nil` for now — or, for a view not
  ///     yet prepared in its tree, the moment it is (its tree's clock may not be known yet).
  public func startTurning(speed: Double, startedAt: Double? = nil) {
    let now = clock.now
    let turnsSoFar = isTurning ? turnStart.map { turns(at: now, startedAt: $0) } ?? 0 : 0
    turnsAtStart = turnsSoFar
    turningSpeed = speed.isFinite ? max(0, speed) : 0
    turnStart = startedAt ?? (isPrepared ? now : nil)
    isTurning = true
    setNeedsDisplay()
  }

  /// Stops turning: the ring rests at its starting angle, solid and opaque.
  public func stopTurning() {
    guard isTurning else { return }
    isTurning = false
    turnStart = nil
    turnsAtStart = 0
    setNeedsDisplay()
  }

  /// The ring's turn now, in radians clockwise, `0..<2π`: `0` at rest or under Reduce Motion.
  public var rotation: Double {
    // At rest (every ring of a scrolling bar) the clock and the setting are not read: each read
    // walks up the tree.
    guard isTurning else { return 0 }
    return rotation(at: clock.now, reduceMotion: isReduceMotionEnabled)
  }

  /// The ring's turn at a time, in radians clockwise, `0..<2π`: `0` at rest or under Reduce Motion.
  public func rotation(at time: Double, reduceMotion: Bool) -> Double {
    guard isTurning, !reduceMotion, let start = turnStart else { return 0 }
    return turns(at: time, startedAt: start) * 2 * Double.pi
  }

  /// The ring's opacity now: below 1 only for the Reduce Motion pulse of a solid turning ring.
  public var currentOpacity: Double {
    guard isTurning else { return 1 }
    return opacity(at: clock.now, reduceMotion: isReduceMotionEnabled)
  }

  /// The ring's opacity at a time: below 1 only for the Reduce Motion pulse of a solid turning
  /// ring.
  public func opacity(at time: Double, reduceMotion: Bool) -> Double {
    guard isTurning, reduceMotion, dashStyle == nil, let start = turnStart else { return 1 }
    // Reduce Motion forbids motion, not fades: the pulse is computed as if motion were allowed.
    let progress = Self.reducedMotionPulse.progress(at: time, startedAt: start, reduceMotion: false)
    return 1 - 0.5 * progress
  }

  /// The opacity pulse used instead of turning under Reduce Motion: 1 s down, 1 s back up.
  public static let reducedMotionPulse = Animation(
    duration: 1, curve: .easeInOut, repetition: .forever, autoreverses: true)

  /// The fraction of a turn, `0..<1`, at `time` for a turn that started at `startedAt`: one linear
  /// pass of an ``Animation`` a turn long, repeated forever.
  func turns(at time: Double, startedAt: Double) -> Double {
    var fraction = 0.0
    if turningSpeed > 0 {
      let turn = Animation(duration: 1 / turningSpeed, curve: .linear, repetition: .forever)
      fraction = turn.progress(at: time, startedAt: startedAt)
    }
    let total = turnsAtStart + fraction
    return total - total.rounded(.down)
  }

  /// The paint now: the colours spread by ``fill`` and turned by ``rotation``; `nil` for none.
  func currentPaint() -> Paint? {
    guard let first = colors.first else { return nil }
    guard colors.count > 1 else { return .solid(first) }
    let center = Point(x: bounds.midX, y: bounds.midY)
    let angle = rotation
    switch fill {
    case .sweep(let startAngle):
      let start = startAngle.isFinite ? startAngle : 0
      return .angular(
        stops: GradientStop.evenlySpread(colors + [first]), center: center, startAngle: start + angle)
    case .diagonal:
      // From the bottom-leading edge of the ring to its top-trailing edge, turned about the
      // centre; the ends sit on the ring (its inscribed ellipse), so every colour shows.
      let leading = effectiveLayoutDirection == .rightToLeft ? 1.0 : -1.0
      let (sine, cosine) = (sin(angle), cos(angle))
      let unit = (x: leading / 2.0.squareRoot(), y: 1 / 2.0.squareRoot())
      let direction = (x: unit.x * cosine - unit.y * sine, y: unit.x * sine + unit.y * cosine)
      let across = direction.x * bounds.width / 2
      let along = direction.y * bounds.height / 2
      let extent = (across * across + along * along).squareRoot()
      let offset = Point(x: direction.x * extent, y: direction.y * extent)
      return .linear(
        stops: GradientStop.evenlySpread(colors),
        start: Point(x: center.x + offset.x, y: center.y + offset.y),
        end: Point(x: center.x - offset.x, y: center.y - offset.y))
    }
  }

  /// The dash pattern now: ``dashStyle``'s segments round ``ringLength``, the first dash centred
  /// on twelve o'clock and carried round by ``rotation``. Round caps add half the width at each end,
  /// so the drawn dash is shortened by the width.
  func currentDashes() -> (dash: [Double], phase: Double)? {
    guard let style = dashStyle else { return nil }
    let length = ringLength
    guard length > 0 else { return nil }
    let segment = length / Double(style.segments)
    let dash = max(0, segment * style.fill - effectiveLineWidth)
    let travelled = rotation / (2 * Double.pi) * length
    let phase = (dash / 2 - travelled).truncatingRemainder(dividingBy: segment)
    return ([dash, segment - dash], phase < 0 ? phase + segment : phase)
  }
}
