import Foundation
import StoryKit
import StoryKitUI

/// Follows a player session's quality of experience on the view's clock: when each story
/// started and when its media was first on screen, its video's stalls, failures, and each group
/// visit's place in the image pipeline's ``ImageTransferCounter``. Pure bookkeeping: the player
/// tells it what happened and records the events it returns.
struct PlaybackQualityTracker {
  /// The story on screen.
  struct StoryVisit {
    var position: StoryPlayback.Position
    var startedAt: Double
    var trigger: String
    var media: String
    var presentedAt: Double?
    var stallStartedAt: Double?
    var stallCount = 0
    var stallSeconds = 0.0
  }

  /// One group's time on screen, between two marks of the transfer counter.
  struct GroupVisit {
    var group: Int
    var startMark: Int
    var endMark: Int?
    var report = PlaybackQualityReport()
  }

  /// An event to record for a story (`position`) or a group (story `nil`).
  struct Record {
    var name: AnalyticsEventName
    var position: StoryPlayback.Position
    var properties: JSONObject
  }

  private(set) var story: StoryVisit?
  private(set) var groups: [GroupVisit] = []
  /// The pictures (and posters) shown, for what a prefetch wasted.
  private(set) var presentedURLs: Set<URL> = []
  /// Whatever the last navigation's trigger was, for the story it started.
  private var pendingTrigger: String?

  /// Whether the story on screen has had its media presented.
  var isPresented: Bool { story?.presentedAt != nil }

  // MARK: - Playback events

  /// Follows one batch of playback events; returns what to record.
  mutating func follow(
    _ events: [StoryPlayback.Event], playback: StoryPlayback, failureReason: MediaFailureReason?, now: Double,
    mark: Int
  ) -> [Record] {
    var records: [Record] = []
    for event in events {
      switch event {
      case .navigated(_, _, let trigger, _):
        pendingTrigger = trigger.rawValue
      case .storyCompleted:
        if !isPresented { addToGroup { $0.storiesAdvancedUnpresented += 1 } }
      case .storyFailed:
        addToGroup { $0.failures[failureReason ?? .timedOut, default: 0] += 1 }
      case .groupOpened(let group):
        groups.append(GroupVisit(group: group, startMark: mark))
      case .groupClosed:
        records += finishStory(now: now)
        if let last = groups.indices.last, groups[last].endMark == nil { groups[last].endMark = mark }
      case .storyStarted(let position):
        records += finishStory(now: now)
        let media: String
        if case .video = playback.story?.media { media = "video" } else { media = "image" }
        story = StoryVisit(
          position: position, startedAt: now, trigger: pendingTrigger ?? "open", media: media)
        pendingTrigger = nil
      case .dismissed:
        records += finishStory(now: now)
        if let last = groups.indices.last, groups[last].endMark == nil { groups[last].endMark = mark }
      default: break
      }
    }
    return records
  }

  /// The story's media is on screen; the first time, a `storyMediaShown` record.
  mutating func mediaPresented(url: URL?, now: Double) -> Record? {
    guard var visit = story, visit.presentedAt == nil else { return nil }
    visit.presentedAt = now
    story = visit
    if let url { presentedURLs.insert(url) }
    let milliseconds = Self.milliseconds(now - visit.startedAt)
    addToGroup {
      $0.storiesShown += 1
      $0.millisecondsToFirstFrame.append(milliseconds)
    }
    return Record(
      name: .storyMediaShown, position: visit.position,
      properties: [
        "milliseconds": .number(Double(milliseconds)), "trigger": .string(visit.trigger),
        "media": .string(visit.media),
      ])
  }

  /// The video stopped to buffer after its first frame.
  mutating func stallBegan(now: Double) {
    guard story?.presentedAt != nil, story?.stallStartedAt == nil else { return }
    story?.stallStartedAt = now
    story?.stallCount += 1
  }

  /// The video went on after a stall.
  mutating func stallEnded(now: Double) {
    guard let start = story?.stallStartedAt else { return }
    story?.stallStartedAt = nil
    story?.stallSeconds += max(0, now - start)
  }

  // MARK: - The session

  /// The session so far: every group visit's report, with bytes from `transfers` (the counter's
  /// transfers since `baseMark`) of the pictures in `pictureURLs`.
  func groupReports(
    transfers: [ImageTransferCounter.Transfer], baseMark: Int, currentMark: Int, pictureURLs: Set<URL>
  ) -> [(group: Int, report: PlaybackQualityReport)] {
    groups.map { visit in
      var report = visit.report
      let start = max(0, visit.startMark - baseMark)
      let end = min(transfers.count, max(start, (visit.endMark ?? currentMark) - baseMark))
      if start < end {
        for transfer in transfers[start..<end] where pictureURLs.contains(transfer.url) {
          report.bytesDownloaded += transfer.bytes
          if transfer.prefetched { report.bytesPrefetched += transfer.bytes }
          if transfer.prefetched && !presentedURLs.contains(transfer.url) {
            report.bytesPrefetchedUnshown += transfer.bytes
          }
        }
      }
      return (visit.group, report)
    }
  }

  // MARK: - Helpers

  /// Ends the story on screen: its stalls, if any, as a `storyStalled` record.
  private mutating func finishStory(now: Double) -> [Record] {
    stallEnded(now: now)
    guard let visit = story else { return [] }
    story = nil
    guard visit.stallCount > 0 else { return [] }
    let milliseconds = Self.milliseconds(visit.stallSeconds)
    addToGroup {
      $0.stallCount += visit.stallCount
      $0.stallMilliseconds += milliseconds
    }
    return [
      Record(
        name: .storyStalled, position: visit.position,
        properties: [
          "count": .number(Double(visit.stallCount)), "milliseconds": .number(Double(milliseconds)),
        ])
    ]
  }

  private mutating func addToGroup(_ change: (inout PlaybackQualityReport) -> Void) {
    guard let last = groups.indices.last else { return }
    change(&groups[last].report)
  }

  static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite else { return 0 }
    return Int(max(0, min(seconds * 1000, 1e12)).rounded())
  }
}
