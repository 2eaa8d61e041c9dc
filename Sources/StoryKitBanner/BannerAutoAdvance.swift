/// When the banner next moves on by itself: a page shows for the interval after the pages come
/// to rest, then the next one slides in. Nothing runs on its own; the banner asks at each layout.
///
/// The pages themselves (the drag, the slide, the loop) are the banner's ``StoryKitUI/Scroller``.
struct BannerAutoAdvance: Sendable, Hashable {
  /// When the next advance is due; `nil` while it does not run or the pages move.
  var due: Double?
  /// The interval ``due`` was worked out with.
  private var interval: Double?

  /// A new interval (styling changed on screen) moves the advance due, as if the page had shown
  /// with it from the start.
  mutating func setInterval(_ interval: Double) {
    if let due, let scheduled = self.interval, scheduled != interval {
      self.due = due - scheduled + interval
    }
    self.interval = interval
  }

  /// The pages came to rest at `time`: the next advance is an interval later, while it runs.
  mutating func pagesSettled(at time: Double, runs: Bool) {
    if runs, let interval { due = time + interval }
  }

  /// Moves the schedule on to `now` and returns when the advance that is due was due, or `nil`
  /// when none is. It holds while the pages move (`isIdle` false) and stops while it does not
  /// run; idle and running without a schedule, it schedules one an interval from now.
  mutating func dueAdvance(now: Double, runs: Bool, isIdle: Bool) -> Double? {
    guard runs, isIdle, let interval else {
      if !runs || !isIdle { due = nil }
      return nil
    }
    guard let due else {
      self.due = now + interval
      return nil
    }
    guard now >= due else { return nil }
    self.due = nil
    return due
  }
}
