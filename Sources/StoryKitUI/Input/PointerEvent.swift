/// One pointer (touch, mouse, pen) event, as a host translates it from its platform.
public struct PointerEvent: Sendable, Hashable {
  /// What the pointer did.
  public enum Phase: Sendable, Hashable { case down, move, up, cancel }

  public var phase: Phase
  /// Where, in the coordinates of the view the event is delivered to (the root for a host).
  public var location: Point
  /// When, in seconds on the tree's ``Clock``.
  public var time: Double
  /// Which pointer, for multi-touch hosts.
  public var pointerID: Int

  public init(_ phase: Phase, at location: Point, time: Double, pointerID: Int = 0) {
    self.phase = phase
    self.location = location
    self.time = time
    self.pointerID = pointerID
  }
}

/// A key event from a hardware keyboard or remote.
public struct KeyEvent: Sendable, Hashable {
  /// Keys a stories UI reacts to.
  public enum Key: Sendable, Hashable {
    case left, right, up, down, space, enter, escape
    case character(Character)
  }

  public enum Phase: Sendable, Hashable { case down, up }

  public var key: Key
  public var phase: Phase
  public var time: Double

  public init(_ key: Key, phase: Phase, time: Double) {
    self.key = key
    self.phase = phase
    self.time = time
  }
}
