import Foundation
import StoryKit

/// `storykit bench decode`: feed decoding throughput beside Python's `json` module, on the same
/// generated document, in one run.
///
/// The table it prints ends with the DESIGN.md §5 lines
/// `bench decode groups=… stories=… case=… ours=… python-json=… ratio=… unit=MB/s`.
///
/// ```swift
/// let outcome = DecodeBenchmark(groups: 100, stories: 10).run()
/// ```
public struct DecodeBenchmark: Sendable {
  /// The accepted range of ``groups``, ``stories`` and ``runs``; values outside are clamped.
  public static let countRange = 1...1_000_000

  /// Number of story groups in the generated feed.
  public let groups: Int
  /// Stories per group.
  public let stories: Int
  /// Timed decodes per side, after one warm-up.
  public let runs: Int

  /// A benchmark of `groups` × `stories`, timed `runs` times per side; each value is clamped to
  /// ``countRange``.
  public init(groups: Int = 1000, stories: Int = 10, runs: Int = 7) {
    self.groups = groups.clamped(to: Self.countRange)
    self.stories = stories.clamped(to: Self.countRange)
    self.runs = runs.clamped(to: Self.countRange)
  }

  /// Runs the benchmark and prints its table; fails when the file cannot be written or the
  /// generated feed does not decode cleanly.
  public func run() -> BenchmarkOutcome {
    let bytes = BenchFeedGenerator(groups: groups, stories: stories).generate()
    let data = Data(bytes)
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

    printError("bench decode: timing ours, \(runs) runs …")
    let ours = measure(decoder, data)
    let parseOnly = measureParse(data)
    printError("bench decode: timing python json (\(BenchPythonPeer.scriptPath)), \(runs) runs …")
    let peer = BenchPythonPeer.run(file: file, runs: runs)
    printTable(ours: ours, parseOnly: parseOnly, peer: peer, warnings: check.warnings.count)
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

  /// One warm-up, then `runs` timed decodes of the whole document on a monotonic clock.
  ///
  /// Each result is released after its end time is taken, as the peer releases its document
  /// outside the timed region.
  private func measure(_ decoder: FeedDecoder, _ data: Data) -> BenchMeasurement {
    let clock = ContinuousClock()
    var checksum = decoder.decode(data).feed?.storyCount ?? 0
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = clock.now
      let result = decoder.decode(data)
      let elapsed = clock.now - start
      checksum &+= result.feed?.storyCount ?? 0
      samples.append(elapsed.seconds)
    }
    if checksum != (runs + 1) * groups * stories { printError("bench decode: unexpected story count") }
    return BenchMeasurement(medianSeconds: BenchMeasurement.median(samples), bytes: data.count)
  }

  /// The parse step alone (bytes to `JSONValue`), the like-for-like comparison with `json.loads`.
  private func measureParse(_ data: Data) -> BenchMeasurement {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0...runs {
      let start = clock.now
      let value = try? JSONValue(parsing: data)
      let elapsed = clock.now - start
      if value == nil { printError("bench decode: the parse failed") }
      samples.append(elapsed.seconds)
    }
    return BenchMeasurement(
      medianSeconds: BenchMeasurement.median(Array(samples.dropFirst())), bytes: data.count)
  }

  private func printTable(
    ours: BenchMeasurement, parseOnly: BenchMeasurement,
    peer: Result<BenchMeasurement, BenchPythonPeer.PeerFailure>, warnings: Int
  ) {
    let size = String(format: "%.2f MB (%d bytes)", Double(ours.bytes) / 1e6, ours.bytes)
    print("")
    print("bench decode: \(size), \(groups) groups × \(stories) stories, median of \(runs) runs")
    print("  clean decode checked first: 0 errors, \(warnings) warnings")
    print("")
    print(row("side", "median ms", "MB/s", "what is timed"))
    print(row("ours (FeedDecoder)", ours, "parse + validate + build model values"))
    print(row("ours (parse only)", parseOnly, "parse only, to JSONValue"))
    let params = "groups=\(groups) stories=\(stories)"
    var line = "bench decode \(params) case=feed ours=\(fixed(ours.megabytesPerSecond, 2))"
    var parseLine = "bench decode \(params) case=parse ours=\(fixed(parseOnly.megabytesPerSecond, 2))"
    switch peer {
    case .success(let python):
      print(row("python json.loads", python, "parse only, to dicts and lists"))
      let ratio = ours.megabytesPerSecond / python.megabytesPerSecond
      print("")
      print("  ratio ours/python-json = \(fixed(ratio, 2)) (above 1: ours is faster)")
      line += " python-json=\(fixed(python.megabytesPerSecond, 2)) ratio=\(fixed(ratio, 2))"
      let parseRatio = parseOnly.megabytesPerSecond / python.megabytesPerSecond
      parseLine += " python-json=\(fixed(python.megabytesPerSecond, 2)) ratio=\(fixed(parseRatio, 2))"
    case .failure(let failure):
      print(row("python json.loads", "-", "-", "not measured"))
      print("")
      print("  note: python json peer omitted: \(failure.note)")
    }
    print("  unit MB/s = 10^6 bytes per second; for this throughput unit higher is better")
    print("")
    print(parseLine + " unit=MB/s")
    print(line + " unit=MB/s")
  }

  private func row(_ side: String, _ measurement: BenchMeasurement, _ what: String) -> String {
    row(side, fixed(measurement.milliseconds, 1), fixed(measurement.megabytesPerSecond, 2), what)
  }

  private func row(_ side: String, _ ms: String, _ rate: String, _ what: String) -> String {
    "  " + pad(side, 20) + pad(ms, 11, left: true) + pad(rate, 10, left: true) + "   " + what
  }

}
