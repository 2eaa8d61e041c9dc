import Foundation
import StoryKit

/// `storykit bench decode [--groups N] [--stories N] [--runs N]`: feed decoding throughput beside
/// Python's `json` module, on the same generated document, in one run.
///
/// The table it prints ends with the DESIGN.md §5 line
/// `bench decode groups=… stories=… ours=… python-json=… ratio=… unit=MB/s`.
enum BenchCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      fail(usage: "bench needs a benchmark name: decode, layout, render, story-bar, delivery")
    }
    switch name {
    case "decode": return DecodeBenchmark(arguments: Array(arguments.dropFirst())).run()
    case "layout": return LayoutBenchmark(arguments: Array(arguments.dropFirst())).run()
    case "render": return MainActor.assumeIsolated { RenderBenchmark.run(Array(arguments.dropFirst())) }
    case "story-bar": return MainActor.assumeIsolated { StoryBarBenchmark.run(Array(arguments.dropFirst())) }
    default:
      fail(usage: "bench: unknown benchmark \"\(name)\" (known: decode, layout, render, story-bar, delivery)")
    }
  }
}

/// The `decode` benchmark: generate a feed, check it decodes cleanly, time ours, then the peer.
struct DecodeBenchmark {
  /// Number of story groups in the generated feed.
  var groups = 1000
  /// Stories per group.
  var stories = 10
  /// Timed decodes per side, after one warm-up.
  var runs = 7

  /// Reads the options after `bench decode`; a bad option is a usage error (exit 2).
  init(arguments: [String]) {
    var remaining = arguments[...]
    while let option = remaining.popFirst() {
      guard ["--groups", "--stories", "--runs"].contains(option) else {
        fail(usage: "bench decode: unknown option \"\(option)\"")
      }
      guard let text = remaining.popFirst(), let value = Int(text), value >= 1, value <= 1_000_000 else {
        fail(usage: "bench decode: \(option) expects an integer from 1 to 1000000")
      }
      switch option {
      case "--groups": groups = value
      case "--stories": stories = value
      default: runs = value
      }
    }
  }

  /// Runs the benchmark and prints its table; returns the process status.
  func run() -> Int32 {
    let bytes = BenchFeedGenerator(groups: groups, stories: stories).generate()
    let data = Data(bytes)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-bench-decode-\(groups)x\(stories)-\(getpid()).json")
    do {
      try data.write(to: file)
    } catch {
      printError("bench decode: could not write \(file.path): \(error.localizedDescription)")
      return 1
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
      return 1
    }

    printError("bench decode: timing ours, \(runs) runs …")
    let ours = measure(decoder, data)
    let parseOnly = measureParse(data)
    printError("bench decode: timing python json (\(BenchPythonPeer.scriptPath)), \(runs) runs …")
    let peer = BenchPythonPeer.run(file: file, runs: runs)
    printTable(ours: ours, parseOnly: parseOnly, peer: peer, warnings: check.warnings.count)
    return 0
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
      let (seconds, attoseconds) = elapsed.components
      samples.append(Double(seconds) + Double(attoseconds) / 1e18)
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
      let (seconds, attoseconds) = elapsed.components
      samples.append(Double(seconds) + Double(attoseconds) / 1e18)
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

  private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return left ? fill + text : text + fill
  }

  private func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

  private func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
