/// Turns GDK event timestamps (milliseconds of the display server's clock) into times on the
/// view tree's ``StoryKitUI/Clock``, keeping the spacing between events as the server measured it.
///
/// ```swift
/// var eventClock = GTKEventClock()
/// let time = eventClock.time(ofEvent: gdk_event_get_time(event), now: root.clock.now)
/// ```
///
/// The first event anchors the two clocks; later events keep the server's intervals. An event
/// that would land after `now` or more than ``maximumLag`` before it (a server clock that jumped,
/// or wrapped after 49 days) anchors them again. A timestamp of 0 (`GDK_CURRENT_TIME`) is `now`.
public struct GTKEventClock: Sendable, Hashable {
  /// How far behind `now` an event may be placed before the clocks are anchored again, in seconds.
  public static let maximumLag = 1.0

  private var offset: Double?

  /// Creates a clock that anchors at its first event.
  public init() {}

  /// The time of an event on the tree's clock.
  /// - Parameters:
  ///   - milliseconds: The event's timestamp (`gdk_event_get_time`).
  ///   - now: The tree's clock now.
  public mutating func time(ofEvent milliseconds: UInt32, now: Double) -> Double {
    guard milliseconds != 0, now.isFinite else { return now }
    let serverTime = Double(milliseconds) / 1_000
    if let offset {
      let time = serverTime + offset
      if time <= now, time >= now - Self.maximumLag { return time }
    }
    offset = now - serverTime
    return now
  }
}
