import Foundation
import StoryKit
import StoryKitUI

/// Quality of experience: when each story's media reached the screen, its stalls and failures,
/// and the bytes the session spent, as analytics events and a ``PlaybackQualityReport``.
extension StoryPlayerView {
  /// The session so far, summed over its group visits; bytes are those the image pipeline's
  /// ``ImageTransferCounter`` counted for the session's pictures and posters.
  public var qualityReport: PlaybackQualityReport {
    groupQualityReports().reduce(PlaybackQualityReport()) { $0 + $1.report }
  }

  /// Starts a new session's bookkeeping at the image pipeline's current mark.
  func beginQualitySession() {
    quality = PlaybackQualityTracker()
    qualityCounter = imageLoader?.transferCounter
    qualityBaseMark = qualityCounter?.mark ?? 0
    let policy = prefetchPolicy
    prefetchBudget = policy.byteBudget.map { PrefetchBudget(limit: $0) }
    pendingQualityRecords = []
    mediaFailureReason = nil
  }

  /// Follows a batch of playback events before the player acts on them.
  func followQuality(_ events: [StoryPlayback.Event], in playback: StoryPlayback) {
    pendingQualityRecords += quality.follow(
      events, playback: playback, failureReason: mediaFailureReason, now: clock.now,
      mark: qualityCounter?.mark ?? qualityBaseMark)
  }

  /// The current story's media is on screen: the first time, it is marked seen and its
  /// `storyMediaShown` is recorded (with the batch being applied).
  func mediaPresented() {
    quality.stallEnded(now: clock.now)
    let url = playback?.story.flatMap(StoryPageView.pictureURL(of:))
    guard let record = quality.mediaPresented(url: url, now: clock.now) else { return }
    pendingQualityRecords.append(record)
    markSeen()
  }

  /// Records what quality bookkeeping has to say after a batch's own events; on dismissal, each
  /// group visit's `groupSessionQuality` and the session's report for ``onQualityReport``.
  func recordQuality(after events: [StoryPlayback.Event], in playback: StoryPlayback) {
    let records = pendingQualityRecords
    pendingQualityRecords = []
    if events.contains(where: { if case .storyFailed = $0 { true } else { false } }) {
      mediaFailureReason = nil
    }
    for record in records {
      analytics?.record(
        record.name, group: record.position.group, story: record.position.story, in: playback,
        properties: record.properties)
    }
    guard events.contains(where: { if case .dismissed = $0 { true } else { false } }) else { return }
    let reports = groupQualityReports()
    for (group, report) in reports {
      analytics?.record(
        .groupSessionQuality, group: group, story: nil, in: playback, properties: report.properties)
    }
    onQualityReport?(reports.reduce(PlaybackQualityReport()) { $0 + $1.report })
  }

  /// Why the current story's media failed, from the video player or the picture's load.
  func currentFailureReason() -> MediaFailureReason {
    if case .failed = mediaPlayer.state { return .videoFailed }
    guard case .failed(let error) = mediaView.loadState else { return .timedOut }
    switch error {
    case .unsupportedURL: return .unsupportedURL
    case .fetchFailed, .backingOff, .cancelled: return .fetchFailed
    case .decodingFailed: return .decodingFailed
    case .timedOut: return .timedOut
    }
  }

  private func groupQualityReports() -> [(group: Int, report: PlaybackQualityReport)] {
    let transfers = qualityCounter?.transfers(since: qualityBaseMark) ?? []
    var pictures = Set<URL>()
    for group in playback?.groups ?? [] {
      for story in group.stories {
        if let url = StoryPageView.pictureURL(of: story) { pictures.insert(url) }
      }
    }
    var reports = quality.groupReports(
      transfers: transfers, baseMark: qualityBaseMark, currentMark: qualityCounter?.mark ?? qualityBaseMark,
      pictureURLs: pictures)
    if let skipped = prefetchBudget?.skippedCount, !reports.isEmpty {
      reports[reports.count - 1].report.prefetchesSkippedByBudget = skipped
    }
    return reports
  }
}
