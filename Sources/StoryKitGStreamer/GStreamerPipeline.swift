import CGStreamer
import Foundation
import StoryKitUI
import Synchronization

/// One `playbin` and what it owns: the video sink bin ending in an `appsink`, the audio sink
/// (``GStreamerAudioOutput``), the bus handler. Released (state NULL, every reference dropped)
/// when this object goes.
///
/// Its methods are called from the main actor (through the player); GStreamer's own calls used
/// here (state changes, seeks, queries, properties) are thread-safe. The C callbacks only post to
/// the ``GStreamerMailbox``.
final class GStreamerPipeline: @unchecked Sendable {
  let mailbox: GStreamerMailbox
  let element: UnsafeMutablePointer<GstElement>
  /// The `appsink` the frames arrive through (a reference of ours), for its statistics.
  let frameSink: UnsafeMutablePointer<GstElement>?
  private let bus: UnsafeMutablePointer<GstBus>?

  /// Builds the pipeline for `url` in the NULL state.
  /// - Parameters:
  ///   - maximumFrameSize: frames are scaled down (aspect kept) to fit inside it; `nil` keeps
  ///     the video's size.
  ///   - audioOutput: where the sound goes.
  ///   - bufferDuration: seconds of a stream buffered before it plays (playbin's
  ///     `buffer-duration`, the size of its stream buffer).
  ///   - sourceTimeout: seconds a network source waits on a silent server before it gives up
  ///     (souphttpsrc's `timeout`); a little longer than the player's stall timeout.
  init(
    url: URL, maximumFrameSize: PixelSize?, audioOutput: GStreamerAudioOutput = .discarded, isMuted: Bool,
    bufferDuration: Double = 1, sourceTimeout: Double = 15, mailbox: GStreamerMailbox
  ) throws(VideoPlayerError) {
    if let problem = GStreamerRuntime.initializationError {
      throw .other(message: "GStreamer did not start: \(problem)")
    }
    guard let element = gst_element_factory_make("playbin", nil) else {
      throw .other(message: "expected the GStreamer element playbin (gstreamer1.0-plugins-base), found none")
    }
    _ = gst_object_ref_sink(element)
    var parseError: UnsafeMutablePointer<GError>?
    guard
      let videoSink = gst_parse_bin_from_description(
        Self.videoSinkDescription(maximumFrameSize), 1, &parseError)
    else {
      let message = parseError.map { String(cString: $0.pointee.message) } ?? "unknown"
      if let parseError { g_error_free(parseError) }
      gst_object_unref(element)
      throw .other(message: "expected videoconvert, videoscale and appsink, found: \(message)")
    }
    if let parseError { g_error_free(parseError) }
    let audioSink: UnsafeMutablePointer<GstElement>
    do {
      audioSink = try audioOutput.makeSink()
    } catch {
      _ = gst_object_ref_sink(videoSink)  // floating until playbin takes it
      gst_object_unref(videoSink)
      gst_object_unref(element)
      throw error
    }
    // Found in the sink bin now: playbin adds that bin to itself only when it links its streams.
    frameSink = storykit_gst_bin_child(videoSink, "storykit-frames")
    if let frameSink { GStreamerCallbacks.attach(to: frameSink, mailbox: mailbox) }
    storykit_gst_set_object(element, "video-sink", videoSink)
    storykit_gst_set_object(element, "audio-sink", audioSink)
    storykit_gst_set_string(element, "uri", url.absoluteString)
    storykit_gst_set_bool(element, "mute", isMuted ? 1 : 0)
    storykit_gst_set_int64(element, "buffer-duration", gint64(bufferDuration * 1e9))
    storykit_gst_set_source_timeout(element, guint(min(max(sourceTimeout.rounded(.up), 1), 3_600)))

    self.element = element
    self.mailbox = mailbox
    bus = storykit_gst_element_bus(element)
    if let bus {
      GStreamerCallbacks.attach(to: bus, pipeline: element, url: url, mailbox: mailbox)
    }
    Self.live.add(1, ordering: .relaxed)
  }

  /// Pipelines alive now, in every player (`storykit-bench soak` reports them).
  static var liveCount: Int { live.load(ordering: .relaxed) }
  private static let live = Atomic<Int>(0)

  deinit {
    Self.live.subtract(1, ordering: .relaxed)
    // Joins the streaming threads; their callbacks only post to the mailbox, so this cannot
    // wait on the main actor.
    gst_element_set_state(element, GST_STATE_NULL)
    if let bus {
      gst_bus_set_sync_handler(bus, nil, nil, nil)
      gst_object_unref(bus)
    }
    if let frameSink { gst_object_unref(frameSink) }
    gst_object_unref(element)
  }

  /// Asks for a state; the result arrives on the bus. `false` when GStreamer refused at once.
  @discardableResult
  func setState(_ state: GStreamerEvent.PipelineState) -> Bool {
    let target: GstState =
      switch state {
      case .null: GST_STATE_NULL
      case .ready: GST_STATE_READY
      case .paused: GST_STATE_PAUSED
      case .playing: GST_STATE_PLAYING
      }
    return gst_element_set_state(element, target) != GST_STATE_CHANGE_FAILURE
  }

  /// A flushing, accurate seek; `false` when the pipeline cannot seek now.
  func seek(to seconds: Double) -> Bool {
    let nanoseconds = gint64((min(max(0, seconds), 1e9) * 1e9).rounded())
    let flags = GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_ACCURATE.rawValue)
    return gst_element_seek_simple(element, GST_FORMAT_TIME, flags, nanoseconds) != 0
  }

  /// The duration in seconds, `nil` when not (yet) known.
  func duration() -> Double? {
    var nanoseconds: gint64 = 0
    guard gst_element_query_duration(element, GST_FORMAT_TIME, &nanoseconds) != 0, nanoseconds > 0 else {
      return nil
    }
    return Double(nanoseconds) / 1e9
  }

  /// Turns the sound off or on.
  func setMuted(_ isMuted: Bool) {
    storykit_gst_set_bool(element, "mute", isMuted ? 1 : 0)
  }

  /// The video sink: converted to BGRA (Cairo's ARGB32 bytes), square pixels, scaled to fit
  /// `maximumFrameSize`, into an appsink that keeps at most 3 frames and drops the oldest.
  static func videoSinkDescription(_ maximumFrameSize: PixelSize?) -> String {
    var caps = "video/x-raw,format=BGRA,pixel-aspect-ratio=1/1"
    if let size = maximumFrameSize, size.width > 0, size.height > 0 {
      caps += ",width=[1,\(size.width)],height=[1,\(size.height)]"
    }
    return "videoconvert ! videoscale add-borders=false ! \(caps) ! "
      + "appsink name=storykit-frames max-buffers=3 drop=true sync=true enable-last-sample=false"
  }
}

/// GStreamer's one-time start.
enum GStreamerRuntime {
  /// Why `gst_init_check` failed, or `nil` when GStreamer is ready. Evaluated once.
  static let initializationError: String? = {
    var error: UnsafeMutablePointer<GError>?
    if gst_init_check(nil, nil, &error) != 0 { return nil }
    defer { if let error { g_error_free(error) } }
    return error.map { String(cString: $0.pointee.message) } ?? "gst_init_check failed"
  }()
}
