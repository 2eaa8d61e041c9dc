/// A key event from a hardware keyboard or remote.
///
/// Hosts translate their platform's key events into these and hand them to a
/// ``KeyCommandRouter``.
public struct KeyEvent: Sendable, Hashable {
  /// Keys a stories UI reacts to.
  public enum Key: Sendable, Hashable {
    /// The left arrow (previous story).
    case left
    /// The right arrow (next story).
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The space bar (pause and resume).
    case space
    /// Return or enter (open, select).
    case enter
    /// Escape or a remote's back button (close).
    case escape
    /// Any other key that types a character.
    case character(Character)
  }

  /// Whether the key went down or came up.
  public enum Phase: Sendable, Hashable {
    /// The key was pressed (hosts send auto-repeats as further `down`s).
    case down
    /// The key was released.
    case up
  }

  /// Which key.
  public var key: Key
  /// Pressed or released.
  public var phase: Phase
  /// When, in seconds on the tree's ``Clock``.
  public var time: Double
  /// Whether Shift was held (⇧← / ⇧→ move by group in the player).
  public var isShiftDown: Bool

  /// Creates a key event.
  /// - Parameters:
  ///   - key: Which key.
  ///   - phase: Pressed or released.
  ///   - time: When, in seconds on the tree's clock.
  ///   - isShiftDown: Whether Shift was held.
  public init(_ key: Key, phase: Phase, time: Double, isShiftDown: Bool = false) {
    self.key = key
    self.phase = phase
    self.time = time
    self.isShiftDown = isShiftDown
  }
}
