import Foundation
import StoryKit
import StoryKitCairo

/// `storykit-bench playback`: from the tap to the first presented frame, for an image story and a
/// video story served over loopback with a fixed added latency, the first story of a group and the
/// next one; beside the latency itself, the floor no player can beat.
///
/// - **Server.** `Benchmarks/peers/loopback_file_server.py <folder> <latency-ms>` on 127.0.0.1:
///   every response waits the latency before its status line (a distant CDN's round trip).
/// - **Media.** Two 1080 × 1920 JPEG posters (``GeneratedImage``, about 0.5 MB each), and two
///   1-second 360 × 640 VP8 clips made by GStreamer (``VideoBenchClips``); each run fetches them
///   anew (a new player, a new memory cache, no disk cache, and distinct names per run).
/// - **Timed.** A new ``StoryKitPlayer/StoryPlayerView`` opens the group: from `open` (the tap) to
///   the first presented frame (``PlaybackTapCase``). The image case then waits until the player's
///   prefetch of the next picture is done and taps on: from `next(by: .tap)` to that story's first
///   presented frame. The video case taps on as soon as the first video shows (the player
///   preloads the next video in a second player meanwhile).
/// - **Reported.** Median and p95 of `runs` runs after one warm-up, each as a ratio to the latency
///   (the floor for a story not prefetched: one request's wait).
///
/// The table ends with `bench playback case=<image|video>-<first|next> latency=<ms> ours=<ms>
/// floor=<ms> ratio=<ours/floor> unit=ms`.
package struct PlaybackBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "playback"
  package static let synopsis = "[--runs N] [--latency MS]"
  package static let summary = "tap to a story's first frame over slow loopback, beside the latency"
  /// The accepted range of ``runs``; values outside are clamped.
  package static let runsRange = 1...1_000
  /// The accepted range of ``latency``, in milliseconds.
  package static let latencyRange = 1...5_000

  /// Timed runs per media kind.
  package let runs: Int
  /// The added latency of every response, in milliseconds.
  package let latency: Int

  /// A benchmark of `runs` runs per kind over a server adding `latency` ms; both clamped.
  package init(runs: Int = 11, latency: Int = 100) {
    self.runs = runs.clamped(to: Self.runsRange)
    self.latency = latency.clamped(to: Self.latencyRange)
  }

  /// Runs both kinds and prints the table; fails when the server or the media cannot be made, or
  /// a story never shows.
  @MainActor
  package func run() async -> BenchmarkOutcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-bench-playback-\(UUID().uuidString.lowercased())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let media: [PlaybackTapCase.Media: [URL]]
    switch await Self.makeMedia(in: folder, runs: runs + 1) {
    case .success(let made): media = made
    case .failure(let failure):
      printError("bench playback: \(failure.message)")
      return .failed
    }
    let started = await OwnThread.run {
      OwnThread.Handoff(
        PeerProcess.start(
          "Benchmarks/peers/loopback_file_server.py", arguments: [folder.path, String(latency)],
          name: "loopback http"))
    }.value
    guard case .success(let server) = started, let port = server.ready["port"] else {
      if case .failure(let failure) = started { printError("bench playback: \(failure.note)") }
      return .failed
    }
    let measured = await measure(media, port: port)
    let handoff = OwnThread.Handoff(server)
    await OwnThread.run { handoff.value.stop() }
    guard case .success(let (rows, notes)) = measured else {
      if case .failure(let failure) = measured { printError("bench playback: \(failure.message)") }
      return .failed
    }
    print(Self.table(rows, latency: Double(latency), runs: runs, notes: notes))
    return .passed
  }

  /// Every kind's runs against the server on `port`: the first and the next story's samples.
  @MainActor
  private func measure(
    _ media: [PlaybackTapCase.Media: [URL]], port: String
  ) async -> Result<([(name: String, samples: [Double])], [String]), Failure> {
    var rows: [(name: String, samples: [Double])] = []
    var notes: [String] = []
    for kind in PlaybackTapCase.Media.allCases {
      guard let files = media[kind] else {
        notes.append("\(kind.rawValue) left out: its media could not be made")
        continue
      }
      printError("bench playback: \(kind.rawValue), \(runs) runs over \(latency) ms …")
      var first: [Double] = []
      var next: [Double] = []
      for run in 0..<(runs + 1) {
        let urls = files[(2 * run)..<(2 * run + 2)].compactMap {
          URL(string: "http://127.0.0.1:\(port)/\($0.lastPathComponent)")
        }
        let tap = PlaybackTapCase(media: kind, urls: urls, timeout: 10 + Double(latency) / 1_000 * 4)
        switch await tap.run() {
        case .success(let times):
          if run > 0 {
            first.append(times.first)
            next.append(times.next)
          }
        case .failure(let failure):
          return .failure(Failure(message: failure.message))
        }
      }
      rows.append(("\(kind.rawValue)-first", first))
      rows.append(("\(kind.rawValue)-next", next))
    }
    return .success((rows, notes))
  }

  /// The table, then one DESIGN.md §5 line per case.
  static func table(
    _ rows: [(name: String, samples: [Double])], latency: Double, runs: Int, notes: [String]
  )
    -> String
  {
    var lines = [
      "",
      "bench playback: tap → first presented frame, loopback + \(fixed(latency, 0)) ms per response, "
        + "median of \(runs) runs", "",
      "  " + pad("case", 14) + pad("median ms", 12, left: true) + pad("p95 ms", 10, left: true)
        + pad("floor ms", 10, left: true) + pad("ratio", 8, left: true),
    ]
    for row in rows {
      let median = SampleStatistics.median(row.samples)
      lines.append(
        "  " + pad(row.name, 14) + pad(fixed(median, 1), 12, left: true)
          + pad(fixed(SampleStatistics.quantile(row.samples, 0.95), 1), 10, left: true)
          + pad(fixed(latency, 0), 10, left: true) + pad(fixed(median / latency, 2), 8, left: true))
    }
    lines.append("")
    lines.append("  floor: the added latency of one response; a prefetched story can beat it (ratio < 1)")
    lines += notes.map { "  note: \($0)" }
    lines.append("")
    for row in rows {
      let median = SampleStatistics.median(row.samples)
      lines.append(
        "bench playback case=\(row.name) latency=\(fixed(latency, 0)) ours=\(fixed(median, 3)) "
          + "floor=\(fixed(latency, 0)) ratio=\(fixed(median / latency, 3)) unit=ms")
    }
    return lines.joined(separator: "\n")
  }

  struct Failure: Error {
    var message: String
  }

  /// `count` pairs of pictures and of clips in `folder`, each file under its own name so no cache
  /// can serve a later run; the clips are copies of one clip GStreamer makes.
  @MainActor
  static func makeMedia(in folder: URL, runs: Int) async -> Result<[PlaybackTapCase.Media: [URL]], Failure> {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(Failure(message: "cannot make \(folder.path): \(error.localizedDescription)"))
    }
    let jpeg: [UInt8]
    do {
      jpeg = try JPEGEncoder.encode(GeneratedImage.poster(width: 1080, height: 1920))
    } catch {
      return .failure(Failure(message: "the poster could not be encoded: \(error)"))
    }
    var made: [PlaybackTapCase.Media: [URL]] = [:]
    var pictures: [URL] = []
    for index in 0..<(2 * runs) {
      let url = folder.appendingPathComponent("story-\(index).jpg")
      guard FileManager.default.createFile(atPath: url.path, contents: Data(jpeg)) else {
        return .failure(Failure(message: "cannot write \(url.path)"))
      }
      pictures.append(url)
    }
    made[.image] = pictures
    let clip = await OwnThread.run {
      VideoBenchClips.clip(width: 360, height: 640, seconds: 1, in: VideoBenchClips.defaultDirectory())
    }
    guard case .success(let source) = clip else { return .success(made) }
    var clips: [URL] = []
    for index in 0..<(2 * runs) {
      let url = folder.appendingPathComponent("story-\(index).webm")
      guard (try? FileManager.default.copyItem(at: source, to: url)) != nil else {
        return .failure(Failure(message: "cannot copy the clip to \(url.path)"))
      }
      clips.append(url)
    }
    made[.video] = clips
    return .success(made)
  }
}
