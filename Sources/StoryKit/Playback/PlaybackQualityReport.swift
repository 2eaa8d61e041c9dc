/// What a viewer got from a player session, summed for the app: how fast each story's media
/// reached the screen, how often video stalled, what failed, and the bytes spent.
///
/// The player (`StoryPlayerView.qualityReport`) keeps one for its session, and records one per
/// group visit as a `groupSessionQuality` event when it closes; the session's is the sum of
/// its groups' (``+(_:_:)``).
///
/// ```swift
/// player.onQualityReport = { report in
///   print(report.storiesShown, report.medianMillisecondsToFirstFrame ?? 0, report.bytesPrefetchedUnshown)
///   assert(report.storiesAdvancedUnpresented == 0)
/// }
/// ```
public struct PlaybackQualityReport: Sendable, Hashable {
  /// Stories whose media was on screen (a picture drawn, a video's first frame shown).
  public var storiesShown = 0
  /// For each story shown, in order, the milliseconds from its start (the tap, swipe,
  /// auto-advance or opening that started it) to its first presented frame.
  public var millisecondsToFirstFrame: [Int] = []
  /// Times a video stopped to buffer after its first frame.
  public var stallCount = 0
  /// The stalls' total length, in milliseconds.
  public var stallMilliseconds = 0
  /// Stories whose media never arrived, by reason.
  public var failures: [MediaFailureReason: Int] = [:]
  /// Bytes the image pipeline downloaded from the network (pictures and posters; video streams
  /// are fetched by the video player and not counted).
  public var bytesDownloaded = 0
  /// Of ``bytesDownloaded``, the bytes fetched ahead (prefetched), shown or not.
  public var bytesPrefetched = 0
  /// Of ``bytesPrefetched``, the bytes fetched ahead for pictures the viewer never saw in the
  /// session: the data a prefetch wasted.
  public var bytesPrefetchedUnshown = 0
  /// Prefetches the session's byte budget stopped (`PrefetchPolicy.byteBudget`): not started,
  /// not read past their headers, or cut at the budget. Counted in the session's last group visit.
  public var prefetchesSkippedByBudget = 0
  /// Stories that ran out and moved on while their media was not on screen. The player's contract
  /// keeps it 0; it is here so that anyone can check.
  public var storiesAdvancedUnpresented = 0

  /// An empty report.
  public init() {}

  /// The failures of every reason.
  public var failureCount: Int { failures.values.reduce(0, +) }

  /// The median of ``millisecondsToFirstFrame`` (the lower middle of an even count); `nil` when no
  /// story was shown.
  public var medianMillisecondsToFirstFrame: Int? {
    guard !millisecondsToFirstFrame.isEmpty else { return nil }
    let sorted = millisecondsToFirstFrame.sorted()
    return sorted[(sorted.count - 1) / 2]
  }

  /// The slowest start; `nil` when no story was shown.
  public var slowestMillisecondsToFirstFrame: Int? { millisecondsToFirstFrame.max() }

  /// Both sessions' figures together (`lhs`'s first frames, then `rhs`'s).
  public static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    sum.storiesShown += rhs.storiesShown
    sum.millisecondsToFirstFrame += rhs.millisecondsToFirstFrame
    sum.stallCount += rhs.stallCount
    sum.stallMilliseconds += rhs.stallMilliseconds
    sum.failures.merge(rhs.failures, uniquingKeysWith: +)
    sum.bytesDownloaded += rhs.bytesDownloaded
    sum.bytesPrefetched += rhs.bytesPrefetched
    sum.bytesPrefetchedUnshown += rhs.bytesPrefetchedUnshown
    sum.prefetchesSkippedByBudget += rhs.prefetchesSkippedByBudget
    sum.storiesAdvancedUnpresented += rhs.storiesAdvancedUnpresented
    return sum
  }

  /// The report as an analytics event's properties: every count, `medianMillisecondsToFirstFrame`
  /// when a story was shown, and `failures` as an object of reason to count.
  public var properties: JSONObject {
    var object: JSONObject = [
      "storiesShown": .number(Double(storiesShown)),
      "stallCount": .number(Double(stallCount)),
      "stallMilliseconds": .number(Double(stallMilliseconds)),
      "bytesDownloaded": .number(Double(bytesDownloaded)),
      "bytesPrefetched": .number(Double(bytesPrefetched)),
      "bytesPrefetchedUnshown": .number(Double(bytesPrefetchedUnshown)),
      "prefetchesSkippedByBudget": .number(Double(prefetchesSkippedByBudget)),
      "storiesAdvancedUnpresented": .number(Double(storiesAdvancedUnpresented)),
    ]
    if let median = medianMillisecondsToFirstFrame {
      object["medianMillisecondsToFirstFrame"] = .number(Double(median))
    }
    var failed: JSONObject = [:]
    for (reason, count) in failures.sorted(by: { $0.key < $1.key }) {
      failed[reason.rawValue] = .number(Double(count))
    }
    object["failures"] = .object(failed)
    return object
  }
}
