import Foundation
import StoryKit

/// How much the story player may fetch ahead of what is on screen: a byte budget per player
/// session, and whether it prefetches only the next story (a constrained mode, for metered or
/// slow connections and Data Saver settings).
///
/// An app sets it where it sets the rest of the player's environment, on a view above the player
/// (a placement, the story bar, the root) or for every tree before building views:
///
/// ```swift
/// ViewEnvironment.shared.prefetchPolicy = .constrained  // every player: the next story only
/// placementView.prefetchPolicy = PrefetchPolicy(byteBudget: 2_000_000)  // players opened here
/// ```
///
/// A player opened from the story bar or a placement adopts the policy of the view it opened
/// from. The budget covers prefetches only: a picture the viewer is looking at is always loaded.
/// The next story's video is preloaded only without a byte budget (a video player's preroll
/// cannot be held to one); with a budget it loads when its story starts.
public struct PrefetchPolicy: Sendable, Hashable {
  /// The bytes a player session may prefetch from the network, in all; `nil` for no limit.
  /// A prefetch whose `Content-Length` would take the session over it is not read (cancelled
  /// after the headers), and one without a length stops being read at the budget.
  public var byteBudget: Int?
  /// Whether only the next story's picture is prefetched (not the neighbouring groups').
  public var nextStoryOnly: Bool

  /// A policy; a negative budget counts as 0 (nothing is prefetched).
  public init(byteBudget: Int? = nil, nextStoryOnly: Bool = false) {
    self.byteBudget = byteBudget.map { max(0, $0) }
    self.nextStoryOnly = nextStoryOnly
  }

  /// The default: the next story, then the next group's and the previous group's opening
  /// stories, without a byte limit (see docs/player.md for what a session of the demo feed
  /// fetches this way).
  public static let standard = PrefetchPolicy()

  /// Only the next story, without a byte limit.
  public static let constrained = PrefetchPolicy(nextStoryOnly: true)

  /// No prefetching at all: a budget of 0 bytes.
  public static let none = PrefetchPolicy(byteBudget: 0, nextStoryOnly: true)
}

/// The bytes one session may still prefetch: what an image loader (StoryKitImages'
/// `ImagePipeline`) and its data loader draw from as prefetches download, so that the session's prefetched bytes never exceed ``limit``.
///
/// Thread-safe. Reservations are atomic: two prefetches at once never both take the last bytes.
public final class PrefetchBudget: Sendable {
  private struct State: Sendable {
    var spent = 0
    var skipped = 0
  }

  /// The budget, in bytes; `nil` for no limit.
  public let limit: Int?
  private let state = Mutex(State())

  /// A budget of `limit` bytes (a negative limit counts as 0); `nil` for no limit.
  public init(limit: Int?) {
    self.limit = limit.map { max(0, $0) }
  }

  /// Takes `bytes` from the budget if they all fit; `false` (and nothing taken) when they would
  /// go over it.
  public func reserve(_ bytes: Int) -> Bool {
    let bytes = max(0, bytes)
    return state.withLock { state in
      if let limit, bytes > limit - state.spent { return false }
      state.spent += bytes
      return true
    }
  }

  /// Takes up to `bytes` from the budget: what fits, which may be 0.
  public func reserveUpTo(_ bytes: Int) -> Int {
    let bytes = max(0, bytes)
    return state.withLock { state in
      let taken = limit.map { min(bytes, max(0, $0 - state.spent)) } ?? bytes
      state.spent += taken
      return taken
    }
  }

  /// Gives back bytes taken for a body that never came (a transfer cut short by the network).
  package func refund(_ bytes: Int) {
    state.withLock { $0.spent = max(0, $0.spent - max(0, bytes)) }
  }

  /// Counts a prefetch that the budget stopped: not started, not read, or cut short.
  public func noteSkipped() {
    state.withLock { $0.skipped += 1 }
  }

  /// The bytes prefetched under this budget so far.
  public var spentBytes: Int { state.withLock { $0.spent } }

  /// The bytes left; `nil` for no limit.
  public var remainingBytes: Int? {
    guard let limit else { return nil }
    return state.withLock { max(0, limit - $0.spent) }
  }

  /// Whether the budget is used up (a limit with nothing left).
  public var isExhausted: Bool { remainingBytes == 0 }

  /// The prefetches the budget stopped so far.
  public var skippedCount: Int { state.withLock { $0.skipped } }
}
