import Foundation
import StoryKit
import StoryKitCommandLine

/// `storykit fetch <endpoint> --token T [--user-id U] [--label L]… [--property k=v]… [--test-mode]
/// [--cache DIR] [--timeout S]`: loads a placement the way an app does and says what it would show.
///
/// The placement is loaded through ``PlacementDataProvider`` with a ``FeedCache`` in `DIR` (a new
/// temporary folder when `--cache` is not given, so every such run is cold). The output is:
///
/// ```
/// source=network
/// variant=bar-large kind=storyBar bucket=0.2671412341
/// trace bar-large: chosen in group 1: bucket 0.2671412341 is in [0.0, 0.75)
/// trace bar-compact-dark: eligible in group 1, not chosen: its range [0.75, 1.0) does not hold …
/// ```
///
/// - `source=` says where the shown content came from: `cache` when the last-known-good copy was
///   delivered and the network brought nothing newer (a 304, the same bytes, a failure, or no answer
///   within the timeout), `network` when the server's document is shown.
/// - `variant=<id> kind=<kind>` is the chosen variant, or `variant=none reason=<why>` when the
///   placement shows nothing to this user (the feed did load, so the exit status is still 0).
/// - One `trace` line per variant says why it was or was not eligible.
///
/// Relative references in the feed resolve against `<endpoint>/<token>.json`, as a browser resolves
/// them against the page. Problems met on the way (a damaged cache file, a failed revalidation while
/// cached content stays shown) go to standard error. With `--cache`, the anonymous ID for rollout
/// buckets is kept in the same folder, so repeated runs land in the same bucket.
///
/// Exit status: 0 when content was loaded, 1 when nothing could be shown, 2 for usage errors.
enum FetchCommand {
  /// The parsed command line.
  struct Options {
    var endpoint: URL
    var config: PlacementConfig
    var cacheDirectory: URL?
    var timeout: Double = 10
  }

  static let syntax = CommandSyntax(
    command: "fetch", flags: ["--test-mode"], options: ["--token", "--user-id", "--cache", "--timeout"],
    repeatableOptions: ["--label", "--property"], operands: ["an endpoint"])

  /// Runs the command with the options read from the arguments after `fetch`; returns the
  /// process status.
  @MainActor
  static func run(_ options: Options) async -> Int32 {
    let config = options.config
    let directory =
      options.cacheDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "storykit-fetch-\(UUID().uuidString.lowercased())")
    let idStore: any AnonymousIDStore =
      options.cacheDirectory.map { FileAnonymousIDStore(directory: $0) } ?? InMemoryAnonymousIDStore()
    let provider = PlacementDataProvider(
      config: config, cache: FeedCache(directory: directory),
      fetcher: FeedFetcher.Configuration(timeout: options.timeout, resourceTimeout: options.timeout * 2),
      anonymousIDStore: idStore,
      decoder: FeedDecoder(baseURL: options.endpoint.appendingPathComponent("\(config.token).json")))
    defer {
      if options.cacheDirectory == nil { try? FileManager.default.removeItem(at: directory) }
    }

