import Foundation
import StoryKitGStreamer
import StoryKitUI

/// `bench video`'s steady playback case: one clip played from `load(_:)` to its end, by our
/// player and by the peer, each measured the same way: CPU time over wall time.
///
/// - **Ours**: a new ``GStreamerVideoPlayer`` (no size limit, muted) loads the clip, plays it to
///   `.ended`, each frame wrapped in a Cairo image and taken by the main actor. CPU is this
///   process's (`getrusage(RUSAGE_SELF)`, every thread), from just before `load(_:)` to the
///   report of `.ended`. Dropped frames: the sink's own (``GStreamerPlaybackStatistics``, read
///   every 0.5 s while playing, as the sink resets them at the end) plus the clip's frames that
///   never reached the main actor (the player keeps only the newest frame until the main actor
///   takes it): the clip has `seconds` × 30 frames, each with its own time.
/// - **Peer**: `gst-launch-1.0 filesrc ! decodebin ! videoconvert ! video/x-raw,format=BGRA !
///   fakesink sync=true`, the same decode and conversion at real time with nothing done with the
///   frames: the floor. CPU is the child's (`getrusage(RUSAGE_CHILDREN)` around its run), from
///   its start to its exit, so both sides include opening the file and prerolling.
enum VideoPlaybackCase {
  /// One side's run.
  struct Run: Sendable {
    /// CPU time over wall time, in percent of one core.
    var cpuPercent: Double
    /// Wall seconds from the start to the end.
    var wallSeconds: Double
    /// Frames the sink had rendered when last asked, shortly before the end (ours only).
    var renderedFrames: Int?
    /// Distinct frames that reached the main actor (ours only).
    var shownFrames: Int?
    /// Frames the sink dropped plus frames that never reached the main actor (ours only).
    var droppedFrames: Int?
  }

  /// Plays `url` with our player to its end.
  @MainActor
  static func ours(url: URL, seconds: Int) async -> Result<Run, VideoBenchFailure> {
    let start = ProcessCPUSample.now()
    let player = GStreamerVideoPlayer(audioOutput: .discarded)
    let watch = VideoPlayerWatch(player)
    player.load(url)
    player.play()
    // The sink's counts are reset when playback ends, so they are read while it plays.
    let poll = Task { [weak watch] in
      var latest: GStreamerPlaybackStatistics?
      while !Task.isCancelled, let watch {
        if let statistics = watch.player.statistics { latest = statistics }
        try? await Task.sleep(for: .milliseconds(500))
      }
      return latest
    }
    let ended = await watch.wait(upTo: Double(seconds) * 3 + 120) {
      $0.state == .ended || $0.state.isFailed
    }
    let end = ProcessCPUSample.now()
    poll.cancel()
    let statistics = await poll.value
    let state = player.state
    player.stop()
    guard ended, state == .ended else {
      return .failure(
        VideoBenchFailure("our player did not play \(url.lastPathComponent) to its end: \(state)"))
    }
    let expected = seconds * VideoBenchClips.framesPerSecond
    let missed = max(0, expected - watch.distinctFrames)
    return .success(
      Run(
        cpuPercent: end.percent(since: start), wallSeconds: end.wallSeconds - start.wallSeconds,
        renderedFrames: statistics?.renderedFrames, shownFrames: watch.distinctFrames,
        droppedFrames: (statistics?.droppedFrames ?? 0) + missed))
  }

  /// Decodes `url` with `gst-launch-1.0` to BGRA at real time, in a child process.
  static func peer(url: URL) async -> Result<Run, VideoBenchFailure> {
    guard let launch = PeerScript.executable(named: "gst-launch-1.0") else {
      return .failure(VideoBenchFailure("gst-launch-1.0 was not found on PATH (gstreamer1.0-tools)"))
    }
    let pipeline = [
      "filesrc", "location=\(url.path)", "!", "decodebin", "!", "videoconvert", "!",
      "video/x-raw,format=BGRA",
      "!", "fakesink", "sync=true",
    ]
    return await OwnThread.run {
      let start = ProcessCPUSample.children()
      let status = VideoBenchClips.run(launch, arguments: ["-q"] + pipeline)
      let end = ProcessCPUSample.children()
      guard status == 0 else {
        return .failure(VideoBenchFailure("gst-launch-1.0 exited with status \(status)"))
      }
      return .success(
        Run(cpuPercent: end.percent(since: start), wallSeconds: end.wallSeconds - start.wallSeconds))
    }
  }
}
