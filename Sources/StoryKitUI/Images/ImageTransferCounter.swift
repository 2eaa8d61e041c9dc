import Foundation
import StoryKit

/// Counts the bytes an image pipeline downloads from the network, one ``Transfer`` per
/// download, with whether it was fetched ahead (at prefetch priority) or for a view on screen.
///
/// It is the one place that per-session byte counts come from: the player takes a ``mark``
/// when it opens and reads ``transfers(since:)`` when it closes, to report the bytes a session
/// downloaded and the prefetched bytes it never showed. Reads from the disk cache and file URLs
/// are not downloads and are not counted.
///
/// ```swift
/// let mark = pipeline.transferCounter.mark
/// // … the session …
/// let bytes = pipeline.transferCounter.transfers(since: mark).reduce(0) { $0 + $1.bytes }
/// ```
///
/// Thread-safe. It keeps the last ``capacity`` transfers; ``totalBytes`` counts them all.
public final class ImageTransferCounter: Sendable {
  /// One download.
  public struct Transfer: Sendable, Hashable {
    /// What was downloaded.
    public var url: URL
    /// The body's length.
    public var bytes: Int
    /// Whether the download started for a prefetch (nobody was yet waiting to see it).
    public var prefetched: Bool

    /// Creates a transfer record.
    public init(url: URL, bytes: Int, prefetched: Bool) {
      self.url = url
      self.bytes = max(0, bytes)
      self.prefetched = prefetched
    }
  }

  private struct State: Sendable {
    var transfers: [Transfer] = []
    /// The number of transfers dropped from the front of ``transfers``.
    var dropped = 0
    var totalBytes = 0
  }

  /// How many transfers are kept for ``transfers(since:)``.
  public let capacity: Int
  private let state = Mutex(State())

  /// A counter keeping the last `capacity` transfers (at least 1).
  public init(capacity: Int = 4096) {
    self.capacity = max(1, capacity)
  }

  /// Counts one download.
  public func record(_ transfer: Transfer) {
    state.withLock { state in
      state.transfers.append(transfer)
      state.totalBytes += transfer.bytes
      let excess = state.transfers.count - capacity
      if excess > 0 {
        state.transfers.removeFirst(excess)
        state.dropped += excess
      }
    }
  }

  /// The position after the last transfer so far; pass it to ``transfers(since:)`` later.
  public var mark: Int {
    state.withLock { $0.dropped + $0.transfers.count }
  }

  /// Every byte counted since the counter was made.
  public var totalBytes: Int {
    state.withLock { $0.totalBytes }
  }

  /// The transfers after `mark` (those still kept), in the order they finished.
  public func transfers(since mark: Int) -> [Transfer] {
    state.withLock { state in
      let start = max(0, mark - state.dropped)
      guard start < state.transfers.count else { return [] }
      return Array(state.transfers[start...])
    }
  }
}
