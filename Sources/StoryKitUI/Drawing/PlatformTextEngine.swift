import Foundation

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
  private static let lock = NSLock()
  nonisolated(unsafe) private static var factory: (@Sendable () -> any TextEngine)?
  nonisolated(unsafe) private static var made: (any TextEngine)?

  /// Makes the engine `make` returns the platform's text engine; a backend calls it as it loads.
  /// `make` runs once, on first use, so a program that never lays out text pays nothing.
  public static func register(_ make: @escaping @Sendable () -> any TextEngine) {
    lock.withLock {
      factory = make
      made = nil
    }
  }

  /// The registered engine, if a backend registered one.
  public static var current: (any TextEngine)? {
    lock.withLock {
      if let made { return made }
      made = factory?()
      return made
    }
  }
}
