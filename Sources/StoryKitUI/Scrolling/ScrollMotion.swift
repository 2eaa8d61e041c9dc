import Foundation

/// Where a scroller's content is, as a pure function of the finger and the clock: at rest, held
/// by a drag, sliding to a resting place (a snap, or a scroll asked for with animation), or
/// gliding to a stop after a fling. Nothing runs on its own; the ``Scroller`` asks for the offset
/// at its clock's `now` and calls ``settle(at:reduceMotion:)`` when it lays out.
struct ScrollMotion: Sendable, Hashable {
  /// Where the content rests, or where a slide goes.
  enum Anchor: Sendable, Hashable {
    /// An offset in points (free scrolling; kept within the content when resolved).
    case offset(Double)
    /// A slot's resting place: it follows the layout, so a resize keeps the item.
    case slot(Int)
  }

  /// A finger holding the content.
  struct Drag: Sendable, Hashable {
    /// The offset where the drag began.
    var base: Double
    /// How far the finger has moved since, in points along the axis (positive: onwards).
    var translation: Double
    /// The slot the content rested on (or slid to) when the drag began, for pagers.
    var originSlot: Int?
  }

  /// A slide from an offset to the anchor, on an ``Animation``.
  struct Slide: Sendable, Hashable {
    var from: Double
    var start: Double
    var animation: Animation
  }

  /// A fling's momentum running down: the velocity falls by ``rate`` per millisecond, as
  /// `UIScrollView`'s deceleration does, until under half a point is left to go, or the content's
  /// end stops it.
  struct Glide: Sendable, Hashable {
    var from: Double
    var velocity: Double
    var start: Double
    /// The fraction of its velocity the content keeps per millisecond.
    var rate: Double
    /// Seconds after `start` when it stops.
    var duration: Double
    /// Where it stops.
    var end: Double

    init(from: Double, velocity: Double, start: Double, rate: Double, minimum: Double, maximum: Double) {
      self.from = from
      self.velocity = velocity
      self.start = start
      self.rate = rate
      let decay = Self.decay(rate)
      // The whole distance a fling would travel: v·k, with k = −1 / ln(rate per second).
      let reach = velocity / decay
      var duration = abs(reach) > 0.5 ? log(0.5 / abs(reach)) / -decay : 0
      var edge: Double?
      if from + reach > maximum || from + reach < minimum {
        // It reaches an end first: stop there.
        let end = from + reach > maximum ? maximum : minimum
        let share = (end - from) / reach
        duration = share < 1 && share >= 0 ? min(duration, log(1 - share) / -decay) : 0
        edge = end
      }
      self.duration = duration.isFinite ? max(0, duration) : 0
      let stop = from + reach * (1 - exp(-decay * self.duration))
      end = min(max(edge ?? stop, minimum), maximum)
    }

    /// How fast the velocity decays, per second: −ln of the rate per second.
    static func decay(_ rate: Double) -> Double {
      -1_000 * log(min(max(rate, 0.5), 0.9999))
    }

    func offset(at now: Double) -> Double {
      let elapsed = now - start
      guard elapsed.isFinite, elapsed < duration else { return end }
      guard elapsed > 0 else { return from }
      let decay = Self.decay(rate)
      return from + velocity / decay * (1 - exp(-decay * elapsed))
    }
  }

  enum Phase: Sendable, Hashable {
    case resting
    case dragging(Drag)
    case sliding(Slide)
    case gliding(Glide)
  }

  /// At first the content rests with item 0 in its resting place: offset 0.
  var anchor = Anchor.slot(0)
  var phase = Phase.resting

  /// The drag under way, if any.
  var drag: Drag? {
    if case .dragging(let drag) = phase { return drag }
    return nil
  }

  /// The offset `anchor` stands for on `track`.
  func resolve<Layout>(_ anchor: Anchor, on track: ScrollTrack<Layout>) -> Double {
    switch anchor {
    case .offset(let offset): track.clamped(offset)
    case .slot(let slot): track.restingOffset(slot)
    }
  }

  /// The content's offset at `now`.
  func offset<Layout>(
    at now: Double, on track: ScrollTrack<Layout>, bounces: Bool, dragLimit: Double?, reduceMotion: Bool
  ) -> Double {
    switch phase {
    case .resting:
      return resolve(anchor, on: track)
    case .dragging(let drag):
      var translation = drag.translation
      if let dragLimit { translation = min(max(translation, -dragLimit), dragLimit) }
      return track.dragged(drag.base + translation, bounces: bounces)
    case .sliding(let slide):
      let progress = slide.animation.progress(at: now, startedAt: slide.start, reduceMotion: reduceMotion)
      return slide.from.interpolated(to: resolve(anchor, on: track), progress: progress)
    case .gliding(let glide):
      return track.clamped(reduceMotion ? glide.end : glide.offset(at: now))
    }
  }

  /// Whether the content moves on its own at `now` (a slide or a glide; a drag moves with the
  /// finger, which asks for its own frames).
  func isMoving(at now: Double) -> Bool {
    switch phase {
    case .resting, .dragging: false
    case .sliding, .gliding: true
    }
  }

  /// Ends a slide or glide that is over by `now`; returns the time it ended, or `nil` when
  /// nothing ended.
  mutating func settle(at now: Double, reduceMotion: Bool) -> Double? {
    switch phase {
    case .sliding(let slide)
    where slide.animation.isFinished(at: now, startedAt: slide.start, reduceMotion: reduceMotion):
      phase = .resting
      return reduceMotion ? slide.start : slide.start + slide.animation.effectiveDuration
    case .gliding(let glide) where reduceMotion || now >= glide.start + glide.duration:
      anchor = .offset(glide.end)
      phase = .resting
      return reduceMotion ? glide.start : glide.start + glide.duration
    default:
      return nil
    }
  }
}
