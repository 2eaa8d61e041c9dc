import Foundation
import StoryKitGStreamer

/// `storykit-bench video`: ``GStreamerVideoPlayer``'s time to first frame, and its CPU and dropped
/// frames during steady playback beside `gst-launch-1.0` decoding the same file (the floor).
///
/// - **first-frame**: from `load(_:)` + `play()` of a new player to the report of its first
///   frame, for a 1 s clip at 1080 × 1920 and at 540 × 960, read from the file and over loopback
///   HTTP (`Benchmarks/peers/loopback_file_server.py`, started once; without python3 the http
///   cases are left out and the table says why); median of ``runs`` after one warm-up.
/// - **playback-cpu** and **dropped**: a 1080 × 1920, 30 fps clip of ``seconds`` seconds, played
///   to its end ``rounds`` times by our player and then by the peer, alternating, as
///   ``VideoPlaybackCase`` describes; the ratio is the median of the per-round ratios.
///
/// The clips are made with GStreamer on first use (``VideoBenchClips``). The table ends with the
/// DESIGN.md §5 lines, for example
/// `bench video case=playback-cpu size=1080x1920 fps=30 seconds=10 ours=41.2 gst-launch=35.0 ratio=1.18 unit=%cpu`.
package struct VideoBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "video"
  package static let synopsis = "[--runs N] [--rounds N] [--seconds N] [--no-peer]"
  package static let summary = "video first frame; playback CPU and drops beside gst-launch"
  /// The accepted range of ``runs``; values outside are clamped.
  package static let runsRange = 1...1_000
  /// The accepted range of ``rounds``; values outside are clamped.
  package static let roundsRange = 1...100
  /// The accepted range of ``seconds``; values outside are clamped.
  package static let secondsRange = 1...120

  /// Timed runs of each first-frame case.
  package let runs: Int
  /// Rounds of steady playback, each ours then the peer's.
  package let rounds: Int
  /// The length of the steady playback clip, in seconds.
  package let seconds: Int
  /// Whether the peer runs.
  package let usesPeer: Bool
  /// Where the clips are kept; `nil` for `.build/bench-media`.
  let mediaDirectory: URL?

  /// The sizes of the first-frame cases, and of the playback clip (the first).
  static let sizes = [(width: 1080, height: 1920), (width: 540, height: 960)]

  /// A benchmark with the counts clamped to their ranges.
  package init(runs: Int = 11, rounds: Int = 3, seconds: Int = 10, usesPeer: Bool = true) {
    self.init(runs: runs, rounds: rounds, seconds: seconds, usesPeer: usesPeer, mediaDirectory: nil)
  }

  init(runs: Int, rounds: Int, seconds: Int, usesPeer: Bool, mediaDirectory: URL?) {
    self.runs = runs.clamped(to: Self.runsRange)
    self.rounds = rounds.clamped(to: Self.roundsRange)
    self.seconds = seconds.clamped(to: Self.secondsRange)
    self.usesPeer = usesPeer
    self.mediaDirectory = mediaDirectory
  }

  /// Runs every case and prints the table; fails when a clip cannot be made or our player fails.
  @MainActor
  package func run() async -> BenchmarkOutcome {
    switch await measure() {
    case .success(let report):
      for line in report.table() { print(line) }
      return .passed
    case .failure(let failure):
      printError("bench video: \(failure.message)")
      return .failed
    }
  }

  /// Every case's figures.
  @MainActor
  func measure() async -> Result<VideoBenchReport, VideoBenchFailure> {
    guard GStreamerVideoPlayer.isAvailable else {
      return .failure(VideoBenchFailure("GStreamer did not start on this machine"))
    }
    let directory = mediaDirectory ?? VideoBenchClips.defaultDirectory()
    var report = VideoBenchReport(seconds: seconds, rounds: rounds)
    var firstFrameClips: [URL] = []
    for size in Self.sizes {
      let made = await OwnThread.run {
        VideoBenchClips.clip(width: size.width, height: size.height, seconds: 1, in: directory)
      }
      switch made {
      case .success(let url): firstFrameClips.append(url)
      case .failure(let failure): return .failure(failure)
      }
    }
    let playbackClip: URL
    let playbackSize = Self.sizes[0]
    let seconds = self.seconds
    let madePlayback = await OwnThread.run {
      VideoBenchClips.clip(
        width: playbackSize.width, height: playbackSize.height, seconds: seconds, in: directory)
    }
    switch madePlayback {
    case .success(let url): playbackClip = url
    case .failure(let failure): return .failure(failure)
    }

    let server = await OwnThread.run {
      OwnThread.Handoff(
        PeerProcess.start(
          "Benchmarks/peers/loopback_file_server.py", arguments: [directory.path], name: "loopback http"))
    }.value
    for (size, clip) in zip(Self.sizes, firstFrameClips) {
      for source in VideoFirstFrameCase.Source.allCases {
        let url: URL
        switch (source, server) {
        case (.file, _): url = clip
        case (.http, .success(let server)):
          guard let port = server.ready["port"],
            let httpURL = URL(string: "http://127.0.0.1:\(port)/\(clip.lastPathComponent)")
          else { continue }
          url = httpURL
        case (.http, .failure(let failure)):
          report.notes.append("first frame over http left out: \(failure.note)")
          continue
        }
        let firstFrame = VideoFirstFrameCase(source: source, width: size.width, height: size.height)
        printError(
          "bench video: first frame, \(source.rawValue), \(size.width)×\(size.height), \(runs) runs …")
        switch await firstFrame.measure(url: url, runs: runs) {
        case .success(let samples): report.firstFrames.append((firstFrame, samples))
        case .failure(let failure): return .failure(failure)
        }
      }
    }
    // Stopped (and waited for) before the rounds, so its CPU time is not counted as the peer's.
    if case .success(let server) = server {
      let handoff = OwnThread.Handoff(server)
      await OwnThread.run { handoff.value.stop() }
    }

    var peerIsRunning = usesPeer
    if !usesPeer { report.notes.append("peer left out (--no-peer)") }
    for round in 0..<rounds {
      printError("bench video: playback round \(round + 1) of \(rounds), \(seconds) s each side …")
      switch await VideoPlaybackCase.ours(url: playbackClip, seconds: seconds) {
      case .success(let run): report.ours.append(run)
      case .failure(let failure): return .failure(failure)
      }
      guard peerIsRunning else { continue }
      switch await VideoPlaybackCase.peer(url: playbackClip) {
      case .success(let run): report.peer.append(run)
      case .failure(let failure):
        report.notes.append("peer left out from round \(round + 1): \(failure.message)")
        peerIsRunning = false
      }
    }
    return .success(report)
  }
}
