import Foundation
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
/// The lock is an `NSLock` (a pthread mutex), which ThreadSanitizer understands; `Mutex` from
/// Synchronization waits on a futex it does not see.
final class GStreamerMailbox: @unchecked Sendable {
  private struct Contents {
    var events: [GStreamerEvent] = []
    var frame: DecodedFrame?
    var isWakeScheduled = false
  }

  private let lock = NSLock()
  private var contents = Contents()
  private let wake: @Sendable (GStreamerMailbox) -> Void

  /// - Parameter wake: called from any thread when something arrives and no drain is pending.
  init(wake: @escaping @Sendable (GStreamerMailbox) -> Void) {
    self.wake = wake
  }

  /// Leaves an event.
  func post(_ event: GStreamerEvent) {
    let needsWake = lock.withLock {
      self.contents.events.append(event)
      return Self.scheduleWake(&self.contents)
    }
    if needsWake { wake(self) }
  }

  /// Leaves a frame, replacing one not yet taken.
  func post(_ frame: DecodedFrame) {
    let needsWake = lock.withLock {
      self.contents.frame = frame
      return Self.scheduleWake(&self.contents)
    }
    if needsWake { wake(self) }
  }

  /// Everything left since the last take: the events in order, and the newest frame.
  func take() -> (events: [GStreamerEvent], frame: DecodedFrame?) {
    lock.withLock {
      defer {
        self.contents.events = []
        self.contents.frame = nil
        self.contents.isWakeScheduled = false
      }
      return (self.contents.events, self.contents.frame)
    }
  }

  /// Drops what a flushing seek made stale: the end of the stream and a frame from before the
  /// seek, not yet taken. Called right after the seek returns; GStreamer has flushed by then, so
  /// whatever its threads post afterwards belongs to the new position.
  func discardBeforeSeek() {
    lock.withLock {
      self.contents.events.removeAll { $0 == .endOfStream }
      self.contents.frame = nil
    }
  }

  /// Whether the end of the stream waits to be taken (tests hold the main actor until it does).
  var holdsEndOfStream: Bool {
    lock.withLock { self.contents.events.contains(.endOfStream) }
  }

  private static func scheduleWake(_ contents: inout Contents) -> Bool {
    guard !contents.isWakeScheduled else { return false }
    contents.isWakeScheduled = true
    return true
  }
}
