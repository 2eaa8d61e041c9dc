import CGStreamer
import Foundation
import StoryKit
import StoryKitUI

/// Where a ``GStreamerVideoPlayer``'s sound goes.
///
/// ```swift
/// let player = GStreamerVideoPlayer(audioOutput: .defaultDevice, isMuted: false)  // sound on
/// let silent = GStreamerVideoPlayer(audioOutput: .discarded)  // tests, previews, benchmarks
/// ```
///
/// Either way playback keeps real time, and ``GStreamerVideoPlayer/isMuted`` is `playbin`'s
/// `mute`, so a muted player on the default device stays silent.
public enum GStreamerAudioOutput: Sendable, Equatable, CustomStringConvertible {
  /// The system's default audio device, through GStreamer's `autoaudiosink`. When no audio device
  /// works on this machine (a server, a container, CI), the sound is discarded as with
  /// ``discarded``: whether one works is found out once per process, within about 2 s, and
  /// remembered (``isDefaultDeviceAvailable``).
  case defaultDevice
  /// Discarded: a `fakesink` synchronised to the clock.
  case discarded

  public var description: String {
    switch self {
    case .defaultDevice: "defaultDevice"
    case .discarded: "discarded"
    }
  }

  /// Whether an audio device works on this machine: GStreamer's `autoaudiosink` opened a real
  /// device rather than falling back to a fake one. Found out once, on another thread, within
  /// about 2 s (no answer by then counts as no device); the first call may wait that long.
  public static var isDefaultDeviceAvailable: Bool { GStreamerAudioDeviceProbe.isAvailable }

  /// The GStreamer element this output uses on this machine: `autoaudiosink` or `fakesink`.
  var elementName: String {
    self == .defaultDevice && Self.isDefaultDeviceAvailable ? "autoaudiosink" : "fakesink"
  }

  /// A new (floating) sink element for a pipeline.
  func makeSink() throws(VideoPlayerError) -> UnsafeMutablePointer<GstElement> {
    let name = elementName
    guard let sink = gst_element_factory_make(name, "storykit-audio") else {
      throw .other(message: "expected the GStreamer element \(name), found none")
    }
    if name == "fakesink" { storykit_gst_set_bool(sink, "sync", 1) }
    return sink
  }
}

/// Finds out once whether `autoaudiosink` reaches a real audio device.
enum GStreamerAudioDeviceProbe {
  /// The longest the probe is waited for.
  static let timeout: DispatchTimeInterval = .seconds(2)

  /// The probe's answer, worked out on first use (Swift runs a static's initializer once, and a
  /// second caller waits for the first).
  static let isAvailable: Bool = {
    let answer = ProbeAnswer()
    let done = DispatchSemaphore(value: 0)
    // On a thread of its own: a sound server that does not answer must not hold the caller
    // beyond the timeout (the thread then finishes on its own).
    Thread.detachNewThread {
      answer.set(probe())
      done.signal()
    }
    guard done.wait(timeout: .now() + timeout) == .success else { return false }
    return answer.value
  }()

  /// Starts the probe in the background, once, so a later load does not wait for it.
  static func start() { _ = started }

  private static let started: Void = {
    // A thread of its own: waiting for the probe must not hold one of the cooperative pool's few
    // threads.
    Thread.detachNewThread { _ = isAvailable }
  }()

  /// Opens `autoaudiosink` (state READY) and checks that it did not fall back to a `fakesink`.
  private static func probe() -> Bool {
    guard GStreamerRuntime.initializationError == nil,
      let sink = gst_element_factory_make("autoaudiosink", nil)
    else { return false }
    _ = gst_object_ref_sink(sink)
    defer {
      gst_element_set_state(sink, GST_STATE_NULL)
      gst_object_unref(sink)
    }
    guard gst_element_set_state(sink, GST_STATE_READY) != GST_STATE_CHANGE_FAILURE else { return false }
    return storykit_gst_bin_holds(sink, "fakesink") == 0
  }

  private final class ProbeAnswer: Sendable {
    private let answer = Mutex(false)
    var value: Bool { answer.withLock { $0 } }
    func set(_ value: Bool) { answer.withLock { $0 = value } }
  }
}
