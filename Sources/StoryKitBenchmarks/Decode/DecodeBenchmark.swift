import Foundation
import StoryKit

/// `storykit-bench decode`: feed decoding throughput beside orjson and Python's `json` module, on
/// the same generated document, in one run; then the latency of one decode of the demo feed.
///
/// After one warm-up on each side, ``pairs`` rounds alternate a batch of ``batch`` whole
/// `FeedDecoder.decode(_:)` calls, a batch of the parse alone (`JSONValue(parsing:)`), a batch of
/// the peer's `json.loads` and one of its `orjson.loads` (``InterleavedBatches``); each case's
/// ratio is the median of its per-pair ratios (``PairedComparison``). The table it prints ends with
/// the DESIGN.md §5 lines `bench decode groups=… stories=… case=… ours=… orjson=… ratio=… unit=MB/s`
/// and `bench decode case=demo-feed bytes=… ours=… orjson=… ratio=… unit=us` (``DemoFeedLatency``),
/// then the error paths at scale (``DecodeStressCases``).
///
/// ```swift
/// let outcome = DecodeBenchmark(groups: 100, stories: 10).run()
/// ```
package struct DecodeBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "decode"
  package static let synopsis = "[--groups N] [--stories N] [--pairs N] [--batch N] [--no-peer]"
  package static let summary = "decoding throughput beside Python json"
  /// The accepted range of ``groups``, ``stories``, ``pairs`` and ``batch``; values outside are
  /// clamped.
  package static let countRange = 1...1_000_000

  /// Number of story groups in the generated feed.
  package let groups: Int
  /// Stories per group.
  package let stories: Int
  /// Rounds of one batch per side.
  package let pairs: Int
  /// Timed decodes per batch.
  package let batch: Int
  /// Whether to run the Python peers (`false` times ours alone).
  package let usesPeer: Bool

  /// A benchmark of `groups` × `stories`; each count is clamped to ``countRange``.
  package init(groups: Int = 1000, stories: Int = 10, pairs: Int = 21, batch: Int = 1, usesPeer: Bool = true)
  {
    self.groups = groups.clamped(to: Self.countRange)
    self.stories = stories.clamped(to: Self.countRange)
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
  }

  /// Runs the benchmark and prints its table; fails when the file cannot be written or the
  /// generated feed does not decode cleanly.
  package func run() -> BenchmarkOutcome {
    let data = Data(BenchFeedGenerator(groups: groups, stories: stories).generate())
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-bench-decode-\(groups)x\(stories)-\(getpid()).json")
    do {
      try data.write(to: file)
    } catch {
      printError("bench decode: could not write \(file.path): \(error.localizedDescription)")
      return .failed
    }
    defer { try? FileManager.default.removeItem(at: file) }

    let decoder = FeedDecoder(limits: limits(documentBytes: data.count))
    let check = decoder.decode(data)
    guard !check.hasErrors, let feed = check.feed, feed.storyGroups.count == groups,
      feed.storyCount == groups * stories
    else {
      printError("bench decode: the generated feed does not decode cleanly; nothing is timed")
      let kept = check.feed?.storyGroups.count ?? 0
      printError("  groups kept: \(kept) of \(groups), errors: \(check.errors.count)")
      for diagnostic in check.errors.prefix(5) { printError("  \(diagnostic)") }
      return .failed
    }

    let result = measure(data, file: file, decoder: decoder, rounds: pairs, batch: batch)
    printTable(result, warnings: check.warnings.count)
    DemoFeedLatency(pairs: pairs, usesPeer: usesPeer).run()
    DecodeStressCases().run()
    return .passed
  }

  /// `rounds` rounds of a batch of each side on `data` (also written at `file` for the peer):
  /// the whole decode, the parse alone, Python's json, orjson.
  func measure(
    _ data: Data, file: URL, decoder: FeedDecoder, rounds: Int, batch: Int
  ) -> DecodeBenchResult {
    var peer: PythonJSONPeer?
    var peerNote: String? = "left out by --no-peer"
    if usesPeer {
      printError("bench decode: starting python json and orjson (\(PythonJSONPeer.scriptPath)) …")
      switch PythonJSONPeer.start(file: file, bytes: data.count) {
      case .success(let started):
        peer = started
        peerNote = started.orjsonVersion == nil ? "orjson could not be installed into the peer's venv" : nil
      case .failure(let failure): peerNote = failure.note
      }
    }
    printError("bench decode: \(rounds) rounds of \(batch) runs: feed, parse, json, orjson, interleaved …")
    _ = InterleavedBatches.time(runs: 1) { decoder.decode(data) }
    var sides: [() throws -> [Double]] = [
      { InterleavedBatches.time(runs: batch) { decoder.decode(data) } },
      { InterleavedBatches.time(runs: batch) { try? JSONValue(parsing: data) } },
    ]
    if let peer {
      sides.append { try peer.batch(runs: batch) }
      if peer.orjsonVersion != nil { sides.append { try peer.orjsonBatch(runs: batch) } }
    }
    let batches = InterleavedBatches.run(rounds: rounds, sides: sides)
    peer?.process.stop()
    var result = DecodeBenchResult(
      bytes: data.count, feed: batches.sides[0], parse: batches.sides[1], peerNote: peerNote)
    if sides.count > 2 {
      result.json = batches.failures[2] == nil ? batches.sides[2] : nil
      result.peerNote = batches.failures[2] ?? result.peerNote
    }
    if sides.count > 3 {
      result.orjson = batches.failures[3] == nil ? batches.sides[3] : nil
      result.peerNote = batches.failures[3] ?? result.peerNote
    }
    return result
  }

  /// Default limits, raised where this document needs more.
  private func limits(documentBytes: Int) -> FeedDecoder.Limits {
    var limits = FeedDecoder.Limits.default
    limits.maxDocumentBytes = max(limits.maxDocumentBytes, documentBytes)
    limits.maxStoryGroups = max(limits.maxStoryGroups, groups)
    limits.maxStoriesPerGroup = max(limits.maxStoriesPerGroup, stories)
    return limits
  }

  private func printTable(_ result: DecodeBenchResult, warnings: Int) {
    let size = String(format: "%.2f MB (%d bytes)", Double(result.bytes) / 1e6, result.bytes)
    print("")
    print("bench decode: \(size), \(groups) groups × \(stories) stories")
    print("  \(pairs) rounds of \(batch) runs per side, interleaved: feed, parse, json, orjson, feed …")
    print("  clean decode checked first: 0 errors, \(warnings) warnings")
    print("")
    print(row("side", "median ms", "MB/s", "what is timed"))
    print(row("ours (FeedDecoder)", result.feed, result, "parse + validate + build model values"))
    print(row("ours (parse only)", result.parse, result, "parse only, to JSONValue"))
    for (name, batches) in [("python json.loads", result.json), ("orjson.loads", result.orjson)] {
      if let batches {
        print(row(name, batches, result, "parse only, to dicts and lists"))
      } else {
        print(row(name, "-", "-", "not measured"))
      }
    }
    print("")
    if let note = result.peerNote { print("  note: \(note)") }
    let peers = [("orjson", result.orjson), ("python-json", result.json)]
    print("  ratio ours/peer, MB/s (above 1: ours is faster): the median of the per-pair ratios")
    for (peerName, peerBatches) in peers {
      for (name, ours) in [("feed", result.feed), ("parse", result.parse)] {
        guard let comparison = result.comparison(ours, with: peerBatches) else { continue }
        print(
          "    \(pad(name, 6)) vs \(pad(peerName, 12)) \(fixed(comparison.ratio, 2))   \(comparison.spreadText())"
        )
      }
    }
    print("  MB/s = 10^6 bytes per second of the median run, over every run of the side; higher is better")
    print("")
    // The machine-readable lines compare with orjson, the goal; with Python's json when orjson is
    // missing.
    let (peerName, peerBatches) = result.orjson != nil ? peers[0] : peers[1]
    let params = "groups=\(groups) stories=\(stories)"
    for (name, ours) in [("parse", result.parse), ("feed", result.feed)] {
      var line = "bench decode \(params) case=\(name) ours=\(fixed(result.megabytesPerSecond(ours), 2))"
      if let comparison = result.comparison(ours, with: peerBatches) {
        line += " \(peerName)=\(fixed(comparison.peerMedian, 2)) ratio=\(fixed(comparison.ratio, 2))"
      }
      print(line + " unit=MB/s")
    }
  }

  private func row(
    _ side: String, _ batches: [[Double]], _ result: DecodeBenchResult, _ what: String
  ) -> String {
    let median = SampleStatistics.median(Array(batches.joined()))
    return row(side, fixed(median * 1e3, 1), fixed(result.megabytesPerSecond(batches), 2), what)
  }

  private func row(_ side: String, _ ms: String, _ rate: String, _ what: String) -> String {
    "  " + pad(side, 20) + pad(ms, 11, left: true) + pad(rate, 10, left: true) + "   " + what
  }
}
