import Foundation
import StoryKit

/// `storykit-bench delivery`: how fast a placement shows its last-known-good content,
/// and how fast targeting evaluates. No peer.
///
/// - **warm-cache**: a ``PlacementDataProvider`` whose ``FeedCache`` holds the demo feed
///   (`Examples/feeds/demo.json`) under its token, pointed at a closed loopback port (offline: the
///   fetch is refused). Timed from `load()` to the delivery with source `cache` — read the file,
///   check its CRC-32, decode, resolve — median of N runs after 3 warm-up runs; each load finishes
///   (its fetch refused, one attempt) before the next starts, outside the timed region.
/// - **targeting**: 1,000 variants, each with an `all` of 10 conditions over user properties,
///   labels, locale, app version, platform, test mode and the schedule, generated with
///   ``SplitMix64`` (seed 6). The first nine conditions of every variant hold and the tenth holds
///   for about half, so all ten are evaluated. Timed: ``PlacementResolver/resolve(_:token:for:)``
///   of all 1,000 (the path a load takes, trace included), and the conditions'
///   ``TargetingCondition/evaluate(in:)`` alone; median of N samples of 10 passes each.
///
/// The table ends with the DESIGN.md §5 lines `bench delivery case=warm-cache ours=<ms> unit=ms`
/// and `bench delivery case=targeting variants=1000 conditions=10 ours=<n> unit=evaluations/s`
/// (one evaluation: one variant's condition of 10; for this unit higher is better).
package struct DeliveryBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "delivery"
  package static let synopsis = "[--runs N]"
  package static let summary = "warm cache to content; targeting evaluations per second"
  /// The accepted range of ``runs``; values outside are clamped.
  package static let runsRange = 1...10_000

  /// Timed loads of the warm-cache case, and samples of the targeting case.
  package let runs: Int

  /// The demo feed's placement token.
  static let token = "demo-home"
  /// Variants and conditions per variant of the targeting case.
  static let variantCount = 1_000
  static let conditionCount = 10

  /// A benchmark of `runs` runs per case, clamped to ``runsRange``.
  package init(runs: Int = 50) {
    self.runs = runs.clamped(to: Self.runsRange)
  }

  /// Runs both cases and prints the table; fails when the demo feed cannot be read or delivered.
  @MainActor
  package func run() async -> BenchmarkOutcome {
    let feedPath = "Examples/feeds/demo.json"
    guard let feedURL = PeerScript.find(feedPath), let document = try? Data(contentsOf: feedURL) else {
      printError("bench delivery: cannot read \(feedPath); run it from the repository's root")
      return .failed
    }
    printError("bench delivery: warm cache, \(runs) loads …")
    let warm: Double
    switch await Self.warmCache(document: document, runs: runs) {
    case .success(let milliseconds): warm = milliseconds
    case .failure(let failure):
      printError("bench delivery: \(failure.message)")
      return .failed
    }
    printError("bench delivery: targeting, \(runs) samples …")
    let targeting = Self.targeting(samples: runs)

    print("")
    print("bench delivery: median of \(runs) runs, demo feed (\(document.count) bytes), no peer")
    print("")
    print("  " + pad("case", 34) + pad("median", 16, left: true) + "   better")
    print("  " + pad("warm cache → content (ms)", 34) + pad(fixed(warm, 3), 16, left: true) + "   lower")
    print(
      "  " + pad("targeting, resolver (evaluations/s)", 34)
        + pad(fixed(targeting.resolver, 0), 16, left: true) + "   higher")
    print(
      "  " + pad("targeting, evaluate(in:) alone", 34)
        + pad(fixed(targeting.evaluateOnly, 0), 16, left: true) + "   higher")
    print("")
    print("  warm cache: load() until the delivery with source cache; the endpoint is a closed loopback")
    print("  port, so the fetch that follows is refused (one attempt), after the time is taken")
    print(
      "  targeting: \(Self.variantCount) variants × \(Self.conditionCount) conditions; one evaluation = one "
        + "variant's condition")
    print("  check: \(targeting.chosen)")
    print(
      "  resolver: \(fixed(1_000 / targeting.resolver * Double(Self.variantCount), 3)) ms per resolve of "
        + "all \(Self.variantCount) variants, trace included")
    print("")
    print("bench delivery case=warm-cache ours=\(fixed(warm, 3)) unit=ms")
    print(
      "bench delivery case=targeting variants=\(Self.variantCount) conditions=\(Self.conditionCount) "
        + "ours=\(fixed(targeting.resolver, 0)) unit=evaluations/s")
    return .passed
  }

  struct Failure: Error {
    var message: String
  }

  /// Median milliseconds from `load()` to the cached content's delivery.
  @MainActor
  static func warmCache(document: Data, runs: Int) async -> Result<Double, Failure> {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-bench-delivery-\(UUID().uuidString.lowercased())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = FeedCache(directory: directory)
    do throws(FeedCache.StoreError) {
      try cache.store(
        FeedCache.Entry(token: token, document: document, validators: .none, fetchedAt: Date()))
    } catch {
      return .failure(Failure(message: error.description))
    }
    let config: PlacementConfig
    do throws(PlacementConfigError) {
      // Port 1 on loopback: nothing listens there, so the fetch is refused at once.
      config = try PlacementConfig.Builder()
        .feedEndpoint(URL(string: "http://127.0.0.1:1/feeds"))
        .userID("bench-user")
        .build(token: token)
    } catch {
      return .failure(Failure(message: error.description))
    }
    // Relative image references resolve against the feed's URL, so all 16 groups are kept.
    let decoder = FeedDecoder(baseURL: URL(string: "http://127.0.0.1:1/feeds/\(token).json"))
    let clock = ContinuousClock()
    var samples: [Double] = []
    var groups = 0
    for run in 0..<(runs + 3) {
      let provider = PlacementDataProvider(
        config: config, cache: cache, fetcher: FeedFetcher.Configuration(timeout: 2, maxAttempts: 1),
        anonymousIDStore: InMemoryAnonymousIDStore(id: "bench"), decoder: decoder)
      let delivery = DeliveryTime()
      provider.onStateChange = { state in
        if case .loaded(_, .cache) = state, delivery.instant == nil { delivery.instant = clock.now }
      }
      let start = clock.now
      await provider.load()
      guard let delivered = delivery.instant else {
        return .failure(Failure(message: "the cached demo feed was not delivered: \(provider.state)"))
      }
      if case .loaded(let content, _) = provider.state { groups = content.feed.storyGroups.count }
      if run >= 3 { samples.append((delivered - start).seconds * 1_000) }
    }
    guard groups > 0 else { return .failure(Failure(message: "the cached demo feed kept no story groups")) }
    return .success(SampleStatistics.median(samples))
  }

  /// When the cached content arrived.
  @MainActor
  private final class DeliveryTime {
    var instant: ContinuousClock.Instant?
  }

  /// Targeting throughput: variants evaluated per second through the resolver, and by
  /// `evaluate(in:)` alone, plus what the resolver chose (a check that the work is real).
  static func targeting(samples: Int) -> (resolver: Double, evaluateOnly: Double, chosen: String) {
    let variants = generateVariants()
    let conditions = variants.compactMap(\.condition)
    let context = benchContext
    let resolver = PlacementResolver()
    let passes = 10
    let clock = ContinuousClock()
    var holding = 0
    var resolverSamples: [Double] = []
    var evaluateSamples: [Double] = []
    var chosen = resolver.resolve(variants, token: token, for: context)
    for _ in 0..<(samples + 1) {
      let start = clock.now
      for _ in 0..<passes { chosen = resolver.resolve(variants, token: token, for: context) }
      resolverSamples.append(Double(passes * variants.count) / (clock.now - start).seconds)
      let evaluateStart = clock.now
      for _ in 0..<passes {
        for condition in conditions where condition.evaluate(in: context).holds { holding += 1 }
      }
      evaluateSamples.append(Double(passes * conditions.count) / (clock.now - evaluateStart).seconds)
    }
    let eligible = chosen.trace.filter(\.isEligible).count
    let summary =
      "\(eligible) of \(variants.count) eligible, chosen \(chosen.variant?.id ?? "none"), "
      + "\(holding / (samples + 1) / passes) hold per pass"
    return (
      SampleStatistics.median(Array(resolverSamples.dropFirst())),
      SampleStatistics.median(Array(evaluateSamples.dropFirst())), summary
    )
  }

  /// The context every condition is evaluated against.
  static var benchContext: TargetingContext {
    TargetingContext(
      userID: "bench-user",
      userProperties: ["tier": .string("gold"), "age": .number(31), "beta": .bool(true)],
      labels: ["vip", "beta", "de"], locale: "de-AT", appVersion: "2.4.1", platform: "ios",
      isTestMode: false, now: Date(timeIntervalSince1970: 1_800_000_000))
  }

  /// 1,000 variants of 10 conditions each, the same on every run.
  static func generateVariants() -> [WidgetVariant] {
    var random = SplitMix64(seed: 6)
    return (0..<variantCount).map { index in
      var members: [TargetingCondition] = []
      for slot in 0..<(conditionCount - 1) { members.append(holdingCondition(slot, &random)) }
      // The tenth: holds for about half the variants.
      let minimum = Double(Int.random(in: 18...44, using: &random))
      members.append(.compare(attribute: "property.age", .greaterThanOrEqual, .number(minimum)))
      return WidgetVariant(
        id: "v\(index)", kind: .storyBar, ratio: 3.9, condition: .all(members),
        weight: Double(Int.random(in: 1...5, using: &random)))
    }
  }

  /// A condition of kind `slot` (0–8) with random operands chosen so that it holds in ``benchContext``.
  private static func holdingCondition(_ slot: Int, _ random: inout SplitMix64) -> TargetingCondition {
    let pick = Int.random(in: 0..<1_000, using: &random)
    switch slot {
    case 0:
      return .compare(attribute: "property.tier", .in, .array([.string("gold"), .string("t\(pick)")]))
    case 1:
      return .compare(attribute: "labels", .in, .array([.string("vip"), .string("segment-\(pick)")]))
    case 2:
      return .compare(attribute: "locale", .notEquals, .string("en-\(pick % 26 == 0 ? "US" : "GB")"))
    case 3:
      return .compare(attribute: "appVersion", .greaterThanOrEqual, .string("2.\(pick % 5).\(pick % 10)"))
    case 4:
      return .compare(attribute: "platform", .equals, .string(pick % 2 == 0 ? "ios" : "IOS"))
    case 5:
      return .not(.compare(attribute: "testMode", .equals, .bool(true)))
    case 6:
      return .compare(attribute: "now", .greaterThanOrEqual, .string("2026-0\(1 + pick % 9)-01T00:00:00Z"))
    case 7:
      return .any([
        .compare(attribute: "property.beta", .equals, .bool(true)),
        .compare(attribute: "userId", .equals, .string("user-\(pick)")),
      ])
    default:
      return .exists(attribute: "property.tier")
    }
  }

}
