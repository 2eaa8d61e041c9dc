/// One pointer (touch, mouse, pen) event, as a host translates it from its platform.
///
/// A pointer's events form a sequence: one ``Phase/down``, any number of ``Phase/move``s, then one
/// ``Phase/up`` or ``Phase/cancel``. Hosts hand them to a ``PointerDispatcher`` with the location
/// in the root view's coordinates; the dispatcher hands each recognizer a copy whose
/// ``location`` is converted into the recognizer's view's coordinates.
public struct PointerEvent: Sendable, Hashable {
  /// What the pointer did.
  public enum Phase: Sendable, Hashable {
    /// The pointer touched down (or a mouse button went down).
    case down
    /// The pointer moved while down.
    case move
    /// The pointer lifted: the sequence ended normally.
    case up
    /// The system took the pointer away (an incoming call, a lost window): the sequence ended
    /// without a gesture.
    case cancel
  }

  /// What the pointer did.
  public var phase: Phase
  /// Where, in the coordinates of the view the event is delivered to: the root's for a host, the
  /// recognizer's view's inside ``GestureRecognizer/handle(_:at:)``.
  public var location: Point
  /// When, in seconds on the tree's ``Clock``.
  public var time: Double
  /// Which pointer, for multi-touch hosts.
  public var pointerID: Int

  /// Creates an event.
  /// - Parameters:
  ///   - phase: What the pointer did.
  ///   - location: Where, in the receiving view's coordinates.
  ///   - time: When, in seconds on the tree's clock.
  ///   - pointerID: Which pointer; hosts with one pointer leave it at `0`.
  public init(_ phase: Phase, at location: Point, time: Double, pointerID: Int = 0) {
    self.phase = phase
    self.location = location
    self.time = time
    self.pointerID = pointerID
  }

  /// Whether this event ends its pointer's sequence (``Phase/up`` or ``Phase/cancel``).
  public var endsSequence: Bool {
    phase == .up || phase == .cancel
  }

  /// The same event at another location (the phase, time and pointer kept).
  public func moved(to location: Point) -> PointerEvent {
    var copy = self
    copy.location = location
    return copy
  }
}
