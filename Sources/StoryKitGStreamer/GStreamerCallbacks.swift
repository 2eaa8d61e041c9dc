import CGStreamer
import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The C callbacks of a pipeline: the appsink's frames and the bus's messages. They run on
/// GStreamer's threads and only convert and post to a ``GStreamerMailbox``.
enum GStreamerCallbacks {
  /// What the appsink callbacks reach through their user data.
  private final class FrameContext: Sendable {
    let mailbox: GStreamerMailbox
    init(mailbox: GStreamerMailbox) { self.mailbox = mailbox }
  }

  /// Publishes a ``BusContext`` made on one thread to the bus thread that reads it. GStreamer's
  /// own hand-over (GLib's futex locks) is already enough, but ThreadSanitizer cannot see it; a
  /// global pthread lock (StoryKit's ``Mutex``), taken once after making a context and around each
  /// read, it can.
  private static let publication = Mutex(())

  /// What the bus handler reaches through its user data.
  private final class BusContext: @unchecked Sendable {
    let mailbox: GStreamerMailbox
    /// Compared with message sources only; the pipeline outlives its bus handler.
    let pipeline: UnsafeMutablePointer<GstElement>
    let url: URL
    init(mailbox: GStreamerMailbox, pipeline: UnsafeMutablePointer<GstElement>, url: URL) {
      self.mailbox = mailbox
      self.pipeline = pipeline
      self.url = url
    }
  }

  /// Delivers the sink's prerolled and played frames to `mailbox`.
  static func attach(to sink: UnsafeMutablePointer<GstElement>, mailbox: GStreamerMailbox) {
    var callbacks = GstAppSinkCallbacks()
    callbacks.new_preroll = { sink, userData in
      guard let sink, let userData, let sample = gst_app_sink_pull_preroll(sink) else { return GST_FLOW_OK }
      defer { gst_sample_unref(sample) }
      let context = Unmanaged<FrameContext>.fromOpaque(userData).takeUnretainedValue()
      if let frame = GStreamerCallbacks.frame(from: sample) { context.mailbox.post(frame) }
      return GST_FLOW_OK
    }
    callbacks.new_sample = { sink, userData in
      guard let sink, let userData, let sample = gst_app_sink_pull_sample(sink) else { return GST_FLOW_OK }
      defer { gst_sample_unref(sample) }
      let context = Unmanaged<FrameContext>.fromOpaque(userData).takeUnretainedValue()
      if let frame = GStreamerCallbacks.frame(from: sample) { context.mailbox.post(frame) }
      return GST_FLOW_OK
    }
    let context = Unmanaged.passRetained(FrameContext(mailbox: mailbox)).toOpaque()
    gst_app_sink_set_callbacks(storykit_gst_app_sink(sink), &callbacks, context) { userData in
      guard let userData else { return }
      Unmanaged<FrameContext>.fromOpaque(userData).release()
    }
  }

  /// Turns the bus's messages into events in `mailbox`, on the posting thread.
  static func attach(
    to bus: UnsafeMutablePointer<GstBus>, pipeline: UnsafeMutablePointer<GstElement>, url: URL,
    mailbox: GStreamerMailbox
  ) {
    let context = Unmanaged.passRetained(BusContext(mailbox: mailbox, pipeline: pipeline, url: url))
      .toOpaque()
    publication.withLock { _ in }
    gst_bus_set_sync_handler(
      bus,
      { _, message, userData in
        guard let message else { return GST_BUS_DROP }
        // A sync handler that drops a message owns it and must unref it (GstBusSyncHandler's
        // contract); a message that is never unreffed keeps its source, and so the pipeline, alive.
        defer { gst_message_unref(message) }
        guard let userData else { return GST_BUS_DROP }
        let context = Unmanaged<BusContext>.fromOpaque(userData).takeUnretainedValue()
        let (mailbox, pipeline, url) = GStreamerCallbacks.publication.withLock { _ in
          (context.mailbox, context.pipeline, context.url)
        }
        if let event = GStreamerCallbacks.event(from: message, pipeline: pipeline, url: url) {
          mailbox.post(event)
        }
        return GST_BUS_DROP
      },
      context,
      { userData in
        guard let userData else { return }
        Unmanaged<BusContext>.fromOpaque(userData).release()
      })
  }

