import StoryKit
import Synchronization

@testable import StoryKitPlayer

/// The analytics events a player sent, in order, for tests to read from any thread.
final class RecordedAnalytics: Sendable {
  private let events = Mutex<[AnalyticsEvent]>([])

  /// Records `event`.
  func append(_ event: AnalyticsEvent) { events.withLock { $0.append(event) } }

  /// Reads the events recorded so far.
  func withLock<T>(_ body: ([AnalyticsEvent]) -> T) -> T { events.withLock { body($0) } }

  /// The events recorded so far.
  var all: [AnalyticsEvent] { events.withLock { $0 } }

  /// Makes `player` send its analytics here.
  @MainActor func record(_ player: StoryPlayerView) {
    player.analytics = StoryPlayerAnalytics { [self] event in append(event) }
  }
}
