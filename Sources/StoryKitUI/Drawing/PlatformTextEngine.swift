import StoryKit

/// The platform's text engine: the one the linked drawing backend registers, so text measured
/// anywhere — before any bitmap or window exists — is measured as it will be drawn.
///
/// Linking `StoryKitCairo` registers its Pango engine as the program loads (Pango is Linux's text
/// system, as CoreText is Apple's). A program that links no backend measures with
/// ``FixedWidthTextEngine``, a deterministic estimate, and is told so once by ``StoryKitLog``.
/// Headless layout tests that want those fixed metrics set ``View/textEngine`` to a
/// ``FixedWidthTextEngine`` themselves. An engine set in code (``ViewEnvironment/shared`` or
/// ``View/textEngine``) wins over the platform's.
///
/// Thread-safe.
public enum PlatformTextEngine {
  private struct Registration {
    var make: (@Sendable () -> any TextEngine)?
    var made: (any TextEngine)?
  }

  private static let registration = Mutex(Registration())

  /// Makes the engine `make` returns the platform's text engine; a backend calls it as it loads.
  /// `make` runs on first use, so a program that never lays out text pays nothing.
  public static func register(_ make: @escaping @Sendable () -> any TextEngine) {
    registration.withLock { $0 = Registration(make: make, made: nil) }
  }

  /// The registered engine, if a backend registered one.
  public static var current: (any TextEngine)? {
    let (made, make) = registration.withLock { ($0.made, $0.make) }
    if let made { return made }
    guard let make else { return nil }
    // Made outside the lock (it is the backend's code); the first engine stored wins.
    let engine = make()
    return registration.withLock { state in
      if let stored = state.made { return stored }
      state.made = engine
      return engine
    }
  }
}