  /// A Cairo image over a frame's pixels (no copy), with its stream time.
  static func frame(from sample: OpaquePointer) -> DecodedFrame? {
    guard let caps = gst_sample_get_caps(sample), let structure = gst_caps_get_structure(caps, 0),
      let buffer = gst_sample_get_buffer(sample)
    else { return nil }
    var width: gint = 0
    var height: gint = 0
    guard gst_structure_get_int(structure, "width", &width) != 0,
      gst_structure_get_int(structure, "height", &height) != 0, width > 0, height > 0
    else { return nil }
    // The frame is drawn from the sample's own memory, no copy: the image keeps the sample
    // referenced and its buffer mapped until Cairo drops the surface. GStreamer's default layout
    // for BGRA is rows of width × 4 bytes, Cairo's ARGB32 stride.
    guard let mapped = MappedSample(sample: sample, buffer: buffer),
      let image = CairoImage(
        borrowingBGRAPixels: mapped.pixels, count: mapped.count, width: Int(width), height: Int(height),
        bytesPerRow: Int(width) * 4, release: { withExtendedLifetime(mapped) {} })
    else { return nil }
    return DecodedFrame(image: image, time: streamTime(of: buffer, in: sample))
  }

  /// The buffer's presentation time as stream time (what a seek targets), in seconds.
  private static func streamTime(
    of buffer: UnsafeMutablePointer<GstBuffer>, in sample: OpaquePointer
  ) -> Double? {
    let pts = storykit_gst_buffer_pts(buffer)
    guard pts != GStreamerTime.none else { return nil }
    guard let segment = gst_sample_get_segment(sample) else { return Double(pts) / 1e9 }
    let time = gst_segment_to_stream_time(segment, GST_FORMAT_TIME, pts)
    return time == GStreamerTime.none ? nil : Double(time) / 1e9
  }

  /// The event for a bus message, `nil` for messages the player ignores.
  static func event(
    from message: UnsafeMutablePointer<GstMessage>, pipeline: UnsafeMutablePointer<GstElement>, url: URL
  ) -> GStreamerEvent? {
    let type = storykit_gst_message_type(message)
    switch type {
    case GST_MESSAGE_ERROR:
      var error: UnsafeMutablePointer<GError>?
      var debug: UnsafeMutablePointer<gchar>?
      gst_message_parse_error(message, &error, &debug)
      defer {
        if let error { g_error_free(error) }
        g_free(debug)
      }
      let details = GStreamerErrorDetails(
        domain: error?.pointee.domain ?? 0, code: error?.pointee.code ?? 0,
        message: error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error",
        debug: debug.map { String(cString: $0) } ?? "",
        source: String(cString: storykit_gst_message_source_name(message)))
      return .error(details.playerError(for: url))
    case GST_MESSAGE_EOS:
      return .endOfStream
    case GST_MESSAGE_BUFFERING:
      var percent: gint = 0
      gst_message_parse_buffering(message, &percent)
      return .buffering(percent: Int(percent))
    case GST_MESSAGE_DURATION_CHANGED:
      return .durationChanged
    case GST_MESSAGE_ASYNC_DONE:
      return storykit_gst_message_is_from(message, pipeline) != 0 ? .asyncDone : nil
    case GST_MESSAGE_STATE_CHANGED:
      guard storykit_gst_message_is_from(message, pipeline) != 0 else { return nil }
      var old = GST_STATE_NULL
      var new = GST_STATE_NULL
      var pending = GST_STATE_NULL
      gst_message_parse_state_changed(message, &old, &new, &pending)
      switch new {
      case GST_STATE_PLAYING: return .pipelineState(.playing)
      case GST_STATE_PAUSED: return .pipelineState(.paused)
      case GST_STATE_READY: return .pipelineState(.ready)
      default: return .pipelineState(.null)
      }
    default:
      return nil
    }
  }
}

/// GStreamer's time constants.
enum GStreamerTime {
  /// `GST_CLOCK_TIME_NONE`.
  static let none = GstClockTime.max
}
