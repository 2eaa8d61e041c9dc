/// Maps keys to closures, for hosts with a hardware keyboard or a remote.
///
/// Views do not take key events themselves; a screen owns a router, registers the keys it
/// reacts to, and the host hands every ``KeyEvent`` to the router of the screen in front:
///
/// ```swift
/// let keys = KeyCommandRouter()
/// keys.register(.right) { _ in viewer.showNextStory() }
/// keys.register(.escape) { _ in viewer.close() }
/// host.onKey = { keys.route($0) }
/// ```
///
/// Rules:
/// - A command matches a key and a phase (``KeyEvent/Phase/down`` unless asked otherwise).
/// - When several commands match, only the most recently registered one runs, so a screen can
///   override a key for a while and remove its command to restore the older one.
/// - An event no command here handles (or any event while ``isEnabled`` is `false`) goes to
///   ``next``, so routers chain from a modal screen to the one beneath it.
@MainActor
public final class KeyCommandRouter {
  /// What a command runs, with the event that triggered it.
  public typealias Handler = @MainActor (KeyEvent) -> Void

  /// Identifies one registered command, for ``remove(_:)``.
  public struct Token: Sendable, Hashable {
    fileprivate let id: Int
  }

  private struct Command {
    let token: Token
    let key: KeyEvent.Key
    let phase: KeyEvent.Phase
    let handler: Handler
  }

  private var commands: [Command] = []
  private var nextID = 0

  /// The router that gets the events this one does not handle.
  public var next: KeyCommandRouter?

  /// Whether this router's own commands run; a disabled router passes everything to ``next``.
  public var isEnabled = true

  /// Creates a router, optionally chained to one that takes what it does not handle.
  /// - Parameter next: The router for unhandled events.
  public init(next: KeyCommandRouter? = nil) {
    self.next = next
  }

  /// Registers a command.
  /// - Parameters:
  ///   - key: The key it reacts to.
  ///   - phase: Press or release; presses by default.
  ///   - handler: What it runs.
  /// - Returns: A token that removes the command again.
  @discardableResult
  public func register(
    _ key: KeyEvent.Key, on phase: KeyEvent.Phase = .down, _ handler: @escaping Handler
  ) -> Token {
    let token = Token(id: nextID)
    nextID += 1
    commands.append(Command(token: token, key: key, phase: phase, handler: handler))
    return token
  }

  /// Removes one command; unknown tokens are ignored.
  /// - Parameter token: What ``register(_:on:_:)`` returned.
  public func remove(_ token: Token) {
    commands.removeAll { $0.token == token }
  }

  /// Removes every command for a key, in both phases.
  /// - Parameter key: The key to forget.
  public func removeAll(for key: KeyEvent.Key) {
    commands.removeAll { $0.key == key }
  }

  /// Whether this router itself (not ``next``) has a command for a key and phase.
  public func hasCommand(for key: KeyEvent.Key, phase: KeyEvent.Phase = .down) -> Bool {
    commands.contains { $0.key == key && $0.phase == phase }
  }

  /// Runs the command for an event, here or down the ``next`` chain.
  /// - Parameter event: The key event from the host.
  /// - Returns: Whether a command handled it; hosts pass unhandled events to the platform.
  @discardableResult
  public func route(_ event: KeyEvent) -> Bool {
    if isEnabled, let command = commands.last(where: { $0.key == event.key && $0.phase == event.phase }) {
      command.handler(event)
      return true
    }
    return next?.route(event) ?? false
  }
}
