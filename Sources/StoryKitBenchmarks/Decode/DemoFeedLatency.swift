import Foundation
import StoryKit

/// The second half of `storykit-bench decode`: the latency of one `FeedDecoder.decode(_:)` of the
/// demo feed (`Examples/feeds/demo.json`, 37 KB, an app's real size) beside `orjson.loads` and
/// `json.loads` of the same file, interleaved in batches of ``batch`` calls.
///
/// Prints a small table and the line
/// `bench decode case=demo-feed bytes=… ours=<µs> orjson=<µs> ratio=<ours/orjson> unit=us`
/// (below 1: ours is faster).
struct DemoFeedLatency {
  /// The feed's path inside the repository.
  static let feedPath = "Examples/feeds/demo.json"

  /// Rounds of one batch per side.
  var pairs: Int
  /// Whether to run the Python peers.
  var usesPeer: Bool
  /// Calls per batch: enough that one batch takes milliseconds.
  var batch = 200

  func run() {
    guard let file = PeerScript.find(Self.feedPath), let data = try? Data(contentsOf: file) else {
      printError("bench decode: \(Self.feedPath) was not found; the demo-feed case is left out")
      return
    }
    let decoder = FeedDecoder(baseURL: file)
    guard let feed = decoder.decode(data).feed, !feed.storyGroups.isEmpty else {
      printError("bench decode: \(Self.feedPath) does not decode; the demo-feed case is left out")
      return
    }
    let bench = DecodeBenchmark(groups: 1, stories: 1, pairs: pairs, batch: batch, usesPeer: usesPeer)
    let result = bench.measure(data, file: file, decoder: decoder, rounds: pairs, batch: batch)
    print("")
    print("bench decode: the demo feed, \(data.count) bytes, \(feed.storyGroups.count) groups")
    print("  \(pairs) rounds of \(batch) calls per side, interleaved; median µs per call")
    print("    ours (FeedDecoder)   \(fixed(result.microseconds(result.feed), 1))")
    print("    ours (parse only)    \(fixed(result.microseconds(result.parse), 1))")
    if let json = result.json { print("    python json.loads    \(fixed(result.microseconds(json), 1))") }
    if let orjson = result.orjson {
      print("    orjson.loads         \(fixed(result.microseconds(orjson), 1))")
    }
    if let note = result.peerNote { print("  note: \(note)") }
    print("")
    var line =
      "bench decode case=demo-feed bytes=\(data.count) ours=\(fixed(result.microseconds(result.feed), 1))"
    let (peerName, peerBatches) =
      result.orjson != nil ? ("orjson", result.orjson) : ("python-json", result.json)
    if let comparison = result.latencyComparison(result.feed, with: peerBatches) {
      line += " \(peerName)=\(fixed(comparison.peerMedian, 1)) ratio=\(fixed(comparison.ratio, 2))"
    }
    print(line + " unit=us")
  }
}