    let finished = await load(provider, timeout: options.timeout)
    for diagnostic in provider.diagnostics { printError("storykit fetch: \(diagnostic)") }
    switch provider.state {
    case .loaded(let content, let source):
      if !finished {
        printError("storykit fetch: no network answer within \(options.timeout) s; showing the cached feed")
      }
      report(content, source: source)
      return 0
    case .failed(let error):
      print("source=none")
      print("variant=none reason=\(error)")
      return 1
    case .idle, .loading:
      print("source=none")
      print("variant=none reason=nothing loaded within \(options.timeout) s")
      return 1
    }
  }

  /// Loads, waiting for the whole load, but no longer than `timeout` seconds once cached content
  /// is shown. Returns whether the load finished.
  @MainActor
  private static func load(_ provider: PlacementDataProvider, timeout: Double) async -> Bool {
    let loading = Task { @MainActor in await provider.load() }
    let waiter = Waiter()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      waiter.continuation = continuation
      Task { @MainActor in
        await loading.value
        waiter.finished = true
        waiter.resume()
      }
      Task { @MainActor in
        try? await Task.sleep(for: .seconds(timeout))
        waiter.resume()
      }
    }
    if waiter.finished { return true }
    if case .loaded = provider.state { return false }
    // Nothing shown yet: the fetcher's own timeouts and attempt limit bound this wait.
    await loading.value
    return true
  }

  /// Resumes a continuation once, from whichever task gets there first.
  @MainActor
  private final class Waiter {
    var continuation: CheckedContinuation<Void, Never>?
    var finished = false

    func resume() {
      continuation?.resume()
      continuation = nil
    }
  }

  private static func report(_ content: PlacementContent, source: PlacementContent.Source) {
    print("source=\(source.rawValue)")
    report(resolutionOf: content)
    let feed = content.feed
    let warnings = content.diagnostics.filter { $0.severity != .error }.count
    print(
      "placement=\(feed.placement.token) variants=\(feed.placement.variants.count) "
        + "groups=\(feed.storyGroups.count) stories=\(feed.storyCount) "
        + "errors=\(content.diagnostics.count - warnings) warnings=\(warnings)")
  }

  /// The resolver's pick, `variant=<id> kind=<kind> [bucket=…]` or `variant=none reason=…`, then
  /// one `trace` line per variant.
  static func report(resolutionOf content: PlacementContent) {
    let resolution = content.resolution
    if let variant = resolution.variant {
      let bucket = resolution.bucket.map { " bucket=\($0)" } ?? ""
      print("variant=\(variant.id) kind=\(variant.kind.name)\(bucket)")
    } else {
      let reason =
        resolution.summary.hasPrefix("no variant: ")
        ? String(resolution.summary.dropFirst("no variant: ".count)) : resolution.summary
      print("variant=none reason=\(reason)")
    }
    for entry in resolution.trace { print("trace \(entry)") }
  }

  /// Reads the arguments after `fetch` and builds the placement configuration; anything wrong,
  /// the configuration included (a token with spaces, plain HTTP to a remote host), is a usage error.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    let parsed = try syntax.parse(arguments)
    let text = parsed.operands[0]
    guard let endpoint = URL(string: text), endpoint.scheme != nil, endpoint.host != nil else {
      throw syntax.error(
        .invalid("expected an endpoint URL such as https://cdn.example.com/feeds, found \"\(text)\""))
    }
    var properties: [String: JSONValue] = [:]
    for pair in parsed.allValues("--property") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw syntax.error(.invalidValue(option: "--property", value: pair, expected: "key=value"))
      }
      properties[String(pair[..<equals])] = propertyValue(String(pair[pair.index(after: equals)...]))
    }
    let timeout = try parsed.number("--timeout", in: 0.001...600) ?? 10
    let token = try parsed.required("--token")
    let config: PlacementConfig
    do throws(PlacementConfigError) {
      config = try PlacementConfig.Builder()
        .feedEndpoint(endpoint)
        .userID(parsed.value("--user-id"))
        .labels(Set(parsed.allValues("--label")))
        .userProperties(properties)
        .testMode(parsed.has("--test-mode"))
        .build(token: token)
    } catch {
      throw syntax.error(.invalid("\(error)"))
    }
    return Options(
      endpoint: endpoint, config: config,
      cacheDirectory: parsed.value("--cache").map { URL(fileURLWithPath: $0, isDirectory: true) },
      timeout: timeout)
  }

  /// A property value: a finite number, `true` / `false`, else the text as a string.
  static func propertyValue(_ text: String) -> JSONValue {
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    default:
      if let number = Double(text), number.isFinite { return .number(number) }
      return .string(text)
    }
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
