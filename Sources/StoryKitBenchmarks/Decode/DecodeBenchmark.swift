import Foundation
import StoryKit

/// `storykit bench decode`: feed decoding throughput beside Python's `json` module, on the same
/// generated document, in one run.
///
/// After one warm-up on each side, ``pairs`` rounds alternate a batch of ``batch`` whole
/// `FeedDecoder.decode(_:)` calls, a batch of the parse alone (`JSONValue(parsing:)`) and a batch
/// of the peer's `json.loads` (``InterleavedBatches``); each case's ratio is the median of its
/// per-pair ratios (``PairedComparison``). The table it prints ends with the DESIGN.md §5 lines
/// `bench decode groups=… stories=… case=… ours=… python-json=… ratio=… unit=MB/s`.
///
/// ```swift
/// let outcome = DecodeBenchmark(groups: 100, stories: 10).run()
/// ```
public struct DecodeBenchmark: Sendable {
  /// The accepted range of ``groups``, ``stories``, ``pairs`` and ``batch``; values outside are
  /// clamped.
  public static let countRange = 1...1_000_000

  /// Number of story groups in the generated feed.
  public let groups: Int
  /// Stories per group.
  public let stories: Int
  /// Rounds of one batch per side.
  public let pairs: Int
  /// Timed decodes per batch.
  public let batch: Int
  /// Whether to run the Python peer (`false` times ours alone).
  public let usesPeer: Bool

  /// A benchmark of `groups` × `stories`; each count is clamped to ``countRange``.
  public init(groups: Int = 1000, stories: Int = 10, pairs: Int = 11, batch: Int = 1, usesPeer: Bool = true) {
    self.groups = groups.clamped(to: Self.countRange)
    self.stories = stories.clamped(to: Self.countRange)
    self.pairs = pairs.clamped(to: Self.countRange)
    self.batch = batch.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
  }

  /// Runs the benchmark and prints its table; fails when the file cannot be written or the
  /// generated feed does not decode cleanly.
  public func run() -> BenchmarkOutcome {
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

    var python: PythonJSONPeer?
    var peerNote: String? = "left out by --no-peer"
    if usesPeer {
      printError("bench decode: starting python json (\(PythonJSONPeer.scriptPath)) …")
      switch PythonJSONPeer.start(file: file, bytes: data.count) {
      case .success(let peer):
        python = peer
        peerNote = nil
      case .failure(let failure): peerNote = failure.note
      }
    }
    printError("bench decode: \(pairs) rounds of \(batch) runs: feed, parse, python json, interleaved …")
    _ = InterleavedBatches.time(runs: 1) { try? JSONValue(parsing: data) }
    var sides: [() throws -> [Double]] = [
      { InterleavedBatches.time(runs: batch) { decoder.decode(data) } },
      { InterleavedBatches.time(runs: batch) { try? JSONValue(parsing: data) } },
    ]
    if let python {
      sides.append { try python.batch(runs: batch) }
    }
    let batches = InterleavedBatches.run(rounds: pairs, sides: sides)
    python?.process.stop()
    var peerBatches = python == nil ? nil : batches.sides[2]
    if python != nil, let failure = batches.failures[2] {
      peerNote = failure
      peerBatches = nil
    }
    let result = DecodeBenchResult(
      bytes: data.count, feed: batches.sides[0], parse: batches.sides[1], peer: peerBatches,
      peerNote: peerNote)
    printTable(result, warnings: check.warnings.count)
    return .passed
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
    print("  \(pairs) rounds of \(batch) runs per side, interleaved: feed, parse, python json, feed …")
    print("  clean decode checked first: 0 errors, \(warnings) warnings")
    print("")
    print(row("side", "median ms", "MB/s", "what is timed"))
    print(row("ours (FeedDecoder)", result.feed, result, "parse + validate + build model values"))
    print(row("ours (parse only)", result.parse, result, "parse only, to JSONValue"))
    let params = "groups=\(groups) stories=\(stories)"
    var feedLine = "bench decode \(params) case=feed ours=\(fixed(result.megabytesPerSecond(result.feed), 2))"
    var parseLine =
      "bench decode \(params) case=parse ours=\(fixed(result.megabytesPerSecond(result.parse), 2))"
    if let peer = result.peer, let feed = result.comparison(result.feed),
      let parse = result.comparison(result.parse)
    {
      print(row("python json.loads", peer, result, "parse only, to dicts and lists"))
      print("")
      print("  ratio ours/python-json, MB/s (above 1: ours is faster): the median of the per-pair ratios")
      print("    feed   \(fixed(feed.ratio, 2))   \(feed.spreadText())")
      print("    parse  \(fixed(parse.ratio, 2))   \(parse.spreadText())")
      feedLine += " python-json=\(fixed(feed.peerMedian, 2)) ratio=\(fixed(feed.ratio, 2))"
      parseLine += " python-json=\(fixed(parse.peerMedian, 2)) ratio=\(fixed(parse.ratio, 2))"
    } else {
      print(row("python json.loads", "-", "-", "not measured"))
      print("")
      print("  note: python json peer omitted: \(result.peerNote ?? "no pairs")")
    }
    print("  MB/s = 10^6 bytes per second of the median run, over every run of the side; higher is better")
    print("")
    print(parseLine + " unit=MB/s")
    print(feedLine + " unit=MB/s")
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

/// The decode benchmark's batches.
struct DecodeBenchResult {
  var bytes: Int
  var feed: [[Double]]
  var parse: [[Double]]
  /// The peer's batches; `nil` without a peer.
  var peer: [[Double]]?
  /// Why there are no peer figures, if there are none.
  var peerNote: String?

  /// Seconds for the document to MB/s (MB = 10^6 bytes).
  func megabytesPerSecond(_ seconds: Double) -> Double { Double(bytes) / 1e6 / seconds }

  /// The median MB/s over every run of `batches`.
  func megabytesPerSecond(_ batches: [[Double]]) -> Double {
    SampleStatistics.median(batches.joined().map(megabytesPerSecond))
  }

  /// `ours` beside the peer, pair by pair, in MB/s.
  func comparison(_ ours: [[Double]]) -> PairedComparison? {
    peer.flatMap { PairedComparison(ours: ours, peer: $0, figure: megabytesPerSecond) }
  }
}
