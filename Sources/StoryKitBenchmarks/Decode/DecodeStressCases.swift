import Foundation
import StoryKit

/// The error paths of `storykit-bench decode`: a feed with 4,999 story groups (one under the
/// default limit) and a feed whose every story has an invalid layer (10,000 error diagnostics),
/// each timed beside the same shape at half the size, so that a quadratic path shows as a ratio
/// near 4 instead of 2.
///
/// Prints `bench decode case=near-limit groups=4999 ours=<ms> half=<ms> ratio=<ours/half> unit=ms`
/// and `bench decode case=diagnostics count=10000 ours=<ms> half=<ms> ratio=<ours/half> unit=ms`.
struct DecodeStressCases {
  /// Timed decodes per size (the median is reported).
  var runs = 7

  func run() {
    print("")
    print("bench decode: error paths, each beside the same shape at half the size (2: linear, 4: quadratic)")
    let groups = FeedDecoder.Limits.default.maxStoryGroups - 1
    report(
      "near-limit", parameter: "groups=\(groups)",
      full: Self.feed(groups: groups, storiesPerGroup: 1, invalidLayers: false),
      half: Self.feed(groups: groups / 2, storiesPerGroup: 1, invalidLayers: false),
      expectedDiagnostics: (0, 0))
    report(
      "diagnostics", parameter: "count=10000",
      full: Self.feed(groups: 1000, storiesPerGroup: 10, invalidLayers: true),
      half: Self.feed(groups: 500, storiesPerGroup: 10, invalidLayers: true),
      expectedDiagnostics: (10_000, 5_000))
    // Parser warnings under a long key: each warning names the key, which is worked out once.
    report(
      "warnings", parameter: "count=20000",
      full: Self.warnings(count: 20_000), half: Self.warnings(count: 10_000),
      expectedDiagnostics: (20_000 + 1, 10_000 + 1))
    // One repeated key among 100,000 payload members: kept linear by a dictionary.
    report(
      "repeated-key", parameter: "members=100000",
      full: Self.repeatedKey(members: 100_000), half: Self.repeatedKey(members: 50_000),
      expectedDiagnostics: (1, 1))
  }

  /// A feed whose placement holds `count` lone surrogates under a 1 MB key (one warning each;
  /// the placement's empty variants add one error).
  static func warnings(count: Int) -> Data {
    let key = String(repeating: "k", count: 1_000_000)
    let surrogates = String(repeating: #"\ud800"#, count: count)
    return Data(
      #"{"schemaVersion":1,"placement":{"token":"home","variants":[],"\#(key)":"\#(surrogates)"}}"#.utf8)
  }

  /// A feed whose one story's action payload has `members` members, the first repeated at the end.
  static func repeatedKey(members: Int) -> Data {
    let payload = (0..<members).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + #","k0":-1"#
    var out =
      #"{"schemaVersion":1,"placement":{"token":"home","variants":[{"id":"bar","kind":"storyBar","ratio":4}]},"#
    out +=
      #""storyGroups":[{"id":"g","title":"G","iconUrl":"https://cdn.example.com/g.png","stories":[{"id":"s","#
    out += #""media":{"type":"image","url":"https://cdn.example.com/s.jpg"},"#
    out += #""action":{"url":"https://shop.example.com/","payload":{\#(payload)}}}]}]}"#
    return Data(out.utf8)
  }

  private func report(
    _ name: String, parameter: String, full: Data, half: Data, expectedDiagnostics: (Int, Int)
  ) {
    let decoder = FeedDecoder()
    let fullCount = decoder.decode(full).diagnostics.count
    let halfCount = decoder.decode(half).diagnostics.count
    guard fullCount == expectedDiagnostics.0, halfCount == expectedDiagnostics.1 else {
      printError(
        "bench decode: the \(name) feeds gave \(fullCount) and \(halfCount) diagnostics, not \(expectedDiagnostics); left out"
      )
      return
    }
    var fullTimes: [Double] = []
    var halfTimes: [Double] = []
    for _ in 0..<runs {
      fullTimes += InterleavedBatches.time(runs: 1) { decoder.decode(full) }
      halfTimes += InterleavedBatches.time(runs: 1) { decoder.decode(half) }
    }
    let ours = SampleStatistics.median(fullTimes) * 1e3
    let halfMedian = SampleStatistics.median(halfTimes) * 1e3
    let size = String(format: "%.2f MB", Double(full.count) / 1e6)
    print(
      "  \(pad(name, 12)) \(size), \(fullCount) diagnostics: \(fixed(ours, 1)) ms; half: \(fixed(halfMedian, 1)) ms"
    )
    print(
      "bench decode case=\(name) \(parameter) ours=\(fixed(ours, 2)) half=\(fixed(halfMedian, 2)) ratio=\(fixed(ours / halfMedian, 2)) unit=ms"
    )
  }

  /// A valid feed of `groups` groups of `storiesPerGroup` stories; with `invalidLayers`, each
  /// story has one layer whose frame is out of range (one error each; the story is kept).
  static func feed(groups: Int, storiesPerGroup: Int, invalidLayers: Bool) -> Data {
    var out =
      #"{"schemaVersion":1,"placement":{"token":"home","variants":[{"id":"bar","kind":"storyBar","ratio":4}]},"storyGroups":["#
    for group in 0..<groups {
      if group > 0 { out += "," }
      out +=
        #"{"id":"g\#(group)","title":"Group \#(group)","iconUrl":"https://cdn.example.com/g/\#(group).png","stories":["#
      for story in 0..<storiesPerGroup {
        if story > 0 { out += "," }
        let x = invalidLayers ? "2" : "0.1"
        out +=
          #"{"id":"s\#(story)","media":{"type":"image","url":"https://cdn.example.com/s/\#(group)/\#(story).jpg"},"#
        out +=
          #""layers":[{"id":"l0","type":"text","text":"Hi","frame":{"x":\#(x),"y":0,"width":0.5,"height":0.2}}]}"#
      }
      out += "]}"
    }
    out += "]}"
    return Data(out.utf8)
  }
}
