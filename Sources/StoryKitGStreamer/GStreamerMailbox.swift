import Foundation
import StoryKit
import StoryKitUI

/// What a pipeline's threads report to the player.
enum GStreamerEvent: Sendable, Equatable {
  /// The pipeline (not one of its elements) reached a state.
  case pipelineState(PipelineState)
  /// A state change the pipeline did asynchronously finished (prerolled, or a seek landed).
  case asyncDone
  /// A network buffer filled to `percent`.
  case buffering(percent: Int)
  /// The duration may have changed; the player asks again.
  case durationChanged
  /// The last frame played.
  case endOfStream
  /// Playback stopped with an error.
  case error(VideoPlayerError)

  /// The pipeline states the player acts on (GStreamer's `GstState`).
  enum PipelineState: Sendable, Equatable {
    case null, ready, paused, playing
  }

  /// Whether it shows the stream moving (data buffered, prerolled, playing): what the stall
  /// watchdog waits for, with frames.
  var isProgress: Bool {
    switch self {
    case .asyncDone, .buffering, .pipelineState(.playing): true
    case .pipelineState, .durationChanged, .endOfStream, .error: false
    }
  }
}

/// A decoded frame: its image and its time in the stream, in seconds, when known.
struct DecodedFrame: Sendable {
  let image: any CanvasImage
  let time: Double?
}

/// Where GStreamer's threads leave events and frames for the main actor.
///
/// Posting never blocks on the main actor (only on a short lock), so a pipeline torn down on the
/// main actor cannot deadlock with its streaming threads. Events keep their order; of frames only
/// the newest is kept, as only it will be drawn. The first post after a ``take()`` calls `wake`
/// once, which schedules the main actor's drain.
///
/// It also notes when the stream last moved (a frame or a progress event was posted), on the
/// posting thread: how long the stream went without data is then known whenever the main actor
/// gets to look, however late.
///
/// The lock is StoryKit's ``Mutex`` (a pthread mutex underneath), which ThreadSanitizer
/// understands; `Mutex` from Synchronization waits on a futex it does not see.
final class GStreamerMailbox: Sendable {
  /// An event, and for how long the stream had not moved when it was posted.
  struct Entry: Sendable {
    let event: GStreamerEvent
    /// Seconds since the last frame or progress event was posted (or since the mailbox was made,
    /// at the load, before any).
    let silence: Double
  }

  private struct Contents {
    var events: [Entry] = []
    var frame: DecodedFrame?
    var isWakeScheduled = false
    var lastProgress: ContinuousClock.Instant
  }

  private let contents = Mutex(Contents(lastProgress: .now))
  private let wake: @Sendable (GStreamerMailbox) -> Void

  /// - Parameter wake: called from any thread when something arrives and no drain is pending.
  init(wake: @escaping @Sendable (GStreamerMailbox) -> Void) {
    self.wake = wake
  }

  /// Leaves an event.
  func post(_ event: GStreamerEvent) {
    let needsWake = contents.withLock { contents in
      let now = ContinuousClock.now
      contents.events.append(
        Entry(event: event, silence: Self.seconds(now - contents.lastProgress)))
      if event.isProgress { contents.lastProgress = now }
      return Self.scheduleWake(&contents)
    }
    if needsWake { wake(self) }
  }

  /// Leaves a frame, replacing one not yet taken.
  func post(_ frame: DecodedFrame) {
    let needsWake = contents.withLock { contents in
      contents.frame = frame
      contents.lastProgress = .now
      return Self.scheduleWake(&contents)
    }
    if needsWake { wake(self) }
  }

  /// Seconds since the stream last moved (a frame or a progress event was posted), or since the
  /// mailbox was made.
  var silence: Double {
    contents.withLock { contents in Self.seconds(.now - contents.lastProgress) }
  }

  /// Everything left since the last take: the events in order, and the newest frame.
  func take() -> (events: [Entry], frame: DecodedFrame?) {
    contents.withLock { contents in
      defer {
        contents.events = []
        contents.frame = nil
        contents.isWakeScheduled = false
      }
      return (contents.events, contents.frame)
    }
  }

  /// Drops what a flushing seek made stale: the end of the stream and a frame from before the
  /// seek, not yet taken. Called right after the seek returns; GStreamer has flushed by then, so
  /// whatever its threads post afterwards belongs to the new position.
  func discardBeforeSeek() {
    contents.withLock { contents in
      contents.events.removeAll { $0.event == .endOfStream }
      contents.frame = nil
    }
  }

  /// Whether an event that `matches` waits to be taken (tests hold the main actor until one does).
  func holds(_ matches: (GStreamerEvent) -> Bool) -> Bool {
    contents.withLock { contents in contents.events.contains { matches($0.event) } }
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  private static func scheduleWake(_ contents: inout Contents) -> Bool {
    guard !contents.isWakeScheduled else { return false }
    contents.isWakeScheduled = true
    return true
  }
}
